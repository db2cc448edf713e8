import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '@hissa/contracts/billing/payments';
import {
  CardReturnEndpoint,
  MySavedCardsEndpoint,
  RemoveSavedCardEndpoint,
  StartCardCheckoutEndpoint,
} from '@hissa/contracts/payments-endpoints';
import { PlanSubscribeEndpoint } from '@hissa/contracts/subscriptions-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { invoices, payments, savedCards, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { startFakeMoyasar } from '../../test/fake-moyasar.ts';
import { callEndpoint } from '../../test/payments-helpers.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer } from '../mail/mailer.ts';
import { appPaymentHooks } from '../payments/app-payment-hooks.ts';
import { paymentGateways } from '../payments/gateways/payment-gateway.ts';
import { type CardRenewalContext, renewBySavedCard } from './card-renewals.ts';
import { endLapsedSubscriptions, raiseRenewals } from './subscription-jobs.ts';
import { setProviderPlan } from './subscription-records.ts';

/*
 * Renewal by saved card (decision 042) against the local stand-in for Moyasar: a provider pays
 * Standard by card and saves it on the hosted page; at the period's end the job charges the token
 * once, even run twice at once; a declined charge falls back to the bank-transfer renewal with a
 * grace period; the payer lists and removes the card (never seeing its token).
 */

const SECRET_KEY = 'sk_test_hissa';
const PROVIDER_EMAIL = 'service.provider@demo.hissa.sa';
const CARD = { token: 'token_renewals_test', brand: 'mada', last4: '4242' };
const DAY_MS = 86_400_000;
let moyasar: Awaited<ReturnType<typeof startFakeMoyasar>>;
let smtp: SmtpCatcher;
let harness: TestApp;
let provider: Record<string, string>;
let context: CardRenewalContext;

beforeAll(async () => {
  moyasar = await startFakeMoyasar(SECRET_KEY);
  smtp = await startSmtpCatcher();
  const moyasarSettings = {
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_hissa',
    webhookSecret: 'whsec_hissa_test',
    apiUrl: moyasar.apiUrl,
  };
  harness = await createTestApp({ smtpUrl: smtp.url, billing: { cardGateway: 'moyasar', moyasar: moyasarSettings } });
  const db = harness.database.db;
  const [providerUser] = await db.select().from(users).where(eq(users.email, PROVIDER_EMAIL));
  await setProviderPlan(db, providerUser?.serviceProviderId ?? 0, 'basic');
  provider = await loginAs(harness.app, USER_TYPES.serviceProvider);
  const billing = harness.config.billing;
  context = {
    db,
    billing,
    mailer: createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: 'Hissa <no-reply@hissa.test>',
      log: harness.app.log,
    }),
    appUrl: 'http://hissa.test',
    card: paymentGateways(billing).card,
    hooks: appPaymentHooks(billing),
  };
});
afterAll(async () => {
  context.mailer.close();
  await harness.close();
  await moyasar.close();
  await smtp.close();
});

async function subscription() {
  const [providerUser] = await harness.database.db.select().from(users).where(eq(users.email, PROVIDER_EMAIL));
  const [row] = await harness.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerUser?.serviceProviderId ?? 0), eq(subscriptions.status, 'active')));
  return row;
}

async function renewalsOf(subscriptionId: number) {
  const rows = await harness.database.db.select().from(payments);
  return rows.filter((row) => (row.details as { subscriptionId?: number }).subscriptionId === subscriptionId);
}

const invoiceCount = async () => (await harness.database.db.select({ value: count() }).from(invoices))[0]?.value ?? 0;

