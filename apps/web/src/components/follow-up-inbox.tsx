import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '@hissa/contracts/follow-up';
import { useFormatters } from '../lib/formatting';
import { useDocumentTitle } from '../lib/use-document-title';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LtrText } from './ltr-text';
import { PageTitle } from './page-title';
import { PagedResults } from './paged-results';
import classes from './follow-up-inbox.module.css';

const STATUS_COLOR: Record<FollowUpStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };

/** A choice of a filter: its value and its label in the page's language. */
export type FilterOption<T extends string> = { value: T; label: string };

/** What an inbox asks the server for: kind and status (undefined: all) and the 0-based page. */
export type FollowUpQuery<K extends string> = { kind?: K; status?: FollowUpStatus; page: number };

/** A page of an inbox as the server answers it. */
type InboxPage<Row> = { page: number; size: number; total: number; data: Row[] };

/**
 * An admin follow-up inbox page (contact messages, sales requests): the title, the kind and status
 * filters (new items first by default), the items `useItems` fetches for them, each drawn by
 * `renderItem` (a FollowUpCard), `pageSize` a page, with the range line, pages and an empty state.
 */
export function FollowUpInbox<K extends string, Row extends { id: number }>({
  title,
  subtitle,
  kinds,
  useItems,
  pageSize,
  renderItem,
}: {
  title: string;
  subtitle: string;
  kinds: FilterOption<K>[];
  useItems: (query: FollowUpQuery<K>) => {
    data: InboxPage<Row> | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  pageSize: number;
  renderItem: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const [kind, setKind] = useState<K | undefined>();
  const [status, setStatus] = useState<FollowUpStatus | undefined>('new');
  const [page, setPage] = useState(0);
  const items = useItems({ kind, status, page });
  return (
    <Stack gap="lg">
      <PageTitle title={title} subtitle={subtitle} />
      <FollowUpFilters
        kinds={kinds}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setPage(0);
        }}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      <PagedResults
        query={items}
        page={page + 1}
        pageSize={pageSize}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('followUp.range', { from, to, total })}
        paginationLabel={t('followUp.pages')}
        empty={
          <EmptyState
            icon={<IconInbox size={28} />}
            title={t('followUp.emptyTitle')}
            description={t('followUp.empty')}
          />
        }
      >
        {(rows) => (
          <Stack gap="md">
            {rows.map((row) => (
              <Fragment key={row.id}>{renderItem(row)}</Fragment>
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}

/**
 * The two filters of an admin follow-up inbox (contact messages, sales requests): kind and
 * follow-up status, each with "All" (undefined). Changing either is reported with the new value.
 */
function FollowUpFilters<K extends string>({
  kinds,
  kind,
  onKindChange,
  status,
  onStatusChange,
}: {
  kinds: FilterOption<K>[];
  kind: K | undefined;
  onKindChange: (kind: K | undefined) => void;
  status: FollowUpStatus | undefined;
  onStatusChange: (status: FollowUpStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  const all = { value: 'all', label: t('followUp.all') };
  return (
    <Group gap="md" wrap="wrap">
      <Select
        label={t('followUp.kind')}
        value={kind ?? 'all'}
        onChange={(value) => onKindChange(kinds.find((option) => option.value === value)?.value)}
        data={[all, ...kinds]}
        allowDeselect={false}
        w={240}
      />
      <Select
        label={t('followUp.status')}
        value={status ?? 'all'}
        onChange={(value) => onStatusChange(FOLLOW_UP_STATUSES.find((code) => code === value))}
        data={[all, ...FOLLOW_UP_STATUSES.map((value) => ({ value, label: t(`followUp.statuses.${value}`) }))]}
        allowDeselect={false}
        w={200}
      />
    </Group>
  );
}

/**
 * One item of an admin follow-up inbox, named `label`: who wrote (heading), when (`createdAt`, ISO), its kind and
 * follow-up status as badges, the e-mail and phone as links, what they wrote (`children`), and the
 * form that moves it to another status with a note of at most `noteMaxLength` characters.
 * `onSave` runs the caller's mutation; `isSaving` and `error` show its state.
 */
export function FollowUpCard({
  label,
  heading,
  kindLabel,
  createdAt,
  status: savedStatus,
  note: savedNote,
  email,
  phone,
  extraContact,
  noteMaxLength,
  onSave,
  isSaving,
  error,
  children,
}: {
  label: string;
  heading: ReactNode;
  kindLabel: string;
  createdAt: string;
  status: FollowUpStatus;
  note: string | null;
  email: string;
  phone: string;
  extraContact?: ReactNode;
  noteMaxLength: number;
  onSave: (change: { status: FollowUpStatus; adminNote: string }) => void;
  isSaving: boolean;
  error: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [status, setStatus] = useState<FollowUpStatus>(savedStatus);
  const [note, setNote] = useState(savedNote ?? '');
  return (
    <article className={classes.item} aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {heading}
            </Title>
            <Text size="sm" c="dimmed">
              {t('followUp.received', { date: format.dateTime(createdAt) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color="brand" c="dark.7">
              {kindLabel}
            </Badge>
            <Badge variant="light" color={STATUS_COLOR[savedStatus]} c="dark.7">
              {t(`followUp.statuses.${savedStatus}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Anchor href={`mailto:${email}`} size="sm">
            <LtrText>{email}</LtrText>
          </Anchor>
          <Anchor href={`tel:${phone}`} size="sm">
            <LtrText>{phone}</LtrText>
          </Anchor>
          {extraContact}
        </Group>
        {children}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('followUp.status')}
            value={status}
            onChange={(value) => setStatus(FOLLOW_UP_STATUSES.find((code) => code === value) ?? status)}
            data={FOLLOW_UP_STATUSES.map((value) => ({ value, label: t(`followUp.statuses.${value}`) }))}
            allowDeselect={false}
          />
          <Textarea
            label={t('followUp.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={noteMaxLength}
            autosize
            minRows={1}
            style={{ gridColumn: 'span 2' }}
          />
        </SimpleGrid>
        {Boolean(error) && <ErrorState error={error} />}
        <Group justify="flex-end">
          <Button loading={isSaving} onClick={() => onSave({ status, adminNote: note })}>
            {t('followUp.save')}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}

/** A message as its writer typed it: line breaks kept, long words wrapped, direction from the text. */
export function FollowUpMessage({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" className={classes.message} dir="auto">
      {children}
    </Text>
  );
}
