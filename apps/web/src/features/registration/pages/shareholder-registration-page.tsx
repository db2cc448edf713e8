import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INDIVIDUAL_SHAREHOLDER_JOURNEY,
  INSTITUTIONAL_SHAREHOLDER_JOURNEY,
} from '@hissa/contracts/registration/shareholder-registration';
import { ConsentFields, type ConsentName } from '../components/consent-fields';
import { JourneyFileField } from '../components/file-field';
import { LookupSelect } from '../../../components/lookup-select';
import { NationalIdField } from '../components/national-id-field';
import { PersonNameFields } from '../components/person-name-fields';
import { RegistrationFrame } from '../components/registration-frame';
import { RegistrationNumberField } from '../components/registration-number-field';
import type { RegistrationStep } from '../hooks/use-registration-form';
import { useRegistrationJourney, type JourneyPage } from '../hooks/use-registration-submission';
import { SHAREHOLDER_SUBMISSION_PATH } from '../registration-paths';
import { RegistrationEmailInput, RegistrationTelInput, RegistrationUrlInput } from '../components/contact-inputs';

const INDIVIDUAL_VALUES = {
  companyName: '',
  companyRegistrationNumber: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  title: '',
  firstName: '',
  lastName: '',
  firstNameAr: '',
  lastNameAr: '',
  nationalId: '',
  shareholdingPercentage: '',
  acceptTerms: false,
  acknowledgeFacilitator: false,
};
/** The institutional form adds the authorised person's designation and authorization. */
const INSTITUTIONAL_VALUES = { ...INDIVIDUAL_VALUES, designation: '', authorizedToAct: false };
type ShareholderValues = typeof INDIVIDUAL_VALUES &
  Partial<Pick<typeof INSTITUTIONAL_VALUES, 'designation' | 'authorizedToAct'>>;

const INDIVIDUAL_CONSENTS: readonly ConsentName[] = ['acceptTerms', 'acknowledgeFacilitator'];
const INSTITUTIONAL_CONSENTS: readonly ConsentName[] = [...INDIVIDUAL_CONSENTS, 'authorizedToAct'];

/** The steps: the company whose shares are held, the person (an institution's authorised person), the holding, the declarations. */
function stepsOf(isInstitutional: boolean): readonly RegistrationStep<ShareholderValues>[] {
  return [
    {
      label: 'shareholder.steps.company',
      description: 'shareholder.steps.companyText',
      fields: ['companyName', 'companyRegistrationNumber', 'address', 'phone', 'email', 'website'],
      files: ['businessRegistrationDocument'],
    },
    isInstitutional
      ? {
          label: 'shareholder.steps.authorisedPerson',
          description: 'shareholder.steps.authorisedPersonText',
          fields: ['title', 'firstName', 'lastName', 'firstNameAr', 'lastNameAr', 'designation', 'nationalId'],
          files: ['nationalIdProof'],
        }
      : {
          label: 'shareholder.steps.person',
          description: 'shareholder.steps.personText',
          fields: ['title', 'firstName', 'lastName', 'firstNameAr', 'lastNameAr', 'nationalId'],
          files: ['nationalIdProof'],
        },
    {
      label: 'shareholder.steps.holding',
      description: 'shareholder.steps.holdingText',
      fields: ['shareholdingPercentage'],
      files: isInstitutional ? ['ownershipProof', 'companyRegistrationProof'] : ['ownershipProof'],
    },
    {
      label: 'shareholder.steps.consent',
      description: 'shareholder.steps.consentText',
      fields: isInstitutional ? INSTITUTIONAL_CONSENTS : INDIVIDUAL_CONSENTS,
    },
  ];
}

/** The individual shareholder journey's page. */
const INDIVIDUAL_PAGE: JourneyPage<ShareholderValues> = {
  journey: INDIVIDUAL_SHAREHOLDER_JOURNEY,
  initialValues: INDIVIDUAL_VALUES,
  steps: stepsOf(false),
  submissionPath: SHAREHOLDER_SUBMISSION_PATH,
  texts: {
    pageTitle: 'shareholder.individualPageTitle',
    title: 'shareholder.individualTitle',
    subtitle: 'shareholder.subtitle',
  },
};

