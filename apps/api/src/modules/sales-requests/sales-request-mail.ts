import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { salesRequests } from '../../db/schema/billing.ts';
import { adminRecipients } from '../mail/admin-recipients.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the team's e-mail needs. */
export type SalesMailContext = { db: Db; mailer: Mailer; appUrl: string; log: FastifyBaseLogger };

/** The admin page of the sales requests queue. */
export const SALES_QUEUE_PAGE = '/admin/sales-requests';

const KIND_LABELS = {
  custom_media_package: 'custom media package / باقة إعلامية مخصّصة',
  advertising: 'advertising / إعلان',
} as const;

/**
 * Tells the sales team (every admin, type 1) about a new request, English then Arabic (renderMail).
 * A failed send is logged and never undoes the stored request.
 */
export async function mailSalesTeam(
  context: SalesMailContext,
  request: typeof salesRequests.$inferSelect,
): Promise<void> {
  const admins = await adminRecipients(context.db);
  const details = [request.selectedFeatures.join(', '), request.additionalFeatures, request.message]
    .filter(Boolean)
    .join(' — ');
  await Promise.all(
    admins.map(async (admin) => {
      try {
        await context.mailer.send({
          to: admin.email,
          template: 'salesRequested',
          params: {
            name: admin.firstName,
            link: `${context.appUrl}${SALES_QUEUE_PAGE}`,
            kind: KIND_LABELS[request.kind],
            requester: request.fullName,
            email: request.email,
            phone: request.phone,
            country: request.countryCode,
            company: request.companyName ?? '-',
            details,
          },
        });
      } catch (error) {
        context.log.error({ err: error }, 'sales request mail not sent');
      }
    }),
  );
}