describe('renewal by saved card', () => {
  it('saves the card the payer chose to keep while paying by card, shown by brand and last four digits only', async () => {
    const subscribed = await callEndpoint(harness, PlanSubscribeEndpoint, provider, {
      body: { planCode: 'standard', period: 'monthly', method: 'card', termsAccepted: true },
    });
    expect(subscribed.statusCode).toBe(201);
    const { reference } = subscribed.json<{ data: { reference: string } }>().data;
    const checkout = await callEndpoint(harness, StartCardCheckoutEndpoint, provider, {
      params: { reference },
      body: { acceptTerms: true },
    });
    const { redirectUrl } = checkout.json<{ data: { redirectUrl: string } }>().data;
    const invoice = [...moyasar.invoices.values()].find((item) => item.url === redirectUrl);
    moyasar.pay(invoice?.id ?? '', { savedCard: CARD });
    const back = await callEndpoint(harness, CardReturnEndpoint, {}, { params: { reference } });
    expect(back.statusCode).toBe(302);

    const cards = (await callEndpoint(harness, MySavedCardsEndpoint, provider)).json<{ data: SavedCard[] }>();
    expect(cards.data).toEqual([
      { cardId: expect.any(Number), brand: 'mada', last4: '4242', createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(cards)).not.toContain(CARD.token);
    const row = await subscription();
    expect(row?.savedCardId).toBe(cards.data[0]?.cardId);
  });

  it('raises no bank-transfer renewal ahead for a card subscriber', async () => {
    const row = await subscription();
    const before = (await renewalsOf(row?.id ?? 0)).length;
    await raiseRenewals(context, new Date((row?.endsAt.getTime() ?? 0) - 2 * DAY_MS));
    expect((await renewalsOf(row?.id ?? 0)).length).toBe(before);
  });

  it('charges the token once at the period end, even when the job runs twice at once, and mails the payer', async () => {
    const row = await subscription();
    const endsAt = row?.endsAt ?? new Date();
    const invoicesBefore = await invoiceCount();
    const atEnd = new Date(endsAt.getTime() + 60_000);
    await Promise.all([renewBySavedCard(context, atEnd), renewBySavedCard(context, atEnd)]);
    await renewBySavedCard(context, atEnd);

    const charges = moyasar.calls.filter((call) => call.method === 'POST' && call.path === '/payments');
    expect(new Set(charges.map((call) => call.body.given_id)).size).toBe(1);
    expect(moyasar.tokenPayments.size).toBe(1);
    expect([...moyasar.tokenPayments.values()][0]?.source?.token).toBe(CARD.token);
    const renewals = (await renewalsOf(row?.id ?? 0)).filter(
      (payment) => payment.status === 'paid' && payment.method === 'card',
    );
    expect(renewals.filter((payment) => (payment.details as { purpose: string }).purpose === 'renewal')).toHaveLength(
      1,
    );
    const renewed = await subscription();
    expect(renewed?.id).toBe(row?.id);
    expect(renewed?.endsAt.getTime()).toBeGreaterThan(endsAt.getTime() + 27 * DAY_MS);
    expect(renewed?.graceEndsAt).toBeNull();
    expect(await invoiceCount()).toBe(invoicesBefore + 1);
    const mail = await smtp.nextMailTo(PROVIDER_EMAIL);
    expect(mail.text).toContain('ending in 4242');
  });

  it('falls back to the bank-transfer renewal with a grace period when the card is declined', async () => {
    moyasar.state.declinedTokens.add(CARD.token);
    const row = await subscription();
    const endsAt = row?.endsAt ?? new Date();
    await renewBySavedCard(context, new Date(endsAt.getTime() + 60_000));
    const renewals = await renewalsOf(row?.id ?? 0);
    const thisPeriod = renewals.filter(
      (payment) => (payment.details as { renews?: string }).renews === endsAt.toISOString(),
    );
    expect(thisPeriod.map((payment) => [payment.method, payment.status]).sort()).toEqual([
      ['bank_transfer', 'awaiting_payment'],
      ['card', 'failed'],
    ]);
    const mail = await smtp.nextMailTo(PROVIDER_EMAIL);
    expect(mail.subject).toContain('could not be charged');
    const transfer = thisPeriod.find((payment) => payment.method === 'bank_transfer');
    expect(mail.text).toContain(transfer?.reference ?? 'missing');

    // within the grace period the plan stays; after it, it lapses
    expect(await endLapsedSubscriptions(harness.database.db, new Date(endsAt.getTime() + 2 * DAY_MS))).toBe(0);
    expect((await subscription())?.id).toBe(row?.id);
    // a later run does not charge the declined period again (one charge per period)
    await renewBySavedCard(context, new Date(endsAt.getTime() + 3 * DAY_MS));
    expect(moyasar.tokenPayments.size).toBe(2);
    expect(await endLapsedSubscriptions(harness.database.db, new Date(endsAt.getTime() + 8 * DAY_MS))).toBe(1);
    expect(await subscription()).toBeUndefined();
  });

  it('lets the payer remove the saved card, here and at the gateway; another user gets 404', async () => {
    const [card] = (await callEndpoint(harness, MySavedCardsEndpoint, provider)).json<{ data: SavedCard[] }>().data;
    const company = await loginAs(harness.app, USER_TYPES.company);
    const foreign = await callEndpoint(harness, RemoveSavedCardEndpoint, company, { params: { cardId: card?.cardId } });
    expect(foreign.statusCode).toBe(404);
    const removed = await callEndpoint(harness, RemoveSavedCardEndpoint, provider, {
      params: { cardId: card?.cardId },
    });
    expect(removed.statusCode).toBe(200);
    expect(moyasar.calls.some((call) => call.method === 'DELETE' && call.path === `/tokens/${CARD.token}`)).toBe(true);
    expect(await harness.database.db.select().from(savedCards)).toEqual([]);
    expect((await callEndpoint(harness, MySavedCardsEndpoint, provider)).json<{ data: SavedCard[] }>().data).toEqual(
      [],
    );
  });
});
