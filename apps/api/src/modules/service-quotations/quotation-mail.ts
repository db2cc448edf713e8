import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Language, localName } from '@hissa/contracts/languages';
import { QUOTATION_PAGES } from '@hissa/contracts/services-marketplace/quotations';
import type { Db } from '../../db/client.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { quotationRequests, serviceQuotations } from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailTemplate } from '../mail/mail-templates.ts';
import { providerUsers } from './quotation-access.ts';

/*
 * The e-mails of quotations (decision 018): a new request (to the provider's users), a response
 * (to the buyer) and an acceptance (to the provider's users), each in its recipient's preferred
 * language (users.preferred_language; English then Arabic when unknown, renderMail). A failed
 * send is logged and never undoes the committed change.
 */

export type QuotationMailContext = { db: Db; mailer: Mailer; appUrl: string; log: FastifyBaseLogger };

type Recipient = { to: string; name: string; link: string; language: Language | null };

async function sendAll(
  context: QuotationMailContext,
  template: MailTemplate,
  mails: (Recipient & { params: Record<string, string> })[],
): Promise<void> {
  await Promise.all(
    mails.map(async ({ to, name, link, language, params }) => {
      try {
        await context.mailer.send({ to, template, language, params: { name, link, ...params } });
      } catch (error) {
        context.log.error({ err: error, template }, 'quotation mail not sent');
      }
    }),
  );
}

/** The provider's name in `language`, or both ("English / Arabic") when it is unknown. */
function providerName(facts: { providerEn: string; providerAr: string }, language: Language | null): string {
  if (language === null) return `${facts.providerEn} / ${facts.providerAr}`;
  return localName({ nameEn: facts.providerEn, nameAr: facts.providerAr }, language);
}

/** The names and titles one mail about quotation `quotationId` needs. */
async function quotationFacts(db: Db, quotationId: number) {
  const [row] = await db
    .select({
      providerId: serviceQuotations.providerId,
      requestId: quotationRequests.id,
      title: quotationRequests.title,
      deadline: quotationRequests.submissionDeadline,
      providerEn: serviceProviders.nameEn,
      providerAr: serviceProviders.nameAr,
      buyerEmail: users.email,
      buyerLanguage: users.preferredLanguage,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
    })
    .from(serviceQuotations)
    .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, serviceQuotations.providerId))
    .innerJoin(users, eq(users.id, quotationRequests.buyerUserId))
    .where(eq(serviceQuotations.id, quotationId));
  return row;
}

/** Mails the users of the provider of each quotation in `quotationIds` (new request, or the acceptance). */
export async function mailProviderUsers(
  context: QuotationMailContext,
  template: 'quotationRequested' | 'quotationAccepted',
  quotationIds: readonly number[],
): Promise<void> {
  for (const quotationId of quotationIds) {
    const facts = await quotationFacts(context.db, quotationId);
    if (!facts) continue;
    const recipients = await providerUsers(context.db, [facts.providerId]);
    await sendAll(
      context,
      template,
      recipients.map((user) => ({
        to: user.email,
        name: user.firstName,
        language: user.preferredLanguage,
        link: `${context.appUrl}${QUOTATION_PAGES.providerQuotation(quotationId)}`,
        params: {
          title: facts.title,
          deadline: facts.deadline,
          provider: providerName(facts, user.preferredLanguage),
          buyer: `${facts.buyerFirstName} ${facts.buyerLastName}`.trim(),
        },
      })),
    );
  }
}

/** Mails the buyer that the provider of quotation `quotationId` has answered. */
export async function mailBuyerResponded(context: QuotationMailContext, quotationId: number): Promise<void> {
  const facts = await quotationFacts(context.db, quotationId);
  if (!facts) return;
  await sendAll(context, 'quotationResponded', [
    {
      to: facts.buyerEmail,
      name: facts.buyerFirstName,
      language: facts.buyerLanguage,
      link: `${context.appUrl}${QUOTATION_PAGES.buyerRequest(facts.requestId)}`,
      params: { title: facts.title, provider: providerName(facts, facts.buyerLanguage) },
    },
  ]);
}
