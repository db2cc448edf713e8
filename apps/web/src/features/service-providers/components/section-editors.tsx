import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPhotoPlus, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { halalasToSar } from '@hissa/contracts/money';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import {
  MAX_PICTURES_PER_ITEM,
  ORDERED_PICTURE_KINDS,
  type ProviderEditor,
  type ProviderPicture,
  type ProviderPictureKind,
} from '@hissa/contracts/services-marketplace/provider-content';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LookupSelect } from '../../../components/lookup-select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useValidatedForm } from '../../../lib/use-validated-form';
import {
  useDeleteProviderPicture,
  useReorderProviderPictures,
  useSectionItem,
  useUploadProviderPicture,
} from '../api/provider-profile';
import { BilingualInputs } from './bilingual-inputs';
import { PictureOrderButtons } from './picture-order-buttons';

/** A yellow alert's title in the text colour: yellow on pale yellow is below the contrast minimum. */
const READABLE_ALERT_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** A field of a section's form: a text in both languages (short or long), or one value. */
export type SectionField =
  | { kind: 'pair' | 'pairLong'; base: string; label: string }
  | { kind: 'fee' | 'year'; name: string; label: string }
  | { kind: 'lookup'; name: string; label: string; list: 'industrial-classification-level-4' | 'titles' };

/** What one list section of the editor needs: its endpoints, schema, fields, and how an item reads. */
export type SectionConfig<Item extends { id: number }> = {
  anchor: string;
  title: string;
  endpoints: { create: Endpoint; update: Endpoint; remove: Endpoint };
  schema: z.ZodType;
  fields: readonly SectionField[];
  items: readonly Item[];
  heading: (item: Item) => string;
  detail?: (item: Item) => string | null;
  pictureKind?: ProviderPictureKind;
  pictures?: (item: Item) => readonly ProviderPicture[];
  /** The package limit on this section: used, limit (null: none) and the upgrade path. */
  limit?: { used: number; limit: number | null; upgradePath: string; packageName: string };
};

/** The form values (all strings) of `item`, or empty ones for a new item. */
function valuesOf(fields: readonly SectionField[], item: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  for (const field of fields) {
    if ('base' in field) {
      values[`${field.base}En`] = text(item?.[`${field.base}En`]);
      values[`${field.base}Ar`] = text(item?.[`${field.base}Ar`]);
    } else if (field.kind === 'fee') {
      const halalas = item?.[field.name];
      values[field.name] = typeof halalas === 'number' ? halalasToSar(BigInt(halalas)).replace(/\.00$/, '') : '';
    } else values[field.name] = text(item?.[field.name]);
  }
  return values;
}

