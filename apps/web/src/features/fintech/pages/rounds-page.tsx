import { Button, Container, Paper, Stack } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import { readPage } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLatestRounds } from '../api/fintech-api';
import { FintechBand } from '../components/page-band';
import { RoundsTable } from '../components/results-tables';
import { FINTECH_PATHS } from '../fintech-paths';
import { SCREENER_PAGE_SIZE } from '../hooks/use-screen';
import surfaces from '../../../components/surfaces.module.css';

/** Funding announcements (fintech/funding-round; FintechFundingRoundsEndpoint): every round, latest first, paged in the URL. */
export function RoundsPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('rounds.title'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const rounds = useLatestRounds({ page: page - 1, size: SCREENER_PAGE_SIZE });
  return (
    <>
      <FintechBand
        title={t('rounds.title')}
        subtitle={t('rounds.subtitle')}
        aside={
          <Button component={Link} to={`${FINTECH_PATHS.screener}?view=rounds`} variant="light" mt="md">
            {t('rounds.searchRounds')}
          </Button>
        }
      />
      <Container size="xl" py="xl">
        <Stack>
          <PagedResults
            query={rounds}
            page={page}
            pageSize={SCREENER_PAGE_SIZE}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            rangeText={(range) => t('rounds.range', range)}
            paginationLabel={t('rounds.pagesLabel')}
            empty={
              <EmptyState icon={<IconCoins size={28} />} title={t('rounds.empty')} description={t('rounds.subtitle')} />
            }
          >
            {(rows) => (
              <Paper withBorder radius="lg" className={surfaces.results}>
                <RoundsTable rows={rows} currency="sar" />
              </Paper>
            )}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
