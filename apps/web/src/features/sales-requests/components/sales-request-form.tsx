import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AdvertisingRequestSchema,
  CustomMediaRequestSchema,
  MEDIA_FEATURE_CODES,
  SALES_REQUEST_NAME_MAX_LENGTH,
  SALES_REQUEST_TEXT_MAX_LENGTH,
} from '@hissa/contracts/billing/sales-requests';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import { EmailTextInput, TelTextInput } from '../../../components/contact-inputs';
import { FormActions } from '../../../components/form-actions';
import { LookupSelect } from '../../../components/lookup-select';
import { PublicRequestForm, useSentMessage } from '../../../components/public-request-form';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSendSalesRequest } from '../api/sales-requests-api';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  countryCode: string;
  companyName: string;
  /** Comma-separated MEDIA_FEATURE_CODES (the form keeps text values). */
  selectedFeatures: string;
  additionalFeatures: string;
  message: string;
  /** The honeypot: hidden from people, left empty by them. */
  website: string;
};

const features = (values: Values) => values.selectedFeatures.split(',').filter(Boolean);
const mediaSchema = contractFormSchema(CustomMediaRequestSchema, (values: Values) => ({
  ...values,
  selectedFeatures: features(values),
  message: undefined,
}));
const advertisingSchema = contractFormSchema(AdvertisingRequestSchema, (values: Values) => ({
  ...values,
  selectedFeatures: undefined,
  additionalFeatures: undefined,
}));
const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  companyName: '',
  selectedFeatures: '',
  additionalFeatures: '',
  message: '',
  website: '',
};

/**
 * The form of a request to the sales team (decision 023): contact details (full name, e-mail,
 * phone, country, company) and, for `media`, the features wanted and more wishes (spec §3 custom
 * media request), for `advertising`, what to advertise. Checked with the contracts schema; on
 * success the server's 'custom package request submitted (sales team will contact)' (spec §8).
 */
export function SalesRequestForm({ kind }: { kind: 'media' | 'advertising' }) {
  const { t } = useTranslation('salesRequests');
  const send = useSendSalesRequest();
  const { values, form, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<Values>({
    schema: kind === 'media' ? mediaSchema : advertisingSchema,
    initialValues: EMPTY,
  });
  const featuresProps = inputProps('selectedFeatures');
  const { sentMessage, clear, onSent } = useSentMessage(reset);

  return (
    <PublicRequestForm
      label={t(kind === 'media' ? 'media.formLabel' : 'advertising.formLabel')}
      sentMessage={sentMessage}
      honeypot={{ label: t('fields.website'), ...inputProps('website') }}
      actions={<FormActions error={send.error} isPending={send.isPending} submitLabel={t('submit')} />}
      onSubmit={onSubmit((valid) => {
        clear();
        const contact = {
          fullName: valid.fullName,
          email: valid.email,
          phone: valid.phone,
          countryCode: valid.countryCode,
          companyName: valid.companyName,
          website: valid.website,
        };
        send.mutate(
          kind === 'media'
            ? {
                kind,
                body: {
                  ...contact,
                  selectedFeatures: features(valid) as never,
                  additionalFeatures: valid.additionalFeatures,
                },
              }
            : { kind, body: { ...contact, message: valid.message } },
          { onSuccess: onSent, onError: applyServerErrors },
        );
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.fullName')}
          required
          maxLength={SALES_REQUEST_NAME_MAX_LENGTH}
          autoComplete="name"
          {...inputProps('fullName')}
        />
        <TextInput
          label={t('fields.companyName')}
          maxLength={SALES_REQUEST_NAME_MAX_LENGTH}
          autoComplete="organization"
          {...inputProps('companyName')}
        />
        <EmailTextInput label={t('fields.email')} required autoComplete="email" {...inputProps('email')} />
        <TelTextInput label={t('fields.phone')} required autoComplete="tel" {...inputProps('phone')} />
        <LookupSelect
          list="countries"
          label={t('fields.country')}
          required
          {...inputProps('countryCode')}
          onChange={(value) => form.setFieldValue('countryCode', value ?? '')}
        />
      </SimpleGrid>
      {kind === 'media' ? (
        <>
          <Checkbox.Group
            label={t('fields.selectedFeatures')}
            required
            value={features(values)}
            onChange={(list) => form.setFieldValue('selectedFeatures', list.join(','))}
            error={featuresProps.error}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {MEDIA_FEATURE_CODES.map((code) => (
                <Checkbox key={code} value={code} label={t(`features.${code}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={t('fields.additionalFeatures')}
            autosize
            minRows={3}
            maxLength={SALES_REQUEST_TEXT_MAX_LENGTH}
            {...inputProps('additionalFeatures')}
          />
        </>
      ) : (
        <Textarea
          label={t('fields.message')}
          description={t('advertising.messageHelp')}
          required
          autosize
          minRows={4}
          maxLength={SALES_REQUEST_TEXT_MAX_LENGTH}
          {...inputProps('message')}
        />
      )}
    </PublicRequestForm>
  );
}
