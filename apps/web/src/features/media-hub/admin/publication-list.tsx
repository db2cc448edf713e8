import { Anchor, Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicationStatus } from '@hissa/contracts/media/media';
import type { PagedQuery } from '../../../components/paged-results';
import { PublicationStatusBadge } from '../../../components/publication-status';
import { useLocalized } from '../components/use-localized';
import { AdminListFrame } from './admin-list-frame';

/** A column of a newsroom media table: its header and what each row shows in it. */
export type PublicationColumn<Row> = { header: string; cell: (row: Row) => ReactNode; isFreeText?: boolean };

/** What every item with a publication state lists with: its id, bilingual title and state. */
type PublicationRow = { id: number; titleEn: string; titleAr: string; status: PublicationStatus };

/**
 * The status filter and page of a newsroom media list (0-based page; a new filter starts again
 * at the first page).
 */
export function usePublicationListFilters() {
  const [status, setStatusValue] = useState<PublicationStatus | undefined>(undefined);
  const [page, setPage] = useState(0);
  const setStatus = (next: PublicationStatus | undefined) => {
    setStatusValue(next);
    setPage(0);
  };
  return { status, page, setStatus, setPage };
}

/**
 * A newsroom list of events, podcast episodes or reports (decision 040): the frame with its
 * status filter and "new" button (texts `admin.<kind>.listTitle / listSubtitle / new`), and a
 * table of `leading` columns, the title linking to `basePath/<id>` (with `titleNote`), the
 * `columns`, then the publication state.
 */
export function PublicationList<Row extends PublicationRow>({
  kind,
  basePath,
  filters,
  query,
  leading = [],
  columns,
  titleNote,
  minWidth,
}: {
  kind: 'event' | 'episode' | 'report';
  basePath: string;
  filters: ReturnType<typeof usePublicationListFilters>;
  query: PagedQuery<Row>;
  leading?: PublicationColumn<Row>[];
  columns: PublicationColumn<Row>[];
  titleNote?: (row: Row) => ReactNode;
  /** The table's least width in px (it scrolls sideways below it). */
  minWidth: number;
}) {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const cells = (row: Row, list: PublicationColumn<Row>[]) =>
    list.map((column) => (
      <Table.Td key={column.header} dir={column.isFreeText ? 'auto' : undefined}>
        {column.cell(row)}
      </Table.Td>
    ));
  return (
    <AdminListFrame
      title={t(`admin.${kind}.listTitle`)}
      subtitle={t(`admin.${kind}.listSubtitle`)}
      newLabel={t(`admin.${kind}.new`)}
      newTo={`${basePath}/new`}
      status={filters.status}
      onStatusChange={filters.setStatus}
      query={query}
      page={filters.page}
      onPageChange={filters.setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {[...leading, { header: t('admin.title') }, ...columns, { header: t('admin.status') }].map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {cells(row, leading)}
                <Table.Td>
                  <Anchor component={Link} to={`${basePath}/${row.id}`}>
                    {localized(row.titleEn, row.titleAr)}
                  </Anchor>
                  {titleNote?.(row)}
                </Table.Td>
                {cells(row, columns)}
                <Table.Td>
                  <PublicationStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AdminListFrame>
  );
}
