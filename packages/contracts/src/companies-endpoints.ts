import { defineEndpoint } from './http/endpoint.ts';
import { CompanyPageSchema } from './companies.ts';
import { SearchRequestSchema } from './search.ts';

/*
 * The public company directory (decision 001 for the data and the search, 012 for the
 * pattern): the filtered companies list and the search by name (a company's basic details:
 * company-details-endpoints.ts). Names are in the request's language.
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
