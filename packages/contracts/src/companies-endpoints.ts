import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import { CompanyPageSchema, CompanyProfileResponseSchema } from './companies.ts';
import { COMPANY_PROFILE_PATH } from './company-profile-endpoint-paths.ts';
import { SearchRequestSchema } from './search.ts';

/*
 * The public company directory (decision 001 for the data and the search, 012 for the
 * pattern): the filtered companies list, a company's basic details and the search by name.
 * Names are in the request's language; SAR amounts are decimal strings.
 */

const tags = ['companies'] as const;
const PROFILE = '/public-api/company/profile';

/**
 * A page of companies: filters (companyName contains; cityCode, regionCode, sectorCode = ISIC
 * section, companyType equals), page, size <= 50, sorts (id, companyName, establishedDate,
 * paidCapital); public. 400 for an unknown filter or sort key or a bad value.
 */
export const CompaniesPageEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROFILE}/searchCompaniesWithPagination`,
  readOnly: true,
  summary: 'Filtered, paginated list of listed and private companies',
  tags,
  body: SearchRequestSchema,
  responses: { 200: CompanyPageSchema },
});

/** A company's basic details (public); 404 errors.companyNotFound. */
export const CompanyProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: COMPANY_PROFILE_PATH,
  summary: 'Company profile, basic details',
  tags,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: CompanyProfileResponseSchema },
});

/**
 * Companies whose English or Arabic name contains the text, Arabic letters normalised (public):
 * filters [{key: 'companyName', operation: 'contains', value}] (required), page, size <= 50,
 * sorts as the companies list (by name in the request's language by default). 400 without a
 * name, or for another filter key.
 */
export const SearchCompaniesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROFILE}/search-companies`,
  readOnly: true,
  summary: 'Search companies by name (English or Arabic), paginated',
  tags,
  body: SearchRequestSchema,
  responses: { 200: CompanyPageSchema },
});
