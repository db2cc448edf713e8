import type { z } from 'zod';
import type { DataBackedListName } from '../lookups/static-lists.ts';
import type { UserType } from '../user-types.ts';

/** The six registration journeys (decision 003; REGISTRATION_SUBMIT_ENDPOINTS). */
export const REGISTRATION_KINDS = [
  'individual-shareholder',
  'institutional-shareholder',
  'company',
  'individual-investor',
  'institutional-investor',
  'financial-consultation',
] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** Review states of a submitted registration. */
export const REGISTRATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * A file field of a journey. `document`: pdf, png or jpeg; `image`: png or jpeg
 * (registration-rules.ts), judged by content. With `repeatedIn`, the field belongs to each item of
 * that array field and is sent as `{repeatedIn}.{index}.{field}` (e.g. keyMembers.0.photo).
 */
export type FileFieldRule = { field: string; kind: 'document' | 'image'; isRequired: boolean; repeatedIn?: string };

/**
 * A field whose code the server checks against data it holds (lookup lists that live in the
 * database or i18n-iso-countries); `onlyWhen` limits the check (a city code is asked only when the
 * country is Saudi Arabia).
 */
export type LookupFieldRule = { field: string; list: DataBackedListName; onlyWhen?: { field: string; equals: string } };

/** The account an approved registration creates. */
export type RegistrationAccount = { email: string; firstName: string; lastName: string };

/** Everything both sides know of one journey: its schema, files, server-checked codes, account. */
export type RegistrationJourney<S extends z.ZodObject = z.ZodObject> = {
  kind: RegistrationKind;
  /** The user type the approved account gets (user-types.ts). */
  userType: UserType;
  schema: S;
  /** multipart/form-data (with files) or application/json. */
  encoding: 'multipart' | 'json';
  files: readonly FileFieldRule[];
  lookupFields: readonly LookupFieldRule[];
  /** Who the account is for, from the checked payload. */
  accountOf: (payload: z.infer<S>) => RegistrationAccount;
};

/** Splits a full name into first name and the rest (the account needs both). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
