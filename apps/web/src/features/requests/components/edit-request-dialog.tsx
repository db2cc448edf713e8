import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUEST_TYPES, UpdateRequestSchema, type RequestDetail, type UpdateRequest } from '@hissa/contracts/requests';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUpdateRequest } from '../api/update-request';
import { RequestDetailsFields } from './request-details-fields';
import { detailsFromRequest, detailsToRequest, type RequestDetailsValues } from './request-form-values';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';

const schema = contractFormSchema(UpdateRequestSchema, detailsToRequest);

/**
 * Editing a pending request I sent (UpdateMyRequestEndpoint): the same details as the new request,
 * checked with UpdateRequestSchema. The server refuses once the request is answered or expired
 * (409), shown in the dialog.
 */
export function EditRequestDialog({
  request,
  opened,
  onClose,
}: {
  request: RequestDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const { t: tUi } = useTranslation();
  const update = useUpdateRequest();
  const { values, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<RequestDetailsValues>({
    schema,
    initialValues: detailsFromRequest(request),
  });

  useResetOnOpen(opened, () => reset(detailsFromRequest(request)));

  const close = () => {
    update.reset();
    onClose();
  };

  const submit = onSubmit((submitted) => {
    // The form was checked against UpdateRequestSchema (contractFormSchema): its parse is the body.
    const details: UpdateRequest = UpdateRequestSchema.parse(detailsToRequest(submitted));
    update.mutate(
      { requestId: request.id, details },
      {
        onSuccess: (answer) => {
          showNotification({ color: 'green', message: answer.message });
          close();
        },
        onError: applyServerErrors,
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('edit.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tUi('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RequestDetailsFields
            values={values}
            inputProps={inputProps}
            types={
              request.type === 'secured_file_share'
                ? REQUEST_TYPES
                : REQUEST_TYPES.filter((type) => type !== 'secured_file_share')
            }
          />
          {update.isError && <ErrorState error={update.error} title={t('edit.failedTitle')} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {tUi('common.goBack')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
