import { HomePage } from '../../features/home/pages/home-page';
import { TopOpportunities } from '../../features/opportunities/components/top-opportunities';

/** Home with the opportunities feature's top opportunities (spec §2 Home, decision 044). */
export function ComposedHomePage() {
  return <HomePage opportunities={<TopOpportunities />} />;
}
