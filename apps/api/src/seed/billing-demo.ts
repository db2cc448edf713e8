import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { BillingConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/billing.ts';
import { createCoupon } from '../modules/coupons/coupon-service.ts';
import { users } from '../db/schema/users.ts';
import { buyCompanyFeaturing } from '../modules/featuring/featuring-service.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { samplePdf } from '../modules/files/sample-files.ts';
import { appPaymentHooks } from '../modules/payments/app-payment-hooks.ts';
import type { Payment } from '../modules/payments/payment-hooks.ts';
import { markPaymentPaid } from '../modules/payments/move-payment.ts';
import { submitReceipt } from '../modules/payments/payment-service.ts';
import { providerOfUser } from '../modules/service-providers/provider-access.ts';
import { subscribeMedia, subscribePlan, subscribingCompanyOf } from '../modules/subscriptions/subscription-service.ts';
import { SEED_TODAY } from './company-content.ts';

const DAY_MS = 86_400_000;

/** The welcome coupon of the demo: 10 % off any purchase, 100 redemptions, a year from the seed's fixed date. */
const WELCOME_COUPON = {
  code: 'WELCOME10',
  percentBasisPoints: 1000,
  validFrom: new Date(SEED_TODAY).toISOString(),
  validUntil: new Date(SEED_TODAY + 365 * DAY_MS).toISOString(),
  maxRedemptions: 100,
  purchaseKinds: [],
};

/** The demo account `email`'s user id; throws when the demo users are missing. */
async function demoUserId(tx: Db, email: string): Promise<number> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

/**
 * Demo billing (decisions 020-023), through the modules' services so every invariant holds:
 * the demo provider bought Standard yearly 40 days ago and its company featuring for 3 months 12
 * days ago, and the demo company user a Growth media package 5 days ago, each a bank transfer whose
 * receipt the payer uploaded and the admin confirmed (so each has its tax invoice, numbered
 * without gaps); plus the WELCOME10 coupon. Dates are relative to `now`, so the plan, the
 * featuring and the package are running whenever the seed runs. Returns the payments written.
 */
export async function insertBillingDemo(
  tx: Db,
  fileStore: FileStore | undefined,
  billing: BillingConfig,
  now: Date = new Date(),
): Promise<number> {
  await createCoupon(tx, WELCOME_COUPON, now);
  const adminId = await demoUserId(tx, 'admin@demo.hissa.sa');
  const hooks = appPaymentHooks(billing);
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);

  /**
   * The payer uploads a PDF receipt an hour after buying (with a `fileStore`; without one the
   * transfer arrives without a receipt); the admin confirms it three hours after buying.
   */
  const payByTransfer = async (payment: Payment, payerId: number, boughtAt: Date) => {
    if (fileStore) {
      const content = samplePdf(`Bank transfer ${payment.reference}`);
      const blob = await fileStore.put(Readable.from([content]), { maxBytes: content.length });
      const file = { field: 'receipt', ...blob, originalName: 'transfer-receipt.pdf', contentType: 'application/pdf' };
      await submitReceipt(tx, payment, file, payerId, new Date(boughtAt.getTime() + 3_600_000));
    }
    const paid = await markPaymentPaid(tx, hooks, payment.id, {
      source: 'admin',
      actorUserId: adminId,
      now: new Date(boughtAt.getTime() + 4 * 3_600_000),
    });
    if (!paid) throw new Error(`demo payment ${payment.reference} was not paid`);
  };
  const findPayment = async (reference: string) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference));
    if (!payment) throw new Error(`no payment ${reference}`);
    return payment;
  };

  const providerUserId = await demoUserId(tx, 'service.provider@demo.hissa.sa');
  const providerId = await providerOfUser(tx, providerUserId);
  const planBoughtAt = daysAgo(40);
  const plan = await subscribePlan({ db: tx, billing, now: () => planBoughtAt }, providerId, providerUserId, {
    planCode: 'standard',
    period: 'yearly',
    method: 'bank_transfer',
    termsAccepted: true,
  });
  await payByTransfer(await findPayment(plan.reference), providerUserId, planBoughtAt);

  const featuringBoughtAt = daysAgo(12);
  const featuring = await buyCompanyFeaturing(
    tx,
    { payerUserId: providerUserId, providerId, method: 'bank_transfer', billing, now: featuringBoughtAt },
    1,
  );
  await payByTransfer(featuring, providerUserId, featuringBoughtAt);

  const companyUserId = await demoUserId(tx, 'company@demo.hissa.sa');
  const companyId = await subscribingCompanyOf(tx, companyUserId);
  const mediaBoughtAt = daysAgo(5);
  const media = await subscribeMedia({ db: tx, billing, now: () => mediaBoughtAt }, companyId, companyUserId, {
    packageCode: 'media_growth',
    method: 'bank_transfer',
    termsAccepted: true,
  });
  await payByTransfer(await findPayment(media.reference), companyUserId, mediaBoughtAt);
  return 3;
}
