import { SITE_PAGE_PATHS } from '@hissa/contracts/site-pages';
import { PATHS, REQUIREMENT_PATHS, SALES_PATHS } from '../../lib/routes';

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
    | 'footer.advertise'
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
  { labelKey: 'footer.advertise', to: SALES_PATHS.advertising },
  { labelKey: 'footer.sitemap', to: PATHS.sitemap },
];

/** The site's own pages at the foot of every public page (decision 027); labels from the sitePages texts. */
export const SITE_LINKS: {
  labelKey: `sitePages:sitemap.links.${'about' | 'careers' | 'privacy' | 'terms'}`;
  to: string;
}[] = [
  { labelKey: 'sitePages:sitemap.links.about', to: SITE_PAGE_PATHS.about },
  { labelKey: 'sitePages:sitemap.links.careers', to: SITE_PAGE_PATHS.careers },
  { labelKey: 'sitePages:sitemap.links.privacy', to: SITE_PAGE_PATHS.privacy },
  { labelKey: 'sitePages:sitemap.links.terms', to: SITE_PAGE_PATHS.terms },
];

/** True when `item` is the current page; Home is also current at the root path ''. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.to || (item.to === PATHS.home && pathname === '/');
}
