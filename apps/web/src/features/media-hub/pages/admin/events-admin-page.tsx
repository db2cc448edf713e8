import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminEvents } from '../../api/media-admin-api';
import { PublicationList, usePublicationListFilters } from '../../admin/publication-list';

/** The newsroom's events (/admin/newsroom/events; decision 040): every event by status, latest start first. */
export function EventsAdminPage() {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const filters = usePublicationListFilters();
  const events = useAdminEvents({ status: filters.status, page: filters.page });
  return (
    <PublicationList
      kind="event"
      basePath={MEDIA_ADMIN_PATHS.events}
      filters={filters}
      query={events}
      minWidth={720}
      columns={[
        { header: t('admin.event.startsAt'), cell: (row) => format.dateTime(row.startsAt) },
        { header: t('admin.event.mode'), cell: (row) => t(`admin.event.modes.${row.mode}`) },
      ]}
    />
  );
}
