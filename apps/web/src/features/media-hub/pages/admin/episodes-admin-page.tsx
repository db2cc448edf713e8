import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminEpisodes } from '../../api/media-admin-api';
import { PublicationList, usePublicationListFilters } from '../../admin/publication-list';

/** The newsroom's podcast episodes (/admin/newsroom/podcasts; decision 040): by status, newest first. */
export function EpisodesAdminPage() {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const filters = usePublicationListFilters();
  const episodes = useAdminEpisodes({ status: filters.status, page: filters.page });
  return (
    <PublicationList
      kind="episode"
      basePath={MEDIA_ADMIN_PATHS.podcasts}
      filters={filters}
      query={episodes}
      minWidth={720}
      leading={[{ header: t('admin.episode.number'), cell: (row) => format.wholeNumber(row.episodeNumber) }]}
      titleNote={(row) => row.isFeatured && ` · ${t('podcasts.featured')}`}
      columns={[
        { header: t('admin.publishedOn'), cell: (row) => format.gregorianDate(row.publishedOn) },
        { header: t('admin.episode.audio'), cell: (row) => (row.audio ? t('admin.yes') : t('admin.no')) },
      ]}
    />
  );
}
