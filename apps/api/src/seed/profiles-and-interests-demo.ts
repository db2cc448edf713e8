import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IndividualProfileValues, InstitutionalProfileValues } from '@hissa/contracts/account-profiles';
import { FUNDING_STAGES, FUNDING_STAGE_CODES, type FundingStage } from '@hissa/contracts/funding';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { transactionSizeOf } from '@hissa/contracts/funding-opportunities';
import type { Db } from '../db/client.ts';
import { exchangeSectors } from '../db/schema/classification.ts';
import { companies } from '../db/schema/directory.ts';
import { fundingProfiles, fundRounds } from '../db/schema/funding.ts';
import { cities } from '../db/schema/geography.ts';
import {
  accountProfiles,
  fundingInterests,
  profileKeyMembers,
  profilePreviousInvestments,
} from '../db/schema/interests-and-profiles.ts';
import { users } from '../db/schema/users.ts';
import { ACCOUNT_COLUMNS, contactPersonOf } from '../modules/investors/account-profiles.ts';

const EMAILS = {
  individualShareholder: 'individual.shareholder@demo.hissa.sa',
  institutionalShareholder: 'institutional.shareholder@demo.hissa.sa',
  individualInvestor: 'individual.investor@demo.hissa.sa',
  institutionalInvestor: 'institutional.investor@demo.hissa.sa',
} as const;

/** A demo individual profile's details; the names' Arabic forms are on the account (decision 044). */
function individualProfile(
  riyadh: string,
  overrides: Partial<IndividualProfileValues>,
): Omit<IndividualProfileValues, 'firstNameAr' | 'lastNameAr'> {
  return {
    title: 'ms',
    firstName: '',
    lastName: '',
    countryCode: 'SA',
    city: riyadh,
    companyName: '',
    designation: 'founder',
    biography: '',
    investorType: 'angel',
    geographicalFocus: ['SA'],
    industryFocus: ['J'],
    investmentStrategy: '',
    mobile1: '0551234567',
    mobile2: '',
    email1: '',
    email2: '',
    linkedInUrl: '',
    ...overrides,
  };
}

function institutionalProfile(
  sector: string,
  overrides: Partial<InstitutionalProfileValues>,
): InstitutionalProfileValues {
  return {
    companyName: '',
    headquarters: 'SA',
    establishedDate: '2012-03-18',
    sector,
    numberOfEmployees: '50-249',
    investorType: 'institutional',
    aboutCompany: '',
    website: '',
    companyTelephone: '0112345678',
    companyFax: '',
    contactPersonName: '',
    contactPersonNameAr: '',
    contactPersonEmail: '',
    ...overrides,
  };
}

/** Every third funded company (the demo company included) raises again in 2026. */
const RAISING_AGAIN_EVERY = 3;

/** Arabic names of the current rounds, by stage. */
const CURRENT_ROUND_NAME_AR: Record<FundingStage, string> = {
  pre_seed: 'جولة ما قبل البذرة',
  seed: 'جولة البذرة',
  series_a: 'الجولة أ',
  series_b: 'الجولة ب',
  series_c: 'الجولة ج',
  series_d: 'الجولة د',
  bridge: 'الجولة التجسيرية',
  pre_ipo: 'جولة ما قبل الطرح العام',
};

/**
 * Current rounds, so that the opportunities list rounds still raising at any seed scale: every
 * third funded company whose latest round is closed opens the next stage in 2026, at twice the
 * last target (two in three open and partly raised, one in three upcoming). The demo company
 * user's company keeps an active profile and raises too, so its dashboard shows interests.
 * Deterministic. Returns the number of rounds added.
 */
