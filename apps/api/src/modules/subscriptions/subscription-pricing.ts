import { paymentPagePath } from '@hissa/contracts/billing/payments';
import type { SubscriptionSummary } from '@hissa/contracts/billing/subscriptions';
import { halalasToSar } from '@hissa/contracts/money';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { createPayment } from '../payments/create-payment.ts';
import type { Payment } from '../payments/payment-hooks.ts';
import { addMonths, type Product, type Subscriber } from './subscription-products.ts';

/** Why a subscription payment is made: a first one, an upgrade (with credit) or a renewal. */
export type SubscriptionPurpose = 'new' | 'upgrade' | 'renewal';

/** What a subscription payment records in payments.details; the fulfilment reads it back. */
export type SubscriptionPaymentDetails = {
  code: string;
  period: Product['period'];
  purpose: SubscriptionPurpose;
  /** The subscription renewed or upgraded from. */
  subscriptionId?: number;
  /** For a renewal: the end of the period it renews (ISO), so one renewal is raised per period. */
  renews?: string;
  /** A renewal charged to the subscription's saved card (decision 042). */
  viaSavedCard?: boolean;
  creditHalalas?: number;
};

/** A subscription purchase to price: the product, who pays, the coupon, an upgrade's credit. */
export type SubscriptionPurchase = {
  product: Product;
  subscriber: Subscriber;
  payerUserId: number;
  method: 'bank_transfer' | 'card';
  couponCode?: string;
  creditHalalas?: number;
  details: SubscriptionPaymentDetails;
  now: Date;
};

/**
 * Records the purchase as a payment awaiting payment (createPayment: catalogue price, coupon,
 * credit, VAT). A card is paid through the configured gateway. Run inside a transaction.
 * Errors: 400 subscriptions.cardUnavailable when no card gateway is configured;
 * 400 billing.couponInvalid.
 */
export async function createSubscriptionPayment(
  tx: Db,
  billing: BillingConfig,
  purchase: SubscriptionPurchase,
): Promise<Payment> {
  const { product, subscriber } = purchase;
  if (purchase.method === 'card' && billing.cardGateway === 'none') {
    throw new AppError(400, 'subscriptions.cardUnavailable', {}, [
      { field: 'body.method', key: 'subscriptions.cardUnavailable' },
    ]);
  }
  const periodEn = product.period === 'monthly' ? 'monthly' : 'yearly';
  const periodAr = product.period === 'monthly' ? 'شهري' : 'سنوي';
  const what =
    product.kind === 'provider_plan' ? { en: 'plan', ar: 'باقة' } : { en: 'media package', ar: 'باقة إعلامية' };
  return createPayment(tx, {
    payerUserId: purchase.payerUserId,
    kind: product.kind,
    ...(subscriber.kind === 'provider' ? { providerId: subscriber.providerId } : { companyId: subscriber.companyId }),
    details: purchase.details,
    descriptionEn: `${product.nameEn} ${what.en}, ${periodEn}`,
    descriptionAr: `${what.ar} ${product.nameAr}، اشتراك ${periodAr}`,
    line: { quantity: 1, unitHalalas: product.priceHalalas },
    creditHalalas: purchase.creditHalalas,
    couponCode: purchase.couponCode,
    method: purchase.method,
    gateway: purchase.method === 'bank_transfer' ? 'bank_transfer' : billing.cardGateway,
    vatRateBasisPoints: billing.vatRateBasisPoints,
    now: purchase.now,
  });
}

/** Thrown to roll a quote's transaction back while keeping the payment it priced. */
class QuoteRollback extends Error {
  constructor(readonly payment: Payment) {
    super('quote rolled back');
  }
}

/**
 * Prices a purchase exactly as subscribing would (the same createPayment, in a transaction that
 * is then rolled back), so a quote always equals the charge; nothing is stored.
 * Errors: as createSubscriptionPayment.
 */
export async function quotePayment(db: Db, billing: BillingConfig, purchase: SubscriptionPurchase): Promise<Payment> {
  try {
    await db.transaction(async (tx) => {
      throw new QuoteRollback(await createSubscriptionPayment(tx, billing, purchase));
    });
  } catch (error) {
    if (error instanceof QuoteRollback) return error.payment;
    throw error;
  }
  throw new Error('a quote transaction committed');
}

/**
 * The subscription summary (spec §3) of a priced payment for `product`, starting at `startsAt`:
 * the coupon's part and the upgrade credit of the discount shown apart; amounts in SAR.
 */
export function summaryOf(payment: Payment, product: Product, startsAt: Date): SubscriptionSummary {
  const sar = (halalas: number) => halalasToSar(BigInt(halalas));
  const credit = Math.min((payment.details as SubscriptionPaymentDetails).creditHalalas ?? 0, payment.discountHalalas);
  return {
    planCode: product.code,
    planNameEn: product.nameEn,
    planNameAr: product.nameAr,
    period: product.period,
    months: product.months,
    price: sar(product.priceHalalas),
    subtotal: sar(payment.subtotalHalalas),
    couponDiscount: sar(payment.discountHalalas - credit),
    upgradeCredit: sar(credit),
    discount: sar(payment.discountHalalas),
    vatRateBasisPoints: payment.vatRateBasisPoints,
    vat: sar(payment.vatHalalas),
    total: sar(payment.totalHalalas),
    startDate: startsAt.toISOString(),
    renewalDate: addMonths(startsAt, product.months).toISOString(),
  };
}

/** What subscribing answers: the reference, the payment page and the summary charged. */
export function subscribeResult(payment: Payment, product: Product, startsAt: Date) {
  return {
    reference: payment.reference,
    paymentPagePath: paymentPagePath(payment.reference),
    summary: summaryOf(payment, product, startsAt),
  };
}
