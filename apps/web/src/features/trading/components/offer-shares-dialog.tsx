import {
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OFFER_NOTES_MAX_LENGTH,
  OfferSharesRequestSchema,
  TRADING_KEYS,
  riyadhToday,
} from '@hissa/contracts/trading/trading-rules';
import { showNotification } from '../../../lib/notify';
import { useFormatters } from '../../../lib/formatting';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useTargetBuyers } from '../api/get-target-buyers';
import { useOfferShares } from '../api/offer-shares';
import { contractFormSchema, numberOrUndefined } from '../../../lib/contract-form-schema';
import classes from './trading.module.css';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';
import { FormActions } from '../../../components/form-actions';
import { NumberTextInput } from '../../../components/number-text-input';

type OfferValues = {
  dealType: string;
  targetBuyerId: string;
  price: string;
  quantity: string;
  allowsPartial: string;
  validity: string;
  expiryDate: string;
  notes: string;
  terms: string;
  technologyFacilitator: string;
  authorization: string;
};

const EMPTY: OfferValues = {
  dealType: 'public',
  targetBuyerId: '',
  price: '',
  quantity: '',
  allowsPartial: 'true',
  validity: 'GTC',
  expiryDate: '',
  notes: '',
  terms: '',
  technologyFacilitator: '',
  authorization: '',
};

function toRequest(companyId: number) {
  return (values: OfferValues) => ({
    companyId,
    dealType: values.dealType,
    targetBuyerId: values.dealType === 'private' && values.targetBuyerId ? Number(values.targetBuyerId) : null,
    price: values.price,
    quantity: numberOrUndefined(values.quantity),
    allowsPartial: values.allowsPartial === 'true',
    validity: values.validity,
    expiryDate: values.validity === 'GTE' ? values.expiryDate || null : null,
    notes: values.notes.trim() || null,
    consents: {
      terms: values.terms === 'true',
      technologyFacilitator: values.technologyFacilitator === 'true',
      authorization: values.authorization === 'true',
    },
  });
}

/**
 * The offer-shares form (OfferSharesEndpoint; rules in contracts trading-rules.ts) in a dialog:
 * deal type, the target buyer of a private deal (getTargetBuyerList), price, quantity (at most the
 * shares available), partial execution, GTC or GTE with the last valid day, notes and the three
 * consents. Checked with OfferSharesRequestSchema; success shows the server's "offered shares
 * (check Orderbook)" message.
 */
export function OfferSharesDialog({
  opened,
  onClose,
  companyId,
  availableShares,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  availableShares: number;
}) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const offerShares = useOfferShares();
  const schema = contractFormSchema(OfferSharesRequestSchema, toRequest(companyId), (request) =>
    request.quantity > availableShares ? { field: 'quantity', message: TRADING_KEYS.maxQuantityExceeded } : null,
  );
  const { form, values, inputProps, onSubmit, applyServerErrors, reset, clientErrors, isErrorShown, translate } =
    useValidatedForm<OfferValues>({ schema, initialValues: EMPTY });
  const buyers = useTargetBuyers(opened && values.dealType === 'private');

  useResetOnOpen(opened, () => reset(EMPTY));

  const close = () => {
    offerShares.reset();
    onClose();
  };

  const submit = onSubmit((valid) => {
    const parsed = OfferSharesRequestSchema.safeParse(toRequest(companyId)(valid));
    if (!parsed.success) return;
    offerShares.mutate(parsed.data, {
      onSuccess: (answer) => {
        showNotification({ color: 'green', title: t('offerDialog.success'), message: answer.message });
        close();
      },
      onError: applyServerErrors,
    });
  });

  const consentError = (field: 'terms' | 'technologyFacilitator' | 'authorization') => {
    const key = clientErrors.get(field);
    return key && isErrorShown(field) ? translate(key) : undefined;
  };
  const checkbox = (field: 'terms' | 'technologyFacilitator' | 'authorization') => (
    <Checkbox
      label={t(`offerDialog.${field}`)}
      checked={values[field] === 'true'}
      onChange={(event) => form.setFieldValue(field, event.currentTarget.checked ? 'true' : '')}
      error={consentError(field)}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('offerDialog.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-deal-type">
              {t('offerDialog.dealType')}
            </Text>
            <SegmentedControl
              aria-labelledby="offer-deal-type"
              value={values.dealType}
              onChange={(value) => form.setFieldValue('dealType', value)}
              data={[
                { value: 'public', label: t('dealType.public') },
                { value: 'private', label: t('dealType.private') },
              ]}
            />
          </Stack>
          {values.dealType === 'private' && (
            <Select
              {...inputProps('targetBuyerId')}
              label={t('offerDialog.targetBuyer')}
              description={t('offerDialog.targetBuyerHint')}
              placeholder={t('offerDialog.targetBuyerPlaceholder')}
              data={(buyers.data ?? []).map((buyer) => ({ value: String(buyer.id), label: buyer.name }))}
              searchable
              required
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <NumberTextInput {...inputProps('price')} label={t('offerDialog.price')} required miw={160} />
            <NumberTextInput
              whole
              {...inputProps('quantity')}
              label={t('offerDialog.quantity')}
              description={t('offerDialog.quantityHint', { max: format.number(availableShares) })}
              required
              miw={160}
            />
          </Group>
          <Switch
            label={t('offerDialog.allowsPartial')}
            description={t('offerDialog.allowsPartialHint')}
            checked={values.allowsPartial === 'true'}
            onChange={(event) => form.setFieldValue('allowsPartial', event.currentTarget.checked ? 'true' : '')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-validity">
              {t('offerDialog.validity')}
            </Text>
            <SegmentedControl
              aria-labelledby="offer-validity"
              value={values.validity}
              onChange={(value) => form.setFieldValue('validity', value)}
              data={[
                { value: 'GTC', label: t('validity.GTC') },
                { value: 'GTE', label: t('validity.GTE') },
              ]}
            />
          </Stack>
          {values.validity === 'GTE' && (
            <TextInput
              {...inputProps('expiryDate')}
              type="date"
              label={t('offerDialog.expiryDate')}
              min={riyadhToday()}
              required
              dir="ltr"
            />
          )}
          <Textarea
            {...inputProps('notes')}
            label={t('offerDialog.notes')}
            autosize
            minRows={2}
            maxLength={OFFER_NOTES_MAX_LENGTH}
          />
          <fieldset className={classes.fieldset}>
            <Text component="legend" size="sm" fw={500} mb="xs">
              {t('offerDialog.consentsLegend')}
            </Text>
            <Stack gap="sm">
              {checkbox('terms')}
              {checkbox('technologyFacilitator')}
              {checkbox('authorization')}
            </Stack>
          </fieldset>
          <FormActions
            error={offerShares.error}
            isPending={offerShares.isPending}
            submitLabel={t('offerDialog.submit')}
            cancelLabel={t('confirm.cancel')}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
