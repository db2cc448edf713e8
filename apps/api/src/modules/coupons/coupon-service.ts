import { desc, eq } from 'drizzle-orm';
import { COUPON_KEYS, type Coupon, type NewCoupon, couponStatus } from '@hissa/contracts/billing/coupons';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/billing.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * The admin's coupons (contracts billing/coupons.ts). The checkout checks a code when it prices a
 * purchase (payments create-payment.ts: billing.couponInvalid) and counts it when paid.
 */

type CouponRow = typeof coupons.$inferSelect;

/** A coupons row on the wire at `now`: the amount in SAR, dates ISO, the status. */
function toCoupon(row: CouponRow, now: Date): Coupon {
  const view = {
    id: row.id,
    code: row.code,
    percentBasisPoints: row.discountBasisPoints,
    amount: row.discountHalalas === null ? null : halalasToSar(BigInt(row.discountHalalas)),
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    purchaseKinds: row.purchaseKinds,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...view, status: couponStatus(view, now) };
}

/** Every coupon, newest first, as of `now`. */
export async function listCoupons(db: Db, now: Date): Promise<Coupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => toCoupon(row, now));
}

/**
 * Creates a coupon from the checked `input` (code upper-case, one discount), valid from
 * `input.validFrom` or `now`. Errors: 409 coupons.codeTaken when the code exists.
 */
export async function createCoupon(db: Db, input: NewCoupon, now: Date): Promise<Coupon> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      discountBasisPoints: input.percentBasisPoints ?? null,
      discountHalalas: input.amount ? Number(sarToHalalas(input.amount)) : null,
      validFrom: input.validFrom ? new Date(input.validFrom) : now,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
      maxRedemptions: input.maxRedemptions ?? null,
      purchaseKinds: input.purchaseKinds,
      createdAt: now,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) throw new AppError(409, COUPON_KEYS.codeTaken, { code: input.code });
  return toCoupon(row, now);
}

/**
 * Ends coupon `id` at `now` (validUntil = now): quotes and purchases refuse it from then on; paid
 * purchases keep their discount. Errors: 404 coupons.notFound; 409 coupons.alreadyEnded.
 */
export async function deactivateCoupon(db: Db, id: number, now: Date): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw new AppError(404, COUPON_KEYS.notFound);
    if (row.validUntil !== null && row.validUntil <= now) throw new AppError(409, COUPON_KEYS.alreadyEnded);
    const [ended] = await tx.update(coupons).set({ validUntil: now }).where(eq(coupons.id, id)).returning();
    if (!ended) throw new AppError(404, COUPON_KEYS.notFound);
    return toCoupon(ended, now);
  });
}
