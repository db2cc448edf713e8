import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import { CompanyProfileResponseSchema } from './companies.ts';
import { COMPANY_PROFILE_PATH } from './company-profile-endpoint-paths.ts';

/*
 * A company's basic details (decision 001 for the data, 012 for the pattern), apart from the
 * directory's search endpoints (companies-endpoints.ts): the pages that show one company (its
 * profile, its order book) load no search schemas. Names are in the request's language; SAR
 * amounts are decimal strings.
 */

/** A company's basic details (public); 404 errors.companyNotFound. */
export const CompanyProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: COMPANY_PROFILE_PATH,
  summary: 'Company profile, basic details',
  tags: ['companies'],
  params: z.object({ companyId: IdSchema }),
  responses: { 200: CompanyProfileResponseSchema },
});
