import { Anchor, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicationStatus } from '@hissa/contracts/media/media';
import { PublicationStatusBadge } from '../../../../components/publication-status';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminEpisodes } from '../../api/media-admin-api';
import { AdminListFrame } from '../../admin/admin-list-frame';
import { useLocalized } from '../../components/use-localized';

/** The newsroom's podcast episodes (/admin/newsroom/podcasts; decision 040): by status, newest first. */
export function EpisodesAdminPage() {
  const { t } = useTranslation('mediaHub');
  const localized = useLocalized();
  const format = useFormatters();
  const [status, setStatus] = useState<PublicationStatus | undefined>(undefined);
  const [page, setPage] = useState(0);
  const episodes = useAdminEpisodes({ status, page });
  return (
    <AdminListFrame
      title={t('admin.episode.listTitle')}
      subtitle={t('admin.episode.listSubtitle')}
      newLabel={t('admin.episode.new')}
      newTo={`${MEDIA_ADMIN_PATHS.podcasts}/new`}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(0);
      }}
      query={episodes}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Table striped verticalSpacing="sm" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.episode.number')}</Table.Th>
              <Table.Th>{t('admin.title')}</Table.Th>
              <Table.Th>{t('admin.publishedOn')}</Table.Th>
              <Table.Th>{t('admin.episode.audio')}</Table.Th>
              <Table.Th>{t('admin.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{format.wholeNumber(row.episodeNumber)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`${MEDIA_ADMIN_PATHS.podcasts}/${row.id}`}>
                    {localized(row.titleEn, row.titleAr)}
                  </Anchor>
                  {row.isFeatured && ` · ${t('podcasts.featured')}`}
                </Table.Td>
                <Table.Td>{format.gregorianDate(row.publishedOn)}</Table.Td>
                <Table.Td>{row.audio ? t('admin.yes') : t('admin.no')}</Table.Td>
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
