import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { HomeStatistics } from '../components/home-statistics';
import { HowItWorks } from '../components/how-it-works';
import { MarketNews } from '../components/market-news';
import { SignUpCta } from '../components/sign-up-cta';
import { ValueBlocks } from '../components/value-blocks';

/**
 * The home page (spec §2 Home): hero, live statistics, the top opportunities (`opportunities`,
 * the opportunities feature's block composed in app/), value blocks, how it works, market news
 * and the sign-up call to action.
 */
export function HomePage({ opportunities }: { opportunities?: ReactNode } = {}) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeHero />
      <HomeStatistics />
      {opportunities}
      <ValueBlocks />
      <HowItWorks />
      <MarketNews />
      <SignUpCta />
    </>
  );
}
