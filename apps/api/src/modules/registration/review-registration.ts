import { and, eq } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { REGISTRATION_JOURNEYS } from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createConsultantProfile } from '../consultants/consultant-profiles.ts';
import type { RegistrationContext } from './registration-context.ts';

type Registration = typeof registrations.$inferSelect;

/**
 * Moves `registrationId` from submitted to approved or rejected, by `admin` (one conditional
 * UPDATE: of two concurrent reviews only one applies). Call inside the review's transaction.
 * Errors: 404 errors.notFound; 409 registration.alreadyReviewed.
 */
async function claimForReview(
  tx: Db,
  registrationId: number,
  admin: AuthUser,
  change: Pick<Registration, 'status' | 'reviewNote'>,
): Promise<Registration> {
  const [claimed] = await tx
    .update(registrations)
    .set({ ...change, reviewedBy: admin.id, reviewedAt: new Date() })
    .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'submitted')))
    .returning();
  if (claimed) return claimed;
  const [existing] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  throw existing ? new AppError(409, REGISTRATION_KEYS.alreadyReviewed) : new AppError(404, ERROR_KEYS.notFound);
}

/**
 * The directory company a new company user acts for: the one chosen through search/company,
 * or a new non-listed company made from the application (its one name in both name columns).
 */
async function companyForAccount(tx: Db, payload: Record<string, unknown>): Promise<number> {
  const chosenId =
    typeof payload.directoryCompanyId === 'string' && payload.directoryCompanyId
      ? Number(payload.directoryCompanyId)
      : undefined;
  if (chosenId !== undefined) {
    const [chosen] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, chosenId));
    if (chosen) return chosen.id;
  }
  const name = String(payload.companyName ?? '');
  const [created] = await tx
    .insert(companies)
    .values({
      companyType: 'non_listed',
      nameEn: name,
      nameAr: name,
      searchText: normalizeSearchText(`${name} ${name}`),
      registrationNumber:
        typeof payload.companyRegistrationNumber === 'string' ? payload.companyRegistrationNumber : null,
      address: typeof payload.address === 'string' ? payload.address : null,
      phone: typeof payload.phone === 'string' ? payload.phone : null,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
    })
    .returning({ id: companies.id });
  if (!created) throw new Error('company not inserted');
  return created.id;
}

/**
 * Approval (ApproveRegistrationEndpoint; issue 3): in ONE transaction marks the
 * registration approved, creates the account of the journey's user type with a random
 * temporary password (is_first_time_login true, so the first sign-in must change it), the names
 * as written and their Arabic forms when given (decision 047) and, for
 * a company, links or creates its directory company, and for a consultant creates the profile
 * from the answers, pending verification (decision 043). Then mails the user name, the password
 * and the login link. A failed mail is logged, not undone: the applicant can use forgot password.
 * Errors: 404; 409 registration.alreadyReviewed; 409 registration.accountExists.
 */
export async function approveRegistration(
  context: Pick<RegistrationContext, 'db' | 'mailer' | 'appUrl' | 'log'>,
  registrationId: number,
  admin: AuthUser,
): Promise<void> {
  const password = generateTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const approved = await context.db.transaction(async (tx) => {
    const registration = await claimForReview(tx, registrationId, admin, { status: 'approved', reviewNote: null });
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, registration.email));
    if (taken) throw new AppError(409, REGISTRATION_KEYS.accountExists);
    const journey = REGISTRATION_JOURNEYS[registration.kind];
    const companyId = registration.kind === 'company' ? await companyForAccount(tx, registration.payload) : null;
    const [user] = await tx
      .insert(users)
      .values({
        email: registration.email,
        passwordHash,
        userType: journey.userType,
        firstName: registration.firstName,
        lastName: registration.lastName,
        firstNameAr: registration.firstNameAr,
        lastNameAr: registration.lastNameAr,
        companyId,
        isFirstTimeLogin: true,
        // the consultant proved the mailbox by OTP; the others do at their first sign-in
        isEmailVerified: registration.kind === 'financial-consultation',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not inserted');
    await tx.update(registrations).set({ userId: user.id }).where(eq(registrations.id, registration.id));
    if (registration.kind === 'financial-consultation')
      await createConsultantProfile(tx, user.id, registration, registration.payload);
    return registration;
  });
  const params = {
    name: approved.firstName,
    nameAr: approved.firstNameAr,
    username: approved.email,
    password,
    link: `${context.appUrl}/auth/login`,
  };
  await context.mailer
    .send({ to: approved.email, template: 'registrationApproved', params })
    .catch((error: unknown) => {
      context.log.error({ err: error, registrationId }, 'credentials mail not sent');
    });
}

/**
 * Rejection (RejectRegistrationEndpoint; issue 3): marks the registration rejected
 * with the admin's note, then mails the applicant a polite notice carrying the note.
 * Errors: 404; 409 registration.alreadyReviewed.
 */
export async function rejectRegistration(
  context: Pick<RegistrationContext, 'db' | 'mailer' | 'appUrl' | 'log'>,
  registrationId: number,
  admin: AuthUser,
  note: string,
): Promise<void> {
  const rejected = await context.db.transaction((tx) =>
    claimForReview(tx, registrationId, admin, { status: 'rejected', reviewNote: note }),
  );
  const params = { name: rejected.firstName, nameAr: rejected.firstNameAr, note, link: `${context.appUrl}/contact-us` };
  await context.mailer
    .send({ to: rejected.email, template: 'registrationRejected', params })
    .catch((error: unknown) => {
      context.log.error({ err: error, registrationId }, 'rejection mail not sent');
    });
}
