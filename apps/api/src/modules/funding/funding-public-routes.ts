import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  FUNDING_KEYS,
  FUNDING_ROUND_FILTER_KEYS,
  FUNDING_ROUND_SORT_KEYS,
  FUNDING_ROUND_STATUS_CODES,
  FUNDING_STAGE_CODES,
  type FundingRoundStatus,
  type FundingStage,
} from '@hissa/contracts/funding';
import {
  CompanyFundingEndpoint,
  FilterFundingRoundsEndpoint,
  FundingRoundDetailsEndpoint,
  FundingRoundsEndpoint,
} from '@hissa/contracts/funding-endpoints';
import { localName } from '@hissa/contracts/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  findProfileRow,
  type FundingRoundFilters,
  getFundingRoundDetails,
  listCompanyRounds,
  listFundingOpportunities,
  toFundingProfile,
  toFundingRound,
} from './funding-queries.ts';

function invalidFilter(key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [
    { field: `body.filters.${key}`, key: 'validation.invalidValue' },
  ]);
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The spec's filters as checked funding-round filters. Errors: 400 for unknown keys or values. */
function fundingRoundFilters(filters: Parameters<typeof readFilters>[0]): FundingRoundFilters {
  const values = readFilters(filters, FUNDING_ROUND_FILTER_KEYS);
  let stage: FundingStage | undefined;
  let status: FundingRoundStatus | undefined;
  if (values.stage !== undefined) {
    if (!isOneOf(FUNDING_STAGE_CODES, values.stage)) throw invalidFilter('stage');
    stage = values.stage;
  }
  if (values.status !== undefined) {
    if (!isOneOf(FUNDING_ROUND_STATUS_CODES, values.status)) throw invalidFilter('status');
    status = values.status;
  }
  if (values.sectorCode !== undefined && !/^[A-Z]$/.test(values.sectorCode)) throw invalidFilter('sectorCode');
  const namePattern = values.companyName === undefined ? undefined : containsPattern(values.companyName);
  if (namePattern === null) throw invalidFilter('companyName');
  return { stage, status, sectorCode: values.sectorCode, namePattern };
}

const DEFAULT_SORT = { key: 'announcedDate', direction: 'desc' } as const;

/**
 * Public funding calls (decision 005):
 * - A company's funding profile tab -> {data: {companyId, companyName, profile (derived totals,
 *   SAR strings) | null, rounds}}; 404 errors.companyNotFound.
 * - Funding-round opportunities, paged -> {data, page, size, total}, latest first.
 * - The same filtered {filters: stage, status, sectorCode (ISIC section) equals, companyName
 *   contains; page; size <= 50; sorts: announcedDate, targetAmount, raisedAmount, companyName}
 *   -> the same page; 400 for bad filters.
 * - One round's details -> {data: round + company + profile}; 404 funding.roundNotFound.
 */
export const fundingPublicRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, CompanyFundingEndpoint),
    handler: async (request) => {
      const { companyId } = request.params;
      const [company] = await db
        .select({ nameEn: companies.nameEn, nameAr: companies.nameAr })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw new AppError(404, ERROR_KEYS.companyNotFound);
      const [profile, rounds] = await Promise.all([findProfileRow(db, companyId), listCompanyRounds(db, companyId)]);
      return {
        data: {
          companyId,
          companyName: localName(company, request.language),
          profile: toFundingProfile(profile, rounds, request.language),
          rounds: rounds.map((round) => toFundingRound(round, request.language)),
        },
      };
    },
  });

  app.route({
    ...endpointRoute(app, FundingRoundsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return listFundingOpportunities(db, { filters: {}, sort: DEFAULT_SORT, page, size, language: request.language });
    },
  });

  app.route({
    ...endpointRoute(app, FilterFundingRoundsEndpoint),
    handler: async (request) => {
      const { filters, page, size, sorts } = request.body;
      const sort = readSort(sorts, FUNDING_ROUND_SORT_KEYS, DEFAULT_SORT);
      return listFundingOpportunities(db, {
        filters: fundingRoundFilters(filters),
        sort,
        page,
        size,
        language: request.language,
      });
    },
  });

  app.route({
    ...endpointRoute(app, FundingRoundDetailsEndpoint),
    handler: async (request) => {
      const details = await getFundingRoundDetails(db, request.params.roundId, request.language);
      if (!details) throw new AppError(404, FUNDING_KEYS.roundNotFound);
      return { data: details };
    },
  });
};
