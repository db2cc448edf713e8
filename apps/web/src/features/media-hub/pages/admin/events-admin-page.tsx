import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicationStatus } from '@hissa/contracts/media/media';
import { PublicationStatusBadge } from '../../../../components/publication-status';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminEvents } from '../../api/media-admin-api';
import { AdminListFrame } from '../../admin/admin-list-frame';
import { useLocalized } from '../../components/use-localized';

/** The newsroom's events (/admin/newsroom/events; decision 040): every event by status, latest start first. */
export function EventsAdminPage() {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const format = useFormatters();
  const [status, setStatus] = useState<PublicationStatus | undefined>(undefined);
  const [page, setPage] = useState(0);
  const events = useAdminEvents({ status, page });
  return (
    <AdminListFrame
      title={t('admin.event.listTitle')}
      subtitle={t('admin.event.listSubtitle')}
      newLabel={t('admin.event.new')}
      newTo={`${MEDIA_ADMIN_PATHS.events}/new`}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(0);
      }}
      query={events}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.title')}</Table.Th>
              <Table.Th>{t('admin.event.startsAt')}</Table.Th>
              <Table.Th>{t('admin.event.mode')}</Table.Th>
              <Table.Th>{t('admin.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${MEDIA_ADMIN_PATHS.events}/${row.id}`}>
                    {localized(row.titleEn, row.titleAr)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{format.dateTime(row.startsAt)}</Table.Td>
                <Table.Td>{t(`admin.event.modes.${row.mode}`)}</Table.Td>
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
