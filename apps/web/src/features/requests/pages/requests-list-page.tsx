import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@hissa/contracts/search';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListPagination } from '../../../components/list-pagination';
import { REQUESTS_PAGE_SIZE, useRequests } from '../api/search-requests';
import type { RequestSide } from '../api/use-requests-mutation';
import { RequestFilters, type RequestFilterValues } from '../components/request-filters';
import { RequestsList } from '../components/requests-list';
import classes from '../components/requests.module.css';
import { PageTitle } from '../../../components/page-title';

const NO_FILTERS: RequestFilterValues = { search: '', type: '', status: '' };

/**
 * A list of requests (decision 006): 'mine' is my-requests (sent, with "New request"), 'others' is
 * other-requests (received). Search (debounced), type and status filters, pages of
 * REQUESTS_PAGE_SIZE; the empty state says what to do next ('No requests found').
 */
function RequestsListPage({ side }: { side: RequestSide }) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  const scope = side === 'mine' ? 'my' : 'other';
  useDocumentTitle(t(`${scope}.title`));
  const [filters, setFilters] = useState<RequestFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const requests = useRequests(side, { ...filters, search, page });
  const isFiltered = filters.search !== '' || filters.type !== '' || filters.status !== '';
  const newRequest =
    side === 'mine' ? (
      <Button component={Link} to="new" leftSection={<IconPlus size={16} aria-hidden="true" />}>
        {t('my.new')}
      </Button>
    ) : null;

  let content;
  if (requests.isError) content = <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  else if (!requests.data) content = <Skeleton height={260} radius="md" />;
  else if (requests.data.data.length === 0) {
    content = (
      <EmptyState
        icon={side === 'mine' ? <IconSend size={28} /> : <IconInbox size={28} />}
        title={t(`${scope}.emptyTitle`)}
        description={isFiltered ? t(`${scope}.emptyFiltered`) : t(`${scope}.emptyText`)}
        action={isFiltered ? undefined : newRequest}
      />
    );
  } else {
    const { total } = requests.data;
    const from = page * REQUESTS_PAGE_SIZE + 1;
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.resultsRange', {
            from: format.number(from),
            to: format.number(from + requests.data.data.length - 1),
            total: format.number(total),
          })}
        </Text>
        <RequestsList requests={requests.data.data} side={side} />
        <ListPagination
          page={page + 1}
          totalPages={Math.ceil(total / REQUESTS_PAGE_SIZE)}
          onChange={(next) => setPage(next - 1)}
          label={t('list.pagination')}
        />
      </Stack>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <PageTitle title={t(`${scope}.title`)} subtitle={t(`${scope}.subtitle`)} />
        {newRequest}
      </div>
      <RequestFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {content}
    </div>
  );
}

/** my-requests of the company, shareholder and investor dashboards: the requests I sent. */
export function MyRequestsPage() {
  return <RequestsListPage side="mine" />;
}

/** other-requests of the company, shareholder and investor dashboards: the requests sent to me. */
export function OtherRequestsPage() {
  return <RequestsListPage side="others" />;
}
