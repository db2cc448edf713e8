import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema/media.ts';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import type { Mailer } from '../mail/mailer.ts';
import { unsubscribeLinks } from '../public-forms/public-forms-mail.ts';
import { renderIssueMail } from './newsletter-issues-service.ts';

/*
 * The newsletter outbox's job (decision 040): sending an issue only queues one delivery row per
 * confirmed subscriber; this job, run on a timer outside any request, mails the queued rows.
 */

/** What the job needs: the database, the mailer, the site's address and the secret signing unsubscribe links. */
export type NewsletterJobContext = { db: Db; mailer: Mailer; appUrl: string; secret: string; log: FastifyBaseLogger };

/** Deliveries claimed per round trip. */
const BATCH_SIZE = 50;

type Claimed = { id: number; issue_id: number; subscription_id: number };

/**
 * Claims up to BATCH_SIZE pending deliveries (pending -> sending in one update; rows another
 * process holds are skipped), so each row is mailed by exactly one run.
 */
async function claimBatch(db: Db): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`update ${newsletterDeliveries} set status = 'sending'
      where id in (select id from ${newsletterDeliveries} where status = 'pending'
        order by id limit ${BATCH_SIZE} for update skip locked)
      returning id, issue_id, subscription_id`,
  );
}

/** Mails one claimed delivery; its new status: sent, failed (logged), or skipped when the subscriber left. */
async function deliver(
  context: NewsletterJobContext,
  delivery: Claimed,
  issue: typeof newsletterIssues.$inferSelect,
): Promise<'sent' | 'failed' | 'skipped'> {
  const [subscriber] = await context.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, delivery.subscription_id));
  if (!subscriber || subscriber.status !== 'confirmed') return 'skipped';
  const unsubscribe = unsubscribeLinks(context, subscriber.id);
  try {
    await context.mailer.send({
      to: subscriber.email,
      template: 'newsletterIssue',
      params: { name: subscriber.fullName },
      headers: unsubscribe.headers,
      content: renderIssueMail(issue, subscriber, unsubscribe.page),
    });
    return 'sent';
  } catch (error) {
    context.log.error(
      { err: error, issueId: issue.id, subscriptionId: subscriber.id },
      'newsletter issue mail not sent',
    );
    return 'failed';
  }
}

/**
 * Marks `sent` every issue still sending that has no pending delivery left, with the number of
 * subscribers actually mailed as its recipientCount.
 */
async function finishIssues(db: Db): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({
      status: 'sent',
      sentAt: new Date(),
      updatedAt: new Date(),
      recipientCount: sql`(select count(*)::int from ${newsletterDeliveries}
        where ${newsletterDeliveries.issueId} = ${newsletterIssues.id} and ${newsletterDeliveries.status} = 'sent')`,
    })
    .where(
      and(
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${newsletterDeliveries}
          where ${newsletterDeliveries.issueId} = ${newsletterIssues.id} and ${newsletterDeliveries.status} = 'pending')`,
      ),
    );
}

/**
 * One run of the job: mails every pending delivery (batch by batch), then closes the issues with
 * nothing left to send. A delivery is claimed before its mail goes out, so a crash between the
 * two loses that one mail rather than sending it twice. Returns how many mails went out.
 */
export async function deliverNewsletterIssues(context: NewsletterJobContext): Promise<number> {
  let sent = 0;
  for (let batch = await claimBatch(context.db); batch.length > 0; batch = await claimBatch(context.db)) {
    const issueIds = [...new Set(batch.map((delivery) => delivery.issue_id))];
    const issues = new Map(
      (await context.db.select().from(newsletterIssues).where(inArray(newsletterIssues.id, issueIds))).map((issue) => [
        issue.id,
        issue,
      ]),
    );
    for (const delivery of batch) {
      const issue = issues.get(delivery.issue_id);
      const status = issue ? await deliver(context, delivery, issue) : 'skipped';
      if (status === 'sent') sent += 1;
      await context.db
        .update(newsletterDeliveries)
        .set({ status, sentAt: status === 'sent' ? new Date() : null })
        .where(eq(newsletterDeliveries.id, delivery.id));
    }
  }
  await finishIssues(context.db);
  return sent;
}

/**
 * Runs deliverNewsletterIssues every `intervalMs` ms (config NEWSLETTER_SEND_INTERVAL_MS; 0: never),
 * one run at a time; returns the stop function. A failed run is logged and the next one tries again.
 */
export function startNewsletterDeliveries(context: NewsletterJobContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverNewsletterIssues(context)
      .catch((error: unknown) => context.log.error({ err: error }, 'newsletter deliveries failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
