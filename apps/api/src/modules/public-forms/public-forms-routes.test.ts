import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { CONTACT_RATE_LIMIT, type ContactMessageRecord } from '@hissa/contracts/public-forms/public-forms';
import {
  BookDemoTourEndpoint,
  ContactMessagesEndpoint,
  ContactUsEndpoint,
  UpdateContactMessageEndpoint,
} from '@hissa/contracts/public-forms-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { contactMessages } from '../../db/schema/public-forms.ts';
import { loginAs, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { outboxFiles, postPublicForm } from '../../test/public-form-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Contact us and demo tour bookings (spec §7 /public-api/contact-us and book-demo-tour; decision
 * 027) through the HTTP layer: the spec's messages in both languages, refusals that store nothing,
 * the honeypot, the shared per-address limit, the team's e-mail, and the admin inbox.
 */

let harness: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

const contact = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  phone: '966501234567',
  email: 'noura.harbi@example.sa',
  message: 'We would like to list our company. Who should we speak to?',
};

const post = (
  endpoint: { path: string },
  payload: Record<string, unknown>,
  options?: Parameters<typeof postPublicForm>[3],
) => postPublicForm(harness.app, endpoint, payload, options);

const stored = async () => (await harness.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe('POST /public-api/contact-us', () => {
  it("stores a visitor's message, mails the team, and answers 'Contact us submitted successfully.'", async () => {
    const before = await outboxFiles(harness);
    const response = await post(ContactUsEndpoint, contact);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe('Contact us submitted successfully.');
    const [row] = await harness.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, contact.email));
    expect(row).toMatchObject({ kind: 'contact', status: 'new', userId: null, message: contact.message });
    const added = (await outboxFiles(harness)).filter((file) => !before.includes(file));
    expect(added.length).toBeGreaterThan(0);
    const mail = await fs.readFile(path.join(harness.config.dataDir, 'outbox', added[0] ?? ''), 'utf8');
    expect(mail).toContain('Noura Al-Harbi');
  });

  it('answers in Arabic and records a signed-in sender', async () => {
    const investor = await loginAs(harness.app, USER_TYPES.individualInvestor);
    const response = await post(
      ContactUsEndpoint,
      { ...contact, firstName: 'نورة', lastName: 'الحربي', email: 'noura.ar@example.sa' },
      { language: 'ar', headers: investor },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(ar.publicForms.contactSubmitted);
    const [row] = await harness.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'noura.ar@example.sa'));
    expect(row?.firstName).toBe('نورة');
    expect(row?.userId).not.toBeNull();
  });

  it.each([
    ['body.message', en.publicForms.messageRequired, ar.publicForms.messageRequired, { ...contact, message: '  ' }],
    ['body.firstName', en.registration.nameLength, ar.registration.nameLength, { ...contact, firstName: 'No' }],
    ['body.phone', en.registration.phoneInvalid, ar.registration.phoneInvalid, { ...contact, phone: '05-abc' }],
    ['body.email', en.auth.emailInvalid, ar.auth.emailInvalid, { ...contact, email: 'not-an-email' }],
    ['body.message', en.publicForms.textTooLong, ar.publicForms.textTooLong, { ...contact, message: 'x'.repeat(2001) }],
  ] as const)('refuses %s (%s) in the user language and stores nothing', async (field, english, arabic, body) => {
    const before = await stored();
    for (const [language, message] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      const response = await post(ContactUsEndpoint, body, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await stored()).toBe(before);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const before = await stored();
    const response = await post(ContactUsEndpoint, { ...contact, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await stored()).toBe(before);
  });
});

describe('POST /public-api/book-demo-tour', () => {
  it('stores a demo booking with the company and answers "demo requested" in both languages', async () => {
    const booking = { ...contact, email: 'demo.booker@example.sa', companyName: 'Rawaj Capital', message: undefined };
    const response = await post(BookDemoTourEndpoint, booking);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(en.publicForms.demoRequested);
    const arabic = await post(BookDemoTourEndpoint, { ...booking, email: 'demo.ar@example.sa' }, { language: 'ar' });
    expect(arabic.json<{ message: string }>().message).toBe(ar.publicForms.demoRequested);
    const [row] = await harness.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'demo.booker@example.sa'));
    expect(row).toMatchObject({ kind: 'demo', companyName: 'Rawaj Capital', message: null });
  });

  it(`shares the limit of ${CONTACT_RATE_LIMIT.max} an hour per address with contact-us, then 429`, async () => {
    const remoteAddress = nextRemoteAddress();
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index++) {
      const endpoint = index % 2 === 0 ? BookDemoTourEndpoint : ContactUsEndpoint;
      const response = await post(endpoint, { ...contact, email: `limit${index}@example.sa` }, { remoteAddress });
      expect(response.statusCode).toBe(201);
    }
    const refused = await post(ContactUsEndpoint, contact, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the admin inbox', () => {
  const list = async (query: string, headers: Record<string, string> = admin) =>
    harness.app.inject({ method: 'GET', url: `${ContactMessagesEndpoint.path}?${query}`, headers });

  it('lists newest first, filters by kind and status, and pages', async () => {
    const all = (await list('size=50')).json<{ data: ContactMessageRecord[]; total: number }>();
    expect(all.total).toBe(await stored());
    const dates = all.data.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const demos = (await list('kind=demo')).json<{ data: ContactMessageRecord[]; total: number }>();
    expect(demos.total).toBeGreaterThan(0);
    expect(demos.data.every((item) => item.kind === 'demo')).toBe(true);
    expect(demos.total).toBeLessThan(all.total);
    const paged = (await list('size=2&page=1')).json<{ data: ContactMessageRecord[] }>();
    expect(paged.data.map((item) => item.id)).toEqual(all.data.slice(2, 4).map((item) => item.id));
  });

  it('moves a message to contacted with a note; 404 for an unknown one; only the admin may', async () => {
    const [row] = await harness.database.db.select().from(contactMessages).limit(1);
    const patch = (id: number, headers: Record<string, string>, language = 'en') =>
      harness.app.inject({
        method: 'PATCH',
        url: endpointUrl(UpdateContactMessageEndpoint, { messageId: id }),
        headers: { 'accept-language': language, ...headers },
        payload: { status: 'contacted', adminNote: 'Called back; sent the listing guide.' },
      });
    const response = await patch(row?.id ?? 0, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ContactMessageRecord }>().data).toMatchObject({
      status: 'contacted',
      adminNote: 'Called back; sent the listing guide.',
    });
    expect((await list('status=contacted')).json<{ total: number }>().total).toBe(1);
    const missing = await patch(999_999, admin, 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.publicForms.notFound);
    expect((await patch(row?.id ?? 0, await loginAs(harness.app, USER_TYPES.buyer))).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: ContactMessagesEndpoint.path })).statusCode).toBe(401);
  });
});
