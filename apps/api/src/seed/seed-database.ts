import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type BillingConfig, loadConfig } from '../config.ts';
import { cities, regions } from '../db/schema/geography.ts';
import { exchangeSectors, isicClasses, isicDivisions, isicGroups, isicSections } from '../db/schema/classification.ts';
import { companies, investors, serviceProviders } from '../db/schema/directory.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { insertDemoUsers } from '../modules/demo/demo-users.ts';
import { insertPendingRegistrations } from './pending-registrations.ts';
import { insertTradingDemo } from './trading-demo.ts';
import { insertMarketplaceAccountsDemo } from './marketplace-accounts-demo.ts';
import { insertConsultantsDemo } from './consultants-demo.ts';
import { insertRequestsDemo } from './requests-demo.ts';
import { insertRequirementsDemo } from './requirements-demo.ts';
import { insertQuotationsDemo } from './quotations-demo.ts';
import { insertPaymentsDemo } from './payments-demo.ts';
import { insertLoansDemo } from './loans-demo.ts';
import { insertMediaDemo } from './media-demo.ts';
import { insertNewsDemo } from './news-demo.ts';
import { insertMarketDemo } from './market-demo.ts';
import { insertBillingDemo } from './billing-demo.ts';
import { insertFintechDirectory } from './fintech-directory.ts';
import { insertFintechClaimsDemo } from './fintech-claims-demo.ts';
import { insertFundingDemo } from './funding-rounds.ts';
import { insertCompanyContentDemo } from './company-content.ts';
import { insertProviderContentDemo } from './provider-content.ts';
import { insertProfilesAndInterestsDemo } from './profiles-and-interests-demo.ts';
import { addInvestorProfiles, insertInvestorKeyMembers, insertPreviousInvestments } from './investor-profiles.ts';
import { generateInvestors } from './investors.ts';
import { buildListedCompanies } from './listed-companies.ts';
import { generatePrivateCompanies } from './private-companies.ts';
import { loadReferenceData } from './reference-data.ts';
import { createSeedContext } from './seed-context.ts';
import { generateServiceProviders } from './service-providers.ts';

/** Rows the seed wrote per kind, and how long it took in milliseconds. */
export type SeedSummary = {
  regions: number;
  cities: number;
  listedCompanies: number;
  privateCompanies: number;
  investors: number;
  serviceProviders: number;
  demoUsers: number;
  pendingRegistrations: number;
  newsArticles: number;
  ms: number;
};

/** Entries at scale 1: the marketing counters of the home page's statistics. */
const FULL_SCALE = {
  privateCompanies: 26_000,
  institutionalInvestors: 400,
  individualInvestors: 600,
  serviceProviders: 10_000,
};

function scaled(count: number, scale: number): number {
  return Math.max(1, Math.round(count * scale));
}

/** True once the reference tables hold data (the seed writes them first, in the same transaction). */
export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: regions.id }).from(regions).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database: regions, cities, ISIC levels and exchange sectors from
 * data/, the 396 listed companies, then generated private companies, investors and service
 * providers, round(n x scale) of each (min 1; scale 1 = 26,000 / 400 + 600 / 10,000), and the
 * demo accounts of demo-users.ts.
 * Everything goes in one transaction, so a failure leaves the database empty. The data is
 * the same on every run. Callers check isDatabaseSeeded first. With a `fileStore`, one pending
 * registration per journey (with its documents) fills the admin's review queue. `billing` (VAT,
 * seller; default the default configuration) prices and invoices the demo purchases; with
 * `billingDemo` false the demo provider and company stay without a plan (SEED_BILLING_DEMO).
 */
