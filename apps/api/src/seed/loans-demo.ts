import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { samplePdf } from '../modules/files/sample-files.ts';
import { VALID_LOAN_STEPS } from '../modules/sme-loans/loan-samples.ts';
import { recordLoanFile, saveStep, startApplication, submitApplication } from '../modules/sme-loans/loan-service.ts';

/**
 * One submitted SME loan application of the demo company user, made through the loan service
 * (steps, documents, submission), so the admin's loan queue is not empty. Needs a `fileStore`
 * for the required documents; returns the number of applications written (0 without one).
 */
export async function insertLoansDemo(tx: Db, fileStore: FileStore | undefined): Promise<number> {
  if (!fileStore) return 0;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, USER_TYPES.company), eq(users.email, 'company@demo.hissa.sa')));
  if (!user) return 0;
  const { row } = await startApplication(tx, user.id);
  for (const step of ['company', 'contact', 'loan', 'plan'] as const)
    await saveStep(tx, user.id, row.id, VALID_LOAN_STEPS[step]);
  await saveStep(tx, user.id, row.id, { step: 'package', packageCode: '' });
  for (const field of ['registrationDocument', 'authorizedPersonProof'] as const) {
    const content = samplePdf(`${field} of the demo loan application`);
    const blob = await fileStore.put(Readable.from([content]), { maxBytes: content.length });
    await recordLoanFile(tx, user.id, row.id, [
      { field, originalName: `${field}.pdf`, contentType: 'application/pdf', ...blob },
    ]);
  }
  await submitApplication(tx, { cardGateway: 'none', vatRateBasisPoints: 1500 }, user.id, row.id, {
    acceptTerms: true,
    method: 'bank_transfer',
  });
  return 1;
}
