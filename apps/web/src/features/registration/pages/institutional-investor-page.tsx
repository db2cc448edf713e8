import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import { INSTITUTIONAL_INVESTOR_JOURNEY } from '@hissa/contracts/registration/investor-registration';
import { ConsentFields, type ConsentName } from '../components/consent-fields';
import { JourneyFileField } from '../components/file-field';
import { PhonePairFields } from '../components/phone-pair-fields';
import { LookupSelect } from '../../../components/lookup-select';
import { InvestorTypeField } from '../components/investor-type-field';
import { RegistrationFrame } from '../components/registration-frame';
import { RepeatedGroup, useRepeatedGroupTexts } from '../components/repeated-group';
import { latestPastDate, type RegistrationStep } from '../hooks/use-registration-form';
import { useRegistrationJourney } from '../hooks/use-registration-submission';
import { investorJourneyPage } from '../components/investor-journey-page';
import { RegistrationEmailInput, RegistrationUrlInput } from '../components/contact-inputs';

type KeyMember = { fullName: string; designation: string; degree: string };

const EMPTY_MEMBER: KeyMember = { fullName: '', designation: '', degree: '' };

const INITIAL_VALUES = {
  companyName: '',
  // The default country is Saudi Arabia (contracts geography.ts).
  headquarters: DEFAULT_COUNTRY_CODE,
  establishedDate: '',
  sector: '',
  numberOfEmployees: '',
  investorType: '',
  aboutCompany: '',
  website: '',
  // At least one key member is required: the form starts with one to fill in.
  keyMembers: [{ ...EMPTY_MEMBER }],
  companyTelephone: '',
  companyFax: '',
  contactPersonName: '',
  contactPersonNameAr: '',
  contactPersonEmail: '',
  acceptTerms: false,
  acknowledgeFacilitator: false,
  authorizedToAct: false,
};
type InstitutionalInvestorValues = typeof INITIAL_VALUES;

const CONSENTS: readonly ConsentName[] = ['acceptTerms', 'acknowledgeFacilitator', 'authorizedToAct'];

const STEPS: readonly RegistrationStep<InstitutionalInvestorValues>[] = [
  {
    label: 'investor.steps.company',
    description: 'investor.steps.companyText',
    fields: ['companyName', 'headquarters', 'establishedDate', 'sector', 'numberOfEmployees'],
  },
  {
    label: 'investor.steps.about',
    description: 'investor.steps.aboutText',
    fields: ['investorType', 'aboutCompany', 'website'],
    files: ['companyLogo'],
  },
  { label: 'investor.steps.keyMembers', description: 'investor.steps.keyMembersText', fields: ['keyMembers'] },
  {
    label: 'investor.steps.contactPerson',
    description: 'investor.steps.contactPersonText',
    fields: ['companyTelephone', 'companyFax', 'contactPersonName', 'contactPersonNameAr', 'contactPersonEmail'],
  },
];

/** The institutional investor journey's page. */
const PAGE = investorJourneyPage<InstitutionalInvestorValues>(
  'institutional',
  INSTITUTIONAL_INVESTOR_JOURNEY,
  INITIAL_VALUES,
  STEPS,
  CONSENTS,
);

/**
 * /institutional-investor (decision 003): the institutional investor journey
 * as a stepper: the firm (name, headquarters country, established date, sector, employees),
 * its profile (investor type, about, website, optional logo), its key members (at least one:
 * name, designation, degree, optional photo, repeated), the company telephone and fax and the
 * contact person (whose official e-mail becomes the user name), and the three declarations.
 * Posts multipart to the journey's submission endpoint, photos as keyMembers.{i}.photo.
 */
export function InstitutionalInvestorPage() {
  const { t } = useTranslation('registration');
  const { registration, frame } = useRegistrationJourney(PAGE);
  const keyMemberTexts = useRepeatedGroupTexts('investor.keyMembers');
  const { form, active, inputProps, selectProps } = registration;

  return (
    <RegistrationFrame {...frame}>
      {active === 0 && (
        <>
          <TextInput
            {...inputProps('companyName')}
            label={t('fields.companyName')}
            autoComplete="organization"
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupSelect
              {...selectProps('headquarters')}
              list="countries"
              label={t('investor.fields.headquarters')}
              required
            />
            <TextInput
              {...inputProps('establishedDate')}
              label={t('investor.fields.establishedDate')}
              type="date"
              max={latestPastDate()}
              dir="ltr"
              required
            />
          </SimpleGrid>
          <LookupSelect {...selectProps('sector')} list="sectors" label={t('investor.fields.sector')} required />
          <LookupSelect
            {...selectProps('numberOfEmployees')}
            list="number-of-employees"
            label={t('investor.fields.numberOfEmployees')}
            searchable={false}
            required
          />
        </>
      )}
      {active === 1 && (
        <>
          <InvestorTypeField fields={registration} />
          <Textarea
            {...inputProps('aboutCompany')}
            label={t('investor.fields.aboutCompany')}
            description={t('investor.fields.aboutCompanyHint')}
            autosize
            minRows={4}
            dir="auto"
            required
          />
          <RegistrationUrlInput {...inputProps('website')} label={t('fields.website')} />
          <JourneyFileField registration={registration} name="companyLogo" label={t('investor.fields.companyLogo')} />
        </>
      )}
      {active === 2 && (
        <RepeatedGroup
          {...keyMemberTexts}
          count={form.values.keyMembers.length}
          error={form.errors.keyMembers}
          onAdd={() => form.insertListItem('keyMembers', { ...EMPTY_MEMBER })}
          onRemove={(index) => registration.removeListItem('keyMembers', index)}
          renderItem={(index) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...inputProps(`keyMembers.${index}.fullName`)}
                  label={t('investor.keyMembers.fullName')}
                  required
                />
                <LookupSelect
                  {...selectProps(`keyMembers.${index}.designation`)}
                  list="designations"
                  label={t('investor.keyMembers.designation')}
                  required
                />
              </SimpleGrid>
              <TextInput
                {...inputProps(`keyMembers.${index}.degree`)}
                label={t('investor.keyMembers.degree')}
                description={t('investor.keyMembers.degreeHint')}
                required
              />
              <JourneyFileField
                registration={registration}
                name={`keyMembers.${index}.photo`}
                label={t('investor.keyMembers.photo')}
              />
            </>
          )}
        />
      )}
      {active === 3 && (
        <>
          <PhonePairFields
            fields={registration}
            first={{ name: 'companyTelephone', label: t('investor.fields.companyTelephone') }}
            second={{ name: 'companyFax', label: t('investor.fields.companyFax') }}
            hint={t('investor.fields.phoneHint')}
          />
          <TextInput
            {...inputProps('contactPersonName')}
            label={t('investor.fields.contactPersonName')}
            autoComplete="name"
            required
          />
          <TextInput
            {...inputProps('contactPersonNameAr')}
            label={t('investor.fields.contactPersonNameAr')}
            description={t('fields.arabicNameHint')}
            maxLength={40}
            dir="rtl"
            lang="ar"
          />
          <RegistrationEmailInput
            {...inputProps('contactPersonEmail')}
            label={t('investor.fields.contactPersonEmail')}
            description={t('investor.fields.contactPersonEmailHint')}
            required
          />
        </>
      )}
      {active === 4 && <ConsentFields form={form} names={CONSENTS} />}
    </RegistrationFrame>
  );
}
