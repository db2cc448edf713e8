import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { NEWSLETTER_RATE_LIMIT, type NewsletterSubscriber } from '@hissa/contracts/public-forms/public-forms';
import {
  ConfirmNewsletterEndpoint,
  MyNewsletterStatusEndpoint,
  NewsletterSubscribersCsvEndpoint,
  NewsletterSubscribersEndpoint,
  SubscribeNewsletterEndpoint,
  UnsubscribeNewsletterEndpoint,
} from '@hissa/contracts/public-forms-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { mailsTo } from '../../test/media-helpers.ts';
import { postPublicForm } from '../../test/public-form-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The newsletter (spec §3 fields, §5 rules, §7 /public-api/newsletter-subscriptions/; decision
 * 027) through the HTTP layer: double opt-in by e-mail, the unsubscribe link and List-Unsubscribe
 * headers, the signed-in user's status, and the admin list with its CSV export.
 */

let harness: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

const subscriber = {
  fullName: 'Faisal Al Otaibi',
  designation: 'Chief Financial Officer',
  companyName: 'Tamkeen Holding',
  email: 'Faisal.Otaibi@example.sa',
  languageCode: 'en',
};

const subscribe = (payload: Record<string, unknown>, options: { language?: string; remoteAddress?: string } = {}) =>
  postPublicForm(harness.app, SubscribeNewsletterEndpoint, payload, options);

