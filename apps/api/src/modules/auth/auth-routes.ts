import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_KEYS } from '@hissa/contracts/auth';
import { personName } from '@hissa/contracts/languages';
import {
  ChangePasswordEndpoint,
  CurrentUserEndpoint,
  ForgotPasswordEndpoint,
  LoginEndpoint,
  UnlockUserEndpoint,
  UpdatePasswordEndpoint,
  VerifyEmailEndpoint,
  VerifyResetTokenEndpoint,
} from '@hissa/contracts/auth-endpoints';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sessionKey } from '../../lib/session-token.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { createMailer } from '../mail/mailer.ts';
import { registeredCookieFor } from '../subscriptions/registered-cookie.ts';
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

const SubmittedEmailSchema = z.union([
  z.object({ username: z.string() }).transform((body) => body.username),
  z.object({ email: z.string() }).transform((body) => body.email),
]);

/** The e-mail a login or reset request names, lower-cased: the per-account rate-limit key. */
function submittedEmail(request: FastifyRequest): string {
  const parsed = SubmittedEmailSchema.safeParse(request.body);
  return parsed.success ? parsed.data.toLowerCase() : '';
}

type AuthRoutesOptions = {
  db: Db;
  config: Pick<Config, 'appUrl' | 'smtpUrl' | 'mailFrom' | 'tokenTtlMs' | 'dataDir'> & { jwtSecret: string };
};

/**
 * Authentication (decision 002): sign-in, the reset and confirmation links, the signed-in user,
 * the password change and the admin's unlock, as defined in contracts auth-endpoints.ts (paths,
 * schemas, guards). Error answers are the envelope.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const signInLimits = createSignInLimiter();
  const context: AuthContext = {
    db,
    mailer,
    appUrl: config.appUrl,
    tokenKey: sessionKey(config.jwtSecret),
    tokenTtlMs: config.tokenTtlMs,
    log: app.log,
    signInLimits,
  };
  const message = (request: FastifyRequest, key: string) => ({ message: translate(request.language, key) });

  app.route({
    ...endpointRoute(app, LoginEndpoint),
    handler: async (request, reply) => {
      const idToken = await login(context, request.body, request.ip);
      // spec §4: a provider user without a paid subscription is offered the plan step (decision 022)
      const cookie = await registeredCookieFor(db, request.body.username, request.protocol === 'https');
      if (cookie) reply.header('set-cookie', cookie);
      return { idToken };
    },
  });

  app.route({
    ...endpointRoute(app, ForgotPasswordEndpoint),
    config: { rateLimit: PER_IP_PER_MINUTE },
    preHandler: app.limitPerKey({ name: 'forgot', ...RESET_REQUESTS_PER_ACCOUNT, key: submittedEmail }),
    handler: async (request) => {
      await requestPasswordReset(context, request.body.email);
      return message(request, AUTH_KEYS.resetRequested);
    },
  });

  app.route({
    ...endpointRoute(app, VerifyResetTokenEndpoint),
    handler: async (request) => {
      await verifyResetToken(context, request.query.token);
      return message(request, AUTH_KEYS.resetLinkValid);
    },
  });

  app.route({
    ...endpointRoute(app, UpdatePasswordEndpoint),
    handler: async (request) => {
      await updatePasswordWithToken(context, request.body);
      return message(request, AUTH_KEYS.passwordUpdated);
    },
  });

  app.route({
    ...endpointRoute(app, VerifyEmailEndpoint),
    handler: async (request) => {
      await confirmEmail(context, request.body.verifyToken);
      return message(request, AUTH_KEYS.emailConfirmed);
    },
  });

  app.route({
    ...endpointRoute(app, CurrentUserEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const { id, email, userType, isFirstTimeLogin, isSubscribed, isEmailVerified } = user;
      return {
        id,
        email,
        type: userType,
        ...personName(user, request.language),
        isFirstTimeLogin,
        isSubscribed,
        isEmailVerified,
      };
    },
  });

  app.route({
    ...endpointRoute(app, ChangePasswordEndpoint),
    config: { rateLimit: PER_IP_PER_MINUTE },
    handler: async (request) => ({ idToken: await changePassword(context, requireUser(request), request.body) }),
  });

  app.route({
    ...endpointRoute(app, UnlockUserEndpoint),
    handler: async (request) => {
      await unlockAccount(context, request.params.userId);
      return message(request, AUTH_KEYS.accountUnlocked);
    },
  });
};
