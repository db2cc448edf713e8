import { and, count, desc, eq, ne } from 'drizzle-orm';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import {
  canMoveLoan,
  DRAFT_STEPS,
  LOAN_FILE_FIELDS,
  LOAN_FILE_FIELD_NAMES,
  type LoanStatus,
  type MoveLoan,
  type SaveStep,
  SME_LOAN_KEYS as K,
  STEP_SCHEMAS,
  type SubmitLoan,
} from '@hissa/contracts/sme-loans/loan-application';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { loanApplicationEvents, loanApplications } from '../../db/schema/sme-loans.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { createPayment } from '../payments/create-payment.ts';
import type { Payment } from '../payments/payment-hooks.ts';
import { findOwnApplication, type LoanRow, loanReference } from './loan-records.ts';

/*
 * SME loan applications (docs/decisions/026-sme-loans.md): a company user's draft saved step by
 * step, its documents, the submission with the package's payment, the applicant's answer to an
 * information request and the team's status moves. Every change runs in a transaction; the
 * e-mails are sent by the routes after the commit.
 */

/** Applicant `userId`'s application `id`. Errors: 404 smeLoans.notFound. */
async function ownApplication(db: Db, userId: number, id: number): Promise<LoanRow> {
  const row = await findOwnApplication(db, userId, id);
  if (!row) throw new AppError(404, K.notFound);
  return row;
}

/** Locks application `id` of `userId` and checks it is a draft. Errors: 404 notFound, 409 smeLoans.notDraft. */
async function lockedDraft(tx: Db, userId: number, id: number): Promise<LoanRow> {
  const [row] = await tx
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.applicantUserId, userId)))
    .for('update');
  if (!row) throw new AppError(404, K.notFound);
  if (row.status !== 'draft') throw new AppError(409, K.notDraft);
  return row;
}

/**
 * The open draft of company user `userId` (resumed on any device), or a new one with the
 * contact step's name and e-mail taken from the account. Returns the row and whether it is new.
 */
export async function startApplication(db: Db, userId: number): Promise<{ row: LoanRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw new AppError(404, K.notFound);
    const [draft] = await tx
      .select()
      .from(loanApplications)
      .where(and(eq(loanApplications.applicantUserId, userId), eq(loanApplications.status, 'draft')))
      .orderBy(desc(loanApplications.id))
      .limit(1);
    if (draft) return { row: draft, isNew: false };
    const [row] = await tx
      .insert(loanApplications)
      .values({
        applicantUserId: userId,
        companyId: account.companyId,
        formValues: { firstName: account.firstName, lastName: account.lastName, email: account.email },
      })
      .returning();
    if (!row) throw new Error('loan application not created');
    return { row, isNew: true };
  });
}

/**
 * Saves one step of the draft (already checked by that step's schema): its fields replace the
 * step's earlier values and the step is marked saved; the package step also sets packageCode
 * ('' = none). Errors: 404 smeLoans.notFound, 409 smeLoans.notDraft.
 */
export async function saveStep(db: Db, userId: number, id: number, input: SaveStep): Promise<LoanRow> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, userId, id);
    const { step, ...fields } = input;
    const savedSteps = DRAFT_STEPS.filter((name) => name === step || row.savedSteps.includes(name));
    const [updated] = await tx
      .update(loanApplications)
      .set({
        formValues: { ...row.formValues, ...(fields as Record<string, string>) },
        savedSteps,
        ...(input.step === 'package' ? { packageCode: input.packageCode === '' ? null : input.packageCode } : {}),
        updatedAt: new Date(),
      })
      .where(eq(loanApplications.id, id))
      .returning();
    if (!updated) throw new AppError(404, K.notFound);
    return updated;
  });
}

/**
 * Records one uploaded document of the draft (already checked by content and size), replacing
 * the field's earlier one; returns the ids of the replaced files (to remove from the store after
 * the commit). Errors: 400 smeLoans.documentRequired (no file, or more than one), 404, 409 notDraft.
 */
export async function recordLoanFile(
  db: Db,
  userId: number,
  id: number,
  files: readonly ReceivedFile[],
): Promise<{ row: LoanRow; replacedFileIds: string[] }> {
  const [file] = files;
  if (!file || files.length > 1) throw new AppError(400, K.documentRequired);
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, userId, id);
    const owner = { ownerType: 'loan_application' as const, ownerId: id };
    const replaced = await tx
      .delete(storedFiles)
      .where(
        and(eq(storedFiles.ownerType, owner.ownerType), eq(storedFiles.ownerId, id), eq(storedFiles.field, file.field)),
      )
      .returning({ id: storedFiles.id });
    await recordStoredFiles(tx, owner, [file]);
    const [updated] = await tx
      .update(loanApplications)
      .set({ updatedAt: new Date() })
      .where(eq(loanApplications.id, row.id))
      .returning();
    return { row: updated ?? row, replacedFileIds: replaced.map((item) => item.id) };
  });
}

/** What paying a package needs of the billing settings. */
type PackageBilling = Pick<BillingConfig, 'cardGateway' | 'vatRateBasisPoints'>;

