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

/** The account an approved registration creates; the Arabic forms of the names are null when not given. */
export type RegistrationAccount = {
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
};

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

/** Given names written as two words in Arabic: "عبد الله", "أبو بكر". */
const COMPOUND_ARABIC_FIRST_WORDS = new Set(['عبد', 'أبو', 'ابو']);

/**
 * Splits a full Arabic name into the Arabic forms of the first name and the rest ("عبد الله
 * الغامدي" -> "عبد الله", "الغامدي"; decision 047); null for what is not there.
 */
export function splitArabicFullName(fullNameAr: string | null | undefined): {
  firstNameAr: string | null;
  lastNameAr: string | null;
} {
  const words = (fullNameAr ?? '').trim().split(/\s+/).filter(Boolean);
  const firstLength = words.length >= 2 && COMPOUND_ARABIC_FIRST_WORDS.has(words[0] ?? '') ? 2 : 1;
  return {
    firstNameAr: words.slice(0, firstLength).join(' ') || null,
    lastNameAr: words.slice(firstLength).join(' ') || null,
  };
}

/** The account of a journey whose person is asked first and last name in both forms. */
export function accountOfPerson(person: {
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
}): RegistrationAccount {
  return {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    firstNameAr: person.firstNameAr ?? null,
    lastNameAr: person.lastNameAr ?? null,
  };
}
