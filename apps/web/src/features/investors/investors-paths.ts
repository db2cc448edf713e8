import type { InvestorKind } from '@hissa/contracts/investors';

/** The public investors directory (InvestorsEndpoint). */
export const INVESTORS_PATH = '/investors';

/** An investor's profile page: /individual-investor-profile-detail-view/{id} or /institutional-investor-profile-detail-view/{id}. */
export function investorProfilePath(kind: InvestorKind, investorId: number): string {
  return `/${kind}-investor-profile-detail-view/${investorId}`;
}

/** Find investors in the company dashboard: the ranking (decision 036) and the whole directory beside it. */
export const FIND_INVESTORS_PATHS = {
  matches: '/dashboard/company/find-investors',
  all: '/dashboard/company/find-investors/all',
} as const;
