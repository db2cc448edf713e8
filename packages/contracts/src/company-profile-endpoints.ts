import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  AwardRequestSchema,
  AwardSavedSchema,
  COMPANY_FILE_KINDS,
  COMPANY_SHAREHOLDER_VIEWERS,
  CompanyContentResponseSchema,
  CompanyFileSavedSchema,
  CompanyShareholdersResponseSchema,
  InvestmentRequestSchema,
  InvestmentSavedSchema,
  MainProfileResponseSchema,
  MainProfileSavedSchema,
  NewsItemResponseSchema,
  NewsPageSchema,
  NewsPublishedSchema,
  NewsQuerySchema,
  ProductServiceRequestSchema,
  ProductServiceSavedSchema,
  ProfileMessageSchema,
  TeamMemberSavedSchema,
  UpdateCompanyProfileRequestSchema,
  UpdateUserProfileRequestSchema,
  UserProfileResponseSchema,
  UserProfileSavedSchema,
} from './company-profile.ts';
import { COMPANY_CONTENT_PATH } from './company-profile-endpoint-paths.ts';
import { FOLLOWER_USER_TYPES } from './follow.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The company side of a company (decision 007 for the rules, 012 for the pattern): the company
 * user's own profile, their company's profile, list sections and files; the public content and
 * files of profiles; company news and announcements; the company's shareholders. The company a
 * company user writes is always their own (users.company_id): no request names it. Messages are
 * in the request's language.
 */

const COMPANY = '/user-api/company';
const NEWS = '/common-api/company-news';
const PROFILE_TAGS = ['company-profile'] as const;
const PUBLIC_TAGS = ['companies'] as const;
const NEWS_TAGS = ['company-news'] as const;
const COMPANY_USER = [USER_TYPES.company] as const;
const KindParams = z.object({ kind: z.enum(COMPANY_FILE_KINDS, 'validation.invalidValue') });
const FileParams = z.object({ fileId: z.string().max(64, 'validation.tooLong') });
const ItemParams = z.object({ itemId: IdSchema });
const NewsParams = z.object({ newsId: IdSchema });
/** A stored file's bytes, with its own Content-Type and name (Content-Disposition). */
const FileBytes = z.unknown().describe('file bytes');

/** The company user's own profile (company users); 403 for other types. */
export const UserProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY}/user-profile`,
  summary: "The company user's own profile",
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  responses: { 200: UserProfileResponseSchema },
});

/** Update the company user's names, phone and designation -> {message, data}; 400 field errors. */
export const UpdateUserProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-user-profile`,
  summary: "Update the company user's names, phone and designation",
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  body: UpdateUserProfileRequestSchema,
  responses: { 200: UserProfileSavedSchema },
});

/** The company user's company: form values and content with every file; 403 companyProfile.noCompany. */
export const MainProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY}/main-profile`,
  summary: "The company user's company: form values and content, with every file",
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  responses: { 200: MainProfileResponseSchema },
});

/** Update the company user's company profile -> {message, data}; 400 field errors. */
export const UpdateMainProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-main-profile`,
  summary: "Update the company user's company profile",
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  body: UpdateCompanyProfileRequestSchema,
  responses: { 200: MainProfileSavedSchema },
});

/**
 * Upload the logo or a document of the company (multipart, one file in `file`: an image for the
 * logo, pdf / png / jpeg otherwise, under 2 MB, judged by content), replacing the old one ->
 * 201 {message, data: file}. 400 wrong type or no file, 413 too large.
 */
export const UploadCompanyFileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/upload-document/:kind`,
  summary: 'Upload the logo or a document of the company (multipart, replaces the old one)',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  multipart: true,
  params: KindParams,
  responses: { 201: CompanyFileSavedSchema },
});

/** Remove the logo or a document of the company -> {message}; 404 when there is none. */
export const DeleteCompanyFileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-document/:kind`,
  summary: 'Remove the logo or a document of the company',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: KindParams,
  responses: { 200: ProfileMessageSchema },
});

/** Download any file of the company user's company (private documents too); 404 companyProfile.fileNotFound otherwise. */
export const OwnCompanyFileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY}/files/:fileId`,
  summary: "Download a file of the company user's company",
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  file: true,
  params: FileParams,
  responses: { 200: FileBytes },
});

/** What visitors see of a company's own content (public files only); 404 errors.companyNotFound. */
export const CompanyContentEndpoint = defineEndpoint({
  method: 'GET',
  path: COMPANY_CONTENT_PATH,
  summary:
    'Company profile: what the company adds (details, products and services, investments, team, awards, public documents)',
  tags: PUBLIC_TAGS,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: CompanyContentResponseSchema },
});

/**
 * Download a public file (logo, presentation, catalog, team photo, news attachment); 404
 * companyProfile.fileNotFound for any other id, so private documents cannot be told from absent ones.
 */
export const PublicCompanyFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/company/files/:fileId',
  summary: 'Download a public file of a company',
  tags: PUBLIC_TAGS,
  file: true,
  params: FileParams,
  responses: { 200: FileBytes },
});

/**
 * The shareholders of a company as the platform records them (holders, shares, ownership % of
 * the recorded total), largest first: the admin, shareholders and investors, and the company's
 * own company user (403 companyProfile.notYourCompany for another company's). 404 errors.companyNotFound.
 */
export const CompanyShareholdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/company/profile/getCompanyShareholder/:companyId',
  summary: 'Shareholders of a company as recorded on the platform',
  tags: PUBLIC_TAGS,
  access: COMPANY_SHAREHOLDER_VIEWERS,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: CompanyShareholdersResponseSchema },
});

/** News and announcements of every company, latest first (public; type, page, size). */
export const AllNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/company-news-announcements',
  summary: 'News and announcements of all companies, latest first',
  tags: NEWS_TAGS,
  query: NewsQuerySchema,
  responses: { 200: NewsPageSchema },
});

/** One company's news and announcements, latest first (public); 404 errors.companyNotFound. */
export const CompanyNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/company-news-announcements/:companyId',
  summary: "A company's news and announcements, latest first",
  tags: NEWS_TAGS,
  params: z.object({ companyId: IdSchema }),
  query: NewsQuerySchema,
  responses: { 200: NewsPageSchema },
});

/** One news item or announcement (public); 404 companyProfile.newsNotFound. */
export const NewsItemEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/company-news-announcement/:newsId',
  summary: 'One news item or announcement',
  tags: NEWS_TAGS,
  params: NewsParams,
  responses: { 200: NewsItemResponseSchema },
});

/** The company user's company's news and announcements, latest first (company users). */
export const MyCompanyNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/user-company-news`,
  summary: "The company user's company's news and announcements",
  tags: NEWS_TAGS,
  access: COMPANY_USER,
  query: NewsQuerySchema,
  responses: { 200: NewsPageSchema },
});

