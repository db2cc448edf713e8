import { useParams } from 'react-router';
import { useCompanyProfile } from '../../features/companies/api/get-company-profile';
import { OrderBookPage } from '../../features/trading/pages/order-book-page';
import { readRouteId } from '../../lib/route-id';

/** view-order-book/:companyId: trading's order book page, headed by the company's profile (companies feature). */
export function ComposedOrderBookPage() {
  const companyId = readRouteId(useParams().companyId);
  const company = useCompanyProfile(companyId);
  return <OrderBookPage companyId={companyId} company={company} />;
}
