import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { HomeStatistics } from '../components/home-statistics';
import { HowItWorks } from '../components/how-it-works';
import { MarketNews } from '../components/market-news';
import { SignUpCta } from '../components/sign-up-cta';
import { ValueBlocks } from '../components/value-blocks';

/**
 * The home page: hero, live statistics, value blocks, how it works, market news and the sign-up
 * call to action. Opportunities join it when that feature exists.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeHero />
      <HomeStatistics />
      <ValueBlocks />
      <HowItWorks />
      <MarketNews />
      <SignUpCta />
    </>
  );
}
