import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BANK_TRANSFER_DUE_DAYS, type PaymentMethod, type PurchaseKind } from '@hissa/contracts/billing/payments';
import { type Discount, type PriceLine, priceBreakdown } from '@hissa/contracts/billing/pricing';
import type { Db } from '../../db/client.ts';
import { coupons, paymentEvents, payments } from '../../db/schema/billing.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Payment } from './payment-hooks.ts';

/** What a domain asks to be paid for; the price comes from the contracts catalogue, never from the client. */
export type NewPayment = {
  payerUserId: number;
  kind: PurchaseKind;
  providerId?: number;
  companyId?: number;
  /** What is bought, read back by the kind's fulfilment (JSON); the line is kept in it as `priceLine`. */
  details: Record<string, unknown>;
  descriptionEn: string;
  descriptionAr: string;
  /** One line; its unit price net of VAT in halalas. */
  line: PriceLine;
  /** A credit taken off before VAT (an upgrade's unused period), in halalas. */
  creditHalalas?: number;
  couponCode?: string;
  method: PaymentMethod;
  /** bank_transfer, moyasar or fake. */
  gateway: string;
  vatRateBasisPoints: number;
  now?: Date;
};

/** Letters and digits a payer cannot misread (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A fresh bank-transfer reference such as 'HS-7K3Q9D2M' (8 characters: 31^8 ≈ 8.5e11). */
export function newPaymentReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `HS-${code}`;
}

/**
 * Prices and records a purchase as a payment awaiting payment (docs/decisions/020): subtotal of
 * the line, minus the coupon's discount and any credit, plus VAT (billing/pricing.ts), all in
 * halalas; a bank transfer is due in BANK_TRANSFER_DUE_DAYS days. Run it inside the caller's
 * transaction. The coupon is checked here and counted when the payment is paid.
 * Errors: 400 billing.couponInvalid (unknown, expired, used up or not for this purchase).
 */
export async function createPayment(tx: Db, input: NewPayment): Promise<Payment> {
  const now = input.now ?? new Date();
  const coupon = input.couponCode ? await usableCoupon(tx, input.couponCode, input.kind, now) : undefined;
  const discount: Discount | undefined = coupon
    ? coupon.discountBasisPoints !== null
      ? { basisPoints: coupon.discountBasisPoints }
      : { amountHalalas: coupon.discountHalalas ?? 0 }
    : undefined;
  const withCredit = creditDiscount(input.line, discount, input.creditHalalas ?? 0);
  const price = priceBreakdown([input.line], input.vatRateBasisPoints, withCredit);
  const dueAt = input.method === 'bank_transfer' ? new Date(now.getTime() + BANK_TRANSFER_DUE_DAYS * 86_400_000) : null;
  const [payment] = await tx
    .insert(payments)
    .values({
      reference: newPaymentReference(),
      payerUserId: input.payerUserId,
      kind: input.kind,
      providerId: input.providerId ?? null,
      companyId: input.companyId ?? null,
      details: {
        ...input.details,
        priceLine: input.line,
        ...(input.creditHalalas ? { creditHalalas: input.creditHalalas } : {}),
      },
      descriptionEn: input.descriptionEn,
      descriptionAr: input.descriptionAr,
      subtotalHalalas: price.subtotalHalalas,
      discountHalalas: price.discountHalalas,
      netHalalas: price.netHalalas,
      vatRateBasisPoints: input.vatRateBasisPoints,
      vatHalalas: price.vatHalalas,
      totalHalalas: price.totalHalalas,
      couponId: coupon?.id ?? null,
      method: input.method,
      gateway: input.gateway,
      dueAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned no row');
  await tx.insert(paymentEvents).values({
    paymentId: payment.id,
    fromStatus: null,
    toStatus: payment.status,
    source: 'payer',
    actorUserId: input.payerUserId,
    createdAt: now,
  });
  return payment;
}

/** The coupon's discount plus a credit, as one fixed amount in halalas when there is a credit. */
function creditDiscount(line: PriceLine, discount: Discount | undefined, creditHalalas: number): Discount | undefined {
  if (creditHalalas <= 0) return discount;
  const subtotal = line.unitHalalas * line.quantity;
  const couponPart = discount ? priceBreakdown([line], 0, discount).discountHalalas : 0;
  return { amountHalalas: Math.min(subtotal, couponPart + creditHalalas) };
}

/**
 * The coupon `code` (case-insensitive) when it can be used now for `kind`; 400
 * billing.couponInvalid otherwise.
 */
async function usableCoupon(tx: Db, code: string, kind: PurchaseKind, now: Date) {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(
      sql`${coupons.code} = ${code.trim().toUpperCase()}
        and ${coupons.validFrom} <= ${now} and (${coupons.validUntil} is null or ${coupons.validUntil} > ${now})
        and (${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})
        and (cardinality(${coupons.purchaseKinds}) = 0 or ${kind} = any(${coupons.purchaseKinds}))`,
    );
  if (!coupon)
    throw new AppError(400, 'billing.couponInvalid', {}, [{ field: 'body.couponCode', key: 'billing.couponInvalid' }]);
  return coupon;
}
