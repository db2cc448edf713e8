import { Button, Drawer, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@hissa/contracts/registration/registration-journey';
import type { RegistrationList } from '@hissa/contracts/registration/registration-api';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REGISTRATIONS_PAGE_SIZE, useRegistrations } from '../api/get-registrations';
import classes from '../components/admin-registrations.module.css';
import { RegistrationDetailView } from '../components/registration-detail';
import { RegistrationStatusBadge } from '../components/registration-status-badge';
import surfaces from '../../../components/surfaces.module.css';
import { PageTitle } from '../../../components/page-title';
import { QueueStatusFilter } from '../../../components/queue-status-filter';
import { usePatchSearchParams } from '../../../lib/url-filters';

type Row = RegistrationList['data'][number];

function isStatus(value: string | null): value is RegistrationStatus {
  return REGISTRATION_STATUSES.some((status) => status === value);
}

/** The queue as a table (from 576 px). */
function QueueTable({ rows, onOpen }: { rows: Row[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('adminRegistrations');
  const format = useFormatters();
  return (
    <div className={surfaces.tableCard}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.applicant')}</Table.Th>
              <Table.Th>{t('columns.kind')}</Table.Th>
              <Table.Th>{t('columns.email')}</Table.Th>
              <Table.Th>{t('columns.submittedAt')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={600} dir="auto">
                  {row.applicantName}
                </Table.Td>
                <Table.Td>{t(`kinds.${row.kind}`)}</Table.Td>
                <Table.Td>
                  <LtrText>{row.email}</LtrText>
                </Table.Td>
                <Table.Td className={classes.numeric}>{format.gregorianDate(row.submittedAt)}</Table.Td>
                <Table.Td>
                  <RegistrationStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(row.id)}
                    aria-label={t('openFor', { name: row.applicantName })}
                  >
                    {t('open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** The queue as cards (phones, design.md: "Tables become cards on mobile"). */
function QueueCards({ rows, onOpen }: { rows: Row[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('adminRegistrations');
  const format = useFormatters();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <li key={row.id} className={classes.rowCard}>
          <Stack gap={6} p="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} dir="auto">
                {row.applicantName}
              </Text>
              <RegistrationStatusBadge status={row.status} />
            </Group>
            <Text size="sm">{t(`kinds.${row.kind}`)}</Text>
            <Text size="sm" c="dimmed">
              <LtrText>{row.email}</LtrText>
            </Text>
            <Text size="sm" c="dimmed" className={classes.numeric}>
              {format.gregorianDate(row.submittedAt)}
            </Text>
            <Button
              size="sm"
              variant="light"
              onClick={() => onOpen(row.id)}
              aria-label={t('openFor', { name: row.applicantName })}
            >
              {t('open')}
            </Button>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

/**
 * /admin/registrations (decision 003): the registration review queue of the platform admin.
 * Status filter (Submitted / Approved / Rejected) and page live in the URL; a row opens the
 * application in a drawer with every field, the documents and Approve / Reject. After a
 * review the list is fetched again (the mutations invalidate it) and the drawer closes.
 */
export function RegistrationsQueuePage() {
  const { t } = useTranslation('adminRegistrations');
  useDocumentTitle(t('title'));
  const [searchParams] = useSearchParams();
  const update = usePatchSearchParams();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const statusParam = searchParams.get('status');
  const status: RegistrationStatus = isStatus(statusParam) ? statusParam : 'submitted';
  const page = Math.max(0, Number(searchParams.get('page') ?? '1') - 1 || 0);
  const openId = Number(searchParams.get('id')) || null;
  const query = useRegistrations({ status, page });

  const totalPages = query.data ? Math.max(1, Math.ceil(query.data.total / REGISTRATIONS_PAGE_SIZE)) : 1;
  const rows = query.data?.data ?? [];

  let content;
  if (query.isError)
    content = <ErrorState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data)
    content = (
      <Stack gap="xs">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={52} />
        ))}
      </Stack>
    );
  else if (rows.length === 0)
    content = (
      <EmptyState
        icon={<IconInbox size={28} />}
        title={t(`empty.${status}`)}
        description={t('emptyHint')}
        headingOrder={2}
      />
    );
  else
    content = isPhone ? (
      <QueueCards rows={rows} onOpen={(id) => update({ id: String(id) })} />
    ) : (
      <QueueTable rows={rows} onOpen={(id) => update({ id: String(id) })} />
    );

  return (
    <div className={classes.page}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <QueueStatusFilter
        label={t('statusFilter')}
        value={status}
        onChange={(value) => update({ status: value, page: null, id: null })}
        options={REGISTRATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        total={query.data && t('total', { count: query.data.total })}
      />
      {content}
      {totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page + 1}
            onChange={(value) => update({ page: String(value) })}
            aria-label={t('pagination')}
          />
        </Group>
      )}
      <Drawer
        opened={openId !== null}
        onClose={() => update({ id: null })}
        position={isPhone ? 'bottom' : 'right'}
        size={isPhone ? '92%' : 'lg'}
        title={openId !== null ? t('detail.title', { id: openId }) : ''}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {openId !== null && <RegistrationDetailView id={openId} onReviewed={() => update({ id: null })} />}
      </Drawer>
    </div>
  );
}
