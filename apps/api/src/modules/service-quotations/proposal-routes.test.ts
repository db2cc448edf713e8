import fs from 'node:fs/promises';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl, type Endpoint } from '@hissa/contracts/http/endpoint';
import { requestAttachmentField } from '@hissa/contracts/requests';
import {
  AcceptQuotationEndpoint,
  BuyerRequestEndpoint,
  BuyerRequestsEndpoint,
  ProposalTargetEndpoint,
  RespondQuotationEndpoint,
  SendProposalEndpoint,
} from '@hissa/contracts/service-quotations-endpoints';
import type {
  BuyerRequestDetail,
  BuyerRequestSummary,
  ProposalTarget,
  ProviderQuotationDetail,
} from '@hissa/contracts/services-marketplace/quotations';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { quotationRequests, serviceQuotations, serviceRequirements } from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePdf } from '../files/sample-files.ts';

/*
 * Proposals on public requirements and accepting the answer the buyer saw (decision 018), through
 * the HTTP layer: roles, refusals in both languages, nothing half-written, concurrent submits.
 */

let harness: TestApp;
let buyerId: number;
let classCode: string;
/** Headers of provider users of two other active providers, one with no provider, one of an inactive one. */
let providerB: { authorization: string };
let providerC: { authorization: string };
let unlinked: { authorization: string };
let inactive: { authorization: string };
type Headers = { authorization: string } | Record<string, never>;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userType, USER_TYPES.buyer)).limit(1);
  buyerId = buyer?.id ?? 0;
  const [isic] = await db.select({ code: isicClasses.code }).from(isicClasses).limit(1);
  classCode = isic?.code ?? '';
  const registered = new Set((await db.select({ id: users.serviceProviderId }).from(users)).map((row) => row.id));
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
  const providerUserFor = async (providerId: number | null) => {
    const user = await createTestUser(db, { userType: USER_TYPES.serviceProvider });
    await db.update(users).set({ serviceProviderId: providerId }).where(eq(users.id, user.id));
    return bearer(await loginToken(harness.app, user.email, user.password));
  };
  providerB = await providerUserFor(free[0] ?? 0);
  providerC = await providerUserFor(free[1] ?? 0);
  unlinked = await providerUserFor(null);
  await db
    .update(serviceProviders)
    .set({ isActive: false })
    .where(eq(serviceProviders.id, free[2] ?? 0));
  inactive = await providerUserFor(free[2] ?? 0);
});
afterAll(() => harness.close());

const buyer = () => loginAs(harness.app, USER_TYPES.buyer);
const providerA = () => loginAs(harness.app, USER_TYPES.serviceProvider);

/** A requirement of the demo buyer, public and open unless told. */
async function requirement(fields: { isPublic?: boolean; status?: 'open' | 'closed'; title?: string } = {}) {
  const title = fields.title ?? 'Payroll system for 300 staff';
  const [row] = await harness.database.db
    .insert(serviceRequirements)
    .values({
      buyerUserId: buyerId,
      isicClassCode: classCode,
      budgetCode: '25k_100k',
      timelineCode: 'within_1_month',
      title,
      description: 'Cloud payroll with GOSI and Mudad integration, Arabic and English payslips.',
      searchText: title.toLowerCase(),
      isPublic: fields.isPublic ?? true,
      status: fields.status ?? 'open',
    })
    .returning({ id: serviceRequirements.id });
  return row?.id ?? 0;
}

async function propose(
  requirementId: number,
  headers: Headers,
  fields: Record<string, string> = { price: '48000', deliveryDays: '45', message: 'Certified Mudad partner.' },
  options: { language?: string; file?: { name: string; content: Buffer; contentType: string } } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.file)
    form.append(
      requestAttachmentField(0),
      new File([new Uint8Array(options.file.content)], options.file.name, { type: options.file.contentType }),
    );
  const body = await multipartPayload(form);
  return harness.app.inject({
    method: SendProposalEndpoint.method,
    url: endpointUrl(SendProposalEndpoint, { requirementId }),
    headers: { ...headers, ...body.headers, 'accept-language': options.language ?? 'en' },
    payload: body.payload,
  });
}

function call(endpoint: Endpoint, headers: Headers, options: { params?: object; body?: unknown; language?: string }) {
  return harness.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.params as Record<string, unknown>),
    headers: { ...headers, 'accept-language': options.language ?? 'en' },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Requests, quotations and files now stored: a refusal must leave all three unchanged. */
