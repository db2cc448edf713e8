import { lazy } from 'react';
import { HomePage } from '../../features/home/pages/home-page';

/** Home below the hero: one chunk, fetched once the hero has painted (decision 069). */
const HomeBelowHero = lazy(async () => ({ default: (await import('./home-below-hero')).HomeBelowHero }));

/** Home with the opportunities feature's top opportunities (spec §2 Home, decisions 044 and 069). */
export function ComposedHomePage() {
  return <HomePage belowHero={<HomeBelowHero />} />;
}