/** The institutional shareholder journey's page. */
const INSTITUTIONAL_PAGE: JourneyPage<ShareholderValues> = {
  journey: INSTITUTIONAL_SHAREHOLDER_JOURNEY,
  initialValues: INSTITUTIONAL_VALUES,
  steps: stepsOf(true),
  submissionPath: SHAREHOLDER_SUBMISSION_PATH,
  texts: {
    pageTitle: 'shareholder.institutionalPageTitle',
    title: 'shareholder.institutionalTitle',
    subtitle: 'shareholder.institutionalSubtitle',
  },
};

/**
 * One shareholder journey as a stepper (decision 003): the company (name,
 * commercial registration and its document, address, phone, the e-mail that becomes the user
 * name, website), the person (title, names, national ID and its proof; for an institution the
 * authorised person with a designation), the holding (percentage, proof of ownership; for an
 * institution also the proof of company registration), then the declarations. Posts multipart.
 */
function ShareholderRegistrationForm({ page }: { page: JourneyPage<ShareholderValues> }) {
  const { t } = useTranslation('registration');
  const { journey } = page;
  const isInstitutional = journey.kind === 'institutional-shareholder';
  const { registration, frame } = useRegistrationJourney(page);
  const { inputProps, active } = registration;

  return (
    <RegistrationFrame {...frame}>
      {active === 0 && (
        <>
          <TextInput
            {...inputProps('companyName')}
            label={t('fields.companyName')}
            description={t('shareholder.companyNameHint')}
            autoComplete="organization"
            required
          />
          <RegistrationNumberField fields={registration} />
          <JourneyFileField
            registration={registration}
            name="businessRegistrationDocument"
            label={t('file.businessRegistrationDocument')}
          />
          <Textarea {...inputProps('address')} label={t('fields.address')} autosize minRows={2} dir="auto" required />
          <RegistrationTelInput {...inputProps('phone')} label={t('shareholder.companyPhone')} required />
          <RegistrationEmailInput
            {...inputProps('email')}
            label={t('fields.email')}
            description={t('shareholder.companyEmailHint')}
            required
          />
          <RegistrationUrlInput {...inputProps('website')} label={t('fields.website')} />
        </>
      )}
      {active === 1 && (
        <>
          <PersonNameFields fields={registration} />
          {isInstitutional && (
            <LookupSelect
              {...registration.selectProps('designation')}
              list="designations"
              label={t('fields.designation')}
              required
            />
          )}
          <NationalIdField fields={registration} />
          <JourneyFileField registration={registration} name="nationalIdProof" label={t('file.nationalIdProof')} />
        </>
      )}
      {active === 2 && (
        <>
          <TextInput
            {...inputProps('shareholdingPercentage')}
            label={t('fields.shareholdingPercentage')}
            description={t('shareholder.percentageHint')}
            inputMode="decimal"
            rightSection="%"
            dir="ltr"
            required
          />
          <JourneyFileField registration={registration} name="ownershipProof" label={t('file.ownershipProof')} />
          {isInstitutional && (
            <JourneyFileField
              registration={registration}
              name="companyRegistrationProof"
              label={t('file.companyRegistrationProof')}
              hint={t('shareholder.companyRegistrationProofHint')}
            />
          )}
        </>
      )}
      {active === 3 && (
        <ConsentFields
          form={registration.form}
          names={isInstitutional ? INSTITUTIONAL_CONSENTS : INDIVIDUAL_CONSENTS}
        />
      )}
    </RegistrationFrame>
  );
}

/** /individual-shareholder: the individual shareholder journey. */
export function IndividualShareholderPage() {
  return <ShareholderRegistrationForm page={INDIVIDUAL_PAGE} />;
}

/** /institutional-shareholder: the institutional shareholder journey. */
export function InstitutionalShareholderPage() {
  return <ShareholderRegistrationForm page={INSTITUTIONAL_PAGE} />;
}
