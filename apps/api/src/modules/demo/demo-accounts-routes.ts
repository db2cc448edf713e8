import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPE_INFO } from '@hissa/contracts/user-types';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

const DemoAccountsResponseSchema = z.object({
  data: z.array(z.object({ email: z.string(), password: z.string(), type: z.number().int(), typeName: z.string(), isFirstTimeLogin: z.boolean() })),
});

/**
 * GET /public-api/demo-accounts: the seeded demo accounts with their password, user type and
 * its name in the request's language, for the login page's "demo accounts" panel (issue 3).
 * Registered only when DEMO_ACCOUNTS is on (the default for the demo data set); a deployment
 * with real users turns it off and the route answers 404.
 */
export const demoAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-api/demo-accounts',
    { schema: { tags: ['demo'], summary: 'Seeded demo accounts (demo deployments only)', response: { 200: DemoAccountsResponseSchema } } },
    async (request) => ({
      data: DEMO_USERS.map((user) => ({
        email: user.email,
        password: DEMO_PASSWORD,
        type: user.userType,
        typeName: localName(USER_TYPE_INFO[user.userType], request.language),
        isFirstTimeLogin: user.isFirstTimeLogin,
      })),
    }),
  );
};
