import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { FINTECH_CLAIM_CONFIRM_PATH } from '@hissa/contracts/fintech/fintech-claims';
import type { Language } from '@hissa/contracts/languages';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { fintechClaims, fintechCompanies } from '../db/schema/fintech.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_PASSWORD } from '../modules/demo/demo-users.ts';
import {
  approveFintechClaim,
  claimFintech,
  confirmFintechClaim,
  revokeFintechClaim,
} from '../modules/fintech/fintech-claims.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { insertAccount } from '../modules/marketplace-accounts/account-services.ts';

/** Where each demo claim ends: as the claimant left it, confirmed, confirmed and approved, or rejected. */
type Outcome = 'awaiting_email' | 'effective' | 'approved' | 'rejected';

/** The demo claimants, one claim each on the 1st-5th fintechs (by id), in the order they claimed. */
const CLAIMANTS: readonly {
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr: string;
  lastNameAr: string;
  language: Language;
  designation: string;
  outcome: Outcome;
  reason?: string;
}[] = [
  {
    email: 'faisal.alotaibi@fintech.demo.hissa.sa',
    firstName: 'Faisal',
    lastName: 'Al-Otaibi',
    firstNameAr: 'فيصل',
    lastNameAr: 'العتيبي',
    language: 'ar',
    designation: 'الرئيس التنفيذي والمؤسس',
    outcome: 'approved',
  },
  {
    email: 'dana.alghamdi@fintech.demo.hissa.sa',
    firstName: 'Dana',
    lastName: 'Al-Ghamdi',
    firstNameAr: 'دانة',
    lastNameAr: 'الغامدي',
    language: 'en',
    designation: 'Head of Finance',
    outcome: 'effective',
  },
  {
    email: 'yousef.alzahrani@fintech.demo.hissa.sa',
    firstName: 'Yousef',
    lastName: 'Al-Zahrani',
    firstNameAr: 'يوسف',
    lastNameAr: 'الزهراني',
    language: 'ar',
    designation: 'مدير التسويق',
    outcome: 'rejected',
    reason:
      'لم نتمكن من التحقق من صلتك بالشركة: البريد الإلكتروني ليس على نطاق الشركة. أرسل إلينا خطاب تفويض على ورق الشركة الرسمي.',
  },
  {
    email: 'reem.alqahtani@fintech.demo.hissa.sa',
    firstName: 'Reem',
    lastName: 'Al-Qahtani',
    firstNameAr: 'ريم',
    lastNameAr: 'القحطاني',
    language: 'en',
    designation: 'Chief Operating Officer',
    outcome: 'effective',
  },
  {
    email: 'khalid.almalki@fintech.demo.hissa.sa',
    firstName: 'Khalid',
    lastName: 'Al-Malki',
    firstNameAr: 'خالد',
    lastNameAr: 'المالكي',
    language: 'ar',
    designation: 'الشريك المؤسس',
    outcome: 'awaiting_email',
  },
];

/**
 * A mailer that keeps the claim links the flow mails instead of sending them: the demo claimants
 * are fictional, and the seed opens their links itself.
 */
function keepingMailer(): { mailer: Mailer; lastLinkToken: () => string } {
  let lastLink = '';
  return {
    mailer: {
      send: async (mail) => {
        lastLink = String(mail.params.link ?? '');
      },
      close: () => undefined,
    },
    lastLinkToken: () =>
      lastLink.slice(lastLink.lastIndexOf(`${FINTECH_CLAIM_CONFIRM_PATH}/`) + FINTECH_CLAIM_CONFIRM_PATH.length + 1),
  };
}

/**
 * The fintech claims' demo (decision 041) for the admin's queue, through the same functions as
 * real use inside the seed's transaction: five representatives claim the first five fintechs;
 * four open their mailed link (claimFintech, confirmFintechClaim), the admin approves one and
 * rejects one with a reason (approveFintechClaim, revokeFintechClaim), and one still awaits
 * the e-mail. Returns the claims written (0 without the fintech directory or the admin).
 */
export async function insertFintechClaimsDemo(tx: Db): Promise<number> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.hissa.sa'));
  const fintechs = await tx
    .select({ id: fintechCompanies.id })
    .from(fintechCompanies)
    .orderBy(asc(fintechCompanies.id))
    .limit(CLAIMANTS.length);
  if (!admin || fintechs.length < CLAIMANTS.length) return 0;
  const { mailer, lastLinkToken } = keepingMailer();
  const context = {
    db: tx,
    mailer,
    appUrl: 'http://localhost',
    secret: randomBytes(32).toString('hex'),
    log: pino({ level: 'silent' }),
  };
  for (const [index, claimant] of CLAIMANTS.entries()) {
    const fintechId = fintechs[index]?.id;
    if (fintechId === undefined) continue;
    const user = await insertAccount(
      tx,
      { ...claimant, password: DEMO_PASSWORD, preferredLanguage: claimant.language },
      USER_TYPES.individualInvestor,
    );
    await claimFintech(context, user, fintechId, claimant.designation, claimant.language);
    if (claimant.outcome === 'awaiting_email') continue;
    await confirmFintechClaim(context.secret, tx, lastLinkToken());
    const [claim] = await tx
      .select({ id: fintechClaims.id })
      .from(fintechClaims)
      .where(and(eq(fintechClaims.fintechId, fintechId), eq(fintechClaims.userId, user.id)));
    const claimId = claim?.id;
    if (claimId === undefined) throw new Error('the confirmed demo claim is missing');
    if (claimant.outcome === 'approved') await approveFintechClaim(tx, admin.id, claimId);
    if (claimant.outcome === 'rejected') await revokeFintechClaim(context, admin.id, claimId, claimant.reason ?? '');
  }
  return CLAIMANTS.length;
}
