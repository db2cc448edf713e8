import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_JOURNEY } from '@hissa/contracts/registration/company-registration';
import { CompanyNameSearch } from '../components/company-name-search';
import { ConsentFields } from '../components/consent-fields';
import { JourneyFileField } from '../components/file-field';
import { ArabicNameFields } from '../components/person-name-fields';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationNumberField } from '../components/registration-number-field';
import type { RegistrationStep } from '../hooks/use-registration-form';
import { useRegistrationJourney, type JourneyPage } from '../hooks/use-registration-submission';
import { COMPANY_SUBMISSION_PATH } from '../registration-paths';
import { RegistrationEmailInput, RegistrationTelInput } from '../components/contact-inputs';

const INITIAL_VALUES = {
  directoryCompanyId: '',
  companyName: '',
  address: '',
  companyRegistrationNumber: '',
  firstName: '',
  lastName: '',
  firstNameAr: '',
  lastNameAr: '',
  phone: '',
  email: '',
  acceptTerms: false,
  acknowledgeFacilitator: false,
  authorizedToAct: false,
};
type CompanyFormValues = typeof INITIAL_VALUES;

const STEPS: readonly RegistrationStep<CompanyFormValues>[] = [
  {
    label: 'company.steps.company',
    description: 'company.steps.companyText',
    fields: ['directoryCompanyId', 'companyName', 'companyRegistrationNumber', 'address'],
  },
  {
    label: 'company.steps.person',
    description: 'company.steps.personText',
    fields: ['firstName', 'lastName', 'firstNameAr', 'lastNameAr', 'phone', 'email'],
  },
  {
    label: 'company.steps.documents',
    description: 'company.steps.documentsText',
    fields: ['acceptTerms', 'acknowledgeFacilitator', 'authorizedToAct'],
    files: ['idDocument'],
  },
];

/** The company journey's page. */
const PAGE: JourneyPage<CompanyFormValues> = {
  journey: COMPANY_JOURNEY,
  initialValues: INITIAL_VALUES,
  steps: STEPS,
  submissionPath: COMPANY_SUBMISSION_PATH,
  texts: { pageTitle: 'company.pageTitle', title: 'company.title', subtitle: 'company.subtitle' },
};

/**
 * /company-registration (decision 003): the company journey as a stepper:
 * the company (picked from the directory or new), the authorised person (with the Arabic forms
 * of the names, decision 047), then the ID document
 * and the three consents. Posts multipart to the company journey's submission endpoint.
 */
export function CompanyRegistrationPage() {
  const { t } = useTranslation('registration');
  const { registration, frame } = useRegistrationJourney(PAGE);
  const { form, active, inputProps: field } = registration;

  return (
    <RegistrationFrame {...frame}>
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
          <RegistrationNumberField fields={registration} />
          <Textarea {...field('address')} label={t('fields.address')} autosize minRows={2} required />
        </>
      )}
      {active === 1 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
            <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
          </SimpleGrid>
          <ArabicNameFields fields={registration} />
          <RegistrationTelInput {...field('phone')} label={t('fields.phone')} required />
          <RegistrationEmailInput {...field('email')} label={t('fields.email')} required />
        </>
      )}
      {active === 2 && (
        <>
          <JourneyFileField registration={registration} name="idDocument" label={t('file.idDocument')} />
          <ConsentFields form={form} names={['acceptTerms', 'acknowledgeFacilitator', 'authorizedToAct']} />
        </>
      )}
    </RegistrationFrame>
  );
}
