import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { NewsletterIssue, NewsletterIssueInput } from '@hissa/contracts/media/newsletter-issues';
import {
  CreateNewsletterIssueEndpoint,
  NewsletterIssueEndpoint,
  SendNewsletterIssueEndpoint,
  UpdateNewsletterIssueEndpoint,
} from '@hissa/contracts/newsletter-issues-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, mailsTo } from '../../test/media-helpers.ts';
import { createMailer } from '../mail/mailer.ts';
import { deliverNewsletterIssues } from './newsletter-delivery-job.ts';

/*
 * Newsletter issues (decisions 030 and 040) through the HTTP layer: written with sanitised bodies;
 * a send only queues, and the outbox's job (run here by the test) mails confirmed subscribers only,
 * each in their language with the unsubscribe link and headers, once, even when sends and runs race.
 */

let harness: TestApp;
let admin: Record<string, string>;
let confirmedCount = 0;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
  await harness.database.db.insert(newsletterSubscriptions).values([
    { email: 'layla.issue@example.sa', fullName: 'Layla Al Saud', languageCode: 'ar', status: 'confirmed' },
    { email: 'james.issue@example.com', fullName: 'James Carter', languageCode: 'en', status: 'confirmed' },
    { email: 'pending.issue@example.com', fullName: 'Pending Reader', languageCode: 'en', status: 'pending' },
  ]);
  confirmedCount = (
    await harness.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, 'confirmed'))
  ).length;
});
afterAll(() => harness.close());

const issueInput = (tag: string): NewsletterIssueInput => ({
  subjectEn: `Hissa monthly ${tag}`,
  subjectAr: `نشرة حصة ${tag}`,
  bodyEn: '<h2>Deals</h2><p>Three rounds closed.<script>steal()</script></p>',
  bodyAr: '<h2>الصفقات</h2><p>أُغلقت ثلاث جولات.</p>',
});

async function createIssue(tag: string): Promise<NewsletterIssue> {
  const response = await call(harness, 'POST', CreateNewsletterIssueEndpoint.path, admin, issueInput(tag));
  expect(response.statusCode).toBe(201);
  return response.json<{ data: NewsletterIssue }>().data;
}
/** One run of the newsletter outbox's job on the test app's outbox; how many mails went out. */
const deliver = () =>
  deliverNewsletterIssues({
    db: harness.database.db,
    mailer: createMailer({
      smtpUrl: undefined,
      outboxDir: path.join(harness.config.dataDir, 'outbox'),
      from: harness.config.mailFrom,
      log: harness.app.log,
    }),
    appUrl: harness.config.appUrl,
    secret: harness.config.jwtSecret,
    log: harness.app.log,
  });
const send = (issueId: number) => call(harness, 'POST', endpointUrl(SendNewsletterIssueEndpoint, { issueId }), admin);

describe('writing an issue', () => {
  it('sanitises the bodies and refuses an empty body or subject', async () => {
    const issue = await createIssue('one');
    expect(issue.bodyEn).toBe('<h2>Deals</h2><p>Three rounds closed.</p>');
    expect(issue.status).toBe('draft');
    const empty = await call(harness, 'POST', CreateNewsletterIssueEndpoint.path, admin, {
      ...issueInput('x'),
      subjectAr: ' ',
      bodyEn: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json<ErrorEnvelope>()
        .errors.map(({ field }) => field)
        .sort(),
    ).toEqual(['body.bodyEn', 'body.subjectAr']);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    expect((await call(harness, 'POST', CreateNewsletterIssueEndpoint.path, buyer, issueInput('x'))).statusCode).toBe(
      403,
    );
  });
});

describe('sending an issue', () => {
  it('only queues in the request; the job mails each confirmed subscriber once in their language with the unsubscribe link and headers', async () => {
    const issue = await createIssue('two');
    const response = await send(issue.id);
    expect(response.statusCode).toBe(202);
    expect(response.json<{ data: NewsletterIssue }>().data).toMatchObject({
      status: 'sending',
      recipientCount: confirmedCount,
    });
    expect(await mailsTo(harness, 'james.issue@example.com')).toEqual([]);
    expect(await deliver()).toBe(confirmedCount);
    const sent = await call(harness, 'GET', endpointUrl(NewsletterIssueEndpoint, { issueId: issue.id }), admin);
    expect(sent.json<{ data: NewsletterIssue }>().data).toMatchObject({
      status: 'sent',
      recipientCount: confirmedCount,
    });
    const [arabic] = await mailsTo(harness, 'layla.issue@example.sa');
    expect(arabic).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(arabic).toMatch(
      /^List-Unsubscribe: <https?:\/\/\S+\/public-api\/newsletter-subscriptions\/unsubscribe\/\S+>/m,
    );
    expect(arabic).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(arabic).toMatch(/\/newsletter\/unsubscribe\/[A-Za-z0-9._-]+/);
    const [english] = await mailsTo(harness, 'james.issue@example.com');
    expect(english).toMatch(/^Subject: Hissa monthly two/m);
    expect(english).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(english).toMatch(/\/newsletter\/unsubscribe\/[A-Za-z0-9._-]+/);
    expect(english).not.toContain('steal()');
    expect(await mailsTo(harness, 'pending.issue@example.com')).toEqual([]);
    expect(await deliver()).toBe(0); // a later run finds nothing left to send
  });

  it('refuses a second send and an edit after sending with 409', async () => {
    const issue = await createIssue('three');
    expect((await send(issue.id)).statusCode).toBe(202);
    const again = await send(issue.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe(en.media.issueAlreadySent);
    const edit = await call(
      harness,
      'PUT',
      endpointUrl(UpdateNewsletterIssueEndpoint, { issueId: issue.id }),
      admin,
      issueInput('3'),
    );
    expect(edit.statusCode).toBe(409);
    expect((await send(2_000_000)).statusCode).toBe(404);
    await deliver();
    await deliver();
    const subjects = (await mailsTo(harness, 'james.issue@example.com')).filter((mail) =>
      /^Subject: Hissa monthly three$/m.test(mail),
    );
    expect(subjects).toHaveLength(1);
  });

  it('mails once when two sends of the same issue and two job runs race', async () => {
    const issue = await createIssue('four');
    const statuses = (await Promise.all([send(issue.id), send(issue.id), send(issue.id)])).map(
      ({ statusCode }) => statusCode,
    );
    expect(statuses.sort()).toEqual([202, 409, 409]);
    await Promise.all([deliver(), deliver()]);
    const arabicMails = (await mailsTo(harness, 'layla.issue@example.sa')).length;
    const mails = (await mailsTo(harness, 'james.issue@example.com')).filter((mail) =>
      /^Subject: Hissa monthly four$/m.test(mail),
    );
    expect(mails).toHaveLength(1);
    expect(arabicMails).toBe(3); // issues two, three and four, one mail each
  });

  it('skips a subscriber who left between the send and the job', async () => {
    const issue = await createIssue('five');
    expect((await send(issue.id)).statusCode).toBe(202);
    await harness.database.db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.email, 'james.issue@example.com'));
    await deliver();
    const mails = (await mailsTo(harness, 'james.issue@example.com')).filter((mail) =>
      /^Subject: Hissa monthly five$/m.test(mail),
    );
    expect(mails).toEqual([]);
    const sent = await call(harness, 'GET', endpointUrl(NewsletterIssueEndpoint, { issueId: issue.id }), admin);
    expect(sent.json<{ data: NewsletterIssue }>().data).toMatchObject({
      status: 'sent',
      recipientCount: confirmedCount - 1,
    });
  });
});
