import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SECTION_ITEMS } from '@hissa/contracts/company-profile';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { type SectionName, useDeleteSectionItem } from '../api/save-section-item';
import { useConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import { DeleteButton } from './delete-button';
import { showSaved } from './show-saved';

/** What a section editor renders: the list with the owner's buttons, and the add / edit dialog. */
type SectionRenderers<T> = {
  list: (actions: (item: T) => ReactNode, emptyAction: ReactNode) => ReactNode;
  dialog: (state: { opened: boolean; item: T | null; onClose: () => void }) => ReactNode;
};

/**
 * One list section of the profile editor (update-profile: products and services, investments, team,
 * awards): a heading with an add button, the items with edit and delete buttons, the add / edit
 * dialog, and a confirmation before a delete that names what is lost (deletions ask for
 * confirmation). At most MAX_SECTION_ITEMS items.
 */
export function SectionEditor<T extends { id: number }>({
  section,
  title,
  addLabel,
  items,
  nameOf,
  render,
}: {
  section: SectionName;
  title: string;
  addLabel: string;
  items: T[];
  nameOf: (item: T) => string;
  render: SectionRenderers<T>;
}) {
  const { t } = useTranslation('companyProfile');
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const deletion = useConfirmedDelete(useDeleteSectionItem(section), (item: T) => item.id, showSaved);
  const isFull = items.length >= MAX_SECTION_ITEMS;

  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => setEditing({ item: null })}
      disabled={isFull}
      title={isFull ? t('edit.sectionFull', { max: MAX_SECTION_ITEMS }) : undefined}
    >
      {addLabel}
    </Button>
  );
  const actions = (item: T) => (
    <Group gap="xs" justify="flex-end" mt="auto">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden="true" />}
        onClick={() => setEditing({ item })}
        aria-label={t('edit.editNamed', { name: nameOf(item) })}
      >
        {t('edit.edit')}
      </Button>
      <DeleteButton
        label={t('edit.delete')}
        ariaLabel={t('edit.deleteNamed', { name: nameOf(item) })}
        onClick={() => deletion.ask(item)}
      />
    </Group>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={`section-${section}`}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={`section-${section}`}>
          {title}
        </Title>
        {items.length > 0 && addButton}
      </Group>
      {render.list(actions, addButton)}
      {render.dialog({ opened: editing !== null, item: editing?.item ?? null, onClose: () => setEditing(null) })}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('edit.confirmDeleteTitle')}
        body={t('edit.confirmDeleteBody', { name: deletion.target ? nameOf(deletion.target) : '' })}
        confirmLabel={t('edit.delete')}
      />
    </Stack>
  );
}
