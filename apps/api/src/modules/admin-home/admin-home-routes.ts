import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSummaryEndpoint,
  NEW_CLAIM_DAYS,
  NEW_REPORT_REQUEST_DAYS,
  type AdminSummary,
} from '@hissa/contracts/admin-home-endpoints';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';

/**
 * The admin home's counts (AdminSummaryEndpoint; decision 028): what waits in each admin queue,
 * counted in one query on each call. Each count uses the status index of its table.
 */
export const adminHomeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, AdminSummaryEndpoint),
    handler: async () => {
      const [counts] = await queryRows<Record<keyof AdminSummary, number>>(
        db,
        sql`
        select
          (select count(*)::int from registrations where status = 'submitted') as "registrations",
          (select count(*)::int from trades where status = 'executed') as "trades",
          (select count(*)::int from payments where status = 'receipt_submitted') as "payments",
          (select count(*)::int from requests
            where sender_user_id is null and visitor_contacted_at is null) as "visitorRequests",
          (select count(*)::int from sales_requests where status = 'new') as "salesRequests",
          (select count(*)::int from provider_connection_requests where connected_at is null) as "providerConnections",
          (select count(*)::int from provider_claims
            where status <> 'revoked'
              and created_at > now() - make_interval(days => ${NEW_CLAIM_DAYS})) as "providerClaims",
          (select count(*)::int from fintech_claims
            where status = 'effective' and reviewed_at is null) as "fintechClaims",
          (select count(*)::int from loan_applications where status = 'submitted') as "loanApplications",
          (select count(*)::int from contact_messages where status = 'new') as "contactMessages",
          (select count(*)::int from news_articles
            where status = 'scheduled' and publish_at > now()) as "scheduledNews",
          (select count(*)::int from report_requests
            where created_at > now() - make_interval(days => ${NEW_REPORT_REQUEST_DAYS})) as "reportRequests",
          (select count(*)::int from newsletter_subscriptions where status = 'pending') as "newsletterPending"`,
      );
      return {
        data: {
          registrations: Number(counts?.registrations ?? 0),
          trades: Number(counts?.trades ?? 0),
          payments: Number(counts?.payments ?? 0),
          visitorRequests: Number(counts?.visitorRequests ?? 0),
          salesRequests: Number(counts?.salesRequests ?? 0),
          providerConnections: Number(counts?.providerConnections ?? 0),
          providerClaims: Number(counts?.providerClaims ?? 0),
          fintechClaims: Number(counts?.fintechClaims ?? 0),
          loanApplications: Number(counts?.loanApplications ?? 0),
          contactMessages: Number(counts?.contactMessages ?? 0),
          scheduledNews: Number(counts?.scheduledNews ?? 0),
          reportRequests: Number(counts?.reportRequests ?? 0),
          newsletterPending: Number(counts?.newsletterPending ?? 0),
        },
      };
    },
  });
};
