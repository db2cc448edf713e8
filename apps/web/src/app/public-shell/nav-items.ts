import { PATHS, REQUIREMENT_PATHS } from '../../lib/routes';

/** A link of the public header, footer or drawer; `labelKey` is a UI translation key. */
export interface NavItem {
  labelKey:
    | 'nav.home'
    | 'nav.companies'
    | 'nav.investors'
    | 'nav.opportunities'
    | 'nav.servicesHome'
    | 'nav.smeLoans'
    | 'nav.providerScreener'
    | 'nav.topCompanies'
    | 'nav.latestCompanies'
    | 'nav.accessByServiceProvider'
    | 'nav.fintechHub'
    | 'nav.news'
    | 'footer.contactUs'
    | 'footer.sitemap'
    | 'nav.postRequirement'
    | 'nav.publicRequirements';
  to: string;
}

/** Header links before the Services Marketplace menu (paths in lib/routes.ts). */
export const HEADER_LINKS_BEFORE_SERVICES: NavItem[] = [
  { labelKey: 'nav.home', to: PATHS.home },
  { labelKey: 'nav.companies', to: PATHS.companies },
  { labelKey: 'nav.investors', to: PATHS.investors },
  { labelKey: 'nav.opportunities', to: PATHS.opportunities },
];

/**
 * The Services Marketplace dropdown: Home, the ways to find providers (decision 016), posting a
 * requirement and the public requirements (decision 017), and SME loans.
 */
export const SERVICES_MENU_LINKS: NavItem[] = [
  { labelKey: 'nav.servicesHome', to: PATHS.servicesHome },
  { labelKey: 'nav.providerScreener', to: PATHS.providerScreener },
  { labelKey: 'nav.postRequirement', to: REQUIREMENT_PATHS.postRequirement },
  { labelKey: 'nav.topCompanies', to: PATHS.topCompanies },
  { labelKey: 'nav.latestCompanies', to: PATHS.latestCompanies },
  { labelKey: 'nav.accessByServiceProvider', to: PATHS.accessByServiceProvider },
  { labelKey: 'nav.publicRequirements', to: REQUIREMENT_PATHS.publicRequirements },
  { labelKey: 'nav.smeLoans', to: PATHS.smeLoans },
];

/** Header links after the Services Marketplace menu. */
export const HEADER_LINKS_AFTER_SERVICES: NavItem[] = [
  { labelKey: 'nav.fintechHub', to: PATHS.fintechHub },
  { labelKey: 'nav.news', to: PATHS.news },
];

/** Footer links, shown to signed-out visitors only. */
export const FOOTER_LINKS: NavItem[] = [
  { labelKey: 'nav.home', to: PATHS.home },
  { labelKey: 'nav.companies', to: PATHS.companies },
  { labelKey: 'nav.investors', to: PATHS.investors },
  { labelKey: 'nav.fintechHub', to: PATHS.fintechHub },
  { labelKey: 'nav.opportunities', to: PATHS.opportunities },
  { labelKey: 'nav.news', to: PATHS.news },
  { labelKey: 'footer.contactUs', to: PATHS.contactUs },
  { labelKey: 'footer.sitemap', to: PATHS.sitemap },
];
