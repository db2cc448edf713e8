import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import { INDIVIDUAL_INVESTOR_JOURNEY } from '@hissa/contracts/registration/investor-registration';
import { ConsentFields, type ConsentName } from '../components/consent-fields';
import { CountryCityFields } from '../components/country-city-fields';
import { LookupMultiSelect, LookupSelect } from '../../../components/lookup-select';
import { PersonNameFields } from '../components/person-name-fields';
import { PhonePairFields } from '../components/phone-pair-fields';
import { InvestorTypeField } from '../components/investor-type-field';
import { RegistrationFrame } from '../components/registration-frame';
import { RepeatedGroup, useRepeatedGroupTexts } from '../components/repeated-group';
import { latestPastDate, type RegistrationStep } from '../hooks/use-registration-form';
import { useRegistrationJourney } from '../hooks/use-registration-submission';
import { investorJourneyPage } from '../components/investor-journey-page';
import { RegistrationEmailInput, RegistrationUrlInput } from '../components/contact-inputs';

type PreviousInvestment = { companyName: string; ownershipPercentage: string; ownershipDate: string };

const EMPTY_INVESTMENT: PreviousInvestment = { companyName: '', ownershipPercentage: '', ownershipDate: '' };

type IndividualInvestorValues = Record<
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'firstNameAr'
  | 'lastNameAr'
  | 'countryCode'
  | 'city'
  | 'companyName'
  | 'designation'
  | 'mobile1'
  | 'mobile2'
  | 'email1'
  | 'email2'
  | 'linkedInUrl'
  | 'investorType'
  | 'biography'
  | 'investmentStrategy',
  string
> & {
  geographicalFocus: string[];
  industryFocus: string[];
  previousInvestments: PreviousInvestment[];
  acceptTerms: boolean;
  acknowledgeFacilitator: boolean;
};

const INITIAL_VALUES: IndividualInvestorValues = {
  title: '',
  firstName: '',
  lastName: '',
  firstNameAr: '',
  lastNameAr: '',
  // The default country is Saudi Arabia (contracts geography.ts).
  countryCode: DEFAULT_COUNTRY_CODE,
  city: '',
  companyName: '',
  designation: '',
  mobile1: '',
  mobile2: '',
  email1: '',
  email2: '',
  linkedInUrl: '',
  investorType: '',
  biography: '',
  geographicalFocus: [],
  industryFocus: [],
  investmentStrategy: '',
  previousInvestments: [],
  acceptTerms: false,
  acknowledgeFacilitator: false,
};

const CONSENTS = ['acceptTerms', 'acknowledgeFacilitator'] as const satisfies readonly ConsentName[];

const STEPS: readonly RegistrationStep<IndividualInvestorValues>[] = [
  {
    label: 'investor.steps.personal',
    description: 'investor.steps.personalText',
    fields: [
      'title',
      'firstName',
      'lastName',
      'firstNameAr',
      'lastNameAr',
      'countryCode',
      'city',
      'companyName',
      'designation',
    ],
  },
  {
    label: 'investor.steps.contact',
    description: 'investor.steps.contactText',
    fields: ['mobile1', 'mobile2', 'email1', 'email2', 'linkedInUrl'],
  },
  {
    label: 'investor.steps.profile',
    description: 'investor.steps.profileText',
    fields: ['investorType', 'biography', 'geographicalFocus', 'industryFocus', 'investmentStrategy'],
  },
  {
    label: 'investor.steps.investments',
    description: 'investor.steps.investmentsText',
    fields: ['previousInvestments'],
  },
];

/** The individual investor journey's page. */
const PAGE = investorJourneyPage<IndividualInvestorValues>(
  'individual',
  INDIVIDUAL_INVESTOR_JOURNEY,
  INITIAL_VALUES,
  STEPS,
  CONSENTS,
);

/**
 * /individual-investor (decision 003): the individual investor journey as a
 * stepper: who the investor is (title, names, country and city, company, designation), how
 * to reach them (two mobiles, two e-mails, LinkedIn; email1 becomes the user name), how they
 * invest (type, biography, geographical and industry focus, strategy), their previous
 * investments (optional, repeated), and the declarations. Posts JSON (no files) to the
 * journey's submission endpoint. The city is a cities-lookup code in Saudi Arabia
 * and typed in elsewhere, as the schema says.
 */
