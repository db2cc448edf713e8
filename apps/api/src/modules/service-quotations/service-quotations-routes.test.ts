import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import mailAr from '@hissa/contracts/messages/mail-ar.json' with { type: 'json' };
import mailEn from '@hissa/contracts/messages/mail-en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl, type Endpoint } from '@hissa/contracts/http/endpoint';
import { requestAttachmentField } from '@hissa/contracts/requests';
import {
  AcceptQuotationEndpoint,
  BuyerRequestEndpoint,
  BuyerRequestsEndpoint,
  CompleteQuotationEndpoint,
  ConnectionQueueEndpoint,
  ConnectProviderEndpoint,
  CreateQuotationRequestEndpoint,
  DeclineQuotationEndpoint,
  DeleteQuotationRequestEndpoint,
  DeleteQuotationResponseEndpoint,
  ProviderQuotationEndpoint,
  ProviderQuotationsEndpoint,
  QuotationAttachmentEndpoint,
  RespondQuotationEndpoint,
  ReviewQuotationEndpoint,
  UpdateQuotationRequestEndpoint,
} from '@hissa/contracts/service-quotations-endpoints';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import type {
  BuyerRequestDetail,
  ConnectionRequestView,
  ProviderQuotationDetail,
  ProviderQuotationSummary,
} from '@hissa/contracts/services-marketplace/quotations';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { serviceProviders } from '../../db/schema/directory.ts';
import {
  providerConnectionRequests,
  providerReviews,
  quotationRequests,
  serviceQuotations,
} from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePdf } from '../files/sample-files.ts';

let harness: TestApp;
/** The demo provider user's provider, a second provider with its own user, and one no user acts for. */
let providerA: number;
let providerB: number;
let unregistered: number;
let providerBHeader: { authorization: string };
let otherBuyerHeader: { authorization: string };

type Headers = { authorization: string };
type Attachment = { name: string; content: Buffer; contentType: string };
const pdf = (): Attachment => ({
  name: 'scope.pdf',
  content: samplePdf('Scope of work'),
  contentType: 'application/pdf',
});

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [demoProvider] = await db
    .select({ id: users.serviceProviderId })
    .from(users)
    .where(eq(users.userType, USER_TYPES.serviceProvider));
  providerA = demoProvider?.id ?? 0;
  const registered = new Set(
    (await db.select({ id: users.serviceProviderId }).from(users)).map((row) => row.id).filter(Boolean),
  );
  const free = (
    await db
      .select({ id: serviceProviders.id })
      .from(serviceProviders)
      .where(eq(serviceProviders.isActive, true))
      .orderBy(desc(serviceProviders.id))
      .limit(20)
  )
    .map((row) => row.id)
    .filter((id) => !registered.has(id));
  providerB = free[0] ?? 0;
  unregistered = free[1] ?? 0;
  const userB = await createTestUser(db, { userType: USER_TYPES.serviceProvider, firstName: 'Basma' });
  await db.update(users).set({ serviceProviderId: providerB }).where(eq(users.id, userB.id));
  providerBHeader = bearer(await loginToken(harness.app, userB.email, userB.password));
  const otherBuyer = await createTestUser(db, { userType: USER_TYPES.buyer });
  otherBuyerHeader = bearer(await loginToken(harness.app, otherBuyer.email, otherBuyer.password));
});
afterAll(() => harness.close());

const buyer = () => loginAs(harness.app, USER_TYPES.buyer);
const providerUser = () => loginAs(harness.app, USER_TYPES.serviceProvider);
const admin = () => loginAs(harness.app, USER_TYPES.admin);

