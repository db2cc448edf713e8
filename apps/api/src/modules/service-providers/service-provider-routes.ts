import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { localName } from '@hissa/contracts/languages';
import { ServiceProviderProfileResponseSchema } from '@hissa/contracts/service-providers';
import type { Db } from '../../db/client.ts';
import { isicClasses, isicDivisions } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities, regions } from '../../db/schema/geography.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * GET /public-api/service-provider/profile/{id}: the about and business-info part of a
 * provider's profile (marketplace.txt section 2) in the request's language. Errors: 404.
 */
export const serviceProviderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/public-api/service-provider/profile/:providerId',
    {
      schema: {
        tags: ['service providers'],
        summary: 'Service-provider profile',
        params: z.object({ providerId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: ServiceProviderProfileResponseSchema },
      },
    },
    async (request) => {
      const language = request.language;
      const [row] = await db
        .select({ provider: serviceProviders, city: cities, region: regions, industry: isicClasses, division: isicDivisions })
        .from(serviceProviders)
        .leftJoin(cities, eq(cities.id, serviceProviders.cityId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .leftJoin(isicClasses, eq(isicClasses.code, serviceProviders.isicClassCode))
        .leftJoin(isicDivisions, eq(isicDivisions.code, isicClasses.divisionCode))
        .where(eq(serviceProviders.id, request.params.providerId));
      if (!row) throw new AppError(404, ERROR_KEYS.serviceProviderNotFound);
      const { provider, city, region, industry, division } = row;
      return {
        data: {
          providerId: provider.id,
          providerName: localName(provider, language),
          nameEn: provider.nameEn,
          nameAr: provider.nameAr,
          logoUrl: provider.logoUrl,
          description: (language === 'ar' ? provider.descriptionAr : provider.descriptionEn) ?? null,
          category: division && joinedCodeName(division.code, division.nameEn, division.nameAr, language),
          subCategory: industry && joinedCodeName(industry.code, industry.nameEn, industry.nameAr, language),
          city: city && joinedCodeName(city.id, city.nameEn, city.nameAr, language),
          region: region && joinedCodeName(region.id, region.nameEn, region.nameAr, language),
          businessType: staticCodeName('business-types', provider.businessType, language),
          numberOfEmployees: staticCodeName('number-of-employees', provider.employeesBracket, language),
          establishedDate: provider.establishedDate,
          website: provider.website,
          email: provider.email,
          phone: provider.phone,
          isFeatured: provider.isFeatured,
        },
      };
    },
  );
};
