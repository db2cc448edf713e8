import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_ATTACHMENT_MAX_BYTES, requestAttachmentField } from '@hissa/contracts/requests';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import {
  quotationVatHalalas,
  RespondQuotationSchema,
  type QuotationResponse,
} from '@hissa/contracts/services-marketplace/quotations';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { sarDecimalPattern } from '@hissa/contracts/http/common-schemas';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useFormatters } from '../../../lib/formatting';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSarFromHalalas, useVatRate } from './quotation-bits';

type RespondValues = { price: string; deliveryDays: string; message: string };
const respondSchema = contractFormSchema(RespondQuotationSchema, (values: RespondValues) => values);

/**
 * The provider's answer form (decision 018), shared by answering a quotation request and by a
 * proposal on a public requirement: price in SAR before VAT (VAT 15 % and total previewed with
 * the contracts' quotationVatHalalas), delivery days, message and one optional file (pdf, png or
 * jpeg, 2 MB). `mutation` sends the multipart FormData; `onDone` gets the server's answer.
 */
export function RespondForm<Answer extends { message: string }>({
  response,
  mutation,
  submitLabel,
  onDone,
  onCancel,
}: {
  response: QuotationResponse | null;
  mutation: UseMutationResult<Answer, Error, FormData>;
  submitLabel: string;
  onDone: (answer: Answer) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('serviceQuotations');
  const sar = useSarFromHalalas();
  const format = useFormatters();
  const rate = useVatRate();
  const [file, setFile] = useState<File | null>(null);
  const { values, inputProps, onSubmit, applyServerErrors } = useValidatedForm<RespondValues>({
    schema: respondSchema,
    initialValues: {
      price: response ? halalasToSar(BigInt(response.priceHalalas)) : '',
      deliveryDays: response ? String(response.deliveryDays) : '',
      message: response?.message ?? '',
    },
  });
  const price = values.price.trim();
  const priceHalalas = sarDecimalPattern(10).test(price) ? Number(sarToHalalas(price)) : null;
  const vat = priceHalalas === null ? null : quotationVatHalalas(priceHalalas);
  const fileError =
    mutation.error instanceof ApiError
      ? mutation.error.fieldErrors.find((error) => error.field.startsWith('body.attachments'))?.message
      : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit((submitted) =>
        mutation.mutate(
          toRegistrationFormData(RespondQuotationSchema, submitted, file ? { [requestAttachmentField(0)]: file } : {}),
          {
            onSuccess: (answer) => {
              showNotification({ color: 'green', message: answer.message });
              onDone(answer);
            },
            onError: applyServerErrors,
          },
        ),
      )}
    >
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap" preventGrowOverflow={false}>
          <TextInput
            {...inputProps('price')}
            label={t('provider.price')}
            inputMode="decimal"
            dir="ltr"
            required
            description={
              priceHalalas !== null && vat !== null
                ? t('provider.vatPreview', { rate, vat: sar(vat), total: sar(priceHalalas + vat) })
                : undefined
            }
            miw={220}
          />
          <TextInput
            {...inputProps('deliveryDays')}
            label={t('provider.deliveryDays')}
            inputMode="numeric"
            dir="ltr"
            required
            miw={180}
          />
        </Group>
        <Textarea {...inputProps('message')} label={t('provider.message')} required autosize minRows={4} />
        <FileInput
          clearable
          value={file}
          onChange={setFile}
          accept="application/pdf,image/png,image/jpeg"
          label={t('provider.attachment')}
          description={t('provider.attachmentHint', {
            size: format.number(REQUEST_ATTACHMENT_MAX_BYTES / 1024 / 1024),
          })}
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          error={fileError}
        />
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fieldErrors.length > 0) && (
          <ErrorState error={mutation.error} />
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
