import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_KEYS,
  AuthMessageResponseSchema,
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ResetTokenQuerySchema,
  UpdatePasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '@hissa/contracts/auth';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessionKey } from '../../lib/session-token.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { createMailer } from '../mail/mailer.ts';
import { unlockAccount } from './account-lock.ts';
import type { AuthContext } from './auth-context.ts';
import { changePassword } from './change-password.ts';
import { confirmEmail } from './email-confirmation.ts';
import { login } from './login.ts';
import { requestPasswordReset, updatePasswordWithToken, verifyResetToken } from './password-reset.ts';
import { createSignInLimiter } from './sign-in-limits.ts';

/** Calls per IP per minute on the reset-request and change-password routes (sign-in: SIGN_IN_LIMITS). */
export const PER_IP_PER_MINUTE = { max: 10, timeWindow: 60_000 };
/** Reset mails per submitted e-mail per 15 minutes: no mailbox flooding. */
export const RESET_REQUESTS_PER_ACCOUNT = { max: 3, timeWindowMs: 15 * 60_000 };

const SubmittedEmailSchema = z.union([z.object({ username: z.string() }).transform((body) => body.username), z.object({ email: z.string() }).transform((body) => body.email)]);

/** The e-mail a login or reset request names, lower-cased: the per-account rate-limit key. */
function submittedEmail(request: FastifyRequest): string {
  const parsed = SubmittedEmailSchema.safeParse(request.body);
  return parsed.success ? parsed.data.toLowerCase() : '';
}

const UserIdSchema = z.coerce.number('validation.wholeNumber').int('validation.wholeNumber').min(1, 'validation.invalidValue').max(2_147_483_647, 'validation.invalidValue');

export type AuthRoutesOptions = {
  db: Db;
  config: Pick<Config, 'appUrl' | 'smtpUrl' | 'mailFrom' | 'tokenTtlMs' | 'dataDir'> & { jwtSecret: string };
};

/**
 * Authentication (marketplace.txt sections 3-9, issue 3). Error answers are the envelope.
 * - POST /auth-api/login {username, password} -> {idToken}; 400, 401, 429 (sign-in limits).
 * - POST /auth-api/forget-password-request {email} -> {message}, always 200 (or 400, 429).
 * - GET /auth-api/reset-password-verification?token= -> {message}; 400 when not usable.
 * - POST /auth-api/update-password-request {newPassword, confirmNewPassword, token} -> {message}; 400.
 * - POST /auth-api/verify-email {verifyToken} -> {message}; 400.
 * - GET /common-api/me -> CurrentUser; 401.
 * - POST /common-api/change-password {currentPassword, newPassword, confirmNewPassword[, id]} -> {idToken}; 400, 401.
 * - POST /admin-api/users/{userId}/unlock -> {message}; admin only: 401, 403, 404.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const signInLimits = createSignInLimiter();
  const context: AuthContext = { db, mailer, appUrl: config.appUrl, tokenKey: sessionKey(config.jwtSecret), tokenTtlMs: config.tokenTtlMs, log: app.log, signInLimits };
  const message = (request: FastifyRequest, key: string) => ({ message: translate(request.language, key) });

  app.post(
    '/auth-api/login',
    {
      schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => ({ idToken: await login(context, request.body, request.ip) }),
  );

  app.post(
    '/auth-api/forget-password-request',
    {
      schema: { tags: ['auth'], summary: 'Mail a password reset link', body: ForgotPasswordRequestSchema, response: { 200: AuthMessageResponseSchema } },
      config: { rateLimit: PER_IP_PER_MINUTE },
      preHandler: app.limitPerKey({ name: 'forgot', ...RESET_REQUESTS_PER_ACCOUNT, key: submittedEmail }),
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email);
      return message(request, AUTH_KEYS.resetRequested);
    },
  );

  app.get(
    '/auth-api/reset-password-verification',
    { schema: { tags: ['auth'], summary: 'Check a password reset link', querystring: ResetTokenQuerySchema, response: { 200: AuthMessageResponseSchema } } },
    async (request) => {
      await verifyResetToken(context, request.query.token);
      return message(request, AUTH_KEYS.resetLinkValid);
    },
  );

  app.post(
    '/auth-api/update-password-request',
    { schema: { tags: ['auth'], summary: 'Set a new password with a reset link', body: UpdatePasswordRequestSchema, response: { 200: AuthMessageResponseSchema } } },
    async (request) => {
      await updatePasswordWithToken(context, request.body);
      return message(request, AUTH_KEYS.passwordUpdated);
    },
  );

  app.post(
    '/auth-api/verify-email',
    { schema: { tags: ['auth'], summary: 'Confirm an e-mail address', body: VerifyEmailRequestSchema, response: { 200: AuthMessageResponseSchema } } },
    async (request) => {
      await confirmEmail(context, request.body.verifyToken);
      return message(request, AUTH_KEYS.emailConfirmed);
    },
  );

  app.get(
    '/common-api/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: CurrentUserSchema } },
      onRequest: app.authorize(USER_TYPE_CODES, { allowFirstTimeLogin: true }),
    },
    async (request) => {
      const { id, email, userType, firstName, lastName, isFirstTimeLogin, isSubscribed, isEmailVerified } = requireUser(request);
      return { id, email, type: userType, firstName, lastName, isFirstTimeLogin, isSubscribed, isEmailVerified };
    },
  );

  app.post(
    '/common-api/change-password',
    {
      schema: { tags: ['auth'], summary: 'Change the password; ends other sessions', body: ChangePasswordRequestSchema, response: { 200: LoginResponseSchema } },
      onRequest: app.authorize(USER_TYPE_CODES, { allowFirstTimeLogin: true }),
      config: { rateLimit: PER_IP_PER_MINUTE },
    },
    async (request) => ({ idToken: await changePassword(context, requireUser(request), request.body) }),
  );

  app.post(
    '/admin-api/users/:userId/unlock',
    {
      schema: { tags: ['admin'], summary: 'Unlock an account locked by failed sign-ins', params: z.object({ userId: UserIdSchema }), response: { 200: AuthMessageResponseSchema } },
      onRequest: app.authorize([USER_TYPES.admin]),
    },
    async (request) => {
      await unlockAccount(context, request.params.userId);
      return message(request, AUTH_KEYS.accountUnlocked);
    },
  );
};
