import { z } from 'zod';

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/**
 * The about / business-info part of a service-provider profile
 * (marketplace.txt section 2, "Service-provider profile"), names in the request's language.
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

/** GET /public-api/service-provider/profile/{id} response. */
export const ServiceProviderProfileResponseSchema = z.object({ data: ServiceProviderProfileSchema });

/** Route of a provider profile: sp/sp/{encoded id}/{encoded name} (marketplace.txt section 2). */
export function serviceProviderProfilePath(providerId: number, providerName: string): string {
  return `/sp/sp/${encodeURIComponent(String(providerId))}/${encodeURIComponent(providerName)}`;
}
