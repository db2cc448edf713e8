import { lazy } from 'react';
import type { CompanyProfileTabPanels } from '../../features/companies/components/company-profile-tabs';

/**
 * The profile tabs other features own: the funding profile (funding, with its history chart) and
 * the order book (trading, with its depth chart). Each loads when its tab first opens.
 */
export const companyProfileTabPanels: CompanyProfileTabPanels = {
  FundingProfile: lazy(async () => ({
    default: (await import('../../features/funding/components/funding-profile-tab')).FundingProfileTab,
  })),
  OrderBook: lazy(async () => ({
    default: (await import('../../features/trading/components/company-order-book-tab')).CompanyOrderBookTab,
  })),
};
