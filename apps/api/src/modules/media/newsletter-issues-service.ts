import { and, count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@hissa/contracts/languages';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import type { NewsletterIssueInputSchema } from '@hissa/contracts/media/newsletter-issues';
import { richTextPlain } from '@hissa/contracts/rich-text';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema/media.ts';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { escapeHtml, type RenderedMail } from '../mail/mail-templates.ts';

/*
 * Newsletter issues (decisions 030 and 040): written by the admin (bodies sanitised), then queued
 * once for the confirmed subscribers; the background job mails each in their language, with the
 * unsubscribe link and headers.
 */

type Row = typeof newsletterIssues.$inferSelect;
type ParsedIssueInput = z.output<typeof NewsletterIssueInputSchema>;

const sanitized = (input: ParsedIssueInput) => ({
  ...input,
  bodyEn: sanitizeRichText(input.bodyEn),
  bodyAr: sanitizeRichText(input.bodyAr),
});

/** The page of issues, newest first. */
export async function listIssues(db: Db, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterIssues)
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ value: count() }).from(newsletterIssues),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Issue `id`. Errors: 404 media.notFound. */
export async function findIssue(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) throw new AppError(404, MEDIA_KEYS.notFound);
  return row;
}

/** Stores a new draft issue. */
export async function createIssue(db: Db, input: ParsedIssueInput): Promise<Row> {
  const [row] = await db.insert(newsletterIssues).values(sanitized(input)).returning();
  if (!row) throw new Error('issue insert returned no row');
  return row;
}

/** Replaces a draft issue's texts. Errors: 404; 409 media.issueAlreadySent once sending started. */
export async function updateIssue(db: Db, id: number, input: ParsedIssueInput): Promise<Row> {
  const [row] = await db
    .update(newsletterIssues)
    .set({ ...sanitized(input), updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning();
  if (row) return row;
  await findIssue(db, id);
  throw new AppError(409, MEDIA_KEYS.issueAlreadySent);
}

/**
 * The issue's mail for one subscriber, in `language`: the greeting, the body (sanitised HTML, or
 * its plain text), and the unsubscribe link.
 */
export function renderIssueMail(
  issue: Row,
  subscriber: { fullName: string; languageCode: string },
  unsubscribeLink: string,
): RenderedMail {
  const language = isLanguage(subscriber.languageCode) ? subscriber.languageCode : DEFAULT_LANGUAGE;
  const dir = LANGUAGES.find(({ code }) => code === language)?.dir ?? 'ltr';
  const subject = language === 'ar' ? issue.subjectAr : issue.subjectEn;
  const body = language === 'ar' ? issue.bodyAr : issue.bodyEn;
  const greeting = translate(language, 'mail.greeting', { name: subscriber.fullName });
  const footer = translate(language, 'mail.newsletterIssue.ignore', { unsubscribeLink });
  const signature = translate(language, 'mail.signature');
  return {
    subject,
    text: [greeting, richTextPlain(body), signature, footer].join('\n\n'),
    html:
      `<!doctype html><html><body style="font-family:sans-serif"><div lang="${language}" dir="${dir}">` +
      `<p>${escapeHtml(greeting)}</p>${body}<p>${escapeHtml(signature)}</p><hr>` +
      `<p><a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(footer)}</a></p></div></body></html>`,
  };
}

/**
 * Queues issue `id` for every confirmed subscriber (decision 040's outbox): in one transaction the
 * issue is claimed (draft -> sending) by one conditional update, so of two sends, concurrent or
 * not, only one queues, and one delivery row per confirmed subscriber is written. The background
 * job (newsletter-delivery-job.ts) mails them. Returns the queued issue with the queued count in
 * recipientCount. Errors: 404; 409 media.issueAlreadySent when it is not a draft any more.
 */
export async function queueIssue(db: Db, id: number, adminId: number): Promise<Row> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(newsletterIssues)
      .set({ status: 'sending', sentBy: adminId, updatedAt: new Date() })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
      .returning();
    if (!claimed) {
      await findIssue(tx, id);
      throw new AppError(409, MEDIA_KEYS.issueAlreadySent);
    }
    const queued = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${newsletterDeliveries} (issue_id, subscription_id)
        select ${id}, ${newsletterSubscriptions.id} from ${newsletterSubscriptions}
        where ${newsletterSubscriptions.status} = 'confirmed'
        returning id`,
    );
    const [row] = await tx
      .update(newsletterIssues)
      .set({ recipientCount: queued.length })
      .where(eq(newsletterIssues.id, id))
      .returning();
    return row ?? claimed;
  });
}
