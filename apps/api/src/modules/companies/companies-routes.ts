import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_FILTER_KEYS, COMPANY_SORT_KEYS, COMPANY_TYPES, type CompanyType } from '@hissa/contracts/companies';
import { CompaniesPageEndpoint, SearchCompaniesEndpoint } from '@hissa/contracts/companies-endpoints';
import { CompanyProfileEndpoint } from '@hissa/contracts/company-details-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { IdSchema } from '@hissa/contracts/http/common-schemas';
import type { z } from 'zod';
import type { Language } from '@hissa/contracts/languages';
import type { SearchRequestSchema } from '@hissa/contracts/search';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError } from '../../plugins/errors.ts';
import { type CompanyFilters, getCompanyProfile, listCompanies } from './company-queries.ts';

function invalidFilter(key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [
    { field: `body.filters.${key}`, key: 'validation.invalidValue' },
  ]);
}

function readId(value: string | undefined, key: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = IdSchema.safeParse(value);
  if (!parsed.success) throw invalidFilter(key);
  return parsed.data;
}

/** The spec's search request as the routes read it. */
type SearchRequestBody = z.output<typeof SearchRequestSchema>;

/** Turns the list's filters into checked company filters. Errors: 400 for bad keys or values. */
export function companyFilters(filters: Parameters<typeof readFilters>[0]): CompanyFilters {
  const values = readFilters(filters, COMPANY_FILTER_KEYS);
  if (values.companyType !== undefined && !(COMPANY_TYPES as readonly string[]).includes(values.companyType)) {
    throw invalidFilter('companyType');
  }
  if (values.sectorCode !== undefined && !/^[A-Z]$/.test(values.sectorCode)) throw invalidFilter('sectorCode');
  const namePattern = values.companyName === undefined ? undefined : containsPattern(values.companyName);
  if (namePattern === null) throw invalidFilter('companyName');
  return {
    namePattern,
    cityId: readId(values.cityCode, 'cityCode'),
    regionId: readId(values.regionCode, 'regionCode'),
    sectorCode: values.sectorCode,
    companyType: values.companyType as CompanyType | undefined, // checked against COMPANY_TYPES above
  };
}

/**
 * The company directory (contracts companies-endpoints.ts and company-details-endpoints.ts): the filtered companies list, a
 * company's basic details (404 errors.companyNotFound) and the search by name. Names in the
 * request's language; 400 envelope for bad payloads.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, CompaniesPageEndpoint),
    handler: async (request) => {
      const { filters, page, size, sorts } = request.body;
      const sort = readSort(sorts, COMPANY_SORT_KEYS, { key: 'id', direction: 'asc' });
      return listCompanies(db, { filters: companyFilters(filters), sort, page, size, language: request.language });
    },
  });

  app.route({
    ...endpointRoute(app, CompanyProfileEndpoint),
    handler: async (request) => {
      const profile = await getCompanyProfile(db, request.params.companyId, request.language);
      if (!profile) throw new AppError(404, ERROR_KEYS.companyNotFound);
      return { data: profile };
    },
  });

  /**
   * Search by name: the one filter companyName contains (required) matches the English or the
   * Arabic name, both sides normalised (contracts arabic-text.ts); sorted by name in the
   * request's language unless a sort is given.
   */
  app.route({
    ...endpointRoute(app, SearchCompaniesEndpoint),
    handler: async (request) => searchCompaniesByName(db, request.body, request.language),
  });
};

/**
 * Companies whose name contains the one filter companyName (required; English or Arabic, both
 * sides normalised), sorted by name in `language` unless a sort is given (SearchCompaniesEndpoint
 * and the news calls' company searches). Errors: 400 without a name, another filter or sort key.
 */
export async function searchCompaniesByName(db: Db, body: SearchRequestBody, language: Language) {
  const { filters, page, size, sorts } = body;
  const { companyName } = readFilters(filters, { companyName: 'contains' });
  const namePattern = companyName === undefined ? null : containsPattern(companyName);
  if (!namePattern)
    throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: 'body.filters', key: 'validation.required' }]);
  const sort = readSort(sorts, COMPANY_SORT_KEYS, { key: 'companyName', direction: 'asc' });
  return listCompanies(db, { filters: { namePattern }, sort, page, size, language });
}
