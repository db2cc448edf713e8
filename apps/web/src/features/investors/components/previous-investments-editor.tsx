import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviousInvestmentRequestSchema, type ProfileInvestment } from '@hissa/contracts/account-profiles';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeletePreviousInvestment, useSavePreviousInvestment } from '../api/profile-items';
import { ItemFormDialog } from './item-form-dialog';
import { PreviousInvestmentsTable } from './previous-investments-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';

type InvestmentValues = { companyName: string; ownershipPercentage: string; ownershipDate: string };

/**
 * My previous investments with add, edit and delete (company name, ownership, ownership date;
 * deleting asks for confirmation; AddPreviousInvestmentEndpoint, UpdatePreviousInvestmentEndpoint,
 * DeletePreviousInvestmentEndpoint). The registration's rules: company name 3-50 characters,
 * ownership more than 0 and at most 100, a past date.
 */
export function PreviousInvestmentsEditor({ investments }: { investments: ProfileInvestment[] }) {
  const { t } = useTranslation('investors');
  const save = useSavePreviousInvestment();
  const deletion = useConfirmedDelete(
    useDeletePreviousInvestment(),
    (investment: ProfileInvestment) => investment.investmentId,
    (message) => showNotification({ color: 'green', message }),
  );
  const [editing, setEditing] = useState<{ investment: ProfileInvestment | null } | null>(null);
  const byId = new Map(investments.map((investment) => [investment.investmentId, investment]));
  const initialValues: InvestmentValues = editing?.investment
    ? {
        companyName: editing.investment.companyName,
        ownershipPercentage: editing.investment.ownershipPercentage,
        ownershipDate: editing.investment.ownershipDate,
      }
    : { companyName: '', ownershipPercentage: '', ownershipDate: '' };

  const open = (investment: ProfileInvestment | null) => {
    save.reset();
    setEditing({ investment });
  };

  return (
    <Stack gap="sm">
      {investments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('investments.noneYet')}
        </Text>
      ) : (
        <PreviousInvestmentsTable
          caption={t('investments.mine')}
          investments={investments.map((investment) => ({ key: investment.investmentId, ...investment }))}
          renderActions={(key) => {
            const investment = byId.get(Number(key));
            if (!investment) return null;
            return (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('investments.edit', { company: investment.companyName })}
                  onClick={() => open(investment)}
                >
                  <IconEdit size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('investments.delete', { company: investment.companyName })}
                  onClick={() => deletion.ask(investment)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            );
          }}
        />
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => open(null)}>
          {t('investments.add')}
        </Button>
      </Group>
      <ItemFormDialog<InvestmentValues>
        opened={editing !== null}
        title={editing?.investment ? t('investments.editTitle') : t('investments.addTitle')}
        submitLabel={t('editor.save')}
        schema={PreviousInvestmentRequestSchema}
        initialValues={initialValues}
        isPending={save.isPending}
        error={save.error}
        onSave={(request) =>
          save
            .mutateAsync({ id: editing?.investment?.investmentId ?? null, request })
            .then((answer) => showNotification({ color: 'green', message: answer.message }))
        }
        onClose={() => setEditing(null)}
        renderFields={(inputProps) => (
          <>
            <TextInput
              label={t('investments.company')}
              withAsterisk
              maxLength={50}
              dir="auto"
              {...inputProps('companyName')}
            />
            <TextInput
              label={t('investments.ownershipLabel')}
              inputMode="decimal"
              dir="ltr"
              withAsterisk
              {...inputProps('ownershipPercentage')}
            />
            <TextInput label={t('investments.date')} type="date" withAsterisk {...inputProps('ownershipDate')} />
          </>
        )}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('investments.deleteTitle')}
        body={t('investments.deleteBody', { company: deletion.target?.companyName ?? '' })}
        confirmLabel={t('investments.deleteConfirm')}
      />
    </Stack>
  );
}
