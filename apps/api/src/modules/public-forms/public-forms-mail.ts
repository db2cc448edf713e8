import type { FastifyBaseLogger } from 'fastify';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { PUBLIC_FORM_PAGES, NEWSLETTER_CONFIRM_TTL_MS } from '@hissa/contracts/public-forms/public-forms';
import { UnsubscribeNewsletterEndpoint } from '@hissa/contracts/public-forms-endpoints';
import type { Db } from '../../db/client.ts';
import type { contactMessages, newsletterSubscriptions } from '../../db/schema/public-forms.ts';
import { adminRecipients } from '../mail/admin-recipients.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmExpiry, confirmToken, unsubscribeToken } from './newsletter-service.ts';

/** What the module's e-mails need: `secret` signs the newsletter links. */
export type PublicFormsMailContext = { db: Db; mailer: Mailer; appUrl: string; secret: string; log: FastifyBaseLogger };

const KIND_LABELS = {
  contact: 'contact message / رسالة تواصل',
  demo: 'demo tour booking / طلب عرض توضيحي',
} as const;

/**
 * Tells the team (every admin) about a new contact message or demo booking, English then Arabic,
 * with a link to the inbox. A failed send is logged and never undoes the stored message.
 */
export async function mailTeam(context: PublicFormsMailContext, message: typeof contactMessages.$inferSelect) {
  const admins = await adminRecipients(context.db);
  await Promise.all(
    admins.map(async (admin) => {
      try {
        await context.mailer.send({
          to: admin.email,
          template: 'contactReceived',
          params: {
            name: admin.firstName,
            link: `${context.appUrl}${PUBLIC_FORM_PAGES.adminInbox}`,
            kind: KIND_LABELS[message.kind],
            requester: `${message.firstName} ${message.lastName}`,
            email: message.email,
            phone: message.phone,
            company: message.companyName ?? '-',
            details: message.message ?? '-',
          },
        });
      } catch (error) {
        context.log.error({ err: error }, 'contact message mail not sent');
      }
    }),
  );
}

/**
 * The links every newsletter mail carries: the unsubscribe page, and the List-Unsubscribe headers
 * (RFC 2369, and RFC 8058 one-click: a POST to the API's unsubscribe URL).
 */
export function unsubscribeLinks(context: Pick<PublicFormsMailContext, 'appUrl' | 'secret'>, subscriptionId: number) {
  const token = unsubscribeToken(context.secret, subscriptionId);
  return {
    page: `${context.appUrl}${PUBLIC_FORM_PAGES.unsubscribeNewsletter}/${token}`,
    headers: {
      'List-Unsubscribe': `<${context.appUrl}${endpointUrl(UnsubscribeNewsletterEndpoint, { token })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Sends the double opt-in mail: a confirmation link valid for NEWSLETTER_CONFIRM_TTL_MS and the
 * unsubscribe link and headers. Errors: rejects when the mail cannot be sent.
 */
export async function mailNewsletterConfirmation(
  context: PublicFormsMailContext,
  subscription: typeof newsletterSubscriptions.$inferSelect,
): Promise<void> {
  const token = confirmToken(context.secret, subscription.id, confirmExpiry());
  const unsubscribe = unsubscribeLinks(context, subscription.id);
  await context.mailer.send({
    to: subscription.email,
    template: 'newsletterConfirmation',
    headers: unsubscribe.headers,
    params: {
      name: subscription.fullName,
      link: `${context.appUrl}${PUBLIC_FORM_PAGES.confirmNewsletter}/${token}`,
      days: NEWSLETTER_CONFIRM_TTL_MS / (24 * 60 * 60 * 1000),
      unsubscribeLink: unsubscribe.page,
    },
  });
}
