import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { HomeStatistics } from '../components/home-statistics';
import { HowItWorks } from '../components/how-it-works';
import { SignUpCta } from '../components/sign-up-cta';
import { ValueBlocks } from '../components/value-blocks';

/**
 * The home page: hero, live statistics, value blocks, how it works and the sign-up call to action.
 * Opportunities and market news join it when those features exist.
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
      <SignUpCta />
    </>
  );
}
