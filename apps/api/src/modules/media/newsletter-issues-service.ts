import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@hissa/contracts/languages';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import type { NewsletterIssueInputSchema } from '@hissa/contracts/media/newsletter-issues';
import { richTextPlain } from '@hissa/contracts/rich-text';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newsletterIssues } from '../../db/schema/media.ts';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { escapeHtml, type RenderedMail } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { unsubscribeLinks } from '../public-forms/public-forms-mail.ts';

/*
 * Newsletter issues (decision 030): written by the admin (bodies sanitised), then sent once to
 * the confirmed subscribers, each in their language, with the unsubscribe link and headers.
 */

type Row = typeof newsletterIssues.$inferSelect;
type ParsedIssueInput = z.output<typeof NewsletterIssueInputSchema>;
/** What sending needs: the mailer, the site's address and the secret signing unsubscribe links. */
export type IssueMailContext = { mailer: Mailer; appUrl: string; secret: string; log: FastifyBaseLogger };

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
 * Sends issue `id` to every confirmed subscriber. The issue is first claimed in one conditional
 * update (draft -> sending), so of two sends, concurrent or not, only one mails; a failed mail is
 * logged and not counted. Returns the sent issue with its recipient count.
 * Errors: 404; 409 media.issueAlreadySent when it is not a draft any more.
 */
export async function sendIssue(db: Db, context: IssueMailContext, id: number, adminId: number): Promise<Row> {
  const [claimed] = await db
    .update(newsletterIssues)
    .set({ status: 'sending', sentBy: adminId, updatedAt: new Date() })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'draft')))
    .returning();
  if (!claimed) {
    await findIssue(db, id);
    throw new AppError(409, MEDIA_KEYS.issueAlreadySent);
  }
  const subscribers = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'))
    .orderBy(newsletterSubscriptions.id);
  let delivered = 0;
  for (const subscriber of subscribers) {
    const unsubscribe = unsubscribeLinks(context, subscriber.id);
    try {
      await context.mailer.send({
        to: subscriber.email,
        template: 'newsletterIssue',
        params: { name: subscriber.fullName },
        headers: unsubscribe.headers,
        content: renderIssueMail(claimed, subscriber, unsubscribe.page),
      });
      delivered += 1;
    } catch (error) {
      context.log.error({ err: error, issueId: id, subscriptionId: subscriber.id }, 'newsletter issue mail not sent');
    }
  }
  const [sent] = await db
    .update(newsletterIssues)
    .set({ status: 'sent', sentAt: new Date(), recipientCount: delivered, updatedAt: new Date() })
    .where(eq(newsletterIssues.id, id))
    .returning();
  return sent ?? claimed;
}
