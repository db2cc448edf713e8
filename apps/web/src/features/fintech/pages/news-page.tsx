import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fintechProfilePath } from '@hissa/contracts/fintech/fintech-claims';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import { useFormatters } from '../../../lib/formatting';
import { readPage } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFintechNews } from '../api/fintech-api';
import { FintechBand } from '../components/page-band';
import surfaces from '../../../components/surfaces.module.css';

const PAGE_SIZE = 12;

/**
 * Top fintech news (fintech/top-news; FintechNewsEndpoint): the news of the fintechs linked to the
 * companies directory, latest first (the fintech category of company news until the news module
 * lands; decision 031).
 */
export function NewsPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('news.title'));
  const format = useFormatters();
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
          {(rows) => (
            <Stack gap="sm" component="ul" m={0} p={0} className={surfaces.cardList}>
              {rows.map((item) => (
                <Paper component="li" key={item.newsId} withBorder radius="md" p="md">
                  <Text fw={600}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    <Anchor component={Link} to={fintechProfilePath(item.fintechId)} size="sm" underline="always">
                      {item.companyName}
                    </Anchor>
                    {' · '}
                    {format.gregorianDate(item.publishedAt)}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </PagedResults>
      </Container>
    </>
  );
}