/** A date `days` after today in Riyadh. */
function inDays(days: number): string {
  const today = new Date(`${riyadhToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

async function multipart(
  endpoint: Endpoint,
  params: Record<string, unknown> | undefined,
  headers: Headers | Record<string, never>,
  fields: Record<string, string | string[]>,
  files: Attachment[] = [],
  language = 'en',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  files.forEach((file, index) =>
    form.append(
      requestAttachmentField(index),
      new File([new Uint8Array(file.content)], file.name, { type: file.contentType }),
    ),
  );
  const body = await multipartPayload(form);
  return harness.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, params),
    headers: { ...headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

function call(
  endpoint: Endpoint,
  headers: Headers | Record<string, never>,
  options: {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    language?: string;
  } = {},
) {
  return harness.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.params, options.query),
    headers: { ...headers, 'accept-language': options.language ?? 'en' },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Sends a request from the demo buyer to `providerIds`; returns the detail. */
async function sendRequest(providerIds: number[], title = 'Annual audit 2026', files: Attachment[] = []) {
  const response = await multipart(
    CreateQuotationRequestEndpoint,
    undefined,
    await buyer(),
    {
      title,
      description: 'IFRS audit of our 2026 statements.',
      submissionDeadline: inDays(7),
      providerIds: providerIds.map(String),
    },
    files,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: string; data: BuyerRequestDetail }>();
}

function quotationOf(detail: BuyerRequestDetail, providerId: number) {
  const quotation = detail.quotations.find((item) => item.providerId === providerId);
  if (!quotation) throw new Error(`no quotation of ${providerId}`);
  return quotation;
}

/** The respondedAt of quotation `quotationId` as the demo buyer's comparison shows it (what accept carries). */
async function seen(requestId: number, quotationId: number): Promise<{ respondedAt: string }> {
  const detail = (await call(BuyerRequestEndpoint, await buyer(), { params: { requestId } })).json<{
    data: BuyerRequestDetail;
  }>().data;
  return { respondedAt: detail.quotations.find((q) => q.id === quotationId)?.response?.respondedAt ?? '' };
}

async function respond(quotationId: number, headers: Headers, price = '10000', language = 'en') {
  return multipart(
    RespondQuotationEndpoint,
    { quotationId },
    headers,
    { price, deliveryDays: '30', message: 'We can start next week.' },
    [],
    language,
  );
}

describe('sending a quotation request', () => {
  it('answers visitors 401 and other user types 403', async () => {
    const visitor = await multipart(CreateQuotationRequestEndpoint, undefined, {}, { title: 'x' });
    expect(visitor.statusCode).toBe(401);
    const investor = await multipart(
      CreateQuotationRequestEndpoint,
      undefined,
      await loginAs(harness.app, USER_TYPES.individualInvestor),
      { title: 'x' },
    );
    expect(investor.statusCode).toBe(403);
    const provider = await call(BuyerRequestsEndpoint, await providerUser());
    expect(provider.statusCode).toBe(403);
  });

  it('checks the fields in both languages and writes nothing on refusal', async () => {
    const before = await harness.database.db.select({ id: quotationRequests.id }).from(quotationRequests);
    const fields = { title: 'a'.repeat(256), description: '', submissionDeadline: inDays(-1) };
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await multipart(CreateQuotationRequestEndpoint, undefined, await buyer(), fields, [], language);
      expect(response.statusCode).toBe(400);
      const errors = response.json<ErrorEnvelope>().errors.map((error) => error.message);
      expect(errors).toEqual(
        expect.arrayContaining([
          messages.quotations.titleTooLong,
          messages.quotations.descriptionRequired,
          messages.quotations.deadlinePast,
          messages.quotations.providersRequired,
        ]),
      );
    }
    const unknown = await multipart(CreateQuotationRequestEndpoint, undefined, await buyer(), {
      title: 'Audit',
      description: 'Audit',
      submissionDeadline: inDays(3),
      providerIds: [String(providerA), '2147483000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().message).toBe(en.quotations.providerNotFound);
    const badFile = await multipart(
      CreateQuotationRequestEndpoint,
      undefined,
      await buyer(),
      { title: 'Audit', description: 'Audit', submissionDeadline: inDays(3), providerIds: [String(providerA)] },
      [{ name: 'scope.pdf', content: Buffer.from('not really a pdf'), contentType: 'application/pdf' }],
    );
    expect(badFile.statusCode).toBe(400);
    const after = await harness.database.db.select({ id: quotationRequests.id }).from(quotationRequests);
    expect(after.length).toBe(before.length);
  });

  it('sends to registered providers and queues unregistered ones for the admin', async () => {
    const { message, data } = await sendRequest([providerA, unregistered], 'Cloud migration', [pdf()]);
    expect(message).toBe(en.quotations.submittedWithQueue);
    expect(message.startsWith(en.quotations.submitted)).toBe(true);
    expect(data.quotations.map((q) => q.status)).toEqual(['pending', 'pending']);
    expect(quotationOf(data, unregistered).providerRegistered).toBe(false);
    expect(data.attachments).toHaveLength(1);
    const queue = await call(ConnectionQueueEndpoint, await admin());
    const open = queue.json<{ data: ConnectionRequestView[] }>().data.find((item) => item.provider.id === unregistered);
    expect(open?.buyer.email).toBe('buyer@demo.hissa.sa');
    expect(open?.message).toContain('Cloud migration');
    // the provider user sees it, with the file
    const inbox = await call(ProviderQuotationsEndpoint, await providerUser(), {
      query: { status: 'pending', search: 'cloud' },
    });
    const row = inbox.json<{ data: ProviderQuotationSummary[] }>().data[0];
    expect(row?.title).toBe('Cloud migration');
    const detail = await call(ProviderQuotationEndpoint, await providerUser(), { params: { quotationId: row?.id } });
    const fileId = detail.json<{ data: ProviderQuotationDetail }>().data.requestAttachments[0]?.fileId;
    const download = await call(QuotationAttachmentEndpoint, await providerUser(), { params: { fileId } });
    expect(download.statusCode).toBe(200);
    expect((await call(QuotationAttachmentEndpoint, providerBHeader, { params: { fileId } })).statusCode).toBe(404);
    expect((await call(QuotationAttachmentEndpoint, otherBuyerHeader, { params: { fileId } })).statusCode).toBe(404);
  });

  it('lets the admin mark a connection made once (409 after), and only the admin', async () => {
    const queue = await call(ConnectionQueueEndpoint, await admin());
    const id = queue.json<{ data: ConnectionRequestView[] }>().data[0]?.id;
    expect((await call(ConnectionQueueEndpoint, await buyer())).statusCode).toBe(403);
    const first = await call(ConnectProviderEndpoint, await admin(), {
      params: { connectionId: id },
      body: { note: 'Called both, meeting set.' },
    });
    expect(first.statusCode).toBe(200);
    const again = await call(ConnectProviderEndpoint, await admin(), {
      params: { connectionId: id },
      body: {},
      language: 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe(ar.quotations.alreadyConnected);
    const missing = await call(ConnectProviderEndpoint, await admin(), {
      params: { connectionId: 2147483000 },
      body: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the engagement from answer to review', () => {
  it('runs respond, compare, accept (others declined), complete and review, with every refusal', async () => {
    const { data } = await sendRequest([providerA, providerB], 'Brand identity');
    const qa = quotationOf(data, providerA).id;
    const qb = quotationOf(data, providerB).id;

    // another provider's quotation is not found; the wrong user type is forbidden
    expect((await respond(qa, providerBHeader)).statusCode).toBe(404);
    const invalid = await multipart(
      RespondQuotationEndpoint,
      { quotationId: qa },
      await providerUser(),
      { price: '-5', deliveryDays: '0', message: '' },
      [],
      'ar',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorEnvelope>().errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        ar.quotations.priceInvalid,
        ar.quotations.deliveryDaysInvalid,
        ar.quotations.messageRequired,
      ]),
    );

    // accepting before any answer: 409
    const early = await call(AcceptQuotationEndpoint, await buyer(), {
      params: { quotationId: qa },
      body: { respondedAt: new Date().toISOString() },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorEnvelope>().message).toBe(en.quotations.notAcceptable);

    const answered = await respond(qa, await providerUser(), '10000.50');
    expect(answered.statusCode).toBe(200);
    const answer = answered.json<{ message: string; data: ProviderQuotationDetail }>();
    expect(answer.message).toBe(en.quotations.responded);
    expect(answer.data.response).toMatchObject({
      priceHalalas: 1_000_050,
      vatHalalas: 150_008,
      totalHalalas: 1_150_058,
      deliveryDays: 30,
    });
    const changed = await respond(qa, await providerUser(), '9000');
    expect(changed.json<{ message: string }>().message).toBe(en.quotations.responseUpdated);
    expect((await respond(qb, providerBHeader, '12000')).statusCode).toBe(200);

    // the buyer compares both
    const compare = (await call(BuyerRequestEndpoint, await buyer(), { params: { requestId: data.id } })).json<{
      data: BuyerRequestDetail;
    }>().data;
    expect(compare.quotations.map((q) => [q.status, q.response?.totalHalalas])).toEqual([
      ['responded', 1_035_000],
      ['responded', 1_380_000],
    ]);
    expect((await call(BuyerRequestEndpoint, otherBuyerHeader, { params: { requestId: data.id } })).statusCode).toBe(
      404,
    );

    // reviewing before completion
    const tooSoon = await call(ReviewQuotationEndpoint, await buyer(), {
      params: { quotationId: qa },
      body: { rating: 5, comment: 'Great' },
      language: 'ar',
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json<ErrorEnvelope>().message).toBe(ar.quotations.notCompleted);
    expect(en.quotations.notCompleted).toBe('Not yet completed by service provider');

    // two concurrent accepts of different quotations: exactly one wins
    const [seenA, seenB] = [await seen(data.id, qa), await seen(data.id, qb)];
    const [one, two] = await Promise.all([
      call(AcceptQuotationEndpoint, await buyer(), { params: { quotationId: qa }, body: seenA }),
      call(AcceptQuotationEndpoint, await buyer(), { params: { quotationId: qb }, body: seenB }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? qa : qb;
    const loser = winner === qa ? qb : qa;
    const rows = await harness.database.db
      .select({ id: serviceQuotations.id, status: serviceQuotations.status })
      .from(serviceQuotations)
      .where(eq(serviceQuotations.quotationRequestId, data.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [winner]: 'accepted',
      [loser]: 'declined',
    });

    const winnerHeader = winner === qa ? await providerUser() : providerBHeader;
    const loserHeader = winner === qa ? providerBHeader : await providerUser();
    // no more changes to the request, the accepted answer or the declined one
    expect(
      (
        await call(UpdateQuotationRequestEndpoint, await buyer(), {
          params: { requestId: data.id },
          body: { title: 'New', description: 'New', submissionDeadline: inDays(9) },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(DeleteQuotationRequestEndpoint, await buyer(), { params: { requestId: data.id } })).statusCode,
    ).toBe(409);
    expect((await respond(winner, winnerHeader)).statusCode).toBe(409);
    expect(
      (await call(DeleteQuotationResponseEndpoint, winnerHeader, { params: { quotationId: winner } })).statusCode,
    ).toBe(409);
    expect((await respond(loser, loserHeader)).statusCode).toBe(409);
    expect((await call(CompleteQuotationEndpoint, loserHeader, { params: { quotationId: loser } })).statusCode).toBe(
      409,
    );
    expect((await call(DeclineQuotationEndpoint, await buyer(), { params: { quotationId: winner } })).statusCode).toBe(
      409,
    );

    // the provider completes; the buyer reviews once, concurrent double submits create one review
    const complete = await call(CompleteQuotationEndpoint, winnerHeader, { params: { quotationId: winner } });
    expect(complete.statusCode).toBe(200);
    expect((await call(CompleteQuotationEndpoint, winnerHeader, { params: { quotationId: winner } })).statusCode).toBe(
      409,
    );
    const body = { rating: 4, comment: 'Delivered on time, clear communication.' };
    const reviews = await Promise.all([
      call(ReviewQuotationEndpoint, await buyer(), { params: { quotationId: winner }, body }),
      call(ReviewQuotationEndpoint, await buyer(), { params: { quotationId: winner }, body }),
    ]);
    expect(reviews.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const stored = await harness.database.db
      .select()
      .from(providerReviews)
      .where(eq(providerReviews.serviceQuotationId, winner));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.rating).toBe(4);
    // no review without an engagement
    const declinedReview = await call(ReviewQuotationEndpoint, await buyer(), { params: { quotationId: loser }, body });
    expect(declinedReview.statusCode).toBe(409);
    // the request is now closed
    const closed = await call(BuyerRequestsEndpoint, await buyer(), { query: { scope: 'closed' } });
    expect(closed.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toContain(data.id);
  });

  it('lets the buyer edit and delete while nothing is accepted, and the provider withdraw an answer', async () => {
    const { data } = await sendRequest([providerA], 'Office fit-out', [pdf()]);
    const q = quotationOf(data, providerA).id;
    const update = await call(UpdateQuotationRequestEndpoint, await buyer(), {
      params: { requestId: data.id },
      body: { title: 'Office fit-out, 2 floors', description: 'Two floors in Olaya.', submissionDeadline: inDays(10) },
      language: 'ar',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<{ message: string }>().message).toBe(ar.quotations.requestUpdated);
    expect(
      (
        await call(UpdateQuotationRequestEndpoint, otherBuyerHeader, {
          params: { requestId: data.id },
          body: { title: 'x', description: 'x', submissionDeadline: inDays(3) },
        })
      ).statusCode,
    ).toBe(404);
    expect((await respond(q, await providerUser())).statusCode).toBe(200);
    const withdrawn = await call(DeleteQuotationResponseEndpoint, await providerUser(), { params: { quotationId: q } });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ data: ProviderQuotationDetail }>().data).toMatchObject({
      status: 'pending',
      response: null,
    });
    expect(
      (await call(DeleteQuotationResponseEndpoint, await providerUser(), { params: { quotationId: q } })).statusCode,
    ).toBe(409);
    const decline = await call(DeclineQuotationEndpoint, await buyer(), { params: { quotationId: q } });
    expect(decline.statusCode).toBe(200);
    const removed = await call(DeleteQuotationRequestEndpoint, await buyer(), { params: { requestId: data.id } });
    expect(removed.statusCode).toBe(200);
    const left = await harness.database.db.select().from(quotationRequests).where(eq(quotationRequests.id, data.id));
    expect(left).toHaveLength(0);
  });

  it('shows a pending quotation past the deadline as expired and refuses an answer with 409', async () => {
    const { data } = await sendRequest([providerA], 'Payroll outsourcing');
    const q = quotationOf(data, providerA).id;
    await harness.database.db
      .update(quotationRequests)
      .set({ submissionDeadline: inDays(-1), deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quotationRequests.id, data.id));
    const answer = await respond(q, await providerUser(), '5000', 'ar');
    expect(answer.statusCode).toBe(409);
    expect(answer.json<ErrorEnvelope>().message).toBe(ar.quotations.expired);
    const [row] = await harness.database.db.select().from(serviceQuotations).where(eq(serviceQuotations.id, q));
    expect(row?.status).toBe('pending');
    const expired = await call(ProviderQuotationsEndpoint, await providerUser(), { query: { status: 'expired' } });
    expect(expired.json<{ data: ProviderQuotationSummary[] }>().data.map((item) => item.id)).toContain(q);
    const detail = await call(ProviderQuotationEndpoint, await providerUser(), { params: { quotationId: q } });
    expect(detail.json<{ data: ProviderQuotationDetail }>().data).toMatchObject({
      status: 'expired',
      canRespond: false,
    });
    const queued = await harness.database.db
      .select()
      .from(providerConnectionRequests)
      .where(isNull(providerConnectionRequests.connectedAt));
    expect(queued.every((item) => item.providerId !== providerA)).toBe(true);
    expect(and).toBeDefined();
  });

  it('settles a response racing an acceptance: the other quotation ends declined, once, and mails go out', async () => {
    const outbox = path.join(harness.config.dataDir, 'outbox');
    const mailsBefore = (await fs.readdir(outbox).catch(() => [])).length;
    const { data } = await sendRequest([providerA, providerB], 'Data centre cabling');
    const qa = quotationOf(data, providerA).id;
    const qb = quotationOf(data, providerB).id;
    expect((await respond(qa, await providerUser())).statusCode).toBe(200);
    const seenA = await seen(data.id, qa);
    const [late, accept] = await Promise.all([
      respond(qb, providerBHeader, '7000'),
      call(AcceptQuotationEndpoint, await buyer(), { params: { quotationId: qa }, body: seenA }),
    ]);
    expect(accept.statusCode).toBe(200);
    expect([200, 409]).toContain(late.statusCode);
    const rows = await harness.database.db
      .select({ id: serviceQuotations.id, status: serviceQuotations.status })
      .from(serviceQuotations)
      .where(eq(serviceQuotations.quotationRequestId, data.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [qa]: 'accepted', [qb]: 'declined' });
    // a new request (2 provider users), 1-2 answers to the buyer and an acceptance were mailed
    const mailsAfter = (await fs.readdir(outbox)).length;
    expect(mailsAfter - mailsBefore).toBeGreaterThanOrEqual(4);
  });
});

describe('quotation e-mails in the recipient’s language', () => {
  /** The mails written to the outbox since `known` (file names), parsed. */
  async function newMails(outbox: string, known: readonly string[]) {
    const names = (await fs.readdir(outbox)).filter((name) => !known.includes(name));
    return Promise.all(names.map(async (name) => simpleParser(await fs.readFile(path.join(outbox, name)))));
  }

  it('writes to a provider user who reads English in English only, to an Arabic buyer in Arabic only', async () => {
    const db = harness.database.db;
    const outbox = path.join(harness.config.dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    await db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.userType, USER_TYPES.buyer));
    await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.serviceProviderId, providerA));
    try {
      const before = await fs.readdir(outbox);
      const { data } = await sendRequest([providerA], 'Payroll outsourcing');
      const requested = await newMails(outbox, before);
      expect(requested.length).toBeGreaterThan(0);
      for (const mail of requested) {
        expect(mail.subject).toBe(mailEn.quotationRequested.subject.replace('{{title}}', 'Payroll outsourcing'));
        expect(mail.text).not.toMatch(/[\u0600-\u06FF]{4}/);
      }

      const afterRequest = await fs.readdir(outbox);
      expect((await respond(quotationOf(data, providerA).id, await providerUser())).statusCode).toBe(200);
      // the one mail of an answer goes to the buyer
      const answeredMails = await newMails(outbox, afterRequest);
      expect(answeredMails).toHaveLength(1);
      const [answered] = answeredMails;
      const [provider] = await db
        .select({ nameAr: serviceProviders.nameAr })
        .from(serviceProviders)
        .where(eq(serviceProviders.id, providerA));
      expect(answered?.subject).toBe(mailAr.quotationResponded.subject.replace('{{provider}}', provider?.nameAr ?? ''));
      expect(answered?.text).not.toContain('Hello');
      expect(answered?.html).toContain('lang="ar"');
      expect(answered?.html).not.toContain('lang="en"');
    } finally {
      await db.update(users).set({ preferredLanguage: null });
    }
  });
});
