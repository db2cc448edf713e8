import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import { InitiateRequestSchema, REQUEST_TYPES, requestAttachmentField } from '@hissa/contracts/requests';
import { showNotification } from '../../../lib/notify';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { NEW_REQUEST_RECIPIENT_PARAMS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useInitiateRequest } from '../api/initiate-request';
import { AttachmentsInput } from '../components/attachments-input';
import { RecipientSelect, parseRecipient } from '../components/recipient-select';
import { RequestDetailsFields } from '../components/request-details-fields';
import { detailsToRequest, EMPTY_DETAILS, type RequestDetailsValues } from '../components/request-form-values';
import classes from '../components/requests.module.css';
import { PageTitle } from '../../../components/page-title';

type NewRequestValues = RequestDetailsValues & { recipientId: string };

function toRequest(values: NewRequestValues) {
  return { ...detailsToRequest(values), ...parseRecipient(values.recipientId) };
}

const schema = contractFormSchema(InitiateRequestSchema, toRequest);

/** The recipient chosen on another page (a consultant of the directory): ?to=user:12&toName=..., or null. */
function usePresetRecipient(): { value: string; label: string } | null {
  const [params] = useSearchParams();
  const value = params.get(NEW_REQUEST_RECIPIENT_PARAMS.recipient) ?? '';
  const label = params.get(NEW_REQUEST_RECIPIENT_PARAMS.name) ?? '';
  return /^user:\d{1,10}$/.test(value) && label ? { value, label } : null;
}

/**
 * New request ({company|shareholder|investor}/my-requests/new; InitiateRequestEndpoint): recipient,
 * type, title, message, meeting date and link, expiry and attachments, checked with
 * InitiateRequestSchema. A secured file share needs a file. The recipient can come chosen in the
 * query (lib/routes newRequestToPersonPath: a consultant from the directory). Success shows the
 * server's message and opens the sent request.
 */
export function NewRequestPage() {
  const { t } = useTranslation('requests');
  useDocumentTitle(t('form.title'));
  const navigate = useNavigate();
  const initiate = useInitiateRequest();
  const [files, setFiles] = useState<File[]>([]);
  const preset = usePresetRecipient();
  const { form, values, inputProps, onSubmit, applyServerErrors } = useValidatedForm<NewRequestValues>({
    schema,
    initialValues: { ...EMPTY_DETAILS, recipientId: preset?.value ?? '' },
  });
  const isFileShare = values.type === 'secured_file_share';
  const fileError =
    initiate.error instanceof ApiError
      ? initiate.error.fieldErrors.find((fieldError) => fieldError.field.startsWith('body.attachments'))?.message
      : undefined;

  const submit = onSubmit((submitted) => {
    const body = toRegistrationFormData(
      InitiateRequestSchema,
      toRequest(submitted),
      Object.fromEntries(files.map((file, index) => [requestAttachmentField(index), file])),
    );
    initiate.mutate(body, {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        void navigate(`../${answer.data.id}`, { relative: 'path' });
      },
      onError: applyServerErrors,
    });
  });

  return (
    <div className={classes.page}>
      <Anchor component={Link} to=".." relative="path" className={classes.backLink}>
        <IconArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('form.back')}
      </Anchor>
      <PageTitle title={t('form.title')} subtitle={t('form.subtitle')} />
      <form onSubmit={submit} noValidate className={`${classes.panel} ${classes.formPanel}`}>
        <Stack gap="md">
          <RecipientSelect
            initialChoice={preset}
            value={values.recipientId}
            onChange={(value) => form.setFieldValue('recipientId', value)}
            error={inputProps('recipientId').error}
          />
          <RequestDetailsFields values={values} inputProps={inputProps} types={REQUEST_TYPES} />
          <AttachmentsInput files={files} onChange={setFiles} isRequired={isFileShare} error={fileError} />
          {initiate.isError && !fileError && <ErrorState error={initiate.error} title={t('form.failedTitle')} />}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to=".." relative="path" variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={initiate.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}
