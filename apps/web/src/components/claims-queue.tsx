import { Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isOneOf, readPage, usePatchSearchParams } from '../lib/url-filters';
import { useDocumentTitle } from '../lib/use-document-title';
import { useFormatters } from '../lib/formatting';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListPagination } from './list-pagination';
import { PageTitle } from './page-title';
import { QueueStatusFilter } from './queue-status-filter';

/** What every claim in an admin queue shows: when it came and who made it. */
type ClaimRow = { createdAt: string; userName: string; userEmail: string; designation: string | null };

/**
 * The texts that differ between claims queues, in the reader's language; the filter, the other
 * columns, the states and the total are the same in each (the shared `claims` texts).
 */
export type ClaimsQueueTexts = {
  title: string;
  subtitle: string;
  /** The first column: what is claimed (a provider, a fintech company). */
  subject: string;
  /** What the empty queue explains: which claims appear here. */
  emptyHint: string;
};

/**
 * The status filter (one of `filters`, or null for all) and the 0-based page of an admin claims
 * queue, read from the URL (?status=&page=).
 */
export function useClaimsQueueLocation<Filter extends string>(filters: readonly Filter[]) {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  return { filter: isOneOf(filters, status) ? status : null, page: readPage(searchParams) - 1 };
}

/** The claimant: name, e-mail (left to right, broken anywhere) and designation when given, the name and designation isolated as typed (either language). */
function ClaimantCell({ claim }: { claim: ClaimRow }) {
  return (
    <Stack gap={2}>
      <Text>
        <bdi>{claim.userName}</bdi>
      </Text>
      <Text size="sm" c="dimmed" dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
        {claim.userEmail}
      </Text>
      {claim.designation && (
        <Text size="sm" c="dimmed">
          <bdi>{claim.designation}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * An admin queue of ownership claims (providers: decision 015; fintech profiles: decision 041):
 * the title, the status filter written to the URL with the total, the claims newest first as a
 * table from 768 px and as cards on phones (subject, status badge, claimant, date, actions), the
 * error, loading and empty states, and the pages. `dialog` is the page's own confirmation.
 */
export function ClaimsQueue<Row extends ClaimRow, Filter extends string>({
  texts,
  filter,
  filterOptions,
  query,
  page,
  pageSize,
  rowKey,
  subject,
  badge,
  actions,
  actionsWidth,
  testId,
  dialog,
}: {
  texts: ClaimsQueueTexts;
  filter: Filter | null;
  /** Each filter with its label; "All" comes first. */
  filterOptions: readonly { value: Filter; label: string }[];
  query: {
    data?: { data: Row[]; total: number };
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** 0-based. */
  page: number;
  pageSize: number;
  rowKey: (row: Row) => number;
  subject: (row: Row) => ReactNode;
  badge: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  /** The actions column's greatest width in px. */
  actionsWidth: number;
  /** data-testid of each claim's row or card. */
  testId?: string;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(texts.title);
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 767px)');
  const update = usePatchSearchParams();
  const rows = query.data?.data ?? [];
  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;

  let content;
  if (query.isError)
    content = <ErrorState error={query.error} title={t('claims.loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <Skeleton height={240} />;
  else if (rows.length === 0)
    content = (
      <EmptyState icon={<IconInbox size={28} />} title={t('claims.emptyTitle')} description={texts.emptyHint} />
    );
  else if (isPhone)
    content = (
      <Stack gap="sm" aria-busy={query.isFetching}>
        {rows.map((claim) => (
          <Card key={rowKey(claim)} withBorder radius="md" padding="md" data-testid={testId}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {subject(claim)}
                {badge(claim)}
              </Group>
              <ClaimantCell claim={claim} />
              <Text size="sm" c="dimmed">
                {t('claims.submitted')}: {format.dateTime(claim.createdAt)}
              </Text>
              {actions(claim)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={texts.title} aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.subject}</Table.Th>
              <Table.Th>{t('claims.claimant')}</Table.Th>
              <Table.Th>{t('claims.submitted')}</Table.Th>
              <Table.Th>{t('claims.status')}</Table.Th>
              <Table.Th>{t('claims.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((claim) => (
              <Table.Tr key={rowKey(claim)} data-testid={testId}>
                <Table.Td>{subject(claim)}</Table.Td>
                <Table.Td>
                  <ClaimantCell claim={claim} />
                </Table.Td>
                <Table.Td>{format.dateTime(claim.createdAt)}</Table.Td>
                <Table.Td>{badge(claim)}</Table.Td>
                <Table.Td maw={actionsWidth}>{actions(claim)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg">
      <PageTitle title={texts.title} subtitle={texts.subtitle} />
      <QueueStatusFilter<Filter | 'all'>
        label={t('claims.filter')}
        value={filter ?? 'all'}
        options={[{ value: 'all', label: t('claims.all') }, ...filterOptions]}
        onChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
        total={query.data ? t('claims.total', { total: query.data.total }) : undefined}
      />
      {content}
      <ListPagination
        page={page + 1}
        totalPages={totalPages}
        onChange={(next) => update({ page: String(next) })}
        label={texts.title}
      />
      {dialog}
    </Stack>
  );
}