async function insertCurrentRounds(tx: Db, demoCompanyId: number | undefined): Promise<number> {
  if (demoCompanyId !== undefined)
    await tx.update(fundingProfiles).set({ status: 'active' }).where(eq(fundingProfiles.companyId, demoCompanyId));
  const profiles = await tx
    .select({ companyId: fundingProfiles.companyId })
    .from(fundingProfiles)
    .orderBy(asc(fundingProfiles.companyId));
  const added: (typeof fundRounds.$inferInsert)[] = [];
  for (const [index, { companyId }] of profiles.entries()) {
    if (index % RAISING_AGAIN_EVERY !== 0 && companyId !== demoCompanyId) continue;
    const [latest] = await tx
      .select()
      .from(fundRounds)
      .where(eq(fundRounds.companyId, companyId))
      .orderBy(desc(fundRounds.announcedDate), desc(fundRounds.id))
      .limit(1);
    if (!latest || latest.status !== 'closed') continue;
    const stage =
      FUNDING_STAGE_CODES[
        Math.min(FUNDING_STAGE_CODES.indexOf(latest.stage) + 1, FUNDING_STAGE_CODES.indexOf('series_d'))
      ] ?? 'series_d';
    const target = sarToHalalas(latest.targetAmount) * 2n;
    const isOpen = added.length % 3 !== 2;
    // raised: 10% to 60% of the target in whole thousands of SAR
    const raised = isOpen ? ((target * BigInt(10 + ((index * 7) % 51))) / 100n / 100_000n) * 100_000n : 0n;
    added.push({
      companyId,
      roundNameEn:
        stage === 'series_d'
          ? 'Series D Round'
          : `${FUNDING_STAGES.find((entry) => entry.code === stage)?.nameEn ?? stage} Round`,
      roundNameAr: CURRENT_ROUND_NAME_AR[stage],
      stage,
      status: isOpen ? 'open' : 'upcoming',
      investmentType: latest.investmentType,
      targetAmount: halalasToSar(target),
      raisedAmount: halalasToSar(raised),
      announcedDate: `2026-0${1 + (index % 6)}-${String(1 + (index % 27)).padStart(2, '0')}`,
      concludedDate: null,
    });
  }
  if (added.length > 0) await tx.insert(fundRounds).values(added);
  // the company's stated total target grows by the new round's
  for (const round of added) {
    await tx
      .update(fundingProfiles)
      .set({ totalTargetFunding: sql`${fundingProfiles.totalTargetFunding} + ${round.targetAmount}::numeric` })
      .where(eq(fundingProfiles.companyId, round.companyId));
  }
  return added.length;
}

/**
 * Profiles of the four demo shareholders and investors (issue 4, decision 005): individual ones
 * with focus, strategy and previous investments, institutional ones with key members; current
 * rounds (insertCurrentRounds); and the demo accounts' interests in rounds still raising, the demo
 * company's own first, so the company user sees interests in its round. Deterministic. Returns
 * the number of interests written.
 */
