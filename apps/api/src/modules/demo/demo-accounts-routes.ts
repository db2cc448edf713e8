import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoAccountsEndpoint } from '@hissa/contracts/demo-endpoints';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPE_INFO } from '@hissa/contracts/user-types';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

/**
 * The seeded demo accounts (DemoAccountsEndpoint) with their password, user type and its name
 * in the request's language, for the login page's "demo accounts" panel (issue 3). Registered
 * only when DEMO_ACCOUNTS is on (the default for the demo data set); a deployment with real
 * users turns it off and the call answers 404.
 */
export const demoAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, DemoAccountsEndpoint),
    handler: async (request) => ({
      data: DEMO_USERS.map((user) => ({
        email: user.email,
        password: DEMO_PASSWORD,
        type: user.userType,
        typeName: localName(USER_TYPE_INFO[user.userType], request.language),
        isFirstTimeLogin: user.isFirstTimeLogin,
      })),
    }),
  });
};
