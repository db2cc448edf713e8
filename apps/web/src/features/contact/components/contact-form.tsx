import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  ContactMessageSchema,
  DemoTourSchema,
  PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH,
} from '@hissa/contracts/public-forms/public-forms';
import { EmailTextInput, TelTextInput } from '../../../components/contact-inputs';
import { FormActions } from '../../../components/form-actions';
import { PublicRequestForm, useSentMessage } from '../../../components/public-request-form';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSendContactForm } from '../api/contact-api';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  companyName: string;
  message: string;
  /** The honeypot: hidden from people, left empty by them. */
  website: string;
};

const contactSchema = contractFormSchema(ContactMessageSchema, (values: Values) => ({
  ...values,
  companyName: undefined,
}));
const demoSchema = contractFormSchema(DemoTourSchema, (values: Values) => values);
const EMPTY: Values = { firstName: '', lastName: '', phone: '', email: '', companyName: '', message: '', website: '' };

/**
 * Contact us (spec §2: first and last name, phone, email, message) or, for `demo`, book a demo
 * tour (the same person, an optional company and wishes). Checked with the contracts schema; on
 * success the server's message ('Contact us submitted successfully.' / demo requested), on failure
 * "Couldn't send the message now." (spec §8) unless the server named the fields.
 */
export function ContactForm({ kind }: { kind: 'contact' | 'demo' }) {
  const { t } = useTranslation('contact');
  const send = useSendContactForm();
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<Values>({
    schema: kind === 'contact' ? contactSchema : demoSchema,
    initialValues: EMPTY,
  });
  const { sentMessage, clear, onSent } = useSentMessage(reset);

  return (
    <PublicRequestForm
      label={t(kind === 'contact' ? 'contact.formLabel' : 'demo.formLabel')}
      sentMessage={sentMessage}
      honeypot={{ label: t('fields.website'), ...inputProps('website') }}
      actions={
        <FormActions
          error={send.error}
          errorContent={send.error && !hasFieldErrors(send.error) ? t('sendFailed') : undefined}
          isPending={send.isPending}
          submitLabel={t(kind === 'contact' ? 'contact.submit' : 'demo.submit')}
        />
      }
      onSubmit={onSubmit((valid) => {
        clear();
        const person = {
          firstName: valid.firstName,
          lastName: valid.lastName,
          phone: valid.phone,
          email: valid.email,
          website: valid.website,
        };
        send.mutate(
          kind === 'contact'
            ? { kind, body: { ...person, message: valid.message } }
            : { kind, body: { ...person, companyName: valid.companyName, message: valid.message } },
          { onSuccess: onSent, onError: applyServerErrors },
        );
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.firstName')}
          required
          maxLength={40}
          autoComplete="given-name"
          {...inputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          required
          maxLength={40}
          autoComplete="family-name"
          {...inputProps('lastName')}
        />
        <TelTextInput label={t('fields.phone')} required autoComplete="tel" {...inputProps('phone')} />
        <EmailTextInput label={t('fields.email')} required autoComplete="email" {...inputProps('email')} />
        {kind === 'demo' && (
          <TextInput
            label={t('fields.companyName')}
            maxLength={PUBLIC_FORM_SHORT_TEXT_MAX_LENGTH}
            autoComplete="organization"
            {...inputProps('companyName')}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t(kind === 'contact' ? 'fields.message' : 'fields.demoWishes')}
        required={kind === 'contact'}
        autosize
        minRows={4}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        {...inputProps('message')}
      />
    </PublicRequestForm>
  );
}

/** True when the server refused named fields (shown at the fields), not the sending as a whole. */
function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && error.fieldErrors.length > 0;
}
