import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { paymentPagePath } from '@hissa/contracts/billing/payments';
import type { LoanApplication } from '@hissa/contracts/sme-loans/loan-application';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/billing.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { loanApplicationEvents, loanApplications } from '../../db/schema/sme-loans.ts';
import { users } from '../../db/schema/users.ts';
import { precheckOf } from './loan-precheck.ts';

/** A loan_applications row. */
export type LoanRow = typeof loanApplications.$inferSelect;

/** The reference an applicant and the team quote: 'SME-' and the id on 6 digits ('SME-000042'). */
export function loanReference(id: number): string {
  return `SME-${String(id).padStart(6, '0')}`;
}

/**
 * The wire form of `rows` (contracts LoanApplicationSchema), in the given order: each with its
 * documents, package payment, pre-check, applicant and timeline (oldest first). Four queries
 * whatever the number of rows.
 */
export async function toApplications(db: Db, rows: readonly LoanRow[]): Promise<LoanApplication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const paymentIds = rows.flatMap((row) => (row.packagePaymentId === null ? [] : [row.packagePaymentId]));
  const [files, events, applicants, packagePayments] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerType, 'loan_application'), inArray(storedFiles.ownerId, ids)))
      .orderBy(asc(storedFiles.createdAt)),
    db
      .select()
      .from(loanApplicationEvents)
      .where(inArray(loanApplicationEvents.applicationId, ids))
      .orderBy(asc(loanApplicationEvents.createdAt), asc(loanApplicationEvents.id)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.applicantUserId),
        ),
      ),
    paymentIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: payments.id, reference: payments.reference, status: payments.status })
          .from(payments)
          .where(inArray(payments.id, paymentIds)),
  ]);
  return rows.map((row) => {
    const applicant = applicants.find((user) => user.id === row.applicantUserId);
    const payment = packagePayments.find((item) => item.id === row.packagePaymentId);
    return {
      id: row.id,
      reference: loanReference(row.id),
      status: row.status,
      savedSteps: row.savedSteps,
      values: row.formValues,
      files: files
        .filter((file) => file.ownerId === row.id)
        .map((file) => ({
          id: file.id,
          field: file.field,
          originalName: file.originalName,
          sizeBytes: file.sizeBytes,
        })),
      packageCode: row.packageCode as LoanApplication['packageCode'],
      packagePayment: payment
        ? { reference: payment.reference, status: payment.status, paymentPagePath: paymentPagePath(payment.reference) }
        : null,
      packagePaidAt: row.packagePaidAt?.toISOString() ?? null,
      precheck: precheckOf(row.formValues),
      applicant: {
        name: `${applicant?.firstName ?? ''} ${applicant?.lastName ?? ''}`.trim(),
        email: applicant?.email ?? '',
      },
      timeline: events
        .filter((event) => event.applicationId === row.id)
        .map((event) => ({
          status: event.status,
          note: event.note,
          byTeam: event.byTeam,
          at: event.createdAt.toISOString(),
        })),
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One application in wire form. */
export async function toApplication(db: Db, row: LoanRow): Promise<LoanApplication> {
  const [application] = await toApplications(db, [row]);
  if (!application) throw new Error('no application');
  return application;
}

/** Applicant `userId`'s application `id`, or undefined (also when it is someone else's). */
export async function findOwnApplication(db: Db, userId: number, id: number): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.applicantUserId, userId)));
  return row;
}

/** Applicant `userId`'s applications, newest first. */
export function listOwnApplications(db: Db, userId: number) {
  return db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.applicantUserId, userId))
    .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id));
}
