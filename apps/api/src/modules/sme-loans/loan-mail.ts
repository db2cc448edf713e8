import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Mailer } from '../mail/mailer.ts';
import { translate } from '../../plugins/i18n.ts';
import { type LoanRow, loanReference } from './loan-records.ts';

/** What the applicant's e-mails need. */
export type LoanMailContext = { db: Db; mailer: Mailer; appUrl: string; log: FastifyBaseLogger };

/**
 * E-mails the applicant of `row` about its submission (loanSubmitted) or its new status
 * (loanStatusChanged, with the team's note), English then Arabic in one message (renderMail),
 * linking to "my loan applications". A failed send is logged and never undoes the change.
 */
export async function mailApplicant(
  context: LoanMailContext,
  template: 'loanSubmitted' | 'loanStatusChanged',
  row: LoanRow,
  note = '',
): Promise<void> {
  try {
    const [applicant] = await context.db
      .select({ email: users.email, firstName: users.firstName, firstNameAr: users.firstNameAr })
      .from(users)
      .where(eq(users.id, row.applicantUserId));
    if (!applicant) return;
    await context.mailer.send({
      to: applicant.email,
      template,
      params: {
        name: applicant.firstName,
        nameAr: applicant.firstNameAr,
        link: `${context.appUrl}${SME_LOAN_PATHS.mine}`,
        reference: loanReference(row.id),
        company: row.formValues.companyName ?? '',
        statusEn: translate('en', `smeLoans.status.${row.status}`),
        statusAr: translate('ar', `smeLoans.status.${row.status}`),
        note,
      },
    });
  } catch (error) {
    context.log.error({ err: error, template }, 'loan application mail not sent');
  }
}

/**
 * Tells the team (every admin, type 1) about a new submission, English then Arabic, linking to
 * the queue: so that "a loan application is followed by a team contact" (spec §4). A failed
 * send is logged and never undoes the submission.
 */
export async function mailTeam(context: LoanMailContext, row: LoanRow): Promise<void> {
  try {
    const admins = await context.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.userType, USER_TYPES.admin));
    const [applicant] = await context.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, row.applicantUserId));
    const chosen = LOAN_PACKAGES.find((item) => item.code === row.packageCode);
    const values = row.formValues;
    for (const admin of admins)
      await context.mailer.send({
        to: admin.email,
        template: 'loanSubmittedTeam',
        params: {
          name: admin.firstName,
          link: `${context.appUrl}${SME_LOAN_PATHS.adminQueue}`,
          reference: loanReference(row.id),
          company: values.companyName ?? '',
          applicant: applicant ? `${applicant.firstName} ${applicant.lastName} (${applicant.email})` : '',
          amount: values.loanAmount ?? '',
          years: values.repaymentYears ?? '',
          package: chosen ? `${chosen.nameEn} / ${chosen.nameAr}` : '-',
        },
      });
  } catch (error) {
    context.log.error({ err: error }, 'loan application team mail not sent');
  }
}
