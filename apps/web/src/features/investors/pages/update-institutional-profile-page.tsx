import { Alert, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  InstitutionalProfileRequestSchema,
  PROFILE_KEYS,
  type InstitutionalProfile,
} from '@hissa/contracts/account-profiles';
import { DetailSection } from '../../../components/detail-section';
import { ApiError } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useInstitutionalProfile } from '../api/get-institutional-profile';
import { useSaveInstitutionalProfile } from '../api/save-account-profile';
import { KeyMembersEditor } from '../components/key-members-editor';
import { lookupOptions } from '../components/profile-form-fields';
import { InvestorTypeSelect, ProfileEditForm, useProfileSaved } from '../components/profile-edit-form';
import { MyProfileEdit } from './my-profile-layout';
import { FormActions } from '../../../components/form-actions';
import { ProfileFormHeading } from '../../../components/profile-form-parts';
import { EmailTextInput, TelTextInput } from '../../../components/contact-inputs';

type Values = InstitutionalProfile['values'];

/**
 * Update my institutional profile (dashboard/{shareholder|investor}/update-institutional-profile;
 * UpdateInstitutionalProfileEndpoint, decision 005): the registration's company and
 * contact fields, checked with InstitutionalProfileRequestSchema; key members (at least one:
 * 'Atleast one Key Member is Required') and previous investments, each saved on its own.
 */
export function UpdateInstitutionalProfilePage() {
  const { t } = useTranslation('investors');
  const profile = useInstitutionalProfile();
  return (
    <MyProfileEdit query={profile}>
      {(data) => (
        <>
          <InstitutionalProfileForm profile={data} />
          <DetailSection title={t('keyMembers.title')}>
            <KeyMembersEditor members={data.keyMembers} />
          </DetailSection>
        </>
      )}
    </MyProfileEdit>
  );
}

/** The institutional profile's form, started from the saved values; refused while there is no key member. */
function InstitutionalProfileForm({ profile }: { profile: InstitutionalProfile }) {
  const { t } = useTranslation('investors');
  const { t: tServer } = useTranslation('server');
  const onSaved = useProfileSaved('institutional-profile');
  const countries = useLookupList('countries');
  const sectors = useLookupList('sectors');
  const employees = useLookupList('number-of-employees');
  const save = useSaveInstitutionalProfile();
  const hasKeyMembers = profile.keyMembers.length > 0;
  const { inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({
    schema: contractFormSchema(
      InstitutionalProfileRequestSchema,
      (values: Values) => values,
      () => (hasKeyMembers ? null : { field: 'keyMembers', message: PROFILE_KEYS.keyMembersRequired }),
    ),
    initialValues: profile.values,
  });
  // The key-member rule already shows above the button; other refusals show their message.
  const isKeyMembersRefusal =
    save.error instanceof ApiError && save.error.fieldErrors.some((error) => error.field === 'body.keyMembers');

  const submit = onSubmit((submitted) =>
    save.mutate(InstitutionalProfileRequestSchema.parse(submitted), { onSuccess: onSaved, onError: applyServerErrors }),
  );

  return (
    <ProfileEditForm onSubmit={submit}>
      <ProfileFormHeading>{t('account.company')}</ProfileFormHeading>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label={t('fields.companyName')}
          withAsterisk
          maxLength={50}
          dir="auto"
          {...inputProps('companyName')}
        />
        <Select
          label={t('fields.headquarters')}
          data={lookupOptions(countries.data)}
          searchable
          withAsterisk
          {...inputProps('headquarters')}
        />
        <TextInput label={t('fields.establishedDate')} type="date" withAsterisk {...inputProps('establishedDate')} />
        <Select
          label={t('fields.sector')}
          data={lookupOptions(sectors.data)}
          searchable
          withAsterisk
          {...inputProps('sector')}
        />
        <Select
          label={t('fields.numberOfEmployees')}
          data={lookupOptions(employees.data)}
          withAsterisk
          {...inputProps('numberOfEmployees')}
        />
        <InvestorTypeSelect {...inputProps('investorType')} />
        <TextInput label={t('fields.website')} type="url" dir="ltr" maxLength={200} {...inputProps('website')} />
      </SimpleGrid>
      <Textarea
        label={t('fields.aboutCompany')}
        autosize
        minRows={3}
        maxLength={1000}
        withAsterisk
        dir="auto"
        {...inputProps('aboutCompany')}
      />
      <ProfileFormHeading>{t('account.contact')}</ProfileFormHeading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.contactPersonName')}
          withAsterisk
          maxLength={40}
          dir="auto"
          {...inputProps('contactPersonName')}
        />
        <TextInput
          label={t('fields.contactPersonNameAr')}
          maxLength={40}
          dir="rtl"
          lang="ar"
          {...inputProps('contactPersonNameAr')}
        />
        <EmailTextInput label={t('fields.contactPersonEmail')} withAsterisk {...inputProps('contactPersonEmail')} />
        <TelTextInput label={t('fields.companyTelephone')} withAsterisk {...inputProps('companyTelephone')} />
        <TelTextInput label={t('fields.companyFax')} {...inputProps('companyFax')} />
      </SimpleGrid>
      {!hasKeyMembers && (
        <Alert color="orange" variant="light" role="alert">
          {tServer(PROFILE_KEYS.keyMembersRequired)}
        </Alert>
      )}
      <FormActions
        error={isKeyMembersRefusal ? null : save.error}
        isPending={save.isPending}
        submitLabel={t('account.save')}
      />
    </ProfileEditForm>
  );
}
