import { z } from 'zod';
import { MAX_ID } from './http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from './pagination.ts';

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/**
 * The about / business-info part of a service-provider profile
 * (the services marketplace's provider page), names in the request's language.
 * Category and sub-category are the ISIC division and class of the provider's services.
 */
export const ServiceProviderProfileSchema = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  category: CodeNameSchema.nullable(),
  subCategory: CodeNameSchema.nullable(),
  city: CodeNameSchema.nullable(),
  region: CodeNameSchema.nullable(),
  businessType: CodeNameSchema.nullable(),
  numberOfEmployees: CodeNameSchema.nullable(),
  establishedDate: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isFeatured: z.boolean(),
});
export type ServiceProviderProfile = z.infer<typeof ServiceProviderProfileSchema>;

/** A provider's profile: the answer of the profile calls (public and the provider user's own). */
export const ServiceProviderProfileResponseSchema = z.object({ data: ServiceProviderProfileSchema });

export { serviceProviderProfilePath } from './service-provider-paths.ts';

/**
 * A provider as the services marketplace lists it (the public top recommendations): name,
 * logo, category (ISIC division), city, business type, founding date and whether it pays to be
 * featured (decision 008).
 */
export const ProviderListItemSchema = ServiceProviderProfileSchema.pick({
  providerId: true,
  providerName: true,
  logoUrl: true,
  category: true,
  city: true,
  businessType: true,
  establishedDate: true,
  isFeatured: true,
});
export type ProviderListItem = z.infer<typeof ProviderListItemSchema>;

/** The top-recommendations query: an optional category (a two-digit ISIC division code) and city id, and the page (0-based). */
export const ProviderRecommendationsQuerySchema = PageRequestSchema.extend({
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{2}$/, 'validation.invalidValue')
      .optional(),
  ),
  cityId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('validation.invalidValue')
      .min(1, 'validation.invalidValue')
      .max(MAX_ID, 'validation.invalidValue')
      .optional(),
  ),
});
export type ProviderRecommendationsQuery = z.infer<typeof ProviderRecommendationsQuerySchema>;

/** A page of recommended providers: featured first, then the longest established. */
export const ProviderPageSchema = pageSchema(ProviderListItemSchema);
export type ProviderPage = z.infer<typeof ProviderPageSchema>;

/** A service category (ISIC division) with how many providers offer it. */
export const ProviderCategorySchema = z.object({ code: z.string(), name: z.string(), providers: z.number().int() });
export type ProviderCategory = z.infer<typeof ProviderCategorySchema>;

/** The provider categories answer: categories, most providers first. */
export const ProviderCategoriesResponseSchema = z.object({ data: z.array(ProviderCategorySchema) });