/** The add / edit form of one item, in a modal. */
function ItemFormModal<Item extends { id: number }>({
  config,
  item,
  onClose,
}: {
  config: SectionConfig<Item>;
  item: Item | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('providerProfile');
  const { save } = useSectionItem(config.endpoints);
  const form = useValidatedForm({
    schema: config.schema,
    initialValues: valuesOf(config.fields, item as Record<string, unknown> | null),
  });
  const isLimitError = save.error instanceof ApiError && save.error.status === 409;
  return (
    <Modal opened onClose={onClose} title={config.title} size="xl" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(
            { id: item?.id ?? null, body: values },
            {
              onSuccess: (answer) => {
                showNotification({ color: 'green', message: answer.message });
                onClose();
              },
              onError: form.applyServerErrors,
            },
          ),
        )}
      >
        <Stack gap="md">
          {config.fields.map((field) => {
            if ('base' in field)
              return (
                <BilingualInputs
                  key={field.base}
                  base={field.base}
                  label={field.label}
                  long={field.kind === 'pairLong'}
                  props={(name) => form.inputProps(name)}
                />
              );
            if (field.kind === 'lookup')
              return (
                <LookupSelect key={field.name} list={field.list} label={field.label} {...form.inputProps(field.name)} />
              );
            return (
              <TextInput
                key={field.name}
                label={field.label}
                inputMode={field.kind === 'fee' ? 'decimal' : 'numeric'}
                dir="ltr"
                {...form.inputProps(field.name)}
              />
            );
          })}
          {save.error !== null && !(save.error instanceof ApiError && save.error.fieldErrors.length > 0) && (
            <Alert
              color={isLimitError ? 'yellow' : 'red'}
              title={isLimitError ? t('limitReached') : undefined}
              styles={READABLE_ALERT_TITLE}
            >
              <Stack gap="xs">
                <Text size="sm">{errorMessage(save.error)}</Text>
                {isLimitError && config.limit && (
                  <Anchor component={Link} to={config.limit.upgradePath} fw={600}>
                    {t('upgrade')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The pictures of one item: thumbnails with a remove button, move earlier/later buttons for the
 * pictures of a service or project, and an upload button (png/jpeg under 2 MB).
 */
export function PictureStrip({
  kind,
  ownerId,
  pictures,
  single = false,
  label,
  uploadLabel,
}: {
  kind: ProviderPictureKind;
  ownerId: number | null;
  pictures: readonly ProviderPicture[];
  single?: boolean;
  label: string;
  uploadLabel?: string;
}) {
  const { t } = useTranslation('providerProfile');
  const upload = useUploadProviderPicture();
  const remove = useDeleteProviderPicture();
  const reorder = useReorderProviderPictures();
  const { number } = useFormatters();
  const isFull = !single && pictures.length >= MAX_PICTURES_PER_ITEM;
  const orderedKind = ORDERED_PICTURE_KINDS.find((each) => each === kind);
  const canReorder = orderedKind !== undefined && ownerId !== null && pictures.length > 1;
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start">
        {pictures.map((picture, index) => (
          <Stack key={picture.id} gap={4} style={{ position: 'relative' }}>
            <Image
              src={picture.thumbnailUrl}
              alt={t('pictureAlt', { label, position: number(index + 1), total: number(pictures.length) })}
              w={72}
              h={72}
              radius="sm"
              fit="cover"
            />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              style={{ position: 'absolute', top: -6, insetInlineEnd: -6 }}
              aria-label={t('removePicture')}
              loading={remove.isPending && remove.variables === picture.id}
              onClick={() => remove.mutate(picture.id)}
            >
              <IconX size={12} />
            </ActionIcon>
            {canReorder && (
              <PictureOrderButtons
                pictures={pictures}
                index={index}
                isSaving={reorder.isPending}
                onMove={(pictureIds) => reorder.mutateAsync({ kind: orderedKind, ownerId, pictureIds })}
              />
            )}
          </Stack>
        ))}
        {!isFull && (
          <FileButton accept="image/png,image/jpeg" onChange={(file) => file && upload.mutate({ kind, ownerId, file })}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={upload.isPending}
                leftSection={<IconPhotoPlus size={14} aria-hidden="true" />}
                aria-label={`${label}: ${uploadLabel ?? t('uploadPicture')}`}
              >
                {uploadLabel ?? t('uploadPicture')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c={upload.error || reorder.error ? 'red' : 'dimmed'}>
        {upload.error || reorder.error ? errorMessage(upload.error ?? reorder.error) : t('pictureHint')}
      </Text>
    </Stack>
  );
}

/**
 * One list section of the editor (services, projects, clients, team, awards, testimonials): its
 * items with edit, delete (asked first) and their pictures, and an Add button. Where the package
 * limits the section, the usage shows and, when full, the limit message with the upgrade link
 * (the server refuses past the limit with the same message).
 */
export function SectionEditor<Item extends { id: number }>({ config }: { config: SectionConfig<Item> }) {
  const { t } = useTranslation('providerProfile');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const { remove } = useSectionItem(config.endpoints);
  const deletion = useConfirmedDelete(
    remove,
    (item: Item) => item.id,
    (message) => showNotification({ color: 'green', message }),
  );
  const format = useFormatters();
  const count = (value: number) => format.decimal(String(value));
  const limit = config.limit;
  const isFull = limit !== undefined && limit.limit !== null && limit.used >= limit.limit;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      id={config.anchor}
      component="section"
      aria-labelledby={`${config.anchor}-title`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4" id={`${config.anchor}-title`}>
              {config.title}
            </Title>
            {limit && (
              <Text size="xs" c="dimmed">
                {limit.limit === null
                  ? t('packageUnlimited', { used: count(limit.used), package: limit.packageName })
                  : t('packageUsage', {
                      used: count(limit.used),
                      limit: count(limit.limit ?? 0),
                      package: limit.packageName,
                    })}
              </Text>
            )}
          </div>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
            aria-label={`${t('add')}: ${config.title}`}
          >
            {t('add')}
          </Button>
        </Group>
        {isFull && (
          <Alert color="yellow" title={t('limitReached')} styles={READABLE_ALERT_TITLE}>
            <Group gap="xs">
              <Text size="sm">
                {t('packageUsage', {
                  used: count(limit.used),
                  limit: count(limit.limit ?? 0),
                  package: limit.packageName,
                })}
              </Text>
              <Anchor component={Link} to={limit.upgradePath} fw={600} size="sm">
                {t('upgrade')}
              </Anchor>
            </Group>
          </Alert>
        )}
        {config.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {config.items.map((item, index) => (
              <Paper key={item.id} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  {limit && limit.limit !== null && index >= limit.limit && (
                    <HiddenItemNote packageName={limit.packageName} upgradePath={limit.upgradePath} />
                  )}
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      {config.pictureKind && config.pictures && config.pictures(item).length === 0 && (
                        <Avatar radius="md" color="brand" aria-hidden="true">
                          {config.heading(item).charAt(0)}
                        </Avatar>
                      )}
                      <div>
                        <Text fw={600}>{config.heading(item)}</Text>
                        {config.detail?.(item) && (
                          <Text size="sm" c="dimmed">
                            {config.detail(item)}
                          </Text>
                        )}
                      </div>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('edit')}: ${config.heading(item)}`}
                        onClick={() => setEditing(item)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('delete')}: ${config.heading(item)}`}
                        onClick={() => deletion.ask(item)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  {config.pictureKind && config.pictures && (
                    <PictureStrip
                      kind={config.pictureKind}
                      ownerId={item.id}
                      pictures={config.pictures(item)}
                      single={config.pictureKind === 'client' || config.pictureKind === 'team_member'}
                      label={config.heading(item)}
                    />
                  )}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {editing !== null && (
        <ItemFormModal config={config} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('deleteConfirmTitle')}
        body={t('deleteConfirmText')}
        confirmLabel={t('delete')}
      />
    </Paper>
  );
}

/**
 * The note on an item past the package limit (decision 022): the public profile shows only the
 * first items within the limit, in display order; this one is kept but hidden until an upgrade.
 */
function HiddenItemNote({ packageName, upgradePath }: { packageName: string; upgradePath: string }) {
  const { t } = useTranslation('providerProfile');
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color="yellow" variant="light">
        {t('hiddenBadge')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('hiddenNote', { package: packageName })}{' '}
        <Anchor component={Link} to={upgradePath} size="xs" fw={600}>
          {t('upgrade')}
        </Anchor>
      </Text>
    </Group>
  );
}

/** The package's display name in the current language. */
export function usePackageName(editor: ProviderEditor): string {
  const { t } = useTranslation('providerProfile');
  return t(`packages.${editor.package.code}`);
}