/** News of the companies a shareholder or investor follows or holds shares in (the dashboards' news). */
export const MyCompaniesNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${NEWS}/my-companies-news`,
  summary: 'News of the companies the user follows or holds shares in',
  tags: NEWS_TAGS,
  access: FOLLOWER_USER_TYPES,
  query: NewsQuerySchema,
  responses: { 200: NewsPageSchema },
});

/**
 * Publish a news item or announcement of the company user's company (multipart: type, titleEn,
 * titleAr, bodyEn, bodyAr, optional attachment pdf / png / jpeg under 2 MB) -> 201 {message, data}.
 */
export const PublishNewsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${NEWS}/`,
  summary: 'Publish a news item or announcement (multipart, optional attachment)',
  tags: NEWS_TAGS,
  access: COMPANY_USER,
  multipart: true,
  responses: { 201: NewsPublishedSchema },
});

/** Delete a news item of the company user's company, with its attachment; 403 another company's, 404 absent. */
export const DeleteNewsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${NEWS}/:newsId`,
  summary: "Delete a news item or announcement of the user's company",
  tags: NEWS_TAGS,
  access: COMPANY_USER,
  params: NewsParams,
  responses: { 200: ProfileMessageSchema },
});

/*
 * The list sections of the company user's profile: each item belongs to the user's company;
 * another company's item answers 403 companyProfile.notYourCompany, an absent one 404
 * companyProfile.itemNotFound, a full section (50 items) 409 companyProfile.tooManyItems.
 */

/** Add a product or service -> 201 {message, data: item}. */
export const AddProductServiceEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/update-product-service`,
  summary: 'Add a product or service',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  body: ProductServiceRequestSchema,
  responses: { 201: ProductServiceSavedSchema },
});

/** Update a product or service -> {message, data: item}. */
export const UpdateProductServiceEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-product-service/:itemId`,
  summary: 'Update a product or service',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  body: ProductServiceRequestSchema,
  responses: { 200: ProductServiceSavedSchema },
});

/** Delete a product or service -> {message}. */
export const DeleteProductServiceEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-product-service/:itemId`,
  summary: 'Delete a product or service',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  responses: { 200: ProfileMessageSchema },
});

/** Add an investment of the company -> 201 {message, data: item}. */
export const AddInvestmentEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/update-investment-section`,
  summary: 'Add an investment',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  body: InvestmentRequestSchema,
  responses: { 201: InvestmentSavedSchema },
});

/** Update an investment -> {message, data: item}. */
export const UpdateInvestmentEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-investment-section/:itemId`,
  summary: 'Update an investment',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  body: InvestmentRequestSchema,
  responses: { 200: InvestmentSavedSchema },
});

/** Delete an investment -> {message}. */
export const DeleteInvestmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-investment/:itemId`,
  summary: 'Delete an investment',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  responses: { 200: ProfileMessageSchema },
});

/** Add an award -> 201 {message, data: item}. */
export const AddAwardEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/save-award`,
  summary: 'Add an award',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  body: AwardRequestSchema,
  responses: { 201: AwardSavedSchema },
});

/** Update an award -> {message, data: item}. */
export const UpdateAwardEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-award/:itemId`,
  summary: 'Update an award',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  body: AwardRequestSchema,
  responses: { 200: AwardSavedSchema },
});

/** Delete an award -> {message}. */
export const DeleteAwardEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-award/:itemId`,
  summary: 'Delete an award',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  responses: { 200: ProfileMessageSchema },
});

/**
 * Add a team member (multipart: the text fields of TeamMemberRequestSchema and an optional photo
 * in `photo`, png or jpeg under 2 MB judged by content) -> 201 {message, data: member}.
 */
export const AddTeamMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/save-team-member`,
  summary: 'Add a team member (multipart, optional photo)',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  multipart: true,
  responses: { 201: TeamMemberSavedSchema },
});

/** Update a team member (multipart as when adding; removePhoto=true drops the photo) -> {message, data: member}. */
export const UpdateTeamMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-team-member/:itemId`,
  summary: 'Update a team member (multipart, optional new photo)',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  multipart: true,
  params: ItemParams,
  responses: { 200: TeamMemberSavedSchema },
});

/** Remove a team member and their photo -> {message}. */
export const DeleteTeamMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-team-member/:itemId`,
  summary: 'Remove a team member and their photo',
  tags: PROFILE_TAGS,
  access: COMPANY_USER,
  params: ItemParams,
  responses: { 200: ProfileMessageSchema },
});
