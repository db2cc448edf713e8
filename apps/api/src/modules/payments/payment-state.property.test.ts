import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus, canMovePayment } from '@hissa/contracts/billing/payments';
import { paymentEvents, payments } from '../../db/schema/billing.ts';
import { createTestUser } from '../../test/auth-helpers.ts';
import { countingFulfilment, newTestPayment } from '../../test/payments-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { markPaymentPaid, movePayment } from './move-payment.ts';

/*
 * The payment state machine under random sequences of moves (contracts PAYMENT_TRANSITIONS):
 * a move happens exactly when the machine allows it, the audit trail is a chain of allowed steps,
 * and a payment is paid, and activated, at most once.
 */

let harness: TestApp;
let payerId: number;

beforeAll(async () => {
  harness = await createTestApp();
  payerId = (await createTestUser(harness.database.db)).id;
});
afterAll(() => harness.close());

describe('random sequences of payment moves', () => {
  it('only ever take allowed steps, and pay and activate at most once', async () => {
    const moves = fc.array(fc.constantFrom(...PAYMENT_STATUSES), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(moves, async (targets) => {
        const { db } = harness.database;
        const counter = countingFulfilment();
        const hooks = { fulfil: { loan_package: counter.hook }, afterPaid: [] };
        const payment = await newTestPayment(db, payerId);
        let status: PaymentStatus = payment.status;
        for (const to of targets) {
          const moved =
            to === 'paid'
              ? await markPaymentPaid(db, hooks, payment.id, { source: 'admin' })
              : await db.transaction((tx) => movePayment(tx, payment.id, to, { source: 'admin' }));
          expect(moved !== null).toBe(canMovePayment(status, to));
          if (moved) status = to;
        }
        const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
        expect(row?.status).toBe(status);
        const trail = await db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.paymentId, payment.id)))
          .orderBy(asc(paymentEvents.id));
        for (const event of trail.slice(1)) {
          expect(event.fromStatus && canMovePayment(event.fromStatus, event.toStatus)).toBe(true);
        }
        expect(trail.filter((event) => event.toStatus === 'paid').length).toBeLessThanOrEqual(1);
        expect(counter.activations.get(payment.id) ?? 0).toBe(trail.some((event) => event.toStatus === 'paid') ? 1 : 0);
      }),
      { numRuns: 40 },
    );
  });
});
