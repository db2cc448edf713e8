import { ConsultantHomePage } from '../../features/consultants/pages/consultant-home-page';
import { LatestReceivedRequests } from '../../features/requests/components/latest-received-requests';
import { CONSULTANT_PATHS } from '../../lib/routes';

/** dashboard/consultant/home: the consultant's home with the newest requests companies sent (decision 043). */
export function ComposedConsultantHomePage() {
  return (
    <ConsultantHomePage receivedRequests={<LatestReceivedRequests basePath={`${CONSULTANT_PATHS.requests}/`} />} />
  );
}