/** The newest outbox mail sent to `to`, decoded enough to read links and headers. */
async function lastMailTo(to: string): Promise<string> {
  const mail = (await mailsTo(harness, to)).at(-1);
  if (mail === undefined) throw new Error(`no mail to ${to}`);
  return mail;
}
const linkAfter = (mail: string, page: string) => new RegExp(`${page}/([A-Za-z0-9._-]+)`).exec(mail)?.[1] ?? '';
const row = async (email: string) =>
  (await harness.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('subscribing with double opt-in', () => {
  it('records a pending subscription (e-mail lower-cased) and mails a confirmation link with List-Unsubscribe', async () => {
    const response = await subscribe(subscriber);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(en.publicForms.subscribed);
    expect(await row('faisal.otaibi@example.sa')).toMatchObject({ status: 'pending', companyName: 'Tamkeen Holding' });
    const mail = await lastMailTo('faisal.otaibi@example.sa');
    expect(mail).toMatch(
      /^List-Unsubscribe: <https?:\/\/\S+\/public-api\/newsletter-subscriptions\/unsubscribe\/\S+>/m,
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(linkAfter(mail, '/newsletter/confirm')).not.toBe('');
    expect(linkAfter(mail, '/newsletter/unsubscribe')).not.toBe('');
  });

  it('confirms from the link; a forged or altered link is refused in the user language', async () => {
    const token = linkAfter(await lastMailTo('faisal.otaibi@example.sa'), '/newsletter/confirm');
    const confirm = (value: string, language = 'en') =>
      harness.app.inject({
        method: 'POST',
        url: ConfirmNewsletterEndpoint.path,
        headers: { 'accept-language': language },
        payload: { token: value },
      });
    const forged = await confirm(`${token}x`, 'ar');
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ErrorEnvelope>().message).toBe(ar.publicForms.linkInvalid);
    expect((await row('faisal.otaibi@example.sa'))?.status).toBe('pending');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ message: string }>().message).toBe(en.publicForms.confirmed);
    expect((await row('faisal.otaibi@example.sa'))?.confirmedAt).not.toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers a confirmed address the same and sends no second mail', async () => {
    const before = await lastMailTo('faisal.otaibi@example.sa');
    const again = await subscribe({ ...subscriber, email: 'faisal.otaibi@example.sa' });
    expect(again.statusCode).toBe(201);
    expect(await lastMailTo('faisal.otaibi@example.sa')).toBe(before);
    expect((await row('faisal.otaibi@example.sa'))?.status).toBe('confirmed');
  });

  it('unsubscribes by the one-click POST of the List-Unsubscribe header (form body) and from the page', async () => {
    const mail = await lastMailTo('faisal.otaibi@example.sa');
    const header = /^List-Unsubscribe: <https?:\/\/[^/]+(\S+)>/m.exec(mail)?.[1] ?? '';
    const oneClick = await harness.app.inject({
      method: 'POST',
      url: header,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await row('faisal.otaibi@example.sa'))?.status).toBe('unsubscribed');
    const page = await harness.app.inject({
      method: 'POST',
      url: endpointUrl(UnsubscribeNewsletterEndpoint, { token: linkAfter(mail, '/newsletter/unsubscribe') }),
      headers: { 'accept-language': 'ar' },
    });
    expect(page.json<{ message: string }>().message).toBe(ar.publicForms.unsubscribed);
    const forged = await harness.app.inject({
      method: 'POST',
      url: endpointUrl(UnsubscribeNewsletterEndpoint, { token: '1.forged' }),
    });
    expect(forged.statusCode).toBe(400);
  });

  it.each([
    ['body.fullName', 'fullNameRequired', { ...subscriber, fullName: '' }],
    ['body.fullName', 'fullNameInvalid', { ...subscriber, fullName: 'Faisal 2024!' }],
    ['body.companyName', 'companyNameInvalid', { ...subscriber, companyName: '1234' }],
    ['body.languageCode', 'languageInvalid', { ...subscriber, languageCode: 'fr' }],
  ] as const)('refuses %s (%s) in both languages and stores nothing', async (field, key, body) => {
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await subscribe({ ...body, email: 'refused@example.sa' }, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual(
        expect.objectContaining({ field, message: messages.publicForms[key] }),
      );
    }
    expect(await row('refused@example.sa')).toBeUndefined();
  });

  it('refuses a malformed e-mail with validEmail; a honeypot is answered as a success and stored nowhere', async () => {
    const bad = await subscribe({ ...subscriber, email: 'faisal@' });
    expect(bad.json<ErrorEnvelope>().errors).toContainEqual(
      expect.objectContaining({ field: 'body.email', message: en.auth.emailInvalid }),
    );
    const bot = await subscribe({ ...subscriber, email: 'bot@example.sa', website: 'x' });
    expect(bot.statusCode).toBe(201);
    expect(await row('bot@example.sa')).toBeUndefined();
  });

  it(`allows ${NEWSLETTER_RATE_LIMIT.max} subscriptions an hour per address, then 429`, async () => {
    const remoteAddress = nextRemoteAddress();
    for (let index = 0; index < NEWSLETTER_RATE_LIMIT.max; index++) {
      expect(
        (await subscribe({ ...subscriber, email: `reader${index}@example.sa` }, { remoteAddress })).statusCode,
      ).toBe(201);
    }
    expect((await subscribe(subscriber, { remoteAddress })).statusCode).toBe(429);
  });

  it('accepts only the spec path with its trailing slash', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/public-api/newsletter-subscriptions',
      payload: subscriber,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("a signed-in user's status", () => {
  it('is subscribed once a subscription with the account e-mail exists', async () => {
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    const status = async () =>
      (await harness.app.inject({ method: 'GET', url: MyNewsletterStatusEndpoint.path, headers: buyer })).json<{
        subscribed: boolean;
      }>().subscribed;
    expect(await status()).toBe(false);
    const [account] = await harness.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userType, USER_TYPES.buyer))
      .limit(1);
    await subscribe({ ...subscriber, email: account?.email ?? '' });
    expect(await status()).toBe(true);
    expect((await harness.app.inject({ method: 'GET', url: MyNewsletterStatusEndpoint.path })).statusCode).toBe(401);
  });
});

describe('the admin list and export', () => {
  it('lists subscribers by status and exports CSV with a BOM; others may not', async () => {
    const list = await harness.app.inject({
      method: 'GET',
      url: `${NewsletterSubscribersEndpoint.path}?status=unsubscribed`,
      headers: admin,
    });
    const page = list.json<{ data: NewsletterSubscriber[]; total: number }>();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ email: 'faisal.otaibi@example.sa', status: 'unsubscribed' });
    const csv = await harness.app.inject({ method: 'GET', url: NewsletterSubscribersCsvEndpoint.path, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.body.slice(1).trim()).data;
    expect(rows[0]?.slice(0, 2)).toEqual(['Full name', 'Email']);
    expect(rows.some((cells) => cells[1] === 'faisal.otaibi@example.sa' && cells[5] === 'unsubscribed')).toBe(true);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    expect(
      (await harness.app.inject({ method: 'GET', url: NewsletterSubscribersEndpoint.path, headers: buyer })).statusCode,
    ).toBe(403);
  });
});
