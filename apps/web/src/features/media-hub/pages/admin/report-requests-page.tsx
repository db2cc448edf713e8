import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../../components/ltr-text';
import { useFormatters } from '../../../../lib/formatting';
import { useReportRequests } from '../../api/media-admin-api';
import { AdminListFrame } from '../../admin/admin-list-frame';
import { useLocalized } from '../../components/use-localized';

/**
 * The report requests (/admin/newsroom/report-requests; decision 040): who asked for which report
 * (spec §3: full name, email, company, designation), newest first; the link was mailed to them.
 */
export function ReportRequestsPage() {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const format = useFormatters();
  const [page, setPage] = useState(0);
  const requests = useReportRequests(page);
  return (
    <AdminListFrame
      title={t('admin.requests.title')}
      subtitle={t('admin.requests.subtitle')}
      query={requests}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.requests.report')}</Table.Th>
              <Table.Th>{t('reports.fullName')}</Table.Th>
              <Table.Th>{t('reports.email')}</Table.Th>
              <Table.Th>{t('reports.company')}</Table.Th>
              <Table.Th>{t('reports.designation')}</Table.Th>
              <Table.Th>{t('admin.requests.requestedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{localized(row.reportTitleEn, row.reportTitleAr)}</Table.Td>
                <Table.Td dir="auto">{row.fullName}</Table.Td>
                <Table.Td>
                  <LtrText>{row.email}</LtrText>
                </Table.Td>
                <Table.Td dir="auto">{row.companyName}</Table.Td>
                <Table.Td dir="auto">{row.designation}</Table.Td>
                <Table.Td>{format.dateTime(row.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AdminListFrame>
  );
}
