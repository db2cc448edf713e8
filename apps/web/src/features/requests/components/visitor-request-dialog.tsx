import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VISITOR_REQUEST_TYPES, VisitorRequestSchema } from '@hissa/contracts/requests';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form-actions';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSendVisitorRequest } from '../api/send-visitor-request';
import { RequestDetailsFields } from './request-details-fields';
import { detailsToRequest, EMPTY_DETAILS, type RequestDetailsValues } from './request-form-values';

type VisitorValues = RequestDetailsValues & { fullName: string; email: string; phone: string };

const EMPTY: VisitorValues = { ...EMPTY_DETAILS, type: 'initial_request', fullName: '', email: '', phone: '' };

/**
 * The dialog of VisitorRequestButton, mounted while it is open: name, e-mail, phone and the
 * request's details (no files), checked with VisitorRequestSchema. Success shows 'request
 * initiated (admin will contact)'; closing calls `onClose`.
 */
export function VisitorRequestDialog({
  companyId,
  companyName,
  onClose,
}: {
  companyId: number;
  companyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const { t: tUi } = useTranslation();
  const send = useSendVisitorRequest();
  const toRequest = (values: VisitorValues) => ({
    ...detailsToRequest(values),
    companyId,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  });
  const { values, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<VisitorValues>({
    schema: contractFormSchema(VisitorRequestSchema, toRequest),
    initialValues: EMPTY,
  });

  const close = () => {
    send.reset();
    reset(EMPTY);
    onClose();
  };
  // The form was checked against VisitorRequestSchema (contractFormSchema): its parse is the body.
  const submit = onSubmit((submitted) =>
    send.mutate(VisitorRequestSchema.parse(toRequest(submitted)), { onError: applyServerErrors }),
  );

  return (
    <Modal
      opened
      onClose={close}
      title={t('visitor.title', { company: companyName })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tUi('common.close') }}
    >
      {send.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            title={t('visitor.successTitle')}
            role="status"
          >
            {send.data.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('visitor.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('visitor.intro')}
            </Text>
            <TextInput {...inputProps('fullName')} label={t('visitor.fullName')} autoComplete="name" required />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...inputProps('email')}
                type="email"
                dir="ltr"
                label={t('visitor.email')}
                autoComplete="email"
                required
              />
              <TextInput
                {...inputProps('phone')}
                type="tel"
                dir="ltr"
                label={t('visitor.phone')}
                autoComplete="tel"
                required
              />
            </SimpleGrid>
            <RequestDetailsFields values={values} inputProps={inputProps} types={VISITOR_REQUEST_TYPES} />
            {send.isError && <ErrorState error={send.error} title={t('visitor.failedTitle')} />}
            <FormActions
              isPending={send.isPending}
              submitLabel={t('visitor.submit')}
              cancelLabel={tUi('common.goBack')}
              onCancel={close}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
