import { Anchor, Button, Select, Group, Stack, Table } from '@mantine/core';
import { IconNewsOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ARTICLE_STATUSES, type ArticleStatus } from '@hissa/contracts/news/news-articles';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { PublicationStatusBadge, usePublicationStatusOptions } from '../../../components/publication-status';
import { isOneOf } from '../../../lib/url-filters';
import { useFormatters } from '../../../lib/formatting';
import { NEWSROOM_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NEWSROOM_PAGE_SIZE, useNewsroomList } from '../api/news-api';
import classes from '../components/news.module.css';

/** The admin's newsroom (/admin/newsroom, ?status= to start on one status): articles by status, latest change first, and a new one. */
export function NewsroomPage() {
  const { t, i18n } = useTranslation('news');
  useDocumentTitle(t('newsroom.title'));
  const format = useFormatters();
  const statusOptions = usePublicationStatusOptions(true);
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const [status, setStatus] = useState<ArticleStatus | undefined>(isOneOf(ARTICLE_STATUSES, asked) ? asked : undefined);
  const [page, setPage] = useState(0);
  const list = useNewsroomList(status, page);
  return (
    <Stack gap="lg">
      <PageTitle title={t('newsroom.title')} subtitle={t('newsroom.subtitle')} />
      <Group gap="md" wrap="wrap" align="flex-end" justify="space-between">
        <Select
          label={t('form.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(isOneOf(ARTICLE_STATUSES, value) ? value : undefined);
            setPage(0);
          }}
          data={statusOptions}
          allowDeselect={false}
          w={220}
        />
        <Button component={Link} to={NEWSROOM_PATHS.create} leftSection={<IconPlus size={18} />}>
          {t('newsroom.new')}
        </Button>
      </Group>
      <PagedResults
        query={list}
        page={page + 1}
        pageSize={NEWSROOM_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('range', { from, to, total })}
        paginationLabel={t('pages')}
        empty={
          <EmptyState
            icon={<IconNewsOff size={28} />}
            title={t('newsroom.empty')}
            description={t('newsroom.emptyText')}
          />
        }
      >
        {(rows) => (
          <div className={classes.tableWrap}>
            <Table striped verticalSpacing="sm" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('newsroom.headline')}</Table.Th>
                  <Table.Th>{t('form.category')}</Table.Th>
                  <Table.Th>{t('form.kind')}</Table.Th>
                  <Table.Th>{t('form.status')}</Table.Th>
                  <Table.Th>{t('newsroom.publishAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={NEWSROOM_PATHS.edit(row.id)}>
                        {i18n.language === 'ar' ? row.titleAr : row.titleEn}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`categories.${row.category}`)}</Table.Td>
                    <Table.Td>{t(`kinds.${row.kind}`)}</Table.Td>
                    <Table.Td>
                      <PublicationStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>{row.publishAt ? format.dateTime(row.publishAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedResults>
    </Stack>
  );
}
