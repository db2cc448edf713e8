import { z } from 'zod';
import { ARABIC_LETTER } from './arabic-text.ts';
import { ROLE_ADMIN, ROLE_SERVICE_PROVIDER, ROLE_USER, USER_TYPE_CODES } from './user-types.ts';

export {
  EMAIL_CONFIRMATION_LIFETIME_MS,
  RESET_LINK_LIFETIME_MS,
  TOKEN_COOKIE_LIFETIME_DAYS,
  TOKEN_LIFETIME_MS,
} from './auth-lifetimes.ts';

/**
 * Sign-in limits (docs/decisions/009-sign-in-limits.md). Only failed sign-ins count, never
 * successful ones, and nothing locks: past its free failures, a key's next attempt waits
 * 2^(failures - free) seconds after its last failure (2, 4, 8 ... seconds), at most
 * `maxDelayMs`. An attempt made too early is refused with 429 and Retry-After without its
 * password being checked. Unknown e-mails are counted exactly like accounts.
 */
export const SIGN_IN_LIMITS = {
  /** Failures one address may make on one e-mail before its attempts on it are delayed. */
  freeFailuresPerAccountAndAddress: 5,
  /**
   * Failures on one e-mail from all addresses together before attempts on it are delayed,
   * except from an address it signed in from successfully (trustedAddressMs).
   */
  freeFailuresPerAccount: 20,
  /** The longest delay between two attempts, in ms. */
  maxDelayMs: 15 * 60 * 1000,
  /** Failures one address may make on all e-mails together in `addressWindowMs` ms. */
  failuresPerAddress: 100,
  addressWindowMs: 15 * 60 * 1000,
  /** Failure counts are forgotten this long after the last failure, in ms. */
  failureMemoryMs: 24 * 60 * 60 * 1000,
  /** How long an address an account signed in from stays trusted for that account, in ms. */
  trustedAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;
/** Password length limits of reset and change password: 8 to 50 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/**
 * Upper bound on any submitted password (login, current password): not in the spec, it only
 * bounds the hashing work a request can cause.
 */
const SUBMITTED_PASSWORD_MAX_LENGTH = 128;
/** The special characters a new password needs one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '$@!%*?&';

/** Message keys of the auth rules and answers; texts in messages/{en,ar}.json under "auth". */
export const AUTH_KEYS = {
  emailRequired: 'auth.emailRequired',
  emailInvalid: 'auth.emailInvalid',
  passwordRequired: 'auth.passwordRequired',
  passwordMin: 'auth.passwordMin',
  englishOnly: 'auth.englishOnly',
  newPasswordRequired: 'auth.newPasswordRequired',
  confirmPasswordRequired: 'auth.confirmPasswordRequired',
  currentPasswordRequired: 'auth.currentPasswordRequired',
  passwordLength: 'auth.passwordLength',
  passwordLowercase: 'auth.passwordLowercase',
  passwordUppercase: 'auth.passwordUppercase',
  passwordNumber: 'auth.passwordNumber',
  passwordSpecial: 'auth.passwordSpecial',
  matchPassword: 'auth.matchPassword',
  sameAsCurrent: 'auth.sameAsCurrent',
  tokenRequired: 'auth.tokenRequired',
  invalidCredentials: 'auth.invalidCredentials',
  signInDelayedSeconds: 'auth.signInDelayedSeconds',
  signInDelayedMinutes: 'auth.signInDelayedMinutes',
  sessionInvalid: 'auth.sessionInvalid',
  changePasswordFirst: 'auth.changePasswordFirst',
  currentPasswordWrong: 'auth.currentPasswordWrong',
  resetLinkInvalid: 'auth.resetLinkInvalid',
  confirmationLinkInvalid: 'auth.confirmationLinkInvalid',
  resetRequested: 'auth.resetRequested',
  resetLinkValid: 'auth.resetLinkValid',
  passwordUpdated: 'auth.passwordUpdated',
  emailConfirmed: 'auth.emailConfirmed',
  accountUnlocked: 'auth.accountUnlocked',
} as const;

/** A user type code (user-types.ts). */
export const UserTypeSchema = z.literal(USER_TYPE_CODES);

const hasNoArabic = (value: string) => !ARABIC_LETTER.test(value);

/** A required string: `requiredKey` when missing or empty, and no other message then. */
export function requiredString(requiredKey: string) {
  return z.string(requiredKey).min(1, { error: requiredKey, abort: true });
}

/** A required, valid e-mail: auth.emailRequired, auth.emailInvalid. */
export const EmailSchema = requiredString(AUTH_KEYS.emailRequired).pipe(z.email(AUTH_KEYS.emailInvalid));

/** A password being checked (login, current password): English letters only, length bounded. */
function submittedPasswordSchema(requiredKey: string) {
  return requiredString(requiredKey)
    .max(SUBMITTED_PASSWORD_MAX_LENGTH, 'validation.tooLong')
    .refine(hasNoArabic, AUTH_KEYS.englishOnly);
}

/**
 * The rules of a new password (reset and change): 8 to 50 characters, a lowercase
 * letter, an uppercase letter, a digit, one of $@!%*?& and no Arabic letters, each with its own
 * message. `requiredKey` is the message when the field is empty.
 */
export function newPasswordSchema(requiredKey: string) {
  return requiredString(requiredKey)
    .min(PASSWORD_MIN_LENGTH, AUTH_KEYS.passwordLength)
    .max(PASSWORD_MAX_LENGTH, AUTH_KEYS.passwordLength)
    .regex(/[a-z]/, AUTH_KEYS.passwordLowercase)
    .regex(/[A-Z]/, AUTH_KEYS.passwordUppercase)
    .regex(/[0-9]/, AUTH_KEYS.passwordNumber)
    .regex(/[$@!%*?&]/, AUTH_KEYS.passwordSpecial)
    .refine(hasNoArabic, AUTH_KEYS.englishOnly);
}

const NewPasswordPairSchema = z.object({
  newPassword: newPasswordSchema(AUTH_KEYS.newPasswordRequired),
  confirmNewPassword: newPasswordSchema(AUTH_KEYS.confirmPasswordRequired),
});

const confirmMatches = {
  check: (value: z.infer<typeof NewPasswordPairSchema>) => value.newPassword === value.confirmNewPassword,
  params: { path: ['confirmNewPassword'], message: AUTH_KEYS.matchPassword },
};

/** The token of a mailed link (reset or confirmation): auth.tokenRequired when missing. */
export const LinkTokenSchema = requiredString(AUTH_KEYS.tokenRequired).max(256, 'validation.tooLong');

/** The sign-in request (LoginEndpoint): username is the e-mail, checked as EmailSchema. */
export const LoginRequestSchema = z.object({
  username: EmailSchema,
  password: requiredString(AUTH_KEYS.passwordRequired)
    .min(8, AUTH_KEYS.passwordMin)
    .max(SUBMITTED_PASSWORD_MAX_LENGTH, 'validation.tooLong')
    .refine(hasNoArabic, AUTH_KEYS.englishOnly),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The login answer: a signed JWT whose claims are TokenClaims. */
export const LoginResponseSchema = z.object({ idToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The reset link request: the account's e-mail. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** The reset link check: the link's token as `?token=`. */
export const ResetTokenQuerySchema = z.object({ token: LinkTokenSchema });

/** A new password through a reset link: the link's token and the new password twice. */
export const UpdatePasswordRequestSchema = NewPasswordPairSchema.extend({ token: LinkTokenSchema }).refine(
  confirmMatches.check,
  confirmMatches.params,
);
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequestSchema>;

/**
 * The password change of the signed-in user. The spec's payload also has `id`: accepted and
 * ignored, the server takes the user from the token.
 */
export const ChangePasswordRequestSchema = NewPasswordPairSchema.extend({
  id: z.union([z.number(), z.string()]).optional(),
  currentPassword: submittedPasswordSchema(AUTH_KEYS.currentPasswordRequired),
})
  .refine(confirmMatches.check, confirmMatches.params)
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: AUTH_KEYS.sameAsCurrent,
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** E-mail confirmation: the token of the confirmation link (path chosen by us, the spec's is not shown). */
export const VerifyEmailRequestSchema = z.object({ verifyToken: LinkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** The answer of calls that only confirm: a message in the request's language. */
export const AuthMessageResponseSchema = z.object({ message: z.string() });
export type AuthMessageResponse = z.infer<typeof AuthMessageResponseSchema>;

/**
 * The claims of the sign-in token (decision 002): sub is the e-mail, exp in seconds since the
 * epoch; tv is the account's token version (a password change ends older tokens).
 */
export const TokenClaimsSchema = z.object({
  sub: z.string(),
  type: UserTypeSchema,
  isFirstTimeLogin: z.boolean(),
  exp: z.number(),
  auth: z.enum([ROLE_SERVICE_PROVIDER, ROLE_ADMIN, ROLE_USER]),
  isSubscribed: z.boolean(),
  tv: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/**
 * The signed-in user, as the current-user call answers it: the names in the request's language
 * (the Arabic forms for an Arabic reader when the account has them, decision 044).
 */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  type: UserTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  isFirstTimeLogin: z.boolean(),
  isSubscribed: z.boolean(),
  isEmailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
