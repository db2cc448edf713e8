import { and, eq } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { RegistrationJourney } from '@hissa/contracts/registration/registration-journey';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import { companies } from '../../db/schema/directory.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { consumeVerifiedEmail } from './email-otp.ts';
import { checkLookupFields } from './lookup-checks.ts';
import type { RegistrationContext } from './registration-context.ts';

type FieldError = { field: string; key: string };

/** True when `error` (or the driver error drizzle wraps in `cause`) is PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

/**
 * The file checks of a journey once its fields are known: every required file is there
 * ('No file Choosen'), and an item's file (keyMembers.{i}.photo) belongs to an item that exists.
 */
function checkFiles(
  journey: RegistrationJourney,
  payload: Record<string, unknown>,
  files: readonly ReceivedFile[],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of journey.files) {
    if (rule.repeatedIn === undefined) {
      if (rule.isRequired && !files.some((file) => file.field === rule.field))
        errors.push({ field: `body.${rule.field}`, key: REGISTRATION_KEYS.fileRequired });
      continue;
    }
    const items = payload[rule.repeatedIn];
    const count = Array.isArray(items) ? items.length : 0;
    for (const file of files) {
      const match = new RegExp(`^${rule.repeatedIn}\\.(\\d+)\\.${rule.field}$`).exec(file.field);
      if (match && Number(match[1]) >= count)
        errors.push({ field: `body.${file.field}`, key: 'validation.unknownField' });
    }
  }
  return errors;
}

/**
 * Stores a checked submission of `journey` (decision 003): the server-only checks (lookup codes,
 * required files, the chosen directory company, the consultant's verified e-mail), then in ONE
 * transaction the registrations row (status submitted) and the stored_files rows of its files.
 * Returns the registration id. The caller removes the files from the store when this throws.
 * Errors: 400 with field errors; 400 registration.emailNotVerified (consultant); 409
 * registration.accountExists / registration.pendingExists.
 */
export async function submitRegistration(
  context: Pick<RegistrationContext, 'db' | 'lookups'>,
  journey: RegistrationJourney,
  payload: Record<string, unknown>,
  files: readonly ReceivedFile[],
): Promise<number> {
  const { db } = context;
  const account = journey.accountOf(payload);
  const email = account.email.toLowerCase();
  const fieldErrors = [
    ...checkFiles(journey, payload, files),
    ...(await checkLookupFields(context, journey.lookupFields, payload)),
  ];
  if (typeof payload.directoryCompanyId === 'string' && payload.directoryCompanyId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, Number(payload.directoryCompanyId)));
    if (!company) fieldErrors.push({ field: 'body.directoryCompanyId', key: ERROR_KEYS.companyNotFound });
  }
  if (fieldErrors.length > 0) throw new AppError(400, ERROR_KEYS.validation, {}, fieldErrors);

  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing)
        throw new AppError(409, REGISTRATION_KEYS.accountExists, {}, [
          { field: 'body.email', key: REGISTRATION_KEYS.accountExists },
        ]);
      const [pending] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.email, email), eq(registrations.status, 'submitted')));
      if (pending) throw new AppError(409, REGISTRATION_KEYS.pendingExists);
      if (journey.kind === 'financial-consultation' && !(await consumeVerifiedEmail(tx, email))) {
        throw new AppError(400, REGISTRATION_KEYS.emailNotVerified, {}, [
          { field: 'body.email', key: REGISTRATION_KEYS.emailNotVerified },
        ]);
      }
      const [row] = await tx
        .insert(registrations)
        .values({
          kind: journey.kind,
          email,
          firstName: account.firstName,
          lastName: account.lastName,
          firstNameAr: account.firstNameAr,
          lastNameAr: account.lastNameAr,
          payload,
          fileIds: files.map((file) => file.fileId),
        })
        .returning({ id: registrations.id });
      if (!row) throw new Error('registration not inserted');
      await recordStoredFiles(tx, { ownerType: 'registration', ownerId: row.id }, files);
      return row.id;
    });
  } catch (error) {
    // two submissions of one e-mail at once: the partial unique index lets only one through
    if (isUniqueViolation(error)) throw new AppError(409, REGISTRATION_KEYS.pendingExists);
    throw error;
  }
}
