import { Button, Group, Select, Stack } from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLICATION_STATUSES, type PublicationStatus } from '@hissa/contracts/media/media';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PagedResults, type PagedQuery } from '../../../components/paged-results';
import { usePublicationStatusOptions } from '../../../components/publication-status';
import { isOneOf } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MEDIA_ADMIN_PAGE_SIZE } from '../api/media-admin-api';
import classes from './media-admin.module.css';

/**
 * The frame of a newsroom media list (decision 040): title, the optional status filter (all,
 * draft, scheduled, published), the optional "new" button to `newTo`, and the paged table `children` renders
 * of the rows, or the empty state.
 */
export function AdminListFrame<Row>({
  title,
  subtitle,
  newLabel,
  newTo,
  status,
  onStatusChange,
  query,
  page,
  onPageChange,
  children,
}: {
  title: string;
  subtitle: string;
  newLabel?: string;
  newTo?: string;
  /** The status filter's value (undefined: all); the filter shows only with `onStatusChange`. */
  status?: PublicationStatus;
  onStatusChange?: (status: PublicationStatus | undefined) => void;
  query: PagedQuery<Row>;
  /** 0-based page. */
  page: number;
  onPageChange: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation('mediaHub');
  const statusOptions = usePublicationStatusOptions(true);
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <PageTitle title={title} subtitle={subtitle} />
      <Group gap="md" wrap="wrap" align="flex-end" justify="space-between">
        {onStatusChange ? (
          <Select
            label={t('admin.status')}
            value={status ?? 'all'}
            onChange={(value) => onStatusChange(isOneOf(PUBLICATION_STATUSES, value) ? value : undefined)}
            data={statusOptions}
            allowDeselect={false}
            w={220}
          />
        ) : (
          <span />
        )}
        {newTo && newLabel && (
          <Button component={Link} to={newTo} leftSection={<IconPlus size={18} />}>
            {newLabel}
          </Button>
        )}
      </Group>
      <PagedResults
        query={query}
        page={page + 1}
        pageSize={MEDIA_ADMIN_PAGE_SIZE}
        onPageChange={(next) => onPageChange(next - 1)}
        rangeText={({ from, to, total }) => t('admin.range', { from, to, total })}
        paginationLabel={t('admin.pages')}
        empty={
          <EmptyState icon={<IconMoodEmpty size={28} />} title={t('admin.empty')} description={t('admin.emptyText')} />
        }
      >
        {(rows) => <div className={classes.tableWrap}>{children(rows)}</div>}
      </PagedResults>
    </Stack>
  );
}
