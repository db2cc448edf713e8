import type { CompanyProfile } from '@hissa/contracts/companies';
import { CompanyProfilePage, type CompanyProfileWidgets } from '../../features/companies/pages/company-profile-page';
import { FollowButton } from '../../features/following/components/follow-button';
import { VisitorRequestButton } from '../../features/requests/components/visitor-request-button';
import { useSession } from '../../lib/session/session';
import { companyProfileTabPanels } from './company-profile-tab-panels';

/**
 * Beside the profile's back link: a visitor's request, which goes to the admin who contacts them
 * (requests feature), and follow / unfollow for signed-in shareholders and investors (following).
 */
function CompanyProfileActions({ company }: { company: CompanyProfile }) {
  const session = useSession();
  return (
    <>
      {!session && <VisitorRequestButton companyId={company.companyId} companyName={company.companyName} />}
      <FollowButton companyId={company.companyId} />
    </>
  );
}

const widgets: CompanyProfileWidgets = { ...companyProfileTabPanels, Actions: CompanyProfileActions };

/** company-profile-detail-view/:companyName: the companies feature's profile page with the other features' widgets. */
export function ComposedCompanyProfilePage() {
  return <CompanyProfilePage widgets={widgets} />;
}
