import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOAN_ADMIN_MOVES,
  LOAN_STATUSES,
  type LoanApplication,
  type LoanStatus,
} from '@hissa/contracts/sme-loans/loan-application';
import { LoanFileEndpoint } from '@hissa/contracts/sme-loans-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLoanQueue, useMoveApplication } from '../api/loans-api';
import { LoanStatusBadge, LoanTimeline } from '../components/loan-timeline';

type Filter = LoanStatus | 'all';

/**
 * The team's queue of loan applications (/admin/loan-applications; decision 026): filtered by
 * status (submitted ones by default), each with its details, documents, pre-check and timeline,
 * and the move to a next status (contracts LOAN_ADMIN_MOVES) with a note for the applicant,
 * who is e-mailed.
 */
export function LoanQueuePage() {
  const { t } = useTranslation('smeLoans');
  useDocumentTitle(t('admin.title'));
  const format = useFormatters();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const queue = useLoanQueue(filter === 'all' ? undefined : filter, page);
  const data = queue.data;
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('admin.statusFilter')}
          value={filter}
          onChange={(value) => {
            setFilter((value ?? 'all') as Filter);
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...LOAN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          allowDeselect={false}
          w={260}
        />
        {data && (
          <Text size="sm" c="dimmed">
            {t('admin.total', { count: data.total, formattedCount: format.number(data.total) })}
          </Text>
        )}
      </Group>
      {queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !data ? (
        <Skeleton height={300} radius="md" />
      ) : data.data.length === 0 ? (
        <EmptyState icon={<IconInbox size={28} />} title={t('admin.empty')} description={t('admin.subtitle')} />
      ) : (
        <>
          {data.data.map((application) => (
            <QueueItem key={application.id} application={application} />
          ))}
          <ListPagination
            page={page + 1}
            totalPages={Math.ceil(data.total / data.size)}
            onChange={(next) => setPage(next - 1)}
            label={t('admin.title')}
          />
        </>
      )}
    </Stack>
  );
}

function QueueItem({ application }: { application: LoanApplication }) {
  const { t } = useTranslation('smeLoans');
  const format = useFormatters();
  const [isOpen, setIsOpen] = useState(false);
  const { values } = application;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`queue-${application.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id={`queue-${application.id}`} dir="auto">
              {values.companyName || t('mine.untitled')}
            </Title>
            <Text size="sm" c="dimmed">
              {application.reference} · {application.applicant.name} · {application.applicant.email}
            </Text>
          </div>
          <LoanStatusBadge status={application.status} />
        </Group>
        <Group gap="lg">
          {values.loanAmount && (
            <Text size="sm">
              {t('admin.amount')}: <b>{format.sar(values.loanAmount)}</b>
            </Text>
          )}
          {application.precheck.sizeClass && (
            <Text size="sm">{t('precheck.sizeClass', { class: t(`sizes.${application.precheck.sizeClass}`) })}</Text>
          )}
          <Button variant="subtle" size="compact-sm" onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen}>
            {t('admin.details')}
          </Button>
        </Group>
        {isOpen && <Details application={application} />}
        <MoveForm application={application} />
      </Stack>
    </Card>
  );
}

/** Every saved field, the documents and the timeline of an application. */
function Details({ application }: { application: LoanApplication }) {
  const { t } = useTranslation('smeLoans');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap={4}>
        {Object.entries(application.values).map(([name, value]) => (
          <Text key={name} size="sm">
            <Text span c="dimmed">
              {t(`fields.${name}` as 'fields.companyName')}:
            </Text>{' '}
            {value || '—'}
          </Text>
        ))}
        <Title order={3} size="h5" mt="sm">
          {t('admin.documents')}
        </Title>
        {application.files.map((file) => (
          <Anchor
            key={file.id}
            component="button"
            type="button"
            size="sm"
            ta="start"
            onClick={() =>
              void downloadApiFile({
                path: endpointUrl(LoanFileEndpoint, { fileId: file.id }),
                fileName: file.originalName,
              })
            }
          >
            {t(`fields.${file.field}` as 'fields.businessPlan')}: {file.originalName}
          </Anchor>
        ))}
      </Stack>
      <LoanTimeline timeline={application.timeline} />
    </SimpleGrid>
  );
}

/** The move to one of the next statuses, with the note the applicant receives. */
function MoveForm({ application }: { application: LoanApplication }) {
  const { t } = useTranslation('smeLoans');
  const move = useMoveApplication();
  const options = LOAN_ADMIN_MOVES[application.status];
  const [status, setStatus] = useState<LoanStatus | null>(null);
  const [note, setNote] = useState('');
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.noMoves')}
      </Text>
    );
  const noteError =
    move.error instanceof ApiError
      ? move.error.fieldErrors.find((error) => error.field === 'body.note')?.message
      : undefined;
  return (
    <form
      aria-label={t('admin.moveTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!status) return;
        move.mutate(
          { applicationId: application.id, body: { status, note } },
          {
            onSuccess: (result) => {
              showNotification({ color: 'teal', message: result.message });
              setStatus(null);
              setNote('');
            },
          },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('admin.moveTo')}
          placeholder={t('fields.choose')}
          data={options.map((option) => ({ value: option, label: t(`status.${option}`) }))}
          value={status}
          onChange={(value) => setStatus(value as LoanStatus | null)}
          w={240}
        />
        <Textarea
          label={t('admin.note')}
          description={t('admin.noteHint')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={2000}
          error={noteError}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" disabled={!status} loading={move.isPending}>
          {t('admin.move')}
        </Button>
      </Group>
      {move.error && !noteError && (
        <Alert color="red" mt="xs">
          {move.error.message}
        </Alert>
      )}
    </form>
  );
}
