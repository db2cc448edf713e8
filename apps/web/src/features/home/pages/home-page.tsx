import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHasPainted } from '../../../lib/use-has-painted';
import { HomeHero } from '../components/home-hero';
import classes from '../components/home.module.css';

/**
 * The home page (spec §2 Home): the hero, then `belowHero`, the rest of the page (app/composed:
 * home's sections with the top opportunities), rendered once the hero has painted (decision 069).
 * `belowHero` is a lazy component, so its code is fetched only then, and the hero's paint waits
 * for the hero's code alone. A screen's height is held for it meanwhile, so the footer never
 * shows and jumps.
 */
export function HomePage({ belowHero }: { belowHero: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const hasPainted = useHasPainted();
  const placeholder = <div className={classes.belowHeroPlaceholder} />;
  return (
    <>
      <HomeHero />
      <Suspense fallback={placeholder}>{hasPainted ? belowHero : placeholder}</Suspense>
    </>
  );
}
