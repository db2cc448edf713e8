import { AccountHomePage } from '../../features/dashboard/pages/account-home-page';
import { AdminQueues } from '../../features/admin-home/components/admin-queues';

/** /admin: the account home with what waits in each admin queue above the account (decision 028). */
export function ComposedAdminHomePage() {
  return <AccountHomePage queues={<AdminQueues />} />;
}
