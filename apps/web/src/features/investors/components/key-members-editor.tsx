import { ActionIcon, Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyMemberRequestSchema, PROFILE_KEYS, type ProfileKeyMember } from '@hissa/contracts/account-profiles';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useDeleteKeyMember, useSaveKeyMember } from '../api/profile-items';
import { ItemFormDialog } from './item-form-dialog';
import { KeyMemberCards } from './key-member-cards';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

type KeyMemberValues = { fullName: string; designation: string; degree: string };

/**
 * The key members of my institutional profile with add, edit and delete (name, photo, designation,
 * degree; 'Atleast one Key Member is Required'; AddKeyMemberEndpoint, UpdateKeyMemberEndpoint,
 * DeleteKeyMemberEndpoint). With none, the rule's message shows; the last one cannot be deleted
 * (the server answers the same message).
 */
export function KeyMembersEditor({
  members,
  isEditable = true,
}: {
  members: ProfileKeyMember[];
  isEditable?: boolean;
}) {
  const { t } = useTranslation('investors');
  const { t: tServer } = useTranslation('server');
  const designations = useLookupList('designations');
  const save = useSaveKeyMember();
  const deletion = useConfirmedDelete(
    useDeleteKeyMember(),
    (member: ProfileKeyMember) => member.keyMemberId,
    (message) => showNotification({ color: 'green', message }),
  );
  const [editing, setEditing] = useState<{ member: ProfileKeyMember | null } | null>(null);
  const initialValues: KeyMemberValues = editing?.member
    ? { fullName: editing.member.fullName, designation: editing.member.designation, degree: editing.member.degree }
    : { fullName: '', designation: '', degree: '' };

  return (
    <Stack gap="sm">
      {members.length === 0 && (
        <Alert color="orange" variant="light" role="alert">
          {tServer(PROFILE_KEYS.keyMembersRequired)}
        </Alert>
      )}
      <KeyMemberCards
        members={members.map((member) => ({
          key: member.keyMemberId,
          fullName: member.fullName,
          designation: member.designationName,
          degree: member.degree,
          actions: isEditable && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('keyMembers.edit', { name: member.fullName })}
                onClick={() => {
                  save.reset();
                  setEditing({ member });
                }}
              >
                <IconEdit size={18} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('keyMembers.delete', { name: member.fullName })}
                onClick={() => deletion.ask(member)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ),
        }))}
      />
      {isEditable && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => {
              save.reset();
              setEditing({ member: null });
            }}
          >
            {t('keyMembers.add')}
          </Button>
        </Group>
      )}
      <ItemFormDialog<KeyMemberValues>
        opened={editing !== null}
        title={editing?.member ? t('keyMembers.editTitle') : t('keyMembers.addTitle')}
        submitLabel={t('editor.save')}
        schema={KeyMemberRequestSchema}
        initialValues={initialValues}
        isPending={save.isPending}
        error={save.error}
        onSave={(request) =>
          save
            .mutateAsync({ id: editing?.member?.keyMemberId ?? null, request })
            .then((answer) => showNotification({ color: 'green', message: answer.message }))
        }
        onClose={() => setEditing(null)}
        renderFields={(inputProps) => (
          <>
            <TextInput
              label={t('keyMembers.fullName')}
              withAsterisk
              maxLength={40}
              dir="auto"
              {...inputProps('fullName')}
            />
            <Select
              label={t('keyMembers.designation')}
              data={(designations.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              searchable
              withAsterisk
              {...inputProps('designation')}
            />
            <TextInput
              label={t('keyMembers.degree')}
              withAsterisk
              maxLength={100}
              dir="auto"
              {...inputProps('degree')}
            />
          </>
        )}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('keyMembers.deleteTitle')}
        body={t('keyMembers.deleteBody', { name: deletion.target?.fullName ?? '' })}
        confirmLabel={t('keyMembers.deleteConfirm')}
      />
    </Stack>
  );
}
