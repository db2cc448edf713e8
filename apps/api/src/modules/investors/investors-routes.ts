import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  INVESTMENT_STRATEGY_CODES,
  INVESTOR_FILTER_KEYS,
  INVESTOR_KEYS,
  INVESTOR_KINDS,
  INVESTOR_SORT_KEYS,
  type InvestmentStrategy,
  type InvestorKind,
} from '@hissa/contracts/investors';
import {
  FilterInvestorsEndpoint,
  InvestorDetailsEndpoint,
  InvestorMatchesEndpoint,
  InvestorsEndpoint,
} from '@hissa/contracts/investors-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { companyOfUser } from '../company-profile/company-access.ts';
import { listInvestorMatches } from './investor-matching.ts';
import { getInvestorDetails, type InvestorFilters, listInvestors } from './investor-queries.ts';

function invalidFilter(key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [
    { field: `body.filters.${key}`, key: 'validation.invalidValue' },
  ]);
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The spec's filters as checked investor filters. Errors: 400 for unknown keys or values. */
function investorFilters(filters: Parameters<typeof readFilters>[0]): InvestorFilters {
  const values = readFilters(filters, INVESTOR_FILTER_KEYS);
  let type: InvestorKind | undefined;
  let strategy: InvestmentStrategy | undefined;
  if (values.type !== undefined) {
    if (!isOneOf(INVESTOR_KINDS, values.type)) throw invalidFilter('type');
    type = values.type;
  }
  if (values.strategy !== undefined) {
    if (!isOneOf(INVESTMENT_STRATEGY_CODES, values.strategy)) throw invalidFilter('strategy');
    strategy = values.strategy;
  }
  for (const key of ['countryCode', 'geographicFocus'] as const) {
    if (values[key] !== undefined && !/^[A-Z]{2}$/.test(values[key])) throw invalidFilter(key);
  }
  if (values.sectorFocus !== undefined && !/^[A-Z]$/.test(values.sectorFocus)) throw invalidFilter('sectorFocus');
  const namePattern = values.name === undefined ? undefined : containsPattern(values.name);
  if (namePattern === null) throw invalidFilter('name');
  return {
    type,
    strategy,
    countryCode: values.countryCode,
    geographicFocus: values.geographicFocus,
    sectorFocus: values.sectorFocus,
    namePattern,
  };
}

/**
 * The investors directory (decision 005). Public.
 * - Investors, paged -> {data: InvestorListItem[], page, size, total}, by id.
 * - The same filtered {filters: type (individual|institutional), countryCode, sectorFocus (ISIC
 *   section), geographicFocus (ISO country), strategy equals; name contains; page; size <= 50;
 *   sorts id, name} -> the same page; 400 for bad filters.
 * - One investor -> {data: profile, biography, previous investments}; 404
 *   investors.investorNotFound.
 * - Investors ranked for the signed-in company user's company (decision 036) -> {data: [{investor,
 *   score 0-100, reasons}], page, size, total, context}; 403 companyProfile.noCompany.
 */
export const investorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, InvestorsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return listInvestors(db, {
        filters: {},
        sort: { key: 'id', direction: 'asc' },
        page,
        size,
        language: request.language,
      });
    },
  });

  app.route({
    ...endpointRoute(app, FilterInvestorsEndpoint),
    handler: async (request) => {
      const { filters, page, size, sorts } = request.body;
      const sort = readSort(sorts, INVESTOR_SORT_KEYS, { key: 'id', direction: 'asc' });
      return listInvestors(db, { filters: investorFilters(filters), sort, page, size, language: request.language });
    },
  });

  app.route({
    ...endpointRoute(app, InvestorMatchesEndpoint),
    handler: async (request) => {
      const companyId = await companyOfUser(db, requireUser(request).id);
      const { page, size } = request.query;
      return listInvestorMatches(db, { companyId, page, size, language: request.language, now: new Date() });
    },
  });

  app.route({
    ...endpointRoute(app, InvestorDetailsEndpoint),
    handler: async (request) => {
      const details = await getInvestorDetails(db, request.params.id, request.language);
      if (!details) throw new AppError(404, INVESTOR_KEYS.investorNotFound);
      return { data: details };
    },
  });
};
