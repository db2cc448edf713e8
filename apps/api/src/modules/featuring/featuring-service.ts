import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { addMonths, FEATURING_KEYS, featuringOption } from '@hissa/contracts/billing/featuring';
import { FEATURED_LISTING } from '@hissa/contracts/billing/catalog';
import type { PaymentMethod } from '@hissa/contracts/billing/payments';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { featurings } from '../../db/schema/billing.ts';
import { isicClasses } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { AppError } from '../../plugins/errors.ts';
import { createPayment } from '../payments/create-payment.ts';
import type { Payment } from '../payments/payment-hooks.ts';
import { providerClassCodes } from './featuring-queries.ts';

/*
 * Buying and activating featurings (docs/decisions/023-featuring-and-sales-requests.md): a purchase
 * is a payment awaiting payment (priced from the catalogue by createPayment); the payment's
 * fulfilment, in the transaction that makes it paid, records the featuring. A featuring bought
 * while one of the same kind (and class) runs or waits starts at the end of the last one.
 */

const DAY_MS = 86_400_000;

/** What a purchase needs besides what is bought: who pays, for which provider, how. */
type Purchase = {
  payerUserId: number;
  providerId: number;
  couponCode?: string;
  method: PaymentMethod;
  billing: Pick<BillingConfig, 'cardGateway' | 'vatRateBasisPoints'>;
  now?: Date;
};

/** The gateway of `method`: bank_transfer, or the configured card gateway. Errors: 400 featuring.cardUnavailable. */
function gatewayOf(method: PaymentMethod, billing: Purchase['billing']): string {
  if (method === 'bank_transfer') return 'bank_transfer';
  if (billing.cardGateway === 'none')
    throw new AppError(400, FEATURING_KEYS.cardUnavailable, {}, [
      { field: 'body.method', key: FEATURING_KEYS.cardUnavailable },
    ]);
  return billing.cardGateway;
}

/** Errors: 404 featuring.providerInactive when the provider is not active. */
async function requireActiveProvider(db: Db, providerId: number) {
  const [provider] = await db
    .select({ isActive: serviceProviders.isActive, nameEn: serviceProviders.nameEn })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  if (!provider?.isActive) throw new AppError(404, FEATURING_KEYS.providerInactive);
  return provider;
}

/**
 * Creates the payment for featuring the provider's company for the option `durationCode`
 * (FEATURING_OPTIONS: SAR 600 / 1,000 / 1,800 net). Returns the payment (awaiting payment).
 * Errors: 400 featuring.durationInvalid, featuring.cardUnavailable, billing.couponInvalid; 404 inactive.
 */
export async function buyCompanyFeaturing(db: Db, purchase: Purchase, durationCode: number): Promise<Payment> {
  const option = featuringOption(durationCode);
  if (!option) throw new AppError(400, FEATURING_KEYS.durationInvalid);
  const gateway = gatewayOf(purchase.method, purchase.billing);
  await requireActiveProvider(db, purchase.providerId);
  return db.transaction((tx) =>
    createPayment(tx, {
      payerUserId: purchase.payerUserId,
      kind: 'featuring',
      providerId: purchase.providerId,
      details: { durationCode: option.durationCode, months: option.months },
      descriptionEn: `Featured company, ${option.months} months`,
      descriptionAr: `إبراز الشركة لمدة ${option.months === 12 ? '12 شهرًا' : `${option.months} أشهر`}`,
      line: { quantity: 1, unitHalalas: option.priceHalalas },
      couponCode: purchase.couponCode,
      method: purchase.method,
      gateway,
      vatRateBasisPoints: purchase.billing.vatRateBasisPoints,
      now: purchase.now,
    }),
  );
}

/**
 * Creates the payment for a FEATURED_LISTING (30 days) at the top of ISIC class `isicClassCode`,
 * which must be one the provider offers (its own class or a service's).
 * Errors: 400 featuring.classNotOffered, featuring.cardUnavailable, billing.couponInvalid; 404 inactive.
 */
export async function buyFeaturedListing(db: Db, purchase: Purchase, isicClassCode: string): Promise<Payment> {
  const gateway = gatewayOf(purchase.method, purchase.billing);
  await requireActiveProvider(db, purchase.providerId);
  const offered = await providerClassCodes(db, purchase.providerId);
  if (!offered.includes(isicClassCode))
    throw new AppError(400, FEATURING_KEYS.classNotOffered, {}, [
      { field: 'body.isicClassCode', key: FEATURING_KEYS.classNotOffered },
    ]);
  const [isicClass] = await db
    .select({ nameEn: isicClasses.nameEn, nameAr: isicClasses.nameAr })
    .from(isicClasses)
    .where(eq(isicClasses.code, isicClassCode));
  return db.transaction((tx) =>
    createPayment(tx, {
      payerUserId: purchase.payerUserId,
      kind: 'featured_listing',
      providerId: purchase.providerId,
      details: { isicClassCode, days: FEATURED_LISTING.days },
      descriptionEn: `Featured listing, ${FEATURED_LISTING.days} days: ${isicClass?.nameEn ?? isicClassCode}`,
      descriptionAr: `إدراج مميّز لمدة ${FEATURED_LISTING.days} يومًا: ${isicClass?.nameAr ?? isicClassCode}`,
      line: { quantity: 1, unitHalalas: FEATURED_LISTING.priceHalalas },
      couponCode: purchase.couponCode,
      method: purchase.method,
      gateway,
      vatRateBasisPoints: purchase.billing.vatRateBasisPoints,
      now: purchase.now,
    }),
  );
}

