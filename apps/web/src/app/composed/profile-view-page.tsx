import { ProfileViewPage } from '../../features/companies/content/pages/profile-view-page';
import { companyProfileTabPanels } from './company-profile-tab-panels';

/** dashboard/company/profile-view: the company user's profile as visitors see it, with the funding and order book tabs. */
export function ComposedProfileViewPage() {
  return <ProfileViewPage panels={companyProfileTabPanels} />;
}
