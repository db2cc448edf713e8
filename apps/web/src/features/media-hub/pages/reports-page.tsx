import { Badge, Button, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Report, REPORT_CATEGORIES, type ReportCategory } from '@hissa/contracts/media/media';
import { DualDate } from '../../../components/dual-date';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReports } from '../api/media-api';
import { ReportRequestModal } from '../components/report-request-modal';
import { useLocalized } from '../components/use-localized';
import classes from '../components/media-hub.module.css';

const PAGE_SIZE = 30;

/**
 * /sharikat-news/reports (spec §2 "reports with filters"): published reports filtered by category,
 * publisher and year; "Request report" opens the request form, and the PDF comes by e-mail.
 */
export function ReportsPage() {
  const { t } = useTranslation('mediaHub');
  useDocumentTitle(t('reports.title'));
  const format = useFormatters();
  const local = useLocalized();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [publisher, setPublisher] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  const [requested, setRequested] = useState<Report | null>(null);
  const query = useReports({
    size: PAGE_SIZE,
    category: category ?? undefined,
    publisher: publisher ?? undefined,
    year: year ? Number(year) : undefined,
  });
  const reports = query.data?.data ?? [];

  return (
    <Container size="xl" py="lg" className={classes.page}>
      <MediaHubNav />
      <PageTitle title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('reports.category')}
          placeholder={t('reports.all')}
          clearable
          value={category}
          onChange={(value) => setCategory(REPORT_CATEGORIES.find((item) => item === value) ?? null)}
          data={REPORT_CATEGORIES.map((value) => ({ value, label: t(`reports.categories.${value}`) }))}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('reports.publisher')}
          placeholder={t('reports.all')}
          clearable
          value={publisher}
          onChange={setPublisher}
          data={query.data?.publishers ?? []}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('reports.year')}
          placeholder={t('reports.all')}
          clearable
          value={year}
          onChange={setYear}
          data={(query.data?.years ?? []).map((value) => ({ value: String(value), label: format.wholeNumber(value) }))}
          w={{ base: '100%', xs: 140 }}
        />
        <Button
          variant="default"
          onClick={() => {
            setCategory(null);
            setPublisher(null);
            setYear(null);
          }}
        >
          {t('reports.reset')}
        </Button>
      </Group>
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && reports.length === 0 && (
        <EmptyState icon={<IconFileOff size={28} />} title={t('reports.none')} description={t('reports.noneHint')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching}>
        {reports.map((report) => (
          <article key={report.id} className={classes.card}>
            <Stack gap={6} h="100%">
              <Group gap="xs">
                <Badge variant="light">{t(`reports.categories.${report.category}`)}</Badge>
              </Group>
              <Title order={2} size="h4" className={classes.title}>
                {local(report.titleEn, report.titleAr)}
              </Title>
              <Text size="sm" c="dimmed">
                {report.publisher}
              </Text>
              <DualDate iso={report.publishedOn} />
              {report.fileSizeBytes !== null && (
                <Text size="xs" c="dimmed">
                  {t('reports.size', { size: Math.max(1, Math.round(report.fileSizeBytes / 1024)) })}
                </Text>
              )}
              <Button mt="auto" variant="light" onClick={() => setRequested(report)} w="fit-content">
                {t('reports.request')}
              </Button>
            </Stack>
          </article>
        ))}
      </SimpleGrid>
      {requested && <ReportRequestModal report={requested} onClose={() => setRequested(null)} />}
    </Container>
  );
}
