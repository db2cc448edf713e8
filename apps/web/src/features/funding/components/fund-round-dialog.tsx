import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FUNDING_ROUND_STATUSES,
  FUNDING_STAGES,
  FundingRoundRequestSchema,
  ROUND_NAME_MAX_LENGTH,
  type FundingRound,
} from '@hissa/contracts/funding';
import { showNotification } from '../../../lib/notify';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSaveFundingRound } from '../api/save-funding-round';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';
import { FormActions } from '../../../components/form-actions';
import { CodeListSelect } from '../../../components/code-list-select';
import { NumberTextInput } from '../../../components/number-text-input';

type RoundValues = {
  roundNameEn: string;
  roundNameAr: string;
  stage: string;
  status: string;
  investmentType: string;
  targetAmount: string;
  raisedAmount: string;
  announcedDate: string;
  concludedDate: string;
};

const EMPTY: RoundValues = {
  roundNameEn: '',
  roundNameAr: '',
  stage: '',
  status: 'open',
  investmentType: 'equity',
  targetAmount: '',
  raisedAmount: '0',
  announcedDate: '',
  concludedDate: '',
};

function valuesOf(round: FundingRound | null): RoundValues {
  if (!round) return EMPTY;
  return {
    roundNameEn: round.roundNameEn,
    roundNameAr: round.roundNameAr,
    stage: round.stage.code,
    status: round.status.code,
    investmentType: round.investmentType.code,
    targetAmount: round.targetAmount,
    raisedAmount: round.raisedAmount,
    announcedDate: round.announcedDate,
    concludedDate: round.concludedDate ?? '',
  };
}

function toRequest(companyId: number) {
  return (values: RoundValues) => ({
    companyId,
    roundNameEn: values.roundNameEn,
    roundNameAr: values.roundNameAr,
    stage: values.stage,
    status: values.status,
    investmentType: values.investmentType,
    targetAmount: values.targetAmount.trim(),
    raisedAmount: values.raisedAmount.trim() || '0',
    announcedDate: values.announcedDate || undefined,
    concludedDate: values.concludedDate || null,
  });
}

/**
 * Add or edit a fund round (CreateFundingRoundEndpoint, UpdateFundingRoundEndpoint): the name in
 * English and Arabic, stage, funding status, investment type, target and raised amounts (SAR;
 * required = target - raised is computed), announced and concluded dates. `round` null adds one.
 * Checked with FundingRoundRequestSchema (raised at most target, a closed round needs its concluded
 * date, concluded on or after announced); success shows the server's message.
 */
export function FundRoundDialog({
  opened,
  onClose,
  companyId,
  round,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  round: FundingRound | null;
}) {
  const { t } = useTranslation('funding');
  const fundingTypes = useLookupList('funding-types');
  const save = useSaveFundingRound();
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<RoundValues>({
    schema: contractFormSchema(FundingRoundRequestSchema, toRequest(companyId)),
    initialValues: valuesOf(round),
  });

  // The form on opening and when the round is fetched again; the last call's error only on opening
  // (see useResetOnOpen).
  useResetOnOpen(opened, () => reset(valuesOf(round)), round);
  useResetOnOpen(opened, () => save.reset());

  const submit = onSubmit((values) => {
    save.mutate(
      { roundId: round?.roundId ?? null, request: FundingRoundRequestSchema.parse(toRequest(companyId)(values)) },
      {
        onSuccess: (answer) => {
          showNotification({ color: 'green', message: answer.message });
          onClose();
        },
        onError: applyServerErrors,
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={round ? t('edit.editRound') : t('edit.addRound')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('edit.roundNameEn')}
              lang="en"
              dir="ltr"
              maxLength={ROUND_NAME_MAX_LENGTH}
              withAsterisk
              {...inputProps('roundNameEn')}
            />
            <TextInput
              label={t('edit.roundNameAr')}
              lang="ar"
              dir="rtl"
              maxLength={ROUND_NAME_MAX_LENGTH}
              withAsterisk
              {...inputProps('roundNameAr')}
            />
            <CodeListSelect
              items={FUNDING_STAGES}
              label={t('round.stage')}
              withAsterisk
              allowDeselect={false}
              {...inputProps('stage')}
            />
            <CodeListSelect
              items={FUNDING_ROUND_STATUSES}
              label={t('round.status')}
              withAsterisk
              allowDeselect={false}
              {...inputProps('status')}
            />
            <Select
              label={t('round.investmentType')}
              data={(fundingTypes.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
              withAsterisk
              allowDeselect={false}
              {...inputProps('investmentType')}
            />
            <NumberTextInput
              label={t('round.target')}
              description={t('edit.sarHint')}
              withAsterisk
              {...inputProps('targetAmount')}
            />
            <NumberTextInput
              label={t('round.raised')}
              description={t('edit.sarHint')}
              {...inputProps('raisedAmount')}
            />
            <TextInput label={t('round.announced')} type="date" withAsterisk {...inputProps('announcedDate')} />
            <TextInput
              label={t('round.concluded')}
              description={t('edit.concludedHint')}
              type="date"
              {...inputProps('concludedDate')}
            />
          </SimpleGrid>
          <FormActions
            error={save.error}
            isPending={save.isPending}
            submitLabel={round ? t('edit.saveRound') : t('edit.addRound')}
            cancelLabel={t('edit.cancel')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
