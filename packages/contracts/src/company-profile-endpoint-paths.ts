/*
 * The paths of a company profile's two first reads, without their schemas (decision 071): the
 * web's start chunk starts both reads from these before zod and the schemas arrive. Their
 * definitions (company-details-endpoints.ts CompanyProfileEndpoint, company-profile-endpoints.ts
 * CompanyContentEndpoint) take their paths from here, so each path is still written once.
 */

/** GET: a company's basic details (CompanyProfileEndpoint). */
export const COMPANY_PROFILE_PATH = '/public-api/company/profile/getByMixCompanyId/:companyId';

/** GET: what visitors see of a company's own content (CompanyContentEndpoint). */
export const COMPANY_CONTENT_PATH = '/public-api/company/profile/company-content/:companyId';
