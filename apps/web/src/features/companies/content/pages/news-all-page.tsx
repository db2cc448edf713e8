import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import classes from '../components/company-profile.module.css';
import { NewsFeed } from '../components/news-feed';

/**
 * dashboard/{company|investor}/news-and-announcement-all (AllNewsEndpoint): the news and
 * announcements of every company on Hissa, latest first, with the company of each, filtered by type
 * and paged.
 */
export function NewsAllPage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.allNews'));
  return (
    <div className={classes.page}>
      <div>
        <Title order={1}>{t('pages.allNews')}</Title>
        <Text c="dimmed">{t('pages.allNewsIntro')}</Text>
      </div>
      <NewsFeed scope={{ kind: 'all' }} showCompany label={t('news.pagesLabel')} />
    </div>
  );
}
