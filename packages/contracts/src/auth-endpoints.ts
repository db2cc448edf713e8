import { z } from 'zod';
import {
  AuthMessageResponseSchema,
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ResetTokenQuerySchema,
  UpdatePasswordRequestSchema,
  VerifyEmailRequestSchema,
} from './auth.ts';
import { IdSchema } from './http/common-schemas.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPE_CODES, USER_TYPES } from './user-types.ts';

/*
 * The authentication endpoints (decision 002 for tokens, lockout, links and rate limits; 012
 * for the pattern): sign-in, the password reset and e-mail confirmation links, the signed-in
 * user, the password change and the admin's unlock. Errors are the envelope.
 */

const tags = ['auth'] as const;
const AUTH = '/auth-api';

/** Sign in with e-mail and password -> {idToken}; 401 wrong e-mail or password, 423 locked, 429 too many. */
export const LoginEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH}/login`,
  summary: 'Sign in with e-mail and password',
  tags,
  body: LoginRequestSchema,
  responses: { 200: LoginResponseSchema },
});

/** Mail a password reset link -> {message}, the same whether or not the account exists; 429 too many. */
export const ForgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH}/forget-password-request`,
  summary: 'Mail a password reset link',
  tags,
  body: ForgotPasswordRequestSchema,
  responses: { 200: AuthMessageResponseSchema },
});

/** Check a password reset link without using it -> {message}; 400 auth.resetLinkInvalid. */
export const VerifyResetTokenEndpoint = defineEndpoint({
  method: 'GET',
  path: `${AUTH}/reset-password-verification`,
  summary: 'Check a password reset link',
  tags,
  query: ResetTokenQuerySchema,
  responses: { 200: AuthMessageResponseSchema },
});

/** Set a new password with a reset link (ends every session) -> {message}; 400 auth.resetLinkInvalid. */
export const UpdatePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH}/update-password-request`,
  summary: 'Set a new password with a reset link',
  tags,
  body: UpdatePasswordRequestSchema,
  responses: { 200: AuthMessageResponseSchema },
});

/** Confirm an e-mail address, using up the confirmation link -> {message}; 400 auth.confirmationLinkInvalid. */
export const VerifyEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: `${AUTH}/verify-email`,
  summary: 'Confirm an e-mail address',
  tags,
  body: VerifyEmailRequestSchema,
  responses: { 200: AuthMessageResponseSchema },
});

/** The signed-in user (any type, also before the first password change); 401 without a session. */
export const CurrentUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/me',
  summary: 'The signed-in user',
  tags,
  access: USER_TYPE_CODES,
  allowFirstTimeLogin: true,
  responses: { 200: CurrentUserSchema },
});

/** Change my password -> a fresh {idToken}; other sessions end. 400 auth.currentPasswordWrong (field), 401. */
export const ChangePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/common-api/change-password',
  summary: 'Change the password; ends other sessions',
  tags,
  access: USER_TYPE_CODES,
  allowFirstTimeLogin: true,
  body: ChangePasswordRequestSchema,
  responses: { 200: LoginResponseSchema },
});

/** Unlock an account locked by failed sign-ins (admin) -> {message}; 404 unknown user. */
export const UnlockUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/users/:userId/unlock',
  summary: 'Unlock an account locked by failed sign-ins',
  tags: ['admin'],
  access: [USER_TYPES.admin],
  params: z.object({ userId: IdSchema }),
  responses: { 200: AuthMessageResponseSchema },
});