export async function seedDatabase(
  db: Db,
  options: {
    scale: number;
    fileStore?: FileStore;
    log?: (line: string) => void;
    billing?: BillingConfig;
    billingDemo?: boolean;
  },
): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const reference = loadReferenceData();
  const context = createSeedContext(reference.cities);
  // listed names are reserved first so that no generated company takes one
  const listed = buildListedCompanies(reference, context);
  const privateCompanies = generatePrivateCompanies(scaled(FULL_SCALE.privateCompanies, options.scale), context);
  const investorRows = addInvestorProfiles(
    generateInvestors(
      scaled(FULL_SCALE.institutionalInvestors, options.scale),
      scaled(FULL_SCALE.individualInvestors, options.scale),
      context,
    ),
  );
  const providers = generateServiceProviders(scaled(FULL_SCALE.serviceProviders, options.scale), context);
  log(`generated ${listed.length + privateCompanies.length + investorRows.length + providers.length} directory rows`);

  const { demoUsers, pendingRegistrations, newsArticles } = await db.transaction(async (tx) => {
    await insertInBatches(tx, regions, reference.regions);
    await insertInBatches(tx, cities, reference.cities);
    await insertInBatches(tx, isicSections, reference.isicSections);
    await insertInBatches(tx, isicDivisions, reference.isicDivisions);
    await insertInBatches(tx, isicGroups, reference.isicGroups);
    await insertInBatches(tx, isicClasses, reference.isicClasses);
    await insertInBatches(
      tx,
      exchangeSectors,
      reference.exchangeSectors.map((sector) => ({
        code: sector.id,
        displayOrder: sector.order,
        nameEn: sector.nameEn,
        nameAr: sector.nameAr,
        gicsSectorEn: sector.gicsSectorEn,
      })),
    );
    log(
      `reference: ${reference.regions.length} regions, ${reference.cities.length} cities, ${reference.isicClasses.length} ISIC classes`,
    );
    await insertInBatches(tx, companies, [...listed, ...privateCompanies]);
    log(`companies: ${listed.length} listed, ${privateCompanies.length} private`);
    await insertInBatches(tx, investors, investorRows);
    log(`investors: ${investorRows.length}`);
    log(`previous investments: ${await insertPreviousInvestments(tx, privateCompanies.slice(0, 2000))}`);
    log(`investor key members: ${await insertInvestorKeyMembers(tx)}`);
    await insertInBatches(tx, serviceProviders, providers);
    log(`service providers: ${providers.length}`);
    const demoUserCount = await insertDemoUsers(tx);
    log(`demo users: ${demoUserCount}`);
    log(`marketplace accounts demo: ${await insertMarketplaceAccountsDemo(tx)}`);
    log(`consultants: ${await insertConsultantsDemo(tx)}`);
    const pendingCount = options.fileStore ? await insertPendingRegistrations(tx, options.fileStore) : 0;
    log(`pending registrations: ${pendingCount}`);
    log(`trading demo holdings: ${await insertTradingDemo(tx)}`);
    log(`funding rounds: ${await insertFundingDemo(tx)}`);
    log(`companies with profile content: ${await insertCompanyContentDemo(tx, options.fileStore)}`);
    log(`funding interests: ${await insertProfilesAndInterestsDemo(tx)}`);
    log(`requests: ${await insertRequestsDemo(tx, options.fileStore)}`);
    log(`provider profile items: ${await insertProviderContentDemo(tx)}`);
    log(`service requirements: ${await insertRequirementsDemo(tx)}`);
    log(`quotation requests: ${await insertQuotationsDemo(tx, options.fileStore)}`);
    log(`payments: ${await insertPaymentsDemo(tx, options.fileStore)}`);
    log(`loan applications: ${await insertLoansDemo(tx, options.fileStore)}`);
    const fintech = await insertFintechDirectory(tx, options.scale);
    log(`fintech directory: ${fintech.companies} companies, ${fintech.rounds} rounds`);
    log(`fintech claims: ${await insertFintechClaimsDemo(tx)}`);
    log(`media hub items: ${await insertMediaDemo(tx, options.fileStore, options.scale)}`);
    const newsArticles = await insertNewsDemo(tx, options.scale);
    log(`news articles: ${newsArticles}`);
    log(`market demo settled trades: ${await insertMarketDemo(tx, options.scale)}`);
    if (options.billingDemo !== false)
      log(
        `billing demo payments: ${await insertBillingDemo(tx, options.fileStore, options.billing ?? loadConfig({}).billing)}`,
      );
    return { demoUsers: demoUserCount, pendingRegistrations: pendingCount, newsArticles };
  });
  // Fresh planner statistics: without them PostgreSQL ignores the trigram indexes and the
  // header search scans whole tables (15-25 ms a query instead of under 3 ms).
  await db.execute(sql`analyze`);

  return {
    regions: reference.regions.length,
    cities: reference.cities.length,
    listedCompanies: listed.length,
    privateCompanies: privateCompanies.length,
    investors: investorRows.length,
    serviceProviders: providers.length,
    demoUsers,
    pendingRegistrations,
    newsArticles,
    ms: Math.round(performance.now() - started),
  };
}
