import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { HeaderSearchResponseSchema, SearchRequestSchema } from '@hissa/contracts/search';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readFilters, readSort } from '../../lib/search-request.ts';
import { AppError } from '../../plugins/errors.ts';
import { searchCompanies } from './search-companies.ts';

/**
 * POST /public-api/company/profile/home/search-companies (marketplace.txt section 7, header
 * search): body {filters: [{key: 'companyName', operation: 'contains', value}], page, size <= 50,
 * sorts: [{key: 'id' | 'companyName', direction}]} -> {data: {listedCompanies,
 * nonListedCompanies, serviceProviders}} of {companyId, companyName, companyLogoUrl}, names
 * in the request's language. Errors: 400 (envelope) for a bad payload or a missing name.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/public-api/company/profile/home/search-companies',
    {
      schema: {
        tags: ['search'],
        summary: 'Header company search, grouped by listed, non-listed and service providers',
        body: SearchRequestSchema,
        response: { 200: HeaderSearchResponseSchema },
      },
    },
    async (request) => {
      const { filters, page, size, sorts } = request.body;
      const { companyName } = readFilters(filters, { companyName: 'contains' });
      const pattern = companyName ? containsPattern(companyName) : null;
      if (!pattern) {
        throw new AppError(400, ERROR_KEYS.validation, {}, [{ field: 'body.filters', key: 'validation.required' }]);
      }
      const sort = readSort(sorts, ['id', 'companyName'], { key: 'id', direction: 'desc' });
      return { data: await searchCompanies(db, { pattern, language: request.language, page, size, sort }) };
    },
  );
};
