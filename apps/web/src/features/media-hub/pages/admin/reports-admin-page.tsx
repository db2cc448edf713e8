import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicationStatus } from '@hissa/contracts/media/media';
import { PublicationStatusBadge } from '../../../../components/publication-status';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminReports } from '../../api/media-admin-api';
import { AdminListFrame } from '../../admin/admin-list-frame';
import { useLocalized } from '../../components/use-localized';

/** The newsroom's reports (/admin/newsroom/reports; decision 040): by status, newest first. */
export function ReportsAdminPage() {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const format = useFormatters();
  const [status, setStatus] = useState<PublicationStatus | undefined>(undefined);
  const [page, setPage] = useState(0);
  const reports = useAdminReports({ status, page });
  return (
    <AdminListFrame
      title={t('admin.report.listTitle')}
      subtitle={t('admin.report.listSubtitle')}
      newLabel={t('admin.report.new')}
      newTo={`${MEDIA_ADMIN_PATHS.reports}/new`}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(0);
      }}
      query={reports}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.title')}</Table.Th>
              <Table.Th>{t('reports.category')}</Table.Th>
              <Table.Th>{t('reports.publisher')}</Table.Th>
              <Table.Th>{t('admin.publishedOn')}</Table.Th>
              <Table.Th>{t('admin.report.file')}</Table.Th>
              <Table.Th>{t('admin.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${MEDIA_ADMIN_PATHS.reports}/${row.id}`}>
                    {localized(row.titleEn, row.titleAr)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`reports.categories.${row.category}`)}</Table.Td>
                <Table.Td dir="auto">{row.publisher}</Table.Td>
                <Table.Td>{format.gregorianDate(row.publishedOn)}</Table.Td>
                <Table.Td>{row.fileSizeBytes ? t('admin.yes') : t('admin.no')}</Table.Td>
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
