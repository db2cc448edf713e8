import { Radio, Group, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY } from '@hissa/contracts/geography';
import { FINANCIAL_CONSULTANT_JOURNEY } from '@hissa/contracts/registration/consultant-registration';
import { toRegistrationFormData } from '@hissa/contracts/registration/multipart-fields';
import {
  AVAILABILITY_OPTIONS,
  CFA_LEVELS,
  DEGREE_LEVELS,
  EMPLOYER_TYPES,
  PROFICIENCY_LEVELS,
} from '@hissa/contracts/registration/registration-options';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSubmitRegistration } from '../api/submit-registration';
import { ConsentFields } from '../components/consent-fields';
import { CountryCityFields } from '../components/country-city-fields';
import { EmailVerificationStep } from '../components/email-verification-step';
import { JourneyFileField } from '../components/file-field';
import { LookupSelect } from '../../../components/lookup-select';
import { OptionSelect } from '../components/option-select';
import { NationalIdField } from '../components/national-id-field';
import { PersonNameFields } from '../components/person-name-fields';
import { RegistrationFrame } from '../components/registration-frame';
import { RepeatedGroup } from '../components/repeated-group';
import { useEmailVerification } from '../hooks/use-email-verification';
import { useErrorText } from '../hooks/use-error-text';
import { latestPastDate, useRegistrationForm, type RegistrationStep } from '../hooks/use-registration-form';
import { CONSULTANT_SUBMISSION_PATH } from '../registration-paths';
import { RegistrationEmailInput, RegistrationTelInput, RegistrationUrlInput } from '../components/contact-inputs';

const JOURNEY = FINANCIAL_CONSULTANT_JOURNEY;

const EMPTY_CERTIFICATE = { name: '', issueDate: '', issuingInstitution: '' };

const INITIAL_VALUES = {
  title: '',
  firstName: '',
  lastName: '',
  firstNameAr: '',
  lastNameAr: '',
  email: '',
  mobile: '',
  nationalId: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  city: '',
  englishProficiency: '',
  arabicProficiency: '',
  highestDegree: '',
  institution: '',
  fieldOfStudy: '',
  graduationYear: '',
  // Unanswered until the applicant says yes or no ('CFA is required').
  isCfaCharterholder: null as boolean | null,
  cfaLevel: '',
  certificates: [] as (typeof EMPTY_CERTIFICATE)[],
  currentTitle: '',
  employerName: '',
  employerType: '',
  location: '',
  startYear: '',
  jobSummary: '',
  linkedInUrl: '',
  yearsOfExperience: '',
  industryOfExpertise: '',
  areaOfExpertise: '',
  availability: '',
  projectsPerWeek: '',
  reasonForApplying: '',
  preferredCurrency: DEFAULT_CURRENCY,
  hourlyRate: '',
  acceptTerms: false,
  /**
   * The address the code was verified for: kept with the draft (the server holds the
   * verification for OTP_VERIFIED_VALIDITY_MS), never sent with the application.
   */
  verifiedEmail: '',
};
type ConsultantValues = typeof INITIAL_VALUES;

/** The e-mail verification step: right after the e-mail is given. */
const VERIFY_STEP = 1;

const STEPS: readonly RegistrationStep<ConsultantValues>[] = [
  {
    label: 'consultant.steps.personal',
    description: 'consultant.steps.personalText',
    fields: [
      'title',
      'firstName',
      'lastName',
      'firstNameAr',
      'lastNameAr',
      'email',
      'mobile',
      'nationalId',
      'countryCode',
      'city',
      'englishProficiency',
      'arabicProficiency',
    ],
  },
  { label: 'consultant.steps.verify', description: 'consultant.steps.verifyText', fields: [] },
  {
    label: 'consultant.steps.education',
    description: 'consultant.steps.educationText',
    fields: [
      'highestDegree',
      'institution',
      'fieldOfStudy',
      'graduationYear',
      'isCfaCharterholder',
      'cfaLevel',
      'certificates',
    ],
  },
  {
    label: 'consultant.steps.experience',
    description: 'consultant.steps.experienceText',
    fields: [
      'currentTitle',
      'employerName',
      'employerType',
      'location',
      'startYear',
      'jobSummary',
      'linkedInUrl',
      'yearsOfExperience',
      'industryOfExpertise',
      'areaOfExpertise',
    ],
  },
  {
    label: 'consultant.steps.freelancing',
    description: 'consultant.steps.freelancingText',
    fields: ['availability', 'projectsPerWeek', 'reasonForApplying', 'preferredCurrency', 'hourlyRate'],
  },
  {
    label: 'consultant.steps.documents',
    description: 'consultant.steps.documentsText',
    fields: ['acceptTerms'],
    files: ['idProof', 'resume'],
  },
];

/**
 * /financial-consultant-registration (decision 003): the independent
 * financial consultant's application as a stepper: personal details and languages, the e-mail
 * verification by a 6-digit code, education (with the CFA question, its level only for those
 * who are not charterholders, and other certificates with an optional file each), experience
 * and expertise, the freelancing answers, then the ID proof, the résumé and the terms. Posts
 * multipart to the consultant journey's submission endpoint, which refuses an unverified e-mail.
 */
