import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_JOURNEYS,
  RejectRegistrationRequestSchema,
  type RegistrationDetail,
} from '@hissa/contracts/registration/registration-api';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form-actions';
import { errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useApproveRegistration } from '../api/approve-registration';
import { useDownloadRegistrationFile } from '../api/download-registration-file';
import { useRegistration } from '../api/get-registration';
import { useRejectRegistration } from '../api/reject-registration';
import { useDisplayValue } from '../hooks/use-display-value';
import classes from './admin-registrations.module.css';
import { RegistrationStatusBadge } from './registration-status-badge';

/** The label of a submitted field: translated when known, else the field name as sent. */
function useFieldLabel() {
  const { t, i18n } = useTranslation('adminRegistrations');
  return (field: string) => {
    const key = `fields.${field}`;
    // Checked with exists() first: a field of the known set.
    return i18n.exists(key, { ns: 'adminRegistrations' }) ? t(key as 'fields.email') : field;
  };
}

/** The submitted fields in the journey's form order (the stored payload's order is not kept). */
function orderedFields(registration: RegistrationDetail): [string, unknown][] {
  const order = Object.keys(REGISTRATION_JOURNEYS[registration.kind].schema.shape);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(registration.payload).sort(([a], [b]) => rank(a) - rank(b));
}

/** A submitted value as text: booleans as Yes/No, groups as a nested list. */
function FieldValue({ value }: { value: unknown }) {
  const { t } = useTranslation('adminRegistrations');
  const label = useFieldLabel();
  if (typeof value === 'boolean') return <>{value ? t('detail.yes') : t('detail.no')}</>;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null))
      return <span dir="auto">{value.join(', ')}</span>;
    return (
      <Stack gap="xs">
        {value.map((item, index) => (
          <div key={index}>
            <Text size="xs" fw={600}>
              {t('detail.item', { number: index + 1 })}
            </Text>
            {typeof item === 'object' && item !== null && (
              <dl className={classes.fieldGrid}>
                {Object.entries(item).map(([key, inner]) => (
                  <FieldRow key={key} label={label(key)} value={<FieldValue value={inner} />} />
                ))}
              </dl>
            )}
          </div>
        ))}
      </Stack>
    );
  }
  if (value === null || value === undefined || value === '') return <>—</>;
  return <span dir="auto">{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>;
}

function FieldRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Approve and Reject, each behind its dialog (design.md: destructive actions confirm first). */
function ReviewActions({ registration, onDone }: { registration: RegistrationDetail; onDone: () => void }) {
  const { t } = useTranslation('adminRegistrations');
  const { t: tServer } = useTranslation('server');
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const [isNoteTouched, setIsNoteTouched] = useState(false);
  const noteCheck = RejectRegistrationRequestSchema.safeParse({ note });
  // The message is a key of the server namespace (contracts schema).
  const noteError =
    !noteCheck.success && isNoteTouched
      ? tServer((noteCheck.error.issues[0]?.message ?? 'errors.unknown') as 'errors.unknown')
      : undefined;

  // Through the promise, not mutate()'s callbacks: the refetch that follows a review unmounts
  // these actions (the status is no longer submitted), and mutate()'s callbacks of an unmounted
  // observer never run, which left the drawer open.
  const onSuccess = (answer: { message: string }) => {
    showNotification({ color: 'brand', icon: <IconCheck size={18} />, message: answer.message });
    setDialog(null);
    onDone();
  };
  const onError = (error: unknown) =>
    showNotification({ color: 'red', icon: <IconX size={18} />, title: t('failed'), message: errorMessage(error) });

  return (
    <>
      <Group gap="sm">
        <Button
          color="brand"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          onClick={() => setDialog('approve')}
        >
          {t('approve.button')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => {
            setNote('');
            setIsNoteTouched(false);
            setDialog('reject');
          }}
        >
          {t('reject.button')}
        </Button>
      </Group>

      <Modal
        opened={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title={t('approve.title')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text size="sm">{t('approve.text', { email: registration.email })}</Text>
          <FormActions
            isPending={approve.isPending}
            submitLabel={t('approve.confirm')}
            onSubmit={() => void approve.mutateAsync(registration.id).then(onSuccess, onError)}
            cancelLabel={t('cancel')}
            onCancel={() => setDialog(null)}
          />
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('reject.title')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setIsNoteTouched(true);
            if (noteCheck.success)
              void reject.mutateAsync({ id: registration.id, note: noteCheck.data.note }).then(onSuccess, onError);
          }}
        >
          <Stack>
            <Text size="sm">{t('reject.text')}</Text>
            <Textarea
              label={t('reject.noteLabel')}
              required
              autosize
              minRows={3}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              onBlur={() => setIsNoteTouched(true)}
              error={noteError}
              data-autofocus
            />
            <FormActions
              isPending={reject.isPending}
              submitLabel={t('reject.confirm')}
              submitProps={{ color: 'red' }}
              cancelLabel={t('cancel')}
              onCancel={() => setDialog(null)}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * One registration as the admin reviews it: every submitted field (labels translated), the
 * documents with download buttons, the review state, and Approve / Reject while it waits.
 */
export function RegistrationDetailView({ id, onReviewed }: { id: number; onReviewed: () => void }) {
  const { t } = useTranslation('adminRegistrations');
  const format = useFormatters();
  const label = useFieldLabel();
  const query = useRegistration(id);
  const displayValue = useDisplayValue(query.data);
  const download = useDownloadRegistrationFile();

  if (query.isError)
    return <ErrorState error={query.error} title={t('detail.loadError')} onRetry={() => void query.refetch()} />;
  const registration = query.data;
  if (!registration) {
    return (
      <Stack>
        <Skeleton height={24} width="60%" />
        <Skeleton height={160} />
        <Skeleton height={60} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={700} size="lg" dir="auto">
            {registration.applicantName}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`kinds.${registration.kind}`)} · {format.gregorianDate(registration.submittedAt)}
          </Text>
        </Stack>
        <RegistrationStatusBadge status={registration.status} />
      </Group>

      {registration.status === 'submitted' ? (
        <ReviewActions registration={registration} onDone={onReviewed} />
      ) : (
        <Alert color={registration.status === 'approved' ? 'brand' : 'red'} variant="light" title={t('detail.review')}>
          <Stack gap={4}>
            {registration.reviewedAt && (
              <Text size="sm">{t('detail.reviewedAt', { date: format.gregorianDate(registration.reviewedAt) })}</Text>
            )}
            {registration.reviewNote && (
              <Text size="sm">
                {t('detail.note')}: <span dir="auto">{registration.reviewNote}</span>
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      <section aria-labelledby="registration-fields">
        <Title order={3} size="h5" id="registration-fields" mb="xs">
          {t('detail.fields')}
        </Title>
        <dl className={classes.fieldGrid}>
          {orderedFields(registration).map(([field, value]) => (
            <FieldRow key={field} label={label(field)} value={<FieldValue value={displayValue(field, value)} />} />
          ))}
        </dl>
      </section>

      <section aria-labelledby="registration-files">
        <Title order={3} size="h5" id="registration-files" mb="xs">
          {t('detail.documents')}
        </Title>
        {registration.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noDocuments')}
          </Text>
        ) : (
          <Stack gap="xs">
            {registration.files.map((file) => {
              const fieldName = file.field.split('.').pop() ?? file.field;
              return (
                <div key={file.fileId} className={classes.fileRow}>
                  <div className={classes.fileName}>
                    <Text size="sm" fw={600}>
                      {label(fieldName)}
                    </Text>
                    <Text size="xs" c="dimmed" dir="auto">
                      {file.originalName} ·{' '}
                      {t('detail.size', { size: format.number(Math.max(1, Math.round(file.sizeBytes / 1024))) })}
                    </Text>
                  </div>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden="true" />}
                    aria-label={t('detail.download', { name: file.originalName })}
                    loading={download.isPending && download.variables.fileId === file.fileId}
                    onClick={() =>
                      download.mutate(
                        { fileId: file.fileId, fileName: file.originalName },
                        {
                          onError: (error) =>
                            showNotification({ color: 'red', title: t('failed'), message: errorMessage(error) }),
                        },
                      )
                    }
                  >
                    {t('detail.downloadShort')}
                  </Button>
                </div>
              );
            })}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
