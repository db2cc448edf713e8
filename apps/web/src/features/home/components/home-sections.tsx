import type { ReactNode } from 'react';
import { HomeStatistics } from './home-statistics';
import { HowItWorks } from './how-it-works';
import { MarketNews } from './market-news';
import { SignUpCta } from './sign-up-cta';
import { ValueBlocks } from './value-blocks';

/**
 * Home below the hero (spec §2 Home): live statistics, the top opportunities (`opportunities`,
 * the opportunities feature's block composed in app/), value blocks, how it works, market news
 * and the sign-up call to action.
 */
export function HomeSections({ opportunities }: { opportunities?: ReactNode }) {
  return (
    <>
      <HomeStatistics />
      {opportunities}
      <ValueBlocks />
      <HowItWorks />
      <MarketNews />
      <SignUpCta />
    </>
  );
}
