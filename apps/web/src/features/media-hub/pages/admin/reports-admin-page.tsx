import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../../lib/routes';
import { useAdminReports } from '../../api/media-admin-api';
import { PublicationList, usePublicationListFilters } from '../../admin/publication-list';

/** The newsroom's reports (/admin/newsroom/reports; decision 040): by status, newest first. */
export function ReportsAdminPage() {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const filters = usePublicationListFilters();
  const reports = useAdminReports({ status: filters.status, page: filters.page });
  return (
    <PublicationList
      kind="report"
      basePath={MEDIA_ADMIN_PATHS.reports}
      filters={filters}
      query={reports}
      minWidth={760}
      columns={[
        { header: t('reports.category'), cell: (row) => t(`reports.categories.${row.category}`) },
        { header: t('reports.publisher'), cell: (row) => row.publisher, isFreeText: true },
        { header: t('admin.publishedOn'), cell: (row) => format.gregorianDate(row.publishedOn) },
        { header: t('admin.report.file'), cell: (row) => (row.fileSizeBytes ? t('admin.yes') : t('admin.no')) },
      ]}
    />
  );
}