/**
 * The start of a new featuring of the provider of `kind` (and class): `now`, or the end of the
 * last one still running or waiting. Locks the provider's row first, so two payments paid at
 * once queue one after the other.
 */
async function nextStart(
  tx: Db,
  providerId: number,
  kind: 'company' | 'sub_industry',
  isicClassCode: string | null,
  now: Date,
) {
  await tx
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId))
    .for('update');
  const [last] = await tx
    .select({ endsAt: featurings.endsAt })
    .from(featurings)
    .where(
      and(
        eq(featurings.providerId, providerId),
        eq(featurings.kind, kind),
        isicClassCode === null ? sql`true` : eq(featurings.isicClassCode, isicClassCode),
        gt(featurings.endsAt, now),
      ),
    )
    .orderBy(desc(featurings.endsAt))
    .limit(1);
  return last ? last.endsAt : now;
}

/** The instant a paid payment's featuring is measured from: when it was paid. */
function paidAt(payment: Payment): Date {
  return payment.paidAt ?? new Date();
}

/**
 * Fulfilment of a paid `featuring` payment (PaymentHooks.fulfil.featuring): records the company
 * featuring for the months bought, from the payment instant or the end of the current featuring,
 * and sets is_featured when it covers now. Throws when the payment names no provider or duration.
 */
export async function fulfilCompanyFeaturing(tx: Db, payment: Payment): Promise<void> {
  const details = payment.details as { durationCode?: number };
  const option = featuringOption(details.durationCode ?? -1);
  if (!payment.providerId || !option) throw new Error(`featuring payment ${payment.id} has no provider or duration`);
  const now = paidAt(payment);
  const startsAt = await nextStart(tx, payment.providerId, 'company', null, now);
  await tx.insert(featurings).values({
    providerId: payment.providerId,
    kind: 'company',
    durationCode: option.durationCode,
    startsAt,
    endsAt: addMonths(startsAt, option.months),
    paymentId: payment.id,
  });
  await refreshFeaturedFlags(tx, now, payment.providerId);
}

/**
 * Fulfilment of a paid `featured_listing` payment (PaymentHooks.fulfil.featured_listing): 30 days
 * at the top of the class, from the payment instant or the end of the provider's current listing
 * in that class. Throws when the payment names no provider or class.
 */
export async function fulfilFeaturedListing(tx: Db, payment: Payment): Promise<void> {
  const details = payment.details as { isicClassCode?: string };
  if (!payment.providerId || !details.isicClassCode)
    throw new Error(`featured listing payment ${payment.id} has no provider or class`);
  const startsAt = await nextStart(tx, payment.providerId, 'sub_industry', details.isicClassCode, paidAt(payment));
  await tx.insert(featurings).values({
    providerId: payment.providerId,
    kind: 'sub_industry',
    isicClassCode: details.isicClassCode,
    startsAt,
    endsAt: new Date(startsAt.getTime() + FEATURED_LISTING.days * DAY_MS),
    paymentId: payment.id,
  });
}

/**
 * Undoes a refunded featuring or listing payment (PaymentHooks.onRefund, in the refund's
 * transaction): the featuring it paid for ends at the refund instant; one not started yet is
 * removed (it never ran). is_featured is recomputed for the provider. Featurings queued after it
 * keep their dates.
 */
export async function endRefundedFeaturing(tx: Db, payment: Payment): Promise<void> {
  const now = payment.updatedAt;
  const [row] = await tx.select().from(featurings).where(eq(featurings.paymentId, payment.id)).for('update');
  if (!row || row.endsAt <= now) return;
  if (row.startsAt >= now) await tx.delete(featurings).where(eq(featurings.id, row.id));
  else await tx.update(featurings).set({ endsAt: now }).where(eq(featurings.id, row.id));
  await refreshFeaturedFlags(tx, now, row.providerId);
}

/**
 * The featuring expiry job (and activation of scheduled featurings): for every provider that has
 * bought a company featuring (or only `providerId`), is_featured becomes "a company featuring
 * covers `now`" ([startsAt, endsAt)). Providers that never bought one keep the flag they were
 * given (decision 023). Returns how many providers changed.
 */
export async function refreshFeaturedFlags(db: Db, now: Date, providerId?: number): Promise<number> {
  const covering = sql`exists (select 1 from featurings f where f.provider_id = ${serviceProviders.id}
    and f.kind = 'company' and f.starts_at <= ${now} and f.ends_at > ${now})`;
  const changed = await db
    .update(serviceProviders)
    .set({ isFeatured: covering })
    .where(
      and(
        providerId === undefined ? sql`true` : eq(serviceProviders.id, providerId),
        sql`exists (select 1 from featurings f where f.provider_id = ${serviceProviders.id} and f.kind = 'company')`,
        sql`${serviceProviders.isFeatured} <> ${covering}`,
      ),
    )
    .returning({ id: serviceProviders.id });
  return changed.length;
}
