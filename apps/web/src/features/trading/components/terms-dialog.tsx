import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SharesBidRequestSchema,
  SharesNegotiateRequestSchema,
  TRADING_KEYS,
  meetsMinimumTransaction,
} from '@hissa/contracts/trading/trading-rules';
import { showNotification } from '../../../lib/notify';
import { useFormatters } from '../../../lib/formatting';
import { sharesValue } from '../../../lib/money';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useNegotiateBid } from '../api/negotiate-bid';
import { usePlaceBid } from '../api/place-bid';
import { contractFormSchema, numberOrUndefined } from '../../../lib/contract-form-schema';
import classes from './trading.module.css';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';
import { FormActions } from '../../../components/form-actions';
import { NumberTextInput } from '../../../components/number-text-input';

type TermsValues = { price: string; quantity: string };

/**
 * The two price-and-quantity dialogs of the order book: "Place bid" on an offer (`kind: bid`,
 * SharesBidRequestSchema, quantity up to what remains) and the negotiate-deal dialog on a bid
 * (`kind: negotiate`, SharesNegotiateRequestSchema: counter price and quantity). Validated with
 * the contracts schema; the server's refusal shows inside the dialog, its success as a toast.
 */
export function TermsDialog({
  opened,
  onClose,
  kind,
  targetId,
  price,
  quantity,
  maxQuantity,
  wholeOnly = false,
}: {
  opened: boolean;
  onClose: () => void;
  /** bid: a new bid on offer `targetId`; negotiate: new terms on bid `targetId`. */
  kind: 'bid' | 'negotiate';
  targetId: number;
  /** The terms shown as a start (the offer's, or those on the table). */
  price: string;
  quantity: number;
  /** The most shares this dialog may ask for (the offer's remaining quantity). */
  maxQuantity: number;
  wholeOnly?: boolean;
}) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const placeBid = usePlaceBid();
  const negotiate = useNegotiateBid();
  const mutation = kind === 'bid' ? placeBid : negotiate;
  const schema =
    kind === 'bid'
      ? contractFormSchema(
          SharesBidRequestSchema,
          (values: TermsValues) => ({
            offerId: targetId,
            price: values.price,
            quantity: numberOrUndefined(values.quantity),
          }),
          (request) =>
            request.quantity > maxQuantity
              ? { field: 'quantity', message: TRADING_KEYS.bidQuantityExceedsOffered }
              : null,
        )
      : contractFormSchema(
          SharesNegotiateRequestSchema,
          (values: TermsValues) => ({
            bidId: targetId,
            price: values.price,
            quantity: numberOrUndefined(values.quantity),
          }),
          (request) =>
            request.quantity > maxQuantity
              ? { field: 'quantity', message: TRADING_KEYS.bidQuantityExceedsOffer }
              : null,
        );
  const start: TermsValues = { price, quantity: String(quantity) };
  const { values, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<TermsValues>({
    schema,
    initialValues: start,
  });

  // Each opening starts from the terms given.
  useResetOnOpen(opened, () => reset(start));

  const close = () => {
    mutation.reset();
    onClose();
  };

  const submit = onSubmit((valid) => {
    const request = { price: valid.price.trim(), quantity: Number(valid.quantity) };
    const onSuccess = (answer: { message: string }) => {
      showNotification({ color: 'green', message: answer.message });
      close();
    };
    if (kind === 'bid') placeBid.mutate({ offerId: targetId, ...request }, { onSuccess, onError: applyServerErrors });
    else negotiate.mutate({ bidId: targetId, ...request }, { onSuccess, onError: applyServerErrors });
  });

  const typedQuantity = Number(values.quantity);
  const showTotal =
    /^\d{1,12}(\.\d{1,2})?$/.test(values.price.trim()) && Number.isInteger(typedQuantity) && typedQuantity > 0;
  const prefix = kind === 'bid' ? 'bidDialog' : 'negotiateDialog';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`${prefix}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" className={classes.numeric} style={{ whiteSpace: 'normal' }}>
            {kind === 'bid'
              ? t('bidDialog.offerTerms', { quantity: format.number(maxQuantity), price: format.sar(price) })
              : t('negotiateDialog.current', { quantity: format.number(quantity), price: format.sar(price) })}
          </Text>
          {wholeOnly && <Text size="sm">{t('bidDialog.wholeOnly')}</Text>}
          <NumberTextInput {...inputProps('price')} label={t(`${prefix}.price`)} required />
          <NumberTextInput
            whole
            {...inputProps('quantity')}
            label={t(`${prefix}.quantity`)}
            description={t('bidDialog.quantityHint', { max: format.number(maxQuantity) })}
            required
          />
          {showTotal && (
            <Text
              size="sm"
              fw={600}
              className={classes.numeric}
              c={meetsMinimumTransaction(values.price.trim(), typedQuantity) ? undefined : 'red.8'}
            >
              {t('bidDialog.total', { value: format.sar(sharesValue(values.price.trim(), typedQuantity)) })}
            </Text>
          )}
          <FormActions
            error={mutation.error}
            isPending={mutation.isPending}
            submitLabel={t(`${prefix}.submit`)}
            cancelLabel={t('confirm.cancel')}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
