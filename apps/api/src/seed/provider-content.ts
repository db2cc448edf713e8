import { SimpleFaker } from '@faker-js/faker';
import { isNotNull, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { DEVELOPMENT_STAGE_CODES } from '@hissa/contracts/lookups/static-lists';
import {
  ProviderAwardRequestSchema,
  ProviderClientRequestSchema,
  ProviderProjectRequestSchema,
  ProviderServiceRequestSchema,
  ProviderTeamMemberRequestSchema,
  ProviderTestimonialRequestSchema,
} from '@hissa/contracts/services-marketplace/provider-content';
import { PROVIDER_PACKAGE_LIMITS } from '@hissa/contracts/services-marketplace/provider-packages';
import type { Db } from '../db/client.ts';
import { exchangeSectors } from '../db/schema/classification.ts';
import { serviceProviders } from '../db/schema/directory.ts';
import {
  providerAwards,
  providerClients,
  providerProjects,
  providerServices,
  providerTeamMembers,
  providerTestimonials,
} from '../db/schema/provider-content.ts';
import { users } from '../db/schema/users.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { AWARDS, CLIENTS, DESIGNATIONS, type Pair, QUOTES, TEAM, themeOf } from './provider-content-texts.ts';
import { SEED } from './seed-context.ts';

/** Share of providers with each section filled in (completeness varies from provider to provider). */
const SHARES = { services: 0.6, projects: 0.45, clients: 0.3, team: 0.25, awards: 0.15, testimonials: 0.25 };

/** Development stages weighted towards established businesses. */
const STAGE_WEIGHTS: Record<(typeof DEVELOPMENT_STAGE_CODES)[number], number> = {
  idea: 1,
  pre_seed: 2,
  early_revenue: 10,
  growth: 30,
  expansion: 25,
  mature: 30,
  pre_ipo: 2,
};

/** Writes `pair` as `{base}En` / `{base}Ar`. */
function both(base: string, pair: Pair): Record<string, string> {
  return { [`${base}En`]: pair[0], [`${base}Ar`]: pair[1] };
}

/**
 * The content of the service providers' profiles (docs/decisions/014), deterministic: every
 * provider gets a development stage and 1 to 3 industry groups served; a share of them
 * (SHARES) services with starting fees, projects, clients, team members, awards and
 * testimonials, in English and Arabic by the theme of their category. Services and projects stay
 * within the provider's package (PROVIDER_PACKAGE_LIMITS). Providers a user acts for (the demo
 * provider) get no services or projects, so the demo starts from an empty portfolio. Every item
 * goes through the API's own schema (contracts provider-content.ts). Returns the rows written.
 */
export async function insertProviderContentDemo(tx: Db): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 10 });
  const providers = await tx
    .select({
      id: serviceProviders.id,
      isicClassCode: serviceProviders.isicClassCode,
      packageCode: serviceProviders.packageCode,
      establishedDate: serviceProviders.establishedDate,
    })
    .from(serviceProviders)
    .orderBy(serviceProviders.id);
  const linked = new Set(
    (
      await tx.select({ providerId: users.serviceProviderId }).from(users).where(isNotNull(users.serviceProviderId))
    ).map((row) => row.providerId),
  );
  const sectorCodes = (await tx.select({ code: exchangeSectors.code }).from(exchangeSectors)).map((row) => row.code);
  const stages = DEVELOPMENT_STAGE_CODES.map((value) => ({ value, weight: STAGE_WEIGHTS[value] }));

  const ids: number[] = [];
  const stageOf: string[] = [];
  const groupsOf: string[] = [];
  const services: (typeof providerServices.$inferInsert)[] = [];
  const projects: (typeof providerProjects.$inferInsert)[] = [];
  const clients: (typeof providerClients.$inferInsert)[] = [];
  const team: (typeof providerTeamMembers.$inferInsert)[] = [];
  const awards: (typeof providerAwards.$inferInsert)[] = [];
  const testimonials: (typeof providerTestimonials.$inferInsert)[] = [];

  for (const provider of providers) {
    ids.push(provider.id);
    stageOf.push(random.helpers.weightedArrayElement(stages));
    groupsOf.push(random.helpers.arrayElements(sectorCodes, { min: 1, max: 3 }).join(','));
    const isicClassCode = provider.isicClassCode ?? '7020';
    const theme = themeOf(isicClassCode.slice(0, 2));
    const limits = PROVIDER_PACKAGE_LIMITS[provider.packageCode];
    const cap = (limit: number | null, wanted: number) => Math.min(limit ?? wanted, wanted);
    const isDemo = linked.has(provider.id);
    // projects and awards come after the founding (from 2015 on, up to 2025)
    const founded = Number(provider.establishedDate?.slice(0, 4) ?? 2015);
    const firstYear = Math.min(Math.max(2015, founded), 2025);

    if (!isDemo && random.datatype.boolean(SHARES.services)) {
      const picked = random.helpers.arrayElements(
        theme.services,
        cap(limits.services, random.number.int({ min: 1, max: 3 })),
      );
      picked.forEach((service, index) => {
        const fee = Math.round(random.number.int({ min: service.fee[0], max: service.fee[1] }) / 500) * 500;
        const values = ProviderServiceRequestSchema.parse({
          ...both('title', service.title),
          ...both('description', service.description),
          startingFeeHalalas: String(fee),
          isicClassCode,
        });
        services.push({ ...values, providerId: provider.id, displayOrder: index + 1 });
      });
    }
    if (!isDemo && random.datatype.boolean(SHARES.projects)) {
      const picked = random.helpers.arrayElements(
        theme.projects,
        cap(limits.projects, random.number.int({ min: 1, max: 3 })),
      );
      picked.forEach((project, index) => {
        const client = random.helpers.arrayElement(CLIENTS);
        const values = ProviderProjectRequestSchema.parse({
          ...both('title', project.title),
          ...both('description', project.description),
          ...both('clientName', client.name),
          completedYear: random.number.int({ min: firstYear, max: 2025 }),
          isicClassCode,
        });
        const searchText = normalizeSearchText(
          [
            values.titleEn,
            values.titleAr,
            values.descriptionEn,
            values.descriptionAr,
            values.clientNameEn,
            values.clientNameAr,
          ]
            .filter(Boolean)
            .join(' '),
        );
        projects.push({ ...values, searchText, providerId: provider.id, displayOrder: index + 1 });
      });
    }
    if (isDemo || random.datatype.boolean(SHARES.clients)) {
      random.helpers.arrayElements(CLIENTS, { min: 1, max: 3 }).forEach((client, index) => {
        const values = ProviderClientRequestSchema.parse({
          ...both('name', client.name),
          ...both('designation', client.designation),
          ...both('description', client.description),
        });
        clients.push({ ...values, providerId: provider.id, displayOrder: index + 1 });
      });
    }
    if (isDemo || random.datatype.boolean(SHARES.team)) {
      const designations = random.helpers.shuffle([...DESIGNATIONS]);
      random.helpers.arrayElements(TEAM, { min: 1, max: 3 }).forEach((member, index) => {
        const values = ProviderTeamMemberRequestSchema.parse({
          titleCode: member.title,
          ...both('name', member.name),
          ...both('designation', designations[index % designations.length] ?? ['Consultant', 'مستشار']),
        });
        team.push({ ...values, providerId: provider.id, displayOrder: index + 1 });
      });
    }
    if (isDemo || random.datatype.boolean(SHARES.awards)) {
      random.helpers.arrayElements(AWARDS, { min: 1, max: 1 }).forEach((award) => {
        const values = ProviderAwardRequestSchema.parse({
          year: random.number.int({ min: firstYear, max: 2025 }),
          ...both('title', award.title),
          ...both('issuer', award.issuer),
        });
        awards.push({ ...values, providerId: provider.id });
      });
    }
    if (!isDemo && random.datatype.boolean(SHARES.testimonials)) {
      random.helpers.arrayElements(QUOTES, { min: 1, max: 2 }).forEach((quote, index) => {
        const author = random.helpers.arrayElement(TEAM);
        const values = ProviderTestimonialRequestSchema.parse({
          ...both('authorName', author.name),
          ...both('authorDesignation', quote.designation),
          ...both('quote', quote.quote),
        });
        testimonials.push({ ...values, providerId: provider.id, displayOrder: index + 1 });
      });
    }
  }

  await tx.execute(sql`
    update ${serviceProviders} as provider
    set development_stage = input.stage, industry_group_codes = string_to_array(input.groups, ',')
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${stageOf.join(',')}}`}::text[], ${`{${groupsOf.map((groups) => `"${groups}"`).join(',')}}`}::text[])
      as input(id, stage, groups)
    where provider.id = input.id`);
  await insertInBatches(tx, providerServices, services);
  await insertInBatches(tx, providerProjects, projects);
  await insertInBatches(tx, providerClients, clients);
  await insertInBatches(tx, providerTeamMembers, team);
  await insertInBatches(tx, providerAwards, awards);
  await insertInBatches(tx, providerTestimonials, testimonials);
  return services.length + projects.length + clients.length + team.length + awards.length + testimonials.length;
}
