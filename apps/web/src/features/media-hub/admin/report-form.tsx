import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_CATEGORIES,
  REPORT_CONTENT_TYPES,
  REPORT_FILE_MAX_BYTES,
  ReportInputSchema,
  type Report,
  type ReportInput,
} from '@hissa/contracts/media/media';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_ADMIN_PATHS } from '../../../lib/routes';
import { useSaveReport, useUploadReportFile } from '../api/media-admin-api';
import { TitleAndDescriptionFields } from './bilingual-content-fields';
import { FileUploadPanel } from './file-upload-panel';
import { PublicationFields } from './publication-fields';
import { useMediaForm } from './use-media-form';

type ReportFormValues = {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  status: string;
  publishAt: string;
  category: string;
  publisher: string;
  publishedOn: string;
};

function toRequest(values: ReportFormValues): ReportInput {
  return {
    ...values,
    status: values.status as ReportInput['status'],
    publishAt: values.publishAt || null,
    category: values.category as ReportInput['category'],
  };
}

function initialValuesOf(report: Report | undefined): ReportFormValues {
  return {
    titleEn: report?.titleEn ?? '',
    titleAr: report?.titleAr ?? '',
    descriptionEn: report?.descriptionEn ?? '',
    descriptionAr: report?.descriptionAr ?? '',
    status: report?.status ?? 'draft',
    publishAt: report?.publishAt ?? '',
    category: report?.category ?? 'market',
    publisher: report?.publisher ?? '',
    publishedOn: report?.publishedOn ?? new Date().toISOString().slice(0, 10),
  };
}

/**
 * The newsroom's report editor (decision 040; contracts ReportInputSchema): bilingual title and
 * description, category, publisher, publication date, draft, scheduled (with its publish time) or published, and the PDF (checked
 * by content on the server) once the report is saved; a report is published only with its PDF.
 */
export function ReportForm({ report }: { report?: Report }) {
  const { t } = useTranslation('mediaHub');
  const format = useFormatters();
  const save = useSaveReport(report?.id ?? null);
  const upload = useUploadReportFile(report?.id ?? 0);
  const fields = useMediaForm<ReportFormValues, ReportInput>({
    contract: ReportInputSchema,
    toRequest,
    initialValues: initialValuesOf(report),
    isNew: report === undefined,
    save,
    editPath: (id) => `${MEDIA_ADMIN_PATHS.reports}/${id}`,
  });
  const { inputProps, submit } = fields;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TitleAndDescriptionFields fields={fields} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <PublicationFields fields={fields} />
          <Select
            label={t('reports.category')}
            data={REPORT_CATEGORIES.map((value) => ({ value, label: t(`reports.categories.${value}`) }))}
            allowDeselect={false}
            required
            {...inputProps('category')}
          />
          <TextInput label={t('reports.publisher')} dir="auto" required {...inputProps('publisher')} />
          <TextInput label={t('admin.publishedOn')} type="date" dir="ltr" required {...inputProps('publishedOn')} />
        </SimpleGrid>
        <FileUploadPanel
          title={t('admin.report.file')}
          current={
            report?.fileSizeBytes
              ? t('reports.size', { size: format.number(Math.round(report.fileSizeBytes / 1024)) })
              : t('admin.report.noFile')
          }
          pickLabel={t('admin.report.filePick')}
          hint={t('admin.report.fileHint', { size: format.number(Math.round(REPORT_FILE_MAX_BYTES / 1_000_000)) })}
          accept={REPORT_CONTENT_TYPES}
          icon={<IconFileTypePdf size={18} />}
          upload={report ? upload : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fields.isSaving}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