export async function insertProfilesAndInterestsDemo(tx: Db): Promise<number> {
  const accounts = await tx
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  const [riyadh] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.nameEn, 'Riyadh')).limit(1);
  const [sector] = await tx
    .select({ code: exchangeSectors.code })
    .from(exchangeSectors)
    .orderBy(asc(exchangeSectors.displayOrder))
    .limit(1);
  const city = String(riyadh?.id ?? '');

  const sara = byEmail.get(EMAILS.individualShareholder);
  const reem = byEmail.get(EMAILS.individualInvestor);
  const khalid = byEmail.get(EMAILS.institutionalShareholder);
  const abdullah = byEmail.get(EMAILS.institutionalInvestor);
  if (!sara || !reem || !khalid || !abdullah) return 0;

  await tx.insert(accountProfiles).values([
    {
      userId: sara.id,
      kind: 'individual',
      details: individualProfile(city, {
        firstName: sara.firstName,
        lastName: sara.lastName,
        email1: sara.email,
        companyName: 'Otaibi Family Holding',
        designation: 'board_member',
        biography:
          'Second-generation shareholder in the family businesses, sitting on two boards in Riyadh and following consumer and logistics companies.',
        investorType: 'family_office',
        industryFocus: ['G', 'H'],
        investmentStrategy:
          'Long-term holdings in family and consumer businesses, with a preference for dividend-paying companies.',
      }),
    },
    {
      userId: reem.id,
      kind: 'individual',
      details: individualProfile(city, {
        firstName: reem.firstName,
        lastName: reem.lastName,
        email1: reem.email,
        companyName: 'Shehri Angels',
        biography:
          'Angel investor and former product lead at a Saudi fintech; backs early-stage software and fintech founders across the Gulf.',
        geographicalFocus: ['SA', 'AE', 'BH'],
        industryFocus: ['J', 'K'],
        investmentStrategy:
          'Pre-seed and seed tickets of SAR 250,000 to 1,000,000 in software and fintech, following on in Series A.',
        linkedInUrl: 'https://www.linkedin.com/in/reem-alshehri',
      }),
    },
    {
      userId: khalid.id,
      kind: 'institutional',
      details: institutionalProfile(sector?.code ?? '', {
        companyName: 'Dossary Trading Holding',
        establishedDate: '2004-09-12',
        investorType: 'corporate',
        aboutCompany:
          'A Dammam-based trading group holding stakes in industrial suppliers and logistics companies of the Eastern Province.',
        ...contactPersonOf(khalid),
        contactPersonEmail: khalid.email,
      }),
    },
    {
      userId: abdullah.id,
      kind: 'institutional',
      details: institutionalProfile(sector?.code ?? '', {
        companyName: 'Ghamdi Capital Partners',
        numberOfEmployees: '6-49',
        investorType: 'venture_capital',
        aboutCompany:
          'A Riyadh venture capital firm investing in Saudi technology companies from Series A onward, with a SAR 400 million fund.',
        website: 'https://ghamdi-capital.example.sa',
        ...contactPersonOf(abdullah),
        contactPersonEmail: abdullah.email,
      }),
    },
  ]);

  await tx.insert(profileKeyMembers).values([
    {
      userId: khalid.id,
      fullName: 'Khalid Al Dossary',
      designation: 'chairman',
      degree: 'MBA, King Fahd University of Petroleum and Minerals',
    },
    {
      userId: khalid.id,
      fullName: 'Maha Al Dossary',
      designation: 'cfo',
      degree: 'BSc Accounting, Imam Abdulrahman Bin Faisal University',
    },
    {
      userId: abdullah.id,
      fullName: 'Abdullah Al Ghamdi',
      designation: 'managing_director',
      degree: 'MSc Finance, London Business School',
    },
    {
      userId: abdullah.id,
      fullName: 'Nasser Al Harthi',
      designation: 'cio',
      degree: 'CFA charterholder, BSc Economics, King Saud University',
    },
    { userId: abdullah.id, fullName: 'Layla Al Sudairi', designation: 'coo', degree: 'MBA, INSEAD' },
  ]);

  await tx.insert(profilePreviousInvestments).values([
    { userId: reem.id, companyName: 'Tamara Pay', ownershipPercentage: '2.50', ownershipDate: '2021-05-10' },
    { userId: reem.id, companyName: 'Rawabi Logistics Tech', ownershipPercentage: '4.00', ownershipDate: '2022-11-02' },
    { userId: reem.id, companyName: 'Sahl Health', ownershipPercentage: '1.25', ownershipDate: '2024-02-20' },
    {
      userId: abdullah.id,
      companyName: 'Najm Data Systems',
      ownershipPercentage: '18.00',
      ownershipDate: '2019-08-14',
    },
    { userId: abdullah.id, companyName: 'Qurtuba Cloud', ownershipPercentage: '12.50', ownershipDate: '2023-03-01' },
  ]);

  return insertDemoInterests(tx, [sara.id, reem.id, khalid.id, abdullah.id]);
}

/** Two interests per demo account in rounds still raising, the demo company's own round first. */
async function insertDemoInterests(tx: Db, userIds: readonly number[]): Promise<number> {
  const [demoCompany] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id))
    .limit(1);
  await insertCurrentRounds(tx, demoCompany?.id);
  const raising = await tx
    .select({ id: fundRounds.id, companyId: fundRounds.companyId })
    .from(fundRounds)
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
    .where(
      and(
        inArray(fundRounds.status, ['open', 'upcoming']),
        sql`coalesce(${fundingProfiles.status}, 'active') = 'active'`,
      ),
    )
    .orderBy(asc(fundRounds.id));
  const listed = raising
    .filter((round) => round.companyId === demoCompany?.id)
    .concat(raising.filter((round) => round.companyId !== demoCompany?.id));
  const rows = userIds.flatMap((userId, index) =>
    listed.slice(0, 2).map((round, roundIndex) => {
      const pricePerShare = `${20 + index * 5 + roundIndex}.50`;
      const numberOfShares = 10_000 * (index + 1) + 2_500 * roundIndex;
      const transactionSize = transactionSizeOf(pricePerShare, numberOfShares);
      return {
        roundId: round.id,
        userId,
        shareType: index % 2 === 0 ? ('common' as const) : ('preferred' as const),
        numberOfShares,
        pricePerShare,
        transactionSize,
        minimumTransaction: halalasToSar(sarToHalalas(transactionSize) / 4n),
      };
    }),
  );
  if (rows.length > 0) await tx.insert(fundingInterests).values(rows);
  return rows.length;
}
