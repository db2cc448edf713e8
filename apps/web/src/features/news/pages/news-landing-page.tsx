import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { PageTitle } from '../../../components/page-title';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LatestSection } from '../components/latest-section';
import { TrendingNews } from '../components/trending-news';
import classes from '../components/news.module.css';

/**
 * /news, the News landing: the latest news, trending beside it, then the latest of private
 * companies, funding and expert thoughts, each with a link to its full list.
 */
export function NewsLandingPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('landing.title'));
  return (
    <Stack gap="xl" className={classes.page}>
      <MediaHubNav />
      <PageTitle title={t('landing.title')} subtitle={t('landing.subtitle')} />
      <div className={classes.layout}>
        <LatestSection id="latest-news" title={t('landing.latest')} query={{ size: 6 }} moreTo={MEDIA_PATHS.allNews} />
        <aside>
          <TrendingNews />
        </aside>
      </div>
      <LatestSection
        id="private-companies-news"
        title={t('categories.private-companies')}
        query={{ category: 'private-companies' }}
        moreTo={`${MEDIA_PATHS.allNews}?category=private-companies`}
      />
      <LatestSection
        id="funding-news"
        title={t('categories.funding')}
        query={{ category: 'funding' }}
        moreTo={`${MEDIA_PATHS.allNews}?category=funding`}
      />
      <LatestSection
        id="expert-thoughts"
        title={t('kinds.expert-thought')}
        query={{ kind: 'expert-thought' }}
        moreTo={MEDIA_PATHS.expertThoughts}
        from="media-hub"
      />
    </Stack>
  );
}

/** /sharikat-news: the latest news, interviews and expert thoughts, each with its full list. */
export function SharikatNewsPage() {
  const { t } = useTranslation('news');
  useDocumentTitle(t('sharikat.title'));
  return (
    <Stack gap="xl" className={classes.page}>
      <MediaHubNav />
      <PageTitle title={t('sharikat.title')} subtitle={t('sharikat.subtitle')} />
      <LatestSection id="sharikat-latest" title={t('landing.latest')} query={{}} moreTo={MEDIA_PATHS.allNews} />
      <LatestSection
        id="sharikat-interviews"
        title={t('kinds.interview')}
        query={{ kind: 'interview' }}
        moreTo={MEDIA_PATHS.interviews}
        from="media-hub"
      />
      <LatestSection
        id="sharikat-thoughts"
        title={t('kinds.expert-thought')}
        query={{ kind: 'expert-thought' }}
        moreTo={MEDIA_PATHS.expertThoughts}
        from="media-hub"
      />
    </Stack>
  );
}
