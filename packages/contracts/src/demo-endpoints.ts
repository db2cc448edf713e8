import { z } from 'zod';
import { UserTypeSchema } from './auth.ts';
import { defineEndpoint } from './http/endpoint.ts';

/*
 * The demo accounts call (issue 3; decision 012 for the pattern): served only where the
 * DEMO_ACCOUNTS setting is on, so that the login page can offer the seeded accounts.
 */

/** One seeded demo account: e-mail, password, user type and its name in the request's language. */
export const DemoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  type: UserTypeSchema,
  typeName: z.string(),
  isFirstTimeLogin: z.boolean(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/** The seeded demo accounts (public; demo deployments only, 404 where the setting is off). */
export const DemoAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/demo-accounts',
  summary: 'Seeded demo accounts (demo deployments only)',
  tags: ['demo'],
  responses: { 200: z.object({ data: z.array(DemoAccountSchema) }) },
});
