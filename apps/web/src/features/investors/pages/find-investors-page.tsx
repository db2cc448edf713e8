import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InvestorMatchesList } from '../components/investor-matches-list';
import { InvestorsList } from '../components/investors-list';
import { FIND_INVESTORS_PATHS } from '../investors-paths';

/**
 * Find investors (dashboard/company/find-investors; decision 036): the investors ranked for my
 * company with the reasons of each fit, and the whole directory with its filters as a second tab
 * (find-investors/all).
 */
export function FindInvestorsPage() {
  const { t } = useTranslation('investors');
  useDocumentTitle(t('find.title'));
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Each tab has its own path, so the directory's filters in the query string stay its own.
  const view = pathname.startsWith(FIND_INVESTORS_PATHS.all) ? 'all' : 'matches';
  return (
    <Stack gap="xl">
      <PageTitle title={t('find.title')} subtitle={t('find.subtitle')} />
      <Tabs
        value={view}
        onChange={(next) => void navigate(next === 'all' ? FIND_INVESTORS_PATHS.all : FIND_INVESTORS_PATHS.matches)}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="matches">{t('matches.tab')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('matches.allTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="matches">
          <InvestorMatchesList />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <InvestorsList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
