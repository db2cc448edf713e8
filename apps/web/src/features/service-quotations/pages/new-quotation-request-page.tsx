import { Alert, Badge, Button, FileInput, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLogin, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { requestAttachmentField } from '@hissa/contracts/requests';
import {
  CreateQuotationRequestSchema,
  QUOTATION_MAX_ATTACHMENTS,
  QUOTATION_MAX_PROVIDERS,
  QUOTATION_PAGES,
  QuotationRequestDetailsSchema,
} from '@hissa/contracts/services-marketplace/quotations';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { loginPathFrom } from '../../../lib/session/landing-path';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useCreateQuotationRequest, useProviderNames } from '../api/quotations-api';
import classes from '../components/quotations.module.css';

type Values = { title: string; description: string; submissionDeadline: string };
const schema = contractFormSchema(QuotationRequestDetailsSchema, (values: Values) => values);

/** The provider ids of the query (?providerIds=1,2), at most QUOTATION_MAX_PROVIDERS, each once. */
function parseIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, QUOTATION_MAX_PROVIDERS);
}

/**
 * The quotation request form (/sp/quotations/new?providerIds=..&requirementId=..; decision 018):
 * title, description, submission deadline and attachments, checked with the contracts schema,
 * sent to the providers of the query. Visitors and other account types are asked to sign in or
 * register as a buyer first (spec §6). Success shows 'service quotation request submitted' and
 * opens the request.
 */
export function NewQuotationRequestPage() {
  const { t } = useTranslation('serviceQuotations');
  useDocumentTitle(t('form.title'));
  const session = useSession();
  const [params] = useSearchParams();
  const providerIds = parseIds(params.get('providerIds'));
  const requirementId = Number(params.get('requirementId')) || undefined;
  const isBuyer = session?.claims.type === USER_TYPES.buyer;

  if (!isBuyer) {
    const here = `${QUOTATION_PAGES.newRequest}?${params.toString()}`;
    return (
      <div className={classes.page}>
        <EmptyState
          icon={<IconLogin size={28} />}
          headingOrder={1}
          title={t('signIn.title')}
          description={session ? t('signIn.wrongType') : t('signIn.text')}
          action={
            <Group justify="center">
              <Button component={Link} to={loginPathFrom(here, null)}>
                {t('signIn.login')}
              </Button>
              <Button component={Link} to="/sp/buyer" variant="default">
                {t('signIn.register')}
              </Button>
            </Group>
          }
        />
      </div>
    );
  }
  return <RequestForm providerIds={providerIds} requirementId={requirementId} />;
}

function RequestForm({ providerIds, requirementId }: { providerIds: number[]; requirementId: number | undefined }) {
  const { t } = useTranslation('serviceQuotations');
  const navigate = useNavigate();
  const names = useProviderNames(providerIds);
  const create = useCreateQuotationRequest();
  const [files, setFiles] = useState<File[]>([]);
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({
    schema,
    initialValues: { title: '', description: '', submissionDeadline: '' },
  });
  const fileError =
    create.error instanceof ApiError
      ? create.error.fieldErrors.find((error) => error.field.startsWith('body.attachments'))?.message
      : undefined;

  const submit = onSubmit((values) => {
    const body = toRegistrationFormData(
      CreateQuotationRequestSchema,
      { ...values, providerIds, requirementId },
      Object.fromEntries(files.map((file, index) => [requestAttachmentField(index), file])),
    );
    create.mutate(body, {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        void navigate(QUOTATION_PAGES.buyerRequest(answer.data.id));
      },
      onError: applyServerErrors,
    });
  });

  return (
    <div className={classes.page}>
      <PageTitle title={t('form.title')} subtitle={t('form.subtitle')} />
      <form onSubmit={submit} noValidate className={classes.panel}>
        <Stack gap="md">
          <div>
            <Text fw={600} size="sm" mb={6}>
              {t('form.to')}
            </Text>
            {providerIds.length === 0 ? (
              <Alert color="yellow">{t('form.noProviders')}</Alert>
            ) : names.data ? (
              <Group gap={6}>
                {names.data.map((provider) => (
                  <Badge key={provider.id} variant="light" size="lg" tt="none">
                    {provider.name}
                  </Badge>
                ))}
              </Group>
            ) : names.isError ? (
              <ErrorState error={names.error} onRetry={() => void names.refetch()} />
            ) : (
              <Skeleton height={28} width={240} />
            )}
          </div>
          <TextInput {...inputProps('title')} label={t('form.titleLabel')} required maxLength={255} />
          <Textarea {...inputProps('description')} label={t('form.descriptionLabel')} required autosize minRows={5} />
          <TextInput
            {...inputProps('submissionDeadline')}
            type="date"
            label={t('form.deadlineLabel')}
            description={t('form.deadlineHint')}
            min={riyadhToday()}
            required
            maw={260}
          />
          <FileInput
            multiple
            clearable
            value={files}
            onChange={(next) => setFiles(next.slice(0, QUOTATION_MAX_ATTACHMENTS))}
            accept="application/pdf,image/png,image/jpeg"
            label={t('form.attachments')}
            description={t('form.attachmentsHint')}
            leftSection={<IconPaperclip size={16} aria-hidden="true" />}
            error={fileError}
          />
          {create.isError && !fileError && <ErrorState error={create.error} title={t('form.failed')} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={providerIds.length === 0}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}
