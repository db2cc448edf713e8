import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_FILTER_KEYS,
  COMPANY_SORT_KEYS,
  COMPANY_TYPES,
  CompanyPageSchema,
  CompanyProfileResponseSchema,
  type CompanyType,
} from '@hissa/contracts/companies';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { SearchRequestSchema } from '@hissa/contracts/search';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError } from '../../plugins/errors.ts';
import { type CompanyFilters, getCompanyProfile, listCompanies } from './company-queries.ts';

const CompanyIdSchema = z.coerce.number('validation.wholeNumber').int('validation.wholeNumber').min(1, 'validation.invalidValue').max(2_147_483_647, 'validation.invalidValue');

function invalidFilter(key: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [{ field: `body.filters.${key}`, key: 'validation.invalidValue' }]);
}

function readId(value: string | undefined, key: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = CompanyIdSchema.safeParse(value);
  if (!parsed.success) throw invalidFilter(key);
  return parsed.data;
}

/** Turns the spec's filters into checked company filters. Errors: 400 for bad keys or values. */
function companyFilters(filters: Parameters<typeof readFilters>[0]): CompanyFilters {
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
 * Company directory (marketplace.txt section 7, "Company profile"):
 * - POST /public-api/company/profile/searchCompaniesWithPagination: {filters (companyName
 *   contains; cityCode, regionCode, sectorCode = ISIC section, companyType equals), page, size <= 50,
 *   sorts (id, companyName, establishedDate, paidCapital)} -> {data, page, size, total}.
 * - GET /public-api/company/profile/getByMixCompanyId/{id} -> {data: CompanyProfile}; 404 if none.
 * Errors: 400 envelope for bad payloads.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/public-api/company/profile/searchCompaniesWithPagination',
    {
      schema: {
        tags: ['companies'],
        summary: 'Filtered, paginated list of listed and private companies',
        body: SearchRequestSchema,
        response: { 200: CompanyPageSchema },
      },
    },
    async (request) => {
      const { filters, page, size, sorts } = request.body;
      const sort = readSort(sorts, COMPANY_SORT_KEYS, { key: 'id', direction: 'asc' });
      return listCompanies(db, { filters: companyFilters(filters), sort, page, size, language: request.language });
    },
  );

  app.get(
    '/public-api/company/profile/getByMixCompanyId/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company profile, basic details',
        params: z.object({ companyId: CompanyIdSchema }),
        response: { 200: CompanyProfileResponseSchema },
      },
    },
    async (request) => {
      const profile = await getCompanyProfile(db, request.params.companyId, request.language);
      if (!profile) throw new AppError(404, ERROR_KEYS.companyNotFound);
      return { data: profile };
    },
  );
};
