import { Container } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import { readPage } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFintechNews } from '../api/fintech-api';
import { NewsItems } from '../components/hub-lists';
import { FintechBand } from '../components/page-band';

const PAGE_SIZE = 12;

/**
 * Top fintech news (fintech/top-news): the news module's fintech category (NewsListEndpoint),
 * latest first, each linking to its article (decision 041).
 */
export function NewsPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('news.title'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const news = useFintechNews({ page: page - 1, size: PAGE_SIZE });
  return (
    <>
      <FintechBand title={t('news.title')} subtitle={t('news.subtitle')} />
      <Container py="xl">
        <PagedResults
          query={news}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          rangeText={(range) => t('news.range', range)}
          paginationLabel={t('news.pagesLabel')}
          empty={<EmptyState icon={<IconNews size={28} />} title={t('news.empty')} description={t('news.subtitle')} />}
        >
          {(rows) => <NewsItems items={rows} />}
        </PagedResults>
      </Container>
    </>
  );
}
