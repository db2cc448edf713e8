import { HomeSections } from '../../features/home/components/home-sections';
import { TopOpportunities } from '../../features/opportunities/components/top-opportunities';

/** Home below the hero, with the opportunities feature's top opportunities (spec §2 Home, decision 044). */
export function HomeBelowHero() {
  return <HomeSections opportunities={<TopOpportunities />} />;
}
