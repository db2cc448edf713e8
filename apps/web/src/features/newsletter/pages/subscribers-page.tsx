import { Badge, Button, Group, Select, Stack, Table } from '@mantine/core';
import { IconDownload, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@hissa/contracts/public-forms/public-forms';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { isOneOf } from '../../../lib/url-filters';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadSubscribersCsv, SUBSCRIBERS_PAGE_SIZE, useSubscribers } from '../api/newsletter-api';
import classes from '../components/newsletter.module.css';

const STATUS_COLOR: Record<NewsletterStatus, string> = { pending: 'yellow', confirmed: 'green', unsubscribed: 'gray' };

/**
 * The admin's newsletter subscribers (/admin/newsletter-subscribers; decision 027): newest first,
 * by status (confirmed by default, or ?status=), with a CSV export of every subscriber of the status.
 */
export function SubscribersPage() {
  const { t } = useTranslation('newsletter');
  useDocumentTitle(t('admin.title'));
  const format = useFormatters();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const [status, setStatus] = useState<NewsletterStatus | undefined>(
    isOneOf(NEWSLETTER_STATUSES, asked) ? asked : 'confirmed',
  );
  const [page, setPage] = useState(0);
  const [isExporting, setIsExporting] = useState(false);
  const subscribers = useSubscribers({ status, page });
  const exportCsv = () => {
    setIsExporting(true);
    downloadSubscribersCsv(status)
      .catch((error: unknown) => showNotification({ color: 'red', message: errorMessage(error) }))
      .finally(() => setIsExporting(false));
  };
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Group gap="md" wrap="wrap" align="flex-end" justify="space-between">
        <Select
          label={t('admin.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' || !value ? undefined : (value as NewsletterStatus));
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...NEWSLETTER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          allowDeselect={false}
          w={220}
        />
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={isExporting} onClick={exportCsv}>
          {t('admin.export')}
        </Button>
      </Group>
      <PagedResults
        query={subscribers}
        page={page + 1}
        pageSize={SUBSCRIBERS_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('admin.range', { from, to, total })}
        paginationLabel={t('admin.pages')}
        empty={
          <EmptyState icon={<IconMailOff size={28} />} title={t('admin.emptyTitle')} description={t('admin.empty')} />
        }
      >
        {(rows) => (
          <div className={classes.tableWrap}>
            <Table striped verticalSpacing="sm" miw={760}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.fullName')}</Table.Th>
                  <Table.Th>{t('fields.email')}</Table.Th>
                  <Table.Th>{t('fields.companyName')}</Table.Th>
                  <Table.Th>{t('fields.designation')}</Table.Th>
                  <Table.Th>{t('admin.language')}</Table.Th>
                  <Table.Th>{t('admin.status')}</Table.Th>
                  <Table.Th>{t('admin.subscribedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td dir="auto">{row.fullName}</Table.Td>
                    <Table.Td>
                      <LtrText>{row.email}</LtrText>
                    </Table.Td>
                    <Table.Td dir="auto">{row.companyName ?? '—'}</Table.Td>
                    <Table.Td dir="auto">{row.designation ?? '—'}</Table.Td>
                    <Table.Td>{t(`languages.${row.languageCode === 'ar' ? 'ar' : 'en'}`)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[row.status]} c="dark.7">
                        {t(`statuses.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{format.dateTime(row.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedResults>
    </Stack>
  );
}
