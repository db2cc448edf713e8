/** The pages of the marketplace accounts (decision 015), all under /sp/ but the admin's queue. */
export const MARKETPLACE_PATHS = {
  registerChoice: '/sp/register',
  registerProvider: '/sp/register/sp',
  searchCompany: '/sp/register/search-company',
  buyer: '/sp/buyer',
  buyerProfile: '/sp/buyer-profile',
  marketplaceHome: '/sp/public/top-recommendations',
  login: '/auth/login',
  adminClaims: '/admin/provider-claims',
} as const;

/** The claim form of provider `providerId`: /sp/sp-claim-ownership/{id}. */
export function claimOwnershipPath(providerId: number): string {
  return `/sp/sp-claim-ownership/${providerId}`;
}
