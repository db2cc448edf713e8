import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_JOURNEY } from '@hissa/contracts/registration/company-registration';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubmitRegistration } from '../api/submit-registration';
import { CompanyNameSearch } from '../components/company-name-search';
import { ConsentFields } from '../components/consent-fields';
import { FileField } from '../components/file-field';
import { RegistrationFrame } from '../components/registration-frame';
import { useErrorText } from '../hooks/use-error-text';
import { useRegistrationForm, type RegistrationStep } from '../hooks/use-registration-form';

const INITIAL_VALUES = {
  directoryCompanyId: '',
  companyName: '',
  address: '',
  companyRegistrationNumber: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  acceptTerms: false,
  acknowledgeFacilitator: false,
  authorizedToAct: false,
};
type CompanyFormValues = typeof INITIAL_VALUES;

const STEPS: readonly RegistrationStep<CompanyFormValues>[] = [
  { fields: ['directoryCompanyId', 'companyName', 'companyRegistrationNumber', 'address'] },
  { fields: ['firstName', 'lastName', 'phone', 'email'] },
  { fields: ['acceptTerms', 'acknowledgeFacilitator', 'authorizedToAct'], files: ['idDocument'] },
];

/** Where a submitted company registration lands. */
export const COMPANY_SUBMISSION_PATH = '/company-registration-submission';

/**
 * /company-registration (marketplace.txt sections 2-3): the company journey as a stepper:
 * the company (picked from the directory or new), the authorised person, then the ID document
 * and the three consents. Posts multipart to /public-api/register/company.
 */
export function CompanyRegistrationPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('company.pageTitle'));
  const navigate = useNavigate();
  const errorText = useErrorText();
  const submission = useSubmitRegistration('company');
  const [failure, setFailure] = useState<string | null>(null);
  const registration = useRegistrationForm({
    kind: 'company',
    schema: COMPANY_JOURNEY.schema,
    initialValues: INITIAL_VALUES,
    steps: STEPS,
    fileRules: COMPANY_JOURNEY.files,
  });
  const { form, active } = registration;

  /** Input props of a text field, its error translated. */
  const field = (name: keyof CompanyFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error) };
  };

  const onSubmit = () => {
    setFailure(null);
    const values = registration.validateAll();
    if (!values) return;
    submission.mutate(toRegistrationFormData(COMPANY_JOURNEY.schema, values, registration.files), {
      onSuccess: (answer) => {
        registration.clearDraft();
        void navigate(COMPANY_SUBMISSION_PATH, { replace: true, state: { id: answer.id } });
      },
      onError: (error) => {
        if (!registration.applyServerErrors(error)) setFailure(errorMessage(error));
        else setFailure(t('form.fixFields'));
      },
    });
  };

  return (
    <RegistrationFrame
      title={t('company.title')}
      subtitle={t('company.subtitle')}
      steps={[
        { label: t('company.steps.company'), description: t('company.steps.companyText') },
        { label: t('company.steps.person'), description: t('company.steps.personText') },
        { label: t('company.steps.documents'), description: t('company.steps.documentsText') },
      ]}
      active={active}
      onStepClick={(step) => step < active && registration.goTo(step)}
      onBack={registration.back}
      onNext={registration.next}
      onSubmit={onSubmit}
      onStartOver={() => {
        setFailure(null);
        registration.startOver();
      }}
      isSubmitting={submission.isPending}
      failure={failure}
    >
      {active === 0 && (
        <>
          <CompanyNameSearch
            name={form.values.companyName}
            directoryCompanyId={form.values.directoryCompanyId}
            error={form.errors.companyName}
            onNameChange={(name) => form.setValues({ companyName: name, directoryCompanyId: '' })}
            onPick={(company) => form.setValues({ companyName: company.name, directoryCompanyId: company.id })}
            onBlur={() => form.validateField('companyName')}
          />
          <TextInput
            {...field('companyRegistrationNumber')}
            label={t('fields.companyRegistrationNumber')}
            description={t('fields.companyRegistrationNumberHint')}
            inputMode="numeric"
            dir="ltr"
            required
          />
          <Textarea {...field('address')} label={t('fields.address')} autosize minRows={2} required />
        </>
      )}
      {active === 1 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
            <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
          </SimpleGrid>
          <TextInput {...field('phone')} label={t('fields.phone')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" required />
          <TextInput {...field('email')} label={t('fields.email')} type="email" autoComplete="email" dir="ltr" required />
        </>
      )}
      {active === 2 && (
        <>
          <FileField
            label={t('file.idDocument')}
            kind="document"
            isRequired
            file={registration.files.idDocument}
            error={registration.fileErrors.idDocument}
            onChange={(file) => registration.setFile('idDocument', file)}
          />
          <ConsentFields form={form} names={['acceptTerms', 'acknowledgeFacilitator', 'authorizedToAct']} />
        </>
      )}
    </RegistrationFrame>
  );
}
