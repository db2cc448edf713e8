import { and, eq } from 'drizzle-orm';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import { loanApplications } from '../../db/schema/sme-loans.ts';
import type { PaidHook } from '../payments/payment-hooks.ts';

/**
 * The fulfilment of an SME-loan business-plan package (contracts LOAN_PACKAGES; decision 026):
 * in the transaction that makes the payment paid, the application it was bought for is marked
 * package-paid (the team then books the first meeting). A package bought apart from an
 * application (no applicationId in the details) needs nothing more. Refuses, rolling the payment
 * back, a payment whose details name no package, or an application it does not pay for.
 */
export const fulfilLoanPackage: PaidHook = async (tx, payment) => {
  const { packageCode, applicationId } = payment.details as { packageCode?: string; applicationId?: number };
  if (!LOAN_PACKAGES.some((item) => item.code === packageCode))
    throw new Error(`payment ${payment.reference} names no loan package`);
  if (applicationId === undefined) return;
  const updated = await tx
    .update(loanApplications)
    .set({ packagePaidAt: payment.paidAt ?? new Date() })
    .where(and(eq(loanApplications.id, Number(applicationId)), eq(loanApplications.packagePaymentId, payment.id)))
    .returning({ id: loanApplications.id });
  if (updated.length === 0) throw new Error(`payment ${payment.reference} pays no loan application`);
};
