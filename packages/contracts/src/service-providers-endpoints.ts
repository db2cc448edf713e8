import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema, MessageDataSchema } from './http/common-schemas.ts';
import {
  ProviderAboutRequestSchema,
  ProviderAwardRequestSchema,
  ProviderClientRequestSchema,
  ProviderEditorSchema,
  ProviderProjectRequestSchema,
  ProviderPicturesOrderRequestSchema,
  ProviderPublicProfileSchema,
  ProviderServiceRequestSchema,
  ProviderTeamMemberRequestSchema,
  ProviderTestimonialRequestSchema,
} from './services-marketplace/provider-content.ts';
import {
  ProviderCategoriesResponseSchema,
  ProviderPageSchema,
  ProviderRecommendationsQuerySchema,
  ServiceProviderProfileResponseSchema,
} from './service-providers.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * Service providers of the services marketplace (contracts service-providers.ts for the
 * shapes, decision 008 for the pages, 012 for the pattern); names in the request's language.
 */

const tags = ['service providers'] as const;
const PUBLIC = '/public-api/service-provider';

/** A provider's about and business info (public); 404 errors.serviceProviderNotFound. */
export const ServiceProviderProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/profile/:providerId`,
  summary: 'Service-provider profile',
  tags,
  params: z.object({ providerId: IdSchema }),
  responses: { 200: ServiceProviderProfileResponseSchema },
});

/**
 * A page of providers, featured first, then the longest established, of an optional category
 * (ISIC division) and city (public); 400 for a malformed category or city.
 */
export const RecommendedProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/top-recommendations`,
  summary: 'Recommended providers: featured first, then the longest established',
  tags,
  query: ProviderRecommendationsQuerySchema,
  responses: { 200: ProviderPageSchema },
});

/** The service categories (ISIC divisions) providers offer, most providers first (public). */
export const ProviderCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/categories`,
  summary: 'Service categories with their provider counts',
  tags,
  responses: { 200: ProviderCategoriesResponseSchema },
});

/** The profile of the provider the signed-in provider user acts for (type 9); 404 errors.providerNotLinked. */
export const MyProviderProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/service-provider/my-profile',
  summary: "The provider user's company profile",
  tags,
  access: [USER_TYPES.serviceProvider],
  responses: { 200: ServiceProviderProfileResponseSchema },
});

/* ---- The profile editor and the full public profile (docs/decisions/014-provider-profile.md) ---- */

const MINE = '/common-api/service-provider/my-profile';
const FileBytes = z.unknown().describe('file bytes');
const PROVIDER_USER = [USER_TYPES.serviceProvider] as const;
const ItemParams = z.object({ itemId: IdSchema });

/** The full public profile: all sections, pictures, verified reviews (public); 404 errors.serviceProviderNotFound. */
export const ProviderPublicProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/full-profile/:providerId`,
  summary: 'Full service-provider profile with every section and verified reviews',
  tags,
  params: z.object({ providerId: IdSchema }),
  responses: { 200: DataSchema(ProviderPublicProfileSchema) },
});

/** A picture's re-encoded bytes (public, cached for a year: ids never change content); 404 providerProfile.pictureNotFound. */
export const ProviderPictureFileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/pictures/:pictureId`,
  summary: 'A provider picture',
  tags,
  file: true,
  params: z.object({ pictureId: IdSchema }),
  responses: { 200: FileBytes },
});

/** A picture's thumbnail (public, cached for a year); 404 providerProfile.pictureNotFound. */
export const ProviderThumbnailFileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/pictures/:pictureId/thumbnail`,
  summary: 'A provider picture thumbnail',
  tags,
  file: true,
  params: z.object({ pictureId: IdSchema }),
  responses: { 200: FileBytes },
});

/** The editor read: both languages of every text, pictures, package usage, completeness (type 9). */
export const ProviderEditorEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MINE}/editor`,
  summary: "The provider user's profile for editing",
  tags,
  access: PROVIDER_USER,
  responses: { 200: DataSchema(ProviderEditorSchema) },
});

/** Saves about + business info; 400 field errors (codes checked against the lookups). */
export const UpdateProviderAboutEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/about`,
  summary: 'Save the about and business-info sections',
  tags,
  access: PROVIDER_USER,
  body: ProviderAboutRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/*
 * The six list sections: add (201), update and delete. Each answers the whole editor read so the
 * page refreshes in one go. Errors: 400 field errors; 404 providerProfile.itemNotFound (also for
 * another provider's item); adding a service or project past the package's limit answers 409
 * providerProfile.{services,projects}LimitReached (Link header rel="upgrade" to PROVIDER_UPGRADE_PATH).
 */