export function IndividualInvestorPage() {
  const { t } = useTranslation('registration');
  const { registration, frame } = useRegistrationJourney(PAGE);
  const investmentTexts = useRepeatedGroupTexts('investor.investments');
  const { form, active, inputProps, selectProps } = registration;

  return (
    <RegistrationFrame {...frame}>
      {active === 0 && (
        <>
          <PersonNameFields fields={registration} />
          <CountryCityFields
            fields={registration}
            countryCode={form.values.countryCode}
            // A new country empties the city: a Saudi city is a code, any other a name.
            onCountryChange={(countryCode) => form.setValues({ countryCode, city: '' })}
            countryLabel={t('investor.fields.country')}
            cityLabel={t('investor.fields.city')}
          />
          <TextInput
            {...inputProps('companyName')}
            label={t('investor.fields.company')}
            description={t('investor.fields.companyHint')}
            autoComplete="organization"
          />
          <LookupSelect {...selectProps('designation')} list="designations" label={t('fields.designation')} required />
        </>
      )}
      {active === 1 && (
        <>
          <PhonePairFields
            fields={registration}
            first={{ name: 'mobile1', label: t('investor.fields.mobile1') }}
            second={{ name: 'mobile2', label: t('investor.fields.mobile2') }}
            hint={t('investor.fields.mobileHint')}
          />
          <RegistrationEmailInput
            {...inputProps('email1')}
            label={t('investor.fields.email1')}
            description={t('investor.fields.email1Hint')}
            required
          />
          <TextInput {...inputProps('email2')} label={t('investor.fields.email2')} type="email" dir="ltr" />
          <RegistrationUrlInput
            {...inputProps('linkedInUrl')}
            label={t('investor.fields.linkedInUrl')}
            placeholder="https://www.linkedin.com/in/…"
          />
        </>
      )}
      {active === 2 && (
        <>
          <InvestorTypeField fields={registration} />
          <Textarea
            {...inputProps('biography')}
            label={t('investor.fields.biography')}
            description={t('investor.fields.biographyHint')}
            autosize
            minRows={3}
            dir="auto"
            required
          />
          <LookupMultiSelect
            {...inputProps('geographicalFocus')}
            list="countries"
            label={t('investor.fields.geographicalFocus')}
            description={t('investor.fields.geographicalFocusHint')}
            required
          />
          <LookupMultiSelect
            {...inputProps('industryFocus')}
            list="industrial-classification-level-1"
            label={t('investor.fields.industryFocus')}
            description={t('investor.fields.industryFocusHint')}
            required
          />
          <Textarea
            {...inputProps('investmentStrategy')}
            label={t('investor.fields.investmentStrategy')}
            description={t('investor.fields.investmentStrategyHint')}
            autosize
            minRows={3}
            dir="auto"
            required
          />
        </>
      )}
      {active === 3 && (
        <RepeatedGroup
          {...investmentTexts}
          count={form.values.previousInvestments.length}
          error={form.errors.previousInvestments}
          onAdd={() => form.insertListItem('previousInvestments', { ...EMPTY_INVESTMENT })}
          onRemove={(index) => registration.removeListItem('previousInvestments', index)}
          renderItem={(index) => (
            <>
              <TextInput
                {...inputProps(`previousInvestments.${index}.companyName`)}
                label={t('investor.investments.companyName')}
                required
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...inputProps(`previousInvestments.${index}.ownershipPercentage`)}
                  label={t('investor.investments.ownershipPercentage')}
                  inputMode="decimal"
                  rightSection="%"
                  dir="ltr"
                  required
                />
                <TextInput
                  {...inputProps(`previousInvestments.${index}.ownershipDate`)}
                  label={t('investor.investments.ownershipDate')}
                  type="date"
                  max={latestPastDate()}
                  dir="ltr"
                  required
                />
              </SimpleGrid>
            </>
          )}
        />
      )}
      {active === 4 && <ConsentFields form={form} names={CONSENTS} />}
    </RegistrationFrame>
  );
}
