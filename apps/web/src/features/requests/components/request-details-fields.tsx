import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MEETING_LINK_MAX_LENGTH,
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_TITLE_MAX_LENGTH,
  type RequestType,
} from '@hissa/contracts/requests';
import { useFormatters } from '../../../lib/formatting';
import type { useValidatedForm } from '../../../lib/use-validated-form';
import { earliestExpiryDate, type RequestDetailsValues } from './request-form-values';

type FieldProps = ReturnType<ReturnType<typeof useValidatedForm<RequestDetailsValues>>['inputProps']>;

/**
 * The details a sender writes (rules in contracts requests.ts): request type, title (up to 255
 * characters, with a counter), message, the date, time and link of a one-to-one meeting, and an
 * optional expiry date. Used by the new-request page, the edit dialog and the visitor's dialog;
 * `types` limits the type choice (visitors share no files).
 */
export function RequestDetailsFields({
  values,
  inputProps,
  types,
}: {
  values: RequestDetailsValues;
  inputProps: (field: keyof RequestDetailsValues) => FieldProps;
  types: readonly RequestType[];
}) {
  const { t } = useTranslation('requests');
  const format = useFormatters();
  return (
    <Stack gap="md">
      <Select
        {...inputProps('type')}
        label={t('form.type')}
        placeholder={t('form.typePlaceholder')}
        data={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        allowDeselect={false}
        required
      />
      <TextInput
        {...inputProps('title')}
        label={t('form.titleLabel')}
        dir="auto"
        required
        description={`${format.number(values.title.length)} / ${format.number(REQUEST_TITLE_MAX_LENGTH)}`}
      />
      <Textarea
        {...inputProps('message')}
        label={t('form.message')}
        dir="auto"
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={REQUEST_MESSAGE_MAX_LENGTH}
      />
      {values.type === 'one_to_one_meeting' && (
        <>
          <TextInput
            {...inputProps('meetingDate')}
            type="datetime-local"
            label={t('form.meetingDate')}
            description={t('form.meetingDateHint')}
            required
          />
          <TextInput
            {...inputProps('meetingLink')}
            type="url"
            dir="ltr"
            label={t('form.meetingLink')}
            placeholder={t('form.meetingLinkPlaceholder')}
            maxLength={MEETING_LINK_MAX_LENGTH}
            required
          />
        </>
      )}
      <TextInput
        {...inputProps('expiryDate')}
        type="date"
        label={t('form.expiryDate')}
        description={t('form.expiryHint')}
        min={earliestExpiryDate()}
      />
    </Stack>
  );
}
