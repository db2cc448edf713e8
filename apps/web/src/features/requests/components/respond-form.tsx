import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import { REQUEST_MESSAGE_MAX_LENGTH, RespondRequestSchema, requestAttachmentField } from '@hissa/contracts/requests';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRespondToRequest } from '../api/respond-to-request';
import { AttachmentsInput } from './attachments-input';
import classes from './requests.module.css';

/**
 * The recipient's answer to a request (RespondToRequestEndpoint): a message and files, checked with
 * RespondRequestSchema; the form empties after the server's "answer sent".
 */
export function RespondForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation('requests');
  const respond = useRespondToRequest();
  const [files, setFiles] = useState<File[]>([]);
  const { values, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm({
    schema: RespondRequestSchema,
    initialValues: { message: '' },
  });
  const fileError =
    respond.error instanceof ApiError
      ? respond.error.fieldErrors.find((fieldError) => fieldError.field.startsWith('body.attachments'))?.message
      : undefined;

  const submit = onSubmit((submitted) => {
    const form = toRegistrationFormData(
      RespondRequestSchema,
      submitted,
      Object.fromEntries(files.map((file, index) => [requestAttachmentField(index), file])),
    );
    respond.mutate(
      { requestId, form },
      {
        onSuccess: (answer) => {
          showNotification({ color: 'green', message: answer.message });
          reset();
          setFiles([]);
        },
        onError: applyServerErrors,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className={classes.panel} aria-labelledby="respond-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="respond-title">
          {t('respond.title')}
        </Title>
        <Textarea
          {...inputProps('message')}
          value={values.message}
          label={t('respond.message')}
          dir="auto"
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REQUEST_MESSAGE_MAX_LENGTH}
        />
        <AttachmentsInput files={files} onChange={setFiles} error={fileError} />
        {respond.isError && !fileError && <ErrorState error={respond.error} title={t('respond.failedTitle')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={respond.isPending}>
            {t('respond.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
