import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fintechProfilePath } from '@hissa/contracts/fintech/fintech-claims';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import { readPage } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScreenResults } from '../api/fintech-api';
import { FintechBand } from '../components/page-band';
import surfaces from '../../../components/surfaces.module.css';

const PAGE_SIZE = 10;

/**
 * Search a fintech by name (fintech/search-company; the basic search's name filter): a list of
 * matching companies linking to their profiles, where a representative can claim one.
 */
export function SearchCompanyPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const text = params.get('q')?.trim() ?? '';
  const page = readPage(params);
  const results = useScreenResults({
    view: 'companies',
    f: text.length >= 2 ? [`name:contains:${text}`] : [],
    sort: 'name',
    direction: 'asc',
    page: page - 1,
    size: PAGE_SIZE,
  });
  return (
    <>
      <FintechBand title={t('search.title')} subtitle={t('search.subtitle')} />
      <Container py="xl">
        <Stack gap="lg">
          <DebouncedSearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={text}
            onCommit={(value) => setParams(value ? { q: value } : {})}
          />
          <Text size="sm" c="dimmed">
            {t('search.claimHint')}
          </Text>
          <PagedResults
            query={results}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => setParams({ ...(text && { q: text }), ...(next > 1 && { page: String(next) }) })}
            rangeText={(range) => t('search.range', range)}
            paginationLabel={t('search.pagesLabel')}
            empty={
              <EmptyState icon={<IconSearch size={28} />} title={t('search.empty')} description={t('search.hint')} />
            }
          >
            {(rows) => (
              <Stack gap="xs" component="ul" m={0} p={0} className={surfaces.cardList}>
                {rows.flatMap((row) =>
                  'nameEn' in row
                    ? [
                        <Paper component="li" key={row.fintechId} withBorder radius="md" p="md">
                          <Anchor component={Link} to={fintechProfilePath(row.fintechId)} fw={700}>
                            {row.name}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {row.category.name} · {row.city}, {row.country.name}
                          </Text>
                        </Paper>,
                      ]
                    : [],
                )}
              </Stack>
            )}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
