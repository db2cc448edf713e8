import type { InvestorKind } from '@hissa/contracts/investors';

/** The public investors directory (InvestorsEndpoint). */
export const INVESTORS_PATH = '/investors';

/** An investor's profile page: /individual-investor-profile-detail-view/{id} or /institutional-investor-profile-detail-view/{id}. */
export function investorProfilePath(kind: InvestorKind, investorId: number): string {
  return `/${kind}-investor-profile-detail-view/${investorId}`;
}
