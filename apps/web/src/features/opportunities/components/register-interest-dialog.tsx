import { Alert, Button, Group, Input, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RegisterInterestRequestSchema,
  transactionSizeOf,
  type FundingInterest,
} from '@hissa/contracts/funding-opportunities';
import { MIN_TRANSACTION_SAR } from '@hissa/contracts/trading/trading-rules';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FactRows } from '../../../components/fact-rows';
import { errorMessage } from '../../../lib/api-client';
import { contractFormSchema, numberOrUndefined } from '../../../lib/contract-form-schema';
import { useFormatters } from '../../../lib/formatting';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useMyInterest, useRegisterInterest, useWithdrawInterest } from '../api/register-interest';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';
import { NumberTextInput } from '../../../components/number-text-input';

/** What the dialog shows of the round an interest is for. */
export type InterestRound = {
  roundId: number;
  roundName: string;
  companyName: string;
  targetAmount: string;
  requiredAmount: string;
};

type InterestValues = { shareType: string; numberOfShares: string; pricePerShare: string; minimumTransaction: string };

const EMPTY: InterestValues = { shareType: 'common', numberOfShares: '', pricePerShare: '', minimumTransaction: '' };

function valuesOf(interest: FundingInterest | null | undefined): InterestValues {
  if (!interest) return EMPTY;
  return {
    shareType: interest.shareType.code,
    numberOfShares: String(interest.numberOfShares),
    pricePerShare: interest.pricePerShare,
    minimumTransaction: interest.minimumTransaction,
  };
}

function toRequest(roundId: number) {
  return (values: InterestValues) => ({
    roundId,
    shareType: values.shareType,
    numberOfShares: numberOrUndefined(values.numberOfShares),
    pricePerShare: values.pricePerShare.trim(),
    minimumTransaction: values.minimumTransaction.trim(),
  });
}

/**
 * The register-interest dialog (RegisterInterestEndpoint; rules in contracts
 * funding-opportunities.ts): share type (common or preferred), number of shares, price per share,
 * the transaction size it makes (price x shares, shown as typed) and the minimum transaction the
 * investor accepts. Checked with the contract's RegisterInterestRequestSchema: whole shares, a
 * price with 2 decimals, the transaction at least the platform minimum and the investor's own
 * ('Price must be greater than minimum transaction size'). An earlier interest is loaded to be
 * changed, or withdrawn after a confirmation.
 */
export function RegisterInterestDialog({
  opened,
  onClose,
  round,
}: {
  opened: boolean;
  onClose: () => void;
  round: InterestRound;
}) {
  const { t } = useTranslation('opportunities');
  const format = useFormatters();
  const shareTypeLabelId = useId();
  const shareTypes = useLookupList('share-types');
  const mine = useMyInterest(round.roundId, opened);
  const register = useRegisterInterest();
  const withdraw = useWithdrawInterest();
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const { values, form, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<InterestValues>({
    schema: contractFormSchema(RegisterInterestRequestSchema, toRequest(round.roundId)),
    initialValues: EMPTY,
  });
  const existing = mine.data ?? null;

  // The form on opening, and again once my earlier interest arrives; the last call's error only on
  // opening (see useResetOnOpen).
  useResetOnOpen(opened, () => reset(valuesOf(existing)), existing?.interestId);
  useResetOnOpen(opened, () => register.reset());

  const parsed = RegisterInterestRequestSchema.safeParse(toRequest(round.roundId)(values));
  const shares = numberOrUndefined(values.numberOfShares);
  const price = values.pricePerShare.trim();
  const transactionSize =
    shares !== undefined &&
    Number.isInteger(shares) &&
    shares > 0 &&
    shares <= 2_147_483_647 &&
    /^\d{1,12}(\.\d{1,2})?$/.test(price)
      ? format.sar(transactionSizeOf(price, shares))
      : t('interest.sizePending');

  const submit = onSubmit(() => {
    if (!parsed.success) return;
    register.mutate(parsed.data, {
      onSuccess: (answer) => {
        showNotification({ color: 'green', title: t('interest.doneTitle'), message: answer.message });
        onClose();
      },
      onError: applyServerErrors,
    });
  });

  const confirmWithdraw = () =>
    withdraw.mutate(round.roundId, {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        setIsWithdrawing(false);
        onClose();
      },
    });

  return (
    <>
      <Modal
        opened={opened && !isWithdrawing}
        onClose={onClose}
        title={existing ? t('interest.updateTitle') : t('interest.title')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('interest.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Text fw={600}>{round.companyName}</Text>
              <Text size="sm" c="dimmed">
                {round.roundName}
              </Text>
            </div>
            <FactRows
              facts={[
                { label: t('round.fundingTarget'), value: format.sar(round.targetAmount) },
                { label: t('round.required'), value: format.sar(round.requiredAmount) },
              ]}
            />
            <Input.Wrapper
              label={t('interest.shareType')}
              labelElement="div"
              labelProps={{ id: shareTypeLabelId }}
              error={inputProps('shareType').error}
            >
              <SegmentedControl
                aria-labelledby={shareTypeLabelId}
                fullWidth
                value={values.shareType}
                onChange={(shareType) => form.setFieldValue('shareType', shareType)}
                data={(
                  shareTypes.data ?? [
                    { code: 'common', name: 'common' },
                    { code: 'preferred', name: 'preferred' },
                  ]
                ).map((item) => ({ value: item.code, label: item.name }))}
              />
            </Input.Wrapper>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberTextInput
                whole
                label={t('interest.numberOfShares')}
                withAsterisk
                {...inputProps('numberOfShares')}
              />
              <NumberTextInput
                label={t('interest.pricePerShare')}
                description={t('interest.priceHint')}
                withAsterisk
                {...inputProps('pricePerShare')}
              />
            </SimpleGrid>
            <FactRows
              facts={[
                { label: t('interest.transactionSize'), value: <span aria-live="polite">{transactionSize}</span> },
              ]}
            />
            <NumberTextInput
              label={t('interest.minimumTransaction')}
              description={t('interest.minimumHint', { minimum: format.sar(MIN_TRANSACTION_SAR) })}
              withAsterisk
              {...inputProps('minimumTransaction')}
            />
            {register.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(register.error)}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              {existing ? (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    withdraw.reset();
                    setIsWithdrawing(true);
                  }}
                >
                  {t('interest.withdraw')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('interest.cancel')}
                </Button>
                <Button type="submit" loading={register.isPending}>
                  {existing ? t('interest.update') : t('interest.submit')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={opened && isWithdrawing}
        title={t('interest.withdrawTitle')}
        body={t('interest.withdrawBody', { round: round.roundName, company: round.companyName })}
        confirmLabel={t('interest.withdraw')}
        isPending={withdraw.isPending}
        error={withdraw.error}
        onConfirm={confirmWithdraw}
        onClose={() => setIsWithdrawing(false)}
      />
    </>
  );
}
