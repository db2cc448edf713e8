import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCompanies } from '../api/get-my-companies';
import { MyCompaniesTable } from '../components/my-companies-table';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';

/**
 * My Companies (dashboard/{investor|shareholder}/my-companies, MyCompaniesEndpoint): the companies
 * I hold shares of or trade (get-my-companies), with my holding, reservation, ownership, the last
 * settled price and a link to each order book. Empty: a way to opportunities.
 */
export function MyCompaniesPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('myCompanies.title'));
  const { areaPath } = useTrader();
  const companies = useMyCompanies();

  let content;
  if (companies.isError)
    content = (
      <ErrorState error={companies.error} title={t('myCompanies.loadError')} onRetry={() => void companies.refetch()} />
    );
  else if (!companies.data) content = <Skeleton height={240} />;
  else if (companies.data.length === 0)
    content = (
      <EmptyState
        icon={<IconBuildingSkyscraper size={28} />}
        title={t('myCompanies.emptyTitle')}
        description={t('myCompanies.emptyHint')}
        action={
          areaPath && (
            <Button component={Link} to={`${areaPath}/opportunities`} variant="light">
              {t('myCompanies.findOpportunities')}
            </Button>
          )
        }
        headingOrder={2}
      />
    );
  else content = <MyCompaniesTable companies={companies.data} labelledBy="my-companies-title" />;

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        <Title order={1} id="my-companies-title">
          {t('myCompanies.title')}
        </Title>
        <Text c="dimmed">{t('myCompanies.subtitle')}</Text>
      </Stack>
      {content}
    </div>
  );
}