/** Add a service to the provider user's profile. */
export const AddProviderServiceEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/services`,
  summary: 'Add a service',
  tags,
  access: PROVIDER_USER,
  body: ProviderServiceRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update a service of the provider user's profile. */
export const UpdateProviderServiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/services/:itemId`,
  summary: 'Update a service',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderServiceRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete a service (and its pictures) from the provider user's profile. */
export const DeleteProviderServiceEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/services/:itemId`,
  summary: 'Delete a service',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Add a project to the provider user's profile. */
export const AddProviderProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/projects`,
  summary: 'Add a project',
  tags,
  access: PROVIDER_USER,
  body: ProviderProjectRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update a project of the provider user's profile. */
export const UpdateProviderProjectEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/projects/:itemId`,
  summary: 'Update a project',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderProjectRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete a project (and its pictures) from the provider user's profile. */
export const DeleteProviderProjectEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/projects/:itemId`,
  summary: 'Delete a project',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Add a client to the provider user's profile. */
export const AddProviderClientEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/clients`,
  summary: 'Add a client',
  tags,
  access: PROVIDER_USER,
  body: ProviderClientRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update a client of the provider user's profile. */
export const UpdateProviderClientEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/clients/:itemId`,
  summary: 'Update a client',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderClientRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete a client (and its pictures) from the provider user's profile. */
export const DeleteProviderClientEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/clients/:itemId`,
  summary: 'Delete a client',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Add a team member to the provider user's profile. */
export const AddProviderTeamMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/team-members`,
  summary: 'Add a team member',
  tags,
  access: PROVIDER_USER,
  body: ProviderTeamMemberRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update a team member of the provider user's profile. */
export const UpdateProviderTeamMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/team-members/:itemId`,
  summary: 'Update a team member',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderTeamMemberRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete a team member (and its pictures) from the provider user's profile. */
export const DeleteProviderTeamMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/team-members/:itemId`,
  summary: 'Delete a team member',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Add an award to the provider user's profile. */
export const AddProviderAwardEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/awards`,
  summary: 'Add an award',
  tags,
  access: PROVIDER_USER,
  body: ProviderAwardRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update an award of the provider user's profile. */
export const UpdateProviderAwardEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/awards/:itemId`,
  summary: 'Update an award',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderAwardRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete an award (and its pictures) from the provider user's profile. */
export const DeleteProviderAwardEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/awards/:itemId`,
  summary: 'Delete an award',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Add a testimonial to the provider user's profile. */
export const AddProviderTestimonialEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/testimonials`,
  summary: 'Add a testimonial',
  tags,
  access: PROVIDER_USER,
  body: ProviderTestimonialRequestSchema,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Update a testimonial of the provider user's profile. */
export const UpdateProviderTestimonialEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/testimonials/:itemId`,
  summary: 'Update a testimonial',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  body: ProviderTestimonialRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/** Delete a testimonial (and its pictures) from the provider user's profile. */
export const DeleteProviderTestimonialEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/testimonials/:itemId`,
  summary: 'Delete a testimonial',
  tags,
  access: PROVIDER_USER,
  params: ItemParams,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/**
 * Uploads a picture (multipart: `kind`, `ownerId` for all but the logo, the file in
 * PROVIDER_PICTURE_FIELD): png or jpeg by content, under 2 MB; re-encoded with a thumbnail. A
 * logo, client logo or team photo replaces the previous one. Errors: 400 (type, missing file,
 * owner), 404 owner not the provider's, 409 MAX_PICTURES_PER_ITEM reached, 413 too large.
 */
export const UploadProviderPictureEndpoint = defineEndpoint({
  method: 'POST',
  path: `${MINE}/pictures`,
  summary: 'Upload a profile picture',
  tags,
  access: PROVIDER_USER,
  multipart: true,
  responses: { 201: MessageDataSchema(ProviderEditorSchema) },
});

/** Deletes one of the provider's pictures; 404 providerProfile.pictureNotFound. */
export const DeleteProviderPictureEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${MINE}/pictures/:pictureId`,
  summary: 'Delete a profile picture',
  tags,
  access: PROVIDER_USER,
  params: z.object({ pictureId: IdSchema }),
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});

/**
 * Saves the order of one service's or project's pictures (the first shown first). Errors: 400
 * pictureOrderMismatch (field body.pictureIds) unless the ids are exactly the item's pictures,
 * 404 itemNotFound when the item is not the provider's.
 */
export const ReorderProviderPicturesEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${MINE}/pictures/order`,
  summary: 'Reorder the pictures of a service or project',
  tags,
  access: PROVIDER_USER,
  body: ProviderPicturesOrderRequestSchema,
  responses: { 200: MessageDataSchema(ProviderEditorSchema) },
});