export function ConsultantRegistrationPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('consultant.pageTitle'));
  const navigate = useNavigate();
  const errorText = useErrorText();
  const format = useFormatters();
  const submission = useSubmitRegistration(JOURNEY.kind);
  const [failure, setFailure] = useState<string | null>(null);
  const registration = useRegistrationForm<ConsultantValues>({
    kind: JOURNEY.kind,
    schema: JOURNEY.schema,
    initialValues: INITIAL_VALUES,
    steps: STEPS,
    fileRules: JOURNEY.files,
  });
  const { form, active, inputProps, selectProps } = registration;
  const { email } = form.values;
  const isVerified = email !== '' && form.values.verifiedEmail.toLowerCase() === email.toLowerCase();
  const verification = useEmailVerification({ email, onVerified: () => form.setFieldValue('verifiedEmail', email) });

  /** Next: the verification step moves on only once the e-mail is verified (checking the code typed, if any). */
  const onNext = () => {
    if (active !== VERIFY_STEP || isVerified) {
      registration.next();
      return;
    }
    verification.verify({ onSuccess: () => registration.goTo(VERIFY_STEP + 1) });
  };

  const onSubmit = () => {
    setFailure(null);
    if (!isVerified) {
      registration.goTo(VERIFY_STEP);
      return;
    }
    const values = registration.validateAll();
    if (!values) return;
    // The verification bookkeeping stays on this device.
    const application: Record<string, unknown> = { ...values };
    delete application.verifiedEmail;
    submission.mutate(toRegistrationFormData(JOURNEY.schema, application, registration.files), {
      onSuccess: (answer) => {
        registration.clearDraft();
        void navigate(CONSULTANT_SUBMISSION_PATH, { replace: true, state: { id: answer.id } });
      },
      onError: (error) => {
        // 400 on the e-mail: its verification expired or was used up; verify it again.
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          error.fieldErrors.some((fieldError) => fieldError.field === 'body.email')
        ) {
          form.setFieldValue('verifiedEmail', '');
          registration.goTo(VERIFY_STEP);
          setFailure(errorMessage(error));
          return;
        }
        setFailure(registration.applyServerErrors(error) ? t('form.fixFields') : errorMessage(error));
      },
    });
  };

  const cfaAnswer = form.values.isCfaCharterholder === null ? '' : form.values.isCfaCharterholder ? 'yes' : 'no';

  return (
    <RegistrationFrame
      title={t('consultant.title')}
      subtitle={t('consultant.subtitle')}
      steps={STEPS}
      active={active}
      onStepClick={(step) => step < active && registration.goTo(step)}
      onBack={registration.back}
      onNext={onNext}
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
          <PersonNameFields fields={registration} />
          <RegistrationEmailInput
            {...inputProps('email')}
            label={t('fields.email')}
            description={t('consultant.emailHint')}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RegistrationTelInput {...inputProps('mobile')} label={t('consultant.fields.mobile')} required />
            <NationalIdField fields={registration} />
          </SimpleGrid>
          <CountryCityFields
            fields={registration}
            countryCode={form.values.countryCode}
            onCountryChange={(countryCode) => form.setValues({ countryCode, city: '' })}
            countryLabel={t('consultant.fields.country')}
            cityLabel={t('consultant.fields.city')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OptionSelect
              {...selectProps('englishProficiency')}
              options={PROFICIENCY_LEVELS}
              label={t('consultant.fields.englishProficiency')}
              required
            />
            <OptionSelect
              {...selectProps('arabicProficiency')}
              options={PROFICIENCY_LEVELS}
              label={t('consultant.fields.arabicProficiency')}
              required
            />
          </SimpleGrid>
        </>
      )}
      {active === VERIFY_STEP && (
        <EmailVerificationStep
          email={email}
          isVerified={isVerified}
          verification={verification}
          onChangeEmail={() => registration.goTo(0)}
        />
      )}
      {active === 2 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OptionSelect
              {...selectProps('highestDegree')}
              options={DEGREE_LEVELS}
              label={t('consultant.fields.highestDegree')}
              required
            />
            <LookupSelect
              {...selectProps('fieldOfStudy')}
              list="fields-of-study"
              label={t('consultant.fields.fieldOfStudy')}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...inputProps('institution')} label={t('consultant.fields.institution')} required />
            <LookupSelect
              {...selectProps('graduationYear')}
              list="years-of-graduation"
              label={t('consultant.fields.graduationYear')}
              required
            />
          </SimpleGrid>
          <Radio.Group
            value={cfaAnswer}
            onChange={(answer) => form.setValues({ isCfaCharterholder: answer === 'yes', cfaLevel: '' })}
            label={t('consultant.fields.isCfaCharterholder')}
            description={t('consultant.cfaHint')}
            error={errorText(form.errors.isCfaCharterholder)}
            required
          >
            <Group gap="xl" mt="xs">
              <Radio value="yes" label={t('consultant.yes')} />
              <Radio value="no" label={t('consultant.no')} />
            </Group>
          </Radio.Group>
          {form.values.isCfaCharterholder === false && (
            <OptionSelect
              {...selectProps('cfaLevel')}
              options={CFA_LEVELS}
              label={t('consultant.fields.cfaLevel')}
              required
            />
          )}
          <RepeatedGroup
            legend={t('consultant.certificates.legend')}
            hint={t('consultant.certificates.hint')}
            count={form.values.certificates.length}
            itemLabel={(index) => t('consultant.certificates.item', { number: format.number(index + 1) })}
            removeLabel={(index) => t('consultant.certificates.remove', { number: format.number(index + 1) })}
            addLabel={t('consultant.certificates.add')}
            emptyText={t('consultant.certificates.empty')}
            error={errorText(form.errors.certificates)}
            onAdd={() => form.insertListItem('certificates', { ...EMPTY_CERTIFICATE })}
            onRemove={(index) => registration.removeListItem('certificates', index)}
            renderItem={(index) => (
              <>
                <TextInput
                  {...inputProps(`certificates.${index}.name`)}
                  label={t('consultant.certificates.name')}
                  required
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    {...inputProps(`certificates.${index}.issuingInstitution`)}
                    label={t('consultant.certificates.issuingInstitution')}
                    required
                  />
                  <TextInput
                    {...inputProps(`certificates.${index}.issueDate`)}
                    label={t('consultant.certificates.issueDate')}
                    type="date"
                    max={latestPastDate()}
                    dir="ltr"
                    required
                  />
                </SimpleGrid>
                <JourneyFileField
                  registration={registration}
                  name={`certificates.${index}.file`}
                  label={t('consultant.certificates.file')}
                />
              </>
            )}
          />
        </>
      )}
      {active === 3 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...inputProps('currentTitle')}
              label={t('consultant.fields.currentTitle')}
              autoComplete="organization-title"
              required
            />
            <TextInput
              {...inputProps('employerName')}
              label={t('consultant.fields.employerName')}
              autoComplete="organization"
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OptionSelect
              {...selectProps('employerType')}
              options={EMPLOYER_TYPES}
              label={t('consultant.fields.employerType')}
              required
            />
            <TextInput
              {...inputProps('location')}
              label={t('consultant.fields.location')}
              description={t('consultant.locationHint')}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupSelect
              {...selectProps('startYear')}
              list="years-of-graduation"
              label={t('consultant.fields.startYear')}
              required
            />
            <LookupSelect
              {...selectProps('yearsOfExperience')}
              list="years-of-experience"
              label={t('consultant.fields.yearsOfExperience')}
              searchable={false}
              required
            />
          </SimpleGrid>
          <Textarea
            {...inputProps('jobSummary')}
            label={t('consultant.fields.jobSummary')}
            description={t('consultant.jobSummaryHint')}
            autosize
            minRows={3}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupSelect
              {...selectProps('industryOfExpertise')}
              list="industries-of-expertise"
              label={t('consultant.fields.industryOfExpertise')}
              required
            />
            <LookupSelect
              {...selectProps('areaOfExpertise')}
              list="areas-of-expertise"
              label={t('consultant.fields.areaOfExpertise')}
              required
            />
          </SimpleGrid>
          <RegistrationUrlInput
            {...inputProps('linkedInUrl')}
            label={t('consultant.fields.linkedInUrl')}
            placeholder="https://www.linkedin.com/in/"
          />
        </>
      )}
      {active === 4 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <OptionSelect
              {...selectProps('availability')}
              options={AVAILABILITY_OPTIONS}
              label={t('consultant.fields.availability')}
              required
            />
            <LookupSelect
              {...selectProps('projectsPerWeek')}
              list="projects-per-week"
              label={t('consultant.fields.projectsPerWeek')}
              searchable={false}
              required
            />
          </SimpleGrid>
          <LookupSelect
            {...selectProps('reasonForApplying')}
            list="reasons-to-apply"
            label={t('consultant.fields.reasonForApplying')}
            searchable={false}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupSelect
              {...selectProps('preferredCurrency')}
              list="currencies"
              label={t('consultant.fields.preferredCurrency')}
              required
            />
            <LookupSelect
              {...selectProps('hourlyRate')}
              list="preferred-hourly-rates"
              label={t('consultant.fields.hourlyRate')}
              searchable={false}
              required
            />
          </SimpleGrid>
        </>
      )}
      {active === 5 && (
        <>
          <JourneyFileField
            registration={registration}
            name="idProof"
            label={t('consultant.fields.idProof')}
            hint={t('consultant.idProofHint')}
          />
          <JourneyFileField registration={registration} name="resume" label={t('consultant.fields.resume')} />
          <ConsentFields form={form} names={['acceptTerms']} />
        </>
      )}
    </RegistrationFrame>
  );
}
