import { MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IndividualProfileRequestSchema, type IndividualProfile } from '@hissa/contracts/account-profiles';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useLookupList } from '../../../lib/get-lookup-list';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useIndividualProfile } from '../api/get-individual-profile';
import { useSaveIndividualProfile } from '../api/save-account-profile';
import { codesInputProps, joinCodes, splitCodes } from '../../../lib/form-codes';
import { lookupOptions } from '../components/profile-form-fields';
import { InvestorTypeSelect, ProfileEditForm, useProfileSaved } from '../components/profile-edit-form';
import { MyProfileEdit } from './my-profile-layout';
import { FormActions } from '../../../components/form-actions';
import { ProfileFormHeading } from '../../../components/profile-form-parts';
import { EmailTextInput, TelTextInput } from '../../../components/contact-inputs';

type Values = Record<keyof IndividualProfile['values'], string>;

function valuesOf(profile: IndividualProfile): Values {
  const { geographicalFocus, industryFocus, ...rest } = profile.values;
  return { ...rest, geographicalFocus: joinCodes(geographicalFocus), industryFocus: joinCodes(industryFocus) };
}

function toRequest(values: Values) {
  return {
    ...values,
    geographicalFocus: splitCodes(values.geographicalFocus),
    industryFocus: splitCodes(values.industryFocus),
  };
}

/**
 * Update my individual profile (dashboard/{shareholder|investor}/update-individual-profile;
 * UpdateIndividualProfileEndpoint, decision 005): the registration's fields and rules
 * (names 3-40 letters, mobiles 10-15 digits, e-mails, LinkedIn address, required focuses and
 * strategy), checked with IndividualProfileRequestSchema; and my previous investments, each saved
 * on its own.
 */
export function UpdateIndividualProfilePage() {
  const profile = useIndividualProfile();
  return <MyProfileEdit query={profile}>{(data) => <IndividualProfileForm profile={data} />}</MyProfileEdit>;
}

/** The individual profile's form, started from the saved values. */
function IndividualProfileForm({ profile }: { profile: IndividualProfile }) {
  const { t } = useTranslation('investors');
  const onSaved = useProfileSaved('individual-profile');
  const titles = useLookupList('titles');
  const designations = useLookupList('designations');
  const countries = useLookupList('countries');
  const cities = useLookupList('cities');
  const sectors = useLookupList('industrial-classification-level-1');
  const save = useSaveIndividualProfile();
  const { values, form, inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({
    schema: contractFormSchema(IndividualProfileRequestSchema, toRequest),
    initialValues: valuesOf(profile),
  });
  const isSaudi = values.countryCode === DEFAULT_COUNTRY_CODE;

  const multi = (field: 'geographicalFocus' | 'industryFocus') =>
    codesInputProps(inputProps(field), values[field], (value) => form.setFieldValue(field, value));

  const submit = onSubmit((submitted) =>
    save.mutate(IndividualProfileRequestSchema.parse(toRequest(submitted)), {
      onSuccess: onSaved,
      onError: applyServerErrors,
    }),
  );

  return (
    <ProfileEditForm onSubmit={submit}>
      <ProfileFormHeading>{t('account.personal')}</ProfileFormHeading>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Select
          label={t('fields.title')}
          data={lookupOptions(titles.data)}
          withAsterisk
          allowDeselect={false}
          {...inputProps('title')}
        />
        <TextInput label={t('fields.firstName')} withAsterisk maxLength={40} dir="auto" {...inputProps('firstName')} />
        <TextInput label={t('fields.lastName')} withAsterisk maxLength={40} dir="auto" {...inputProps('lastName')} />
        <TextInput label={t('fields.firstNameAr')} maxLength={40} dir="rtl" lang="ar" {...inputProps('firstNameAr')} />
        <TextInput label={t('fields.lastNameAr')} maxLength={40} dir="rtl" lang="ar" {...inputProps('lastNameAr')} />
        <TextInput label={t('fields.companyName')} maxLength={50} dir="auto" {...inputProps('companyName')} />
        <Select
          label={t('fields.designation')}
          data={lookupOptions(designations.data)}
          searchable
          withAsterisk
          {...inputProps('designation')}
        />
        <Select
          label={t('fields.country')}
          data={lookupOptions(countries.data)}
          searchable
          withAsterisk
          {...inputProps('countryCode')}
          onChange={(code) => {
            form.setFieldValue('countryCode', code ?? '');
            form.setFieldValue('city', '');
          }}
        />
        {isSaudi ? (
          <Select
            label={t('fields.city')}
            data={lookupOptions(cities.data)}
            searchable
            limit={60}
            withAsterisk
            {...inputProps('city')}
          />
        ) : (
          <TextInput label={t('fields.city')} withAsterisk maxLength={100} {...inputProps('city')} />
        )}
      </SimpleGrid>
      <ProfileFormHeading>{t('account.investment')}</ProfileFormHeading>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <InvestorTypeSelect {...inputProps('investorType')} />
        <MultiSelect
          label={t('fields.geographicalFocus')}
          data={lookupOptions(countries.data)}
          searchable
          withAsterisk
          {...multi('geographicalFocus')}
        />
        <MultiSelect
          label={t('fields.industryFocus')}
          data={lookupOptions(sectors.data)}
          searchable
          withAsterisk
          {...multi('industryFocus')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.investmentStrategy')}
        autosize
        minRows={2}
        maxLength={1000}
        withAsterisk
        dir="auto"
        {...inputProps('investmentStrategy')}
      />
      <Textarea
        label={t('fields.biography')}
        autosize
        minRows={3}
        maxLength={1000}
        withAsterisk
        dir="auto"
        {...inputProps('biography')}
      />
      <ProfileFormHeading>{t('account.contact')}</ProfileFormHeading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TelTextInput label={t('fields.mobile1')} withAsterisk {...inputProps('mobile1')} />
        <TelTextInput label={t('fields.mobile2')} {...inputProps('mobile2')} />
        <EmailTextInput label={t('fields.email1')} withAsterisk {...inputProps('email1')} />
        <EmailTextInput label={t('fields.email2')} {...inputProps('email2')} />
        <TextInput
          label={t('fields.linkedInUrl')}
          type="url"
          dir="ltr"
          maxLength={200}
          {...inputProps('linkedInUrl')}
        />
      </SimpleGrid>
      <FormActions error={save.error} isPending={save.isPending} submitLabel={t('account.save')} />
    </ProfileEditForm>
  );
}
