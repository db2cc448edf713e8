import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardArea } from '../../../../lib/session/dashboard-area';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import classes from '../components/company-profile.module.css';
import { NewsFeed } from '../components/news-feed';

/**
 * dashboard/{shareholder|investor}/news (MyCompaniesNewsEndpoint): the news and announcements of
 * the companies I follow or hold shares in, latest first, filtered by type and paged; with a way to
 * every company's news (investors) and to the companies list when there is nothing yet.
 */
export function MyCompaniesNewsPage() {
  const { t } = useTranslation('companyProfile');
  useDocumentTitle(t('pages.myNews'));
  const { areaPath } = useDashboardArea();
  const area = areaPath ?? '';
  return (
    <div className={classes.page}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('pages.myNews')}</Title>
          <Text c="dimmed">{t('pages.myNewsIntro')}</Text>
        </div>
        {area.endsWith('/investor') && (
          <Anchor component={Link} to={`${area}/news-and-announcement-all`} fw={600}>
            {t('pages.allNewsLink')}
          </Anchor>
        )}
      </Group>
      <NewsFeed
        scope={{ kind: 'myCompanies' }}
        showCompany
        label={t('news.pagesLabel')}
        emptyText={t('news.emptyFollowing')}
        emptyAction={
          <Button component={Link} to={`${area}/companies`} variant="light">
            {t('news.browseCompanies')}
          </Button>
        }
      />
    </div>
  );
}
