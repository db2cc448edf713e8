import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEDIA_SHORT_TEXT_MAX_LENGTH, type Report, ReportRequestInputSchema } from '@hissa/contracts/media/media';
import { EmailTextInput } from '../../../components/contact-inputs';
import { FormActions } from '../../../components/form-actions';
import { HoneypotField } from '../../../components/honeypot-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRequestReport } from '../api/media-api';
import { useLocalized } from './use-localized';

type Values = { fullName: string; email: string; companyName: string; designation: string; website: string };
const EMPTY: Values = { fullName: '', email: '', companyName: '', designation: '', website: '' };

/**
 * The report request (spec §3: full name, email, company name, designation), checked against the
 * contract's schema; on success the dialog says the download link was e-mailed.
 */
export function ReportRequestModal({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t, i18n } = useTranslation('mediaHub');
  const local = useLocalized();
  const languageCode = i18n.language === 'ar' ? 'ar' : 'en';
  const request = useRequestReport(report.id);
  const schema = contractFormSchema(ReportRequestInputSchema, (values: Values) => ({ ...values, languageCode }));
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({ schema, initialValues: EMPTY });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reports.requestTitle', { title: local(report.titleEn, report.titleAr) })}
      closeButtonProps={{ 'aria-label': t('download.toReports') }}
      centered
      size="lg"
    >
      {request.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit((valid) =>
            request.mutate({ ...valid, languageCode }, { onError: (error) => applyServerErrors(error) }),
          )}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('reports.requestIntro')}
            </Text>
            <TextInput label={t('reports.fullName')} required autoComplete="name" {...inputProps('fullName')} />
            <EmailTextInput label={t('reports.email')} required autoComplete="email" {...inputProps('email')} />
            <TextInput
              label={t('reports.company')}
              required
              maxLength={MEDIA_SHORT_TEXT_MAX_LENGTH}
              autoComplete="organization"
              {...inputProps('companyName')}
            />
            <TextInput
              label={t('reports.designation')}
              required
              maxLength={MEDIA_SHORT_TEXT_MAX_LENGTH}
              autoComplete="organization-title"
              {...inputProps('designation')}
            />
            <HoneypotField label={t('reports.website')} {...inputProps('website')} />
            {request.isError && !(request.error instanceof ApiError && request.error.fieldErrors.length > 0) && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(request.error)}
              </Alert>
            )}
            <FormActions isPending={request.isPending} submitLabel={t('reports.send')} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