/** Field errors of the whole application: every step's rules and the required documents. */
async function completenessErrors(tx: Db, row: LoanRow) {
  const errors: { field: string; key: string }[] = [];
  for (const step of DRAFT_STEPS) {
    const parsed = STEP_SCHEMAS[step].safeParse(row.formValues);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors.push({ field: `body.${String(issue.path[0])}`, key: issue.message });
  }
  const uploaded = await tx
    .select({ field: storedFiles.field })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, 'loan_application'), eq(storedFiles.ownerId, row.id)));
  for (const field of LOAN_FILE_FIELD_NAMES)
    if (LOAN_FILE_FIELDS[field].isRequired && !uploaded.some((file) => file.field === field))
      errors.push({ field: `body.${field}`, key: K.documentRequired });
  return errors;
}

/** The payment of business-plan package `packageCode` for application `row` (createPayment prices it). */
function createPackagePayment(tx: Db, billing: PackageBilling, row: LoanRow, method: SubmitLoan['method'], now: Date) {
  const item = LOAN_PACKAGES.find((entry) => entry.code === row.packageCode);
  if (!item) throw new AppError(400, K.packageInvalid);
  if (method === 'card' && billing.cardGateway === 'none')
    throw new AppError(400, K.cardUnavailable, {}, [{ field: 'body.method', key: K.cardUnavailable }]);
  const reference = loanReference(row.id);
  return createPayment(tx, {
    payerUserId: row.applicantUserId,
    kind: 'loan_package',
    ...(row.companyId === null ? {} : { companyId: row.companyId }),
    details: { packageCode: item.code, applicationId: row.id },
    descriptionEn: `${item.nameEn}, SME loan application ${reference}`,
    descriptionAr: `${item.nameAr}، طلب التمويل ${reference}`,
    line: { quantity: 1, unitHalalas: item.priceHalalas },
    method,
    gateway: method === 'bank_transfer' ? 'bank_transfer' : billing.cardGateway,
    vatRateBasisPoints: billing.vatRateBasisPoints,
    now,
  });
}

/**
 * Submits the draft: every step's rules and the required documents are checked again (nothing
 * changes otherwise); the status becomes submitted with its timeline entry and, when a package
 * was chosen, its payment is created (awaiting payment). Errors: 400 smeLoans.incomplete with
 * field errors, 400 smeLoans.cardUnavailable, 404, 409 smeLoans.notDraft.
 */
export async function submitApplication(
  db: Db,
  billing: PackageBilling,
  userId: number,
  id: number,
  input: SubmitLoan,
  now = new Date(),
): Promise<{ row: LoanRow; payment: Payment | null }> {
  return db.transaction(async (tx) => {
    const row = await lockedDraft(tx, userId, id);
    const errors = await completenessErrors(tx, row);
    if (errors.length > 0) throw new AppError(400, K.incomplete, {}, errors);
    const payment = row.packageCode ? await createPackagePayment(tx, billing, row, input.method, now) : null;
    const [updated] = await tx
      .update(loanApplications)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now, packagePaymentId: payment?.id ?? null })
      .where(eq(loanApplications.id, id))
      .returning();
    await tx
      .insert(loanApplicationEvents)
      .values({ applicationId: id, status: 'submitted', actorUserId: userId, byTeam: false, createdAt: now });
    return { row: updated ?? row, payment };
  });
}

/** Moves `row` to `status` with a timeline entry; run inside the caller's transaction. */
async function moveTo(tx: Db, row: LoanRow, status: LoanStatus, note: string, actorUserId: number, byTeam: boolean) {
  const now = new Date();
  const [updated] = await tx
    .update(loanApplications)
    .set({ status, updatedAt: now })
    .where(eq(loanApplications.id, row.id))
    .returning();
  await tx
    .insert(loanApplicationEvents)
    .values({ applicationId: row.id, status, note, actorUserId, byTeam, createdAt: now });
  return updated ?? row;
}

/**
 * The applicant's answer to an information request: back to under_review with the answer as the
 * entry's note. Errors: 404, 409 smeLoans.transitionNotAllowed when no information is asked for.
 */
export async function replyToRequest(db: Db, userId: number, id: number, note: string): Promise<LoanRow> {
  await ownApplication(db, userId, id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for('update');
    if (!row) throw new AppError(404, K.notFound);
    if (row.status !== 'information_requested') throw new AppError(409, K.transitionNotAllowed);
    return moveTo(tx, row, 'under_review', note, userId, false);
  });
}

/**
 * The team's move of application `id` (contracts LOAN_ADMIN_MOVES) with its note.
 * Errors: 404 smeLoans.notFound (also a draft), 409 smeLoans.transitionNotAllowed.
 */
export async function moveApplication(db: Db, adminUserId: number, id: number, input: MoveLoan): Promise<LoanRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(loanApplications).where(eq(loanApplications.id, id)).for('update');
    if (!row || row.status === 'draft') throw new AppError(404, K.notFound);
    if (!canMoveLoan(row.status, input.status)) throw new AppError(409, K.transitionNotAllowed);
    return moveTo(tx, row, input.status, input.note, adminUserId, true);
  });
}

/** A page of the queue: submitted applications (or those in `status`), newest submission first. */
export async function queuePage(db: Db, query: { status?: LoanStatus; page: number; size: number }) {
  const where = query.status ? eq(loanApplications.status, query.status) : ne(loanApplications.status, 'draft');
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(loanApplications)
      .where(where)
      .orderBy(desc(loanApplications.submittedAt), desc(loanApplications.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(loanApplications).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