async function counts() {
  const db = harness.database.db;
  const [requests] = await db.select({ n: count() }).from(quotationRequests);
  const [quotations] = await db.select({ n: count() }).from(serviceQuotations);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  return [requests?.n, quotations?.n, files?.n];
}

describe('a proposal on a public requirement', () => {
  it('answers 401, 403, 404 (not linked, inactive, private, absent) and 409 closed, in both languages, writing nothing', async () => {
    const open = await requirement();
    const hidden = await requirement({ isPublic: false });
    const closed = await requirement({ status: 'closed' });
    const before = await counts();
    expect((await propose(open, {})).statusCode).toBe(401);
    expect((await propose(open, await buyer())).statusCode).toBe(403);
    expect((await propose(open, await loginAs(harness.app, USER_TYPES.individualInvestor))).statusCode).toBe(403);
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const notLinked = await propose(open, unlinked, undefined, { language });
      expect(notLinked.statusCode).toBe(404);
      expect(notLinked.json<ErrorEnvelope>().message).toBe(messages.errors.providerNotLinked);
      const gone = await propose(open, inactive, undefined, { language });
      expect(gone.statusCode).toBe(404);
      expect(gone.json<ErrorEnvelope>().message).toBe(messages.quotations.providerNotFound);
      for (const id of [hidden, 2147483000]) {
        const missing = await propose(id, await providerA(), undefined, { language });
        expect(missing.statusCode).toBe(404);
        expect(missing.json<ErrorEnvelope>().message).toBe(messages.requirements.notFound);
      }
      const shut = await propose(closed, await providerA(), undefined, { language });
      expect(shut.statusCode).toBe(409);
      expect(shut.json<ErrorEnvelope>().message).toBe(messages.quotations.requirementClosed);
      const invalid = await propose(
        open,
        await providerA(),
        { price: '0', deliveryDays: '', message: ' ' },
        { language },
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ErrorEnvelope>().errors.map((error) => error.message)).toEqual(
        expect.arrayContaining([
          messages.quotations.priceInvalid,
          messages.quotations.deliveryDaysRequired,
          messages.quotations.messageRequired,
        ]),
      );
    }
    const badFile = await propose(open, await providerA(), undefined, {
      file: { name: 'scope.pdf', content: Buffer.from('not a pdf'), contentType: 'application/pdf' },
    });
    expect(badFile.statusCode).toBe(400);
    expect(
      (await call(ProposalTargetEndpoint, await providerA(), { params: { requirementId: hidden } })).statusCode,
    ).toBe(404);
    expect((await call(ProposalTargetEndpoint, await buyer(), { params: { requirementId: open } })).statusCode).toBe(
      403,
    );
    expect(await counts()).toEqual(before);
  });

  it('creates the buyer request once, adds later proposals to it, mails the buyer and refuses a second proposal', async () => {
    const outbox = path.join(harness.config.dataDir, 'outbox');
    const mailsBefore = (await fs.readdir(outbox).catch(() => [])).length;
    const id = await requirement({ title: 'ERP rollout' });
    const target = await call(ProposalTargetEndpoint, await providerA(), { params: { requirementId: id } });
    expect(target.json<{ data: ProposalTarget }>().data).toMatchObject({
      title: 'ERP rollout',
      isOpen: true,
      quotationId: null,
    });

    const first = await propose(id, await providerA(), undefined, {
      language: 'ar',
      file: { name: 'offer.pdf', content: samplePdf('Offer'), contentType: 'application/pdf' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const sent = first.json<{ message: string; data: ProviderQuotationDetail }>();
    expect(sent.message).toBe(ar.quotations.proposalSent);
    expect(sent.data).toMatchObject({ title: 'ERP rollout', status: 'responded', canEditResponse: true });
    expect(sent.data.response).toMatchObject({
      priceHalalas: 4_800_000,
      vatHalalas: 720_000,
      totalHalalas: 5_520_000,
      deliveryDays: 45,
    });
    expect(sent.data.response?.attachments).toHaveLength(1);
    expect(
      (await call(ProposalTargetEndpoint, await providerA(), { params: { requirementId: id } })).json<{
        data: ProposalTarget;
      }>().data.quotationId,
    ).toBe(sent.data.id);

    // the same provider again (another user of it would be the same): 409, nothing written
    const before = await counts();
    const again = await propose(id, await providerA());
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>().message).toBe(en.quotations.alreadyProposed);
    expect(await counts()).toEqual(before);

    // a second provider lands on the same request; the buyer compares both
    expect(
      (await propose(id, providerB, { price: '52000', deliveryDays: '30', message: 'Two consultants on site.' }))
        .statusCode,
    ).toBe(201);
    const requests = await harness.database.db
      .select()
      .from(quotationRequests)
      .where(eq(quotationRequests.requirementId, id));
    expect(requests).toHaveLength(1);
    const detail = (await call(BuyerRequestEndpoint, await buyer(), { params: { requestId: requests[0]?.id } })).json<{
      data: BuyerRequestDetail;
    }>().data;
    expect(detail).toMatchObject({ title: 'ERP rollout', requirementId: id, respondedCount: 2 });
    expect(detail.quotations.map((q) => [q.status, q.response?.totalHalalas, q.canAccept])).toEqual([
      ['responded', 5_520_000, true],
      ['responded', 5_980_000, true],
    ]);
    const list = await call(BuyerRequestsEndpoint, await buyer(), {});
    expect(list.json<{ data: BuyerRequestSummary[] }>().data.map((r) => r.id)).toContain(requests[0]?.id);
    // the buyer was mailed once per proposal
    expect((await fs.readdir(outbox)).length - mailsBefore).toBe(2);
  });

  it('applies concurrent double submits once', async () => {
    const id = await requirement({ title: 'Penetration test' });
    const answers = await Promise.all([propose(id, providerC), propose(id, providerC), propose(id, providerC)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await harness.database.db
      .select({ id: serviceQuotations.id })
      .from(serviceQuotations)
      .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
      .where(eq(quotationRequests.requirementId, id));
    expect(rows).toHaveLength(1);
    const requests = await harness.database.db
      .select()
      .from(quotationRequests)
      .where(eq(quotationRequests.requirementId, id));
    expect(requests).toHaveLength(1);
  });
});

describe('accepting the answer the buyer saw', () => {
  it('answers 409 in both languages when the provider changed the quotation, changing nothing, then accepts the new one', async () => {
    const id = await requirement({ title: 'Office fit-out' });
    const sent = (await propose(id, await providerA())).json<{ data: ProviderQuotationDetail }>().data;
    const quotationId = sent.id;
    const seenBefore = { respondedAt: sent.response?.respondedAt };
    // the provider lowers... or raises the price just before the buyer accepts
    const form = new FormData();
    form.append('price', '61000');
    form.append('deliveryDays', '45');
    form.append('message', 'Price updated for new materials.');
    const body = await multipartPayload(form);
    const changed = await harness.app.inject({
      method: RespondQuotationEndpoint.method,
      url: endpointUrl(RespondQuotationEndpoint, { quotationId }),
      headers: { ...(await providerA()), ...body.headers },
      payload: body.payload,
    });
    expect(changed.statusCode).toBe(200);
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const stale = await call(AcceptQuotationEndpoint, await buyer(), {
        params: { quotationId },
        body: seenBefore,
        language,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<ErrorEnvelope>().message).toBe(messages.quotations.responseChanged);
    }
    expect(en.quotations.responseChanged).toBe('The provider changed this quotation; review it again.');
    const [row] = await harness.database.db
      .select()
      .from(serviceQuotations)
      .where(eq(serviceQuotations.id, quotationId));
    expect(row?.status).toBe('responded');
    expect(row?.acceptedAt).toBeNull();
    // without what was seen: 400
    const missing = await call(AcceptQuotationEndpoint, await buyer(), {
      params: { quotationId },
      body: {},
      language: 'ar',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errors.map((e) => e.message)).toContain(ar.quotations.seenResponseRequired);
    // the buyer reviews again and accepts the new price
    const detail = (
      await call(BuyerRequestEndpoint, await buyer(), { params: { requestId: row?.quotationRequestId } })
    ).json<{
      data: BuyerRequestDetail;
    }>().data;
    const fresh = detail.quotations.find((q) => q.id === quotationId);
    expect(fresh?.response?.priceHalalas).toBe(6_100_000);
    const accepted = await call(AcceptQuotationEndpoint, await buyer(), {
      params: { quotationId },
      body: { respondedAt: fresh?.response?.respondedAt },
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      accepted.json<{ data: BuyerRequestDetail }>().data.quotations.find((q) => q.id === quotationId)?.status,
    ).toBe('accepted');
    // another provider can no longer join a request that has chosen: a new one is opened for it
    const late = await propose(id, providerB);
    expect(late.statusCode).toBe(201);
    const requests = await harness.database.db
      .select()
      .from(quotationRequests)
      .where(eq(quotationRequests.requirementId, id));
    expect(requests).toHaveLength(2);
  });
});
