import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPlanStatus } from '@hissa/contracts/billing/subscriptions';
import { FeatureCompanyEndpoint } from '@hissa/contracts/featuring-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { ConfirmBankTransferEndpoint, RefundPaymentEndpoint } from '@hissa/contracts/payments-endpoints';
import { ProviderEditorEndpoint, ProviderPublicProfileEndpoint } from '@hissa/contracts/service-providers-endpoints';
import {
  MediaSubscribeEndpoint,
  MyMediaSubscriptionEndpoint,
  MySubscriptionEndpoint,
  PlanSubscribeEndpoint,
} from '@hissa/contracts/subscriptions-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { featurings } from '../../db/schema/billing.ts';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { providerServices } from '../../db/schema/provider-content.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * A refund undoes what it paid for (PaymentHooks.onRefund; decisions 020, 022, 023), through the
 * HTTP layer: the admin refunds a confirmed plan payment and the provider is back on Basic with
 * the extra services hidden (kept), a refunded media package unsubscribes the company, and a
 * refunded featuring ends now with the Featured flag off.
 */

let harness: TestApp;
let admin: { authorization: string };
let provider: { authorization: string };
let company: { authorization: string };
let providerId: number;

type Call = { method: string; path: string };
function call(endpoint: Call, headers: Record<string, string>, payload?: object, url?: string) {
  return harness.app.inject({
    method: endpoint.method as 'GET' | 'POST',
    url: url ?? endpoint.path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Buys through `endpoint` as `who` by bank transfer and has the admin confirm it; returns the reference. */
async function buyAndConfirm(endpoint: Call, who: Record<string, string>, body: object): Promise<string> {
  const bought = await call(endpoint, who, { ...body, method: 'bank_transfer', termsAccepted: true });
  expect(bought.statusCode).toBe(201);
  const { reference } = bought.json<{ data: { reference: string } }>().data;
  const confirmed = await call(
    ConfirmBankTransferEndpoint,
    admin,
    undefined,
    endpointUrl(ConfirmBankTransferEndpoint, { reference }),
  );
  expect(confirmed.statusCode).toBe(200);
  return reference;
}

async function refund(reference: string): Promise<void> {
  const url = endpointUrl(RefundPaymentEndpoint, { reference });
  const response = await call(RefundPaymentEndpoint, admin, { reason: 'Asked within the cooling-off period' }, url);
  expect(response.statusCode).toBe(200);
}

async function publicServices(): Promise<number> {
  const url = endpointUrl(ProviderPublicProfileEndpoint, { providerId });
  const response = await harness.app.inject({ method: 'GET', url });
  return response.json<{ data: { services: unknown[] } }>().data.services.length;
}

async function providerRow() {
  const [row] = await harness.database.db.select().from(serviceProviders).where(eq(serviceProviders.id, providerId));
  return row;
}

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [providerUser] = await db.select().from(users).where(eq(users.email, 'service.provider@demo.hissa.sa'));
  providerId = providerUser?.serviceProviderId ?? 0;
  // three services: two above Basic's limit of one
  await db.delete(providerServices).where(eq(providerServices.providerId, providerId));
  const [klass] = await db.select({ code: isicClasses.code }).from(isicClasses).limit(1);
  await db.insert(providerServices).values(
    [1, 2, 3].map((order) => ({
      providerId,
      isicClassCode: klass?.code ?? '',
      titleEn: `Service ${order}`,
      displayOrder: order,
    })),
  );
  admin = await loginAs(harness.app, USER_TYPES.admin);
  provider = await loginAs(harness.app, USER_TYPES.serviceProvider);
  company = await loginAs(harness.app, USER_TYPES.company);
});
afterAll(() => harness.close());

describe('refunds undo what they paid for', () => {
  it('a refunded plan ends now: back to Basic, not subscribed, extra services hidden but kept', async () => {
    const reference = await buyAndConfirm(PlanSubscribeEndpoint, provider, { planCode: 'standard', period: 'yearly' });
    expect((await call(MySubscriptionEndpoint, provider)).json<{ data: ProviderPlanStatus }>().data.planCode).toBe(
      'standard',
    );
    expect(await publicServices()).toBe(3);

    await refund(reference);
    const plan = (await call(MySubscriptionEndpoint, provider)).json<{ data: ProviderPlanStatus }>().data;
    expect(plan).toMatchObject({ planCode: 'basic', subscription: null });
    expect((await providerRow())?.packageCode).toBe('basic');
    const [user] = await harness.database.db.select().from(users).where(eq(users.serviceProviderId, providerId));
    expect(user?.isSubscribed).toBe(false);
    expect(await publicServices()).toBe(1);
    const editor = await call(ProviderEditorEndpoint, provider);
    expect(editor.json<{ data: { services: unknown[] } }>().data.services).toHaveLength(3);
  });

  it('a refunded media package unsubscribes the company', async () => {
    const reference = await buyAndConfirm(MediaSubscribeEndpoint, company, { packageCode: 'media_starter' });
    const before = (await call(MyMediaSubscriptionEndpoint, company)).json<{ data: { subscription: unknown } }>();
    expect(before.data.subscription).not.toBeNull();
    await refund(reference);
    const after = (await call(MyMediaSubscriptionEndpoint, company)).json<{ data: { subscription: unknown } }>();
    expect(after.data.subscription).toBeNull();
  });

  it('a refunded featuring ends now and the Featured flag goes off', async () => {
    await harness.database.db
      .update(serviceProviders)
      .set({ isFeatured: false })
      .where(eq(serviceProviders.id, providerId));
    const reference = await buyAndConfirm(FeatureCompanyEndpoint, provider, { durationCode: 1 });
    expect((await providerRow())?.isFeatured).toBe(true);

    await refund(reference);
    expect((await providerRow())?.isFeatured).toBe(false);
    const rows = await harness.database.db.select().from(featurings).where(eq(featurings.providerId, providerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
