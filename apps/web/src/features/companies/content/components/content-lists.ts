// The list bodies of a company profile's content tabs (products and services, investments, team,
// awards), fetched together as one file when the first of those tabs opens or the profile has
// gone idle (components/company-profile-tabs.tsx).
export { AwardsList } from './awards-list';
export { InvestmentsList } from './investments-list';
export { ProductsServicesList } from './products-services-list';
export { TeamList } from './team-list';
