import { MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ConsultantProfileRequestSchema,
  MAX_EXPERTISE_CODES,
  type MyConsultantProfile,
} from '@hissa/contracts/consultants';
import { localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS, type StaticListName } from '@hissa/contracts/lookups/static-lists';
import { AVAILABILITY_OPTIONS } from '@hissa/contracts/registration/registration-options';
import { showNotification } from '../../../lib/notify';
import { BackLink } from '../../../components/back-link';
import { FormActions } from '../../../components/form-actions';
import { FormSurface } from '../../../components/form-surface';
import { PageTitle } from '../../../components/page-title';
import { LoadedForm, PersonNameInput, ProfileFormHeading } from '../../../components/profile-form-parts';
import { useLanguage } from '../../../i18n/use-language';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { codesInputProps, joinCodes, splitCodes } from '../../../lib/form-codes';
import { CONSULTANT_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useMyConsultantProfile, useSaveMyConsultantProfile } from '../api/my-consultant-profile';

type Values = Record<keyof MyConsultantProfile['values'], string>;
type CodeField = 'areasOfExpertise' | 'industries';

function valuesOf(profile: MyConsultantProfile): Values {
  const { areasOfExpertise, industries, ...rest } = profile.values;
  return { ...rest, areasOfExpertise: joinCodes(areasOfExpertise), industries: joinCodes(industries) };
}

function toRequest(values: Values) {
  return {
    ...values,
    areasOfExpertise: splitCodes(values.areasOfExpertise),
    industries: splitCodes(values.industries),
  };
}

const schema = contractFormSchema(ConsultantProfileRequestSchema, toRequest);

/**
 * Edit my consultant profile (dashboard/consultant/profile; UpdateMyConsultantProfileEndpoint,
 * decision 043): the name in Arabic, headline and summary in both languages, areas of expertise
 * and industries (1-5 each), years of experience, LinkedIn, and the freelancing answers
 * (availability, projects per week, hourly rate in SAR), checked with
 * ConsultantProfileRequestSchema as the server checks them. Saving goes back to the home.
 */
export function EditConsultantProfilePage() {
  const { t } = useTranslation('consultants');
  useDocumentTitle(t('edit.title'));
  const profile = useMyConsultantProfile();
  return (
    <Stack gap="md">
      <BackLink to={CONSULTANT_PATHS.home}>{t('edit.back')}</BackLink>
      <PageTitle title={t('edit.title')} subtitle={t('edit.subtitle')} />
      <LoadedForm query={profile} height={640}>
        {(data) => <ConsultantProfileForm profile={data} />}
      </LoadedForm>
    </Stack>
  );
}

/** The form, started from my saved values (or my application's answers). */
function ConsultantProfileForm({ profile }: { profile: MyConsultantProfile }) {
  const { t } = useTranslation('consultants');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const save = useSaveMyConsultantProfile();
  const { values, form, inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({
    schema,
    initialValues: valuesOf(profile),
  });

  const options = (list: StaticListName) =>
    STATIC_LOOKUP_LISTS[list].map((item) => ({ value: item.code, label: localName(item, language) }));
  const multi = (field: CodeField) => ({
    ...codesInputProps(inputProps(field), values[field], (value) => form.setFieldValue(field, value)),
    maxValues: MAX_EXPERTISE_CODES,
    description: t('fields.codesHint'),
    searchable: true,
    withAsterisk: true,
  });

  const submit = onSubmit((submitted) =>
    save.mutate(ConsultantProfileRequestSchema.parse(toRequest(submitted)), {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        void navigate(CONSULTANT_PATHS.home);
      },
      onError: applyServerErrors,
    }),
  );

  return (
    <FormSurface onSubmit={submit} label={t('edit.formLabel')}>
      <Stack gap="lg">
        <ProfileFormHeading>{t('edit.identity')}</ProfileFormHeading>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonNameInput label={t('fields.fullNameAr')} withAsterisk arabic {...inputProps('fullNameAr')} />
          <TextInput
            label={t('fields.linkedInUrl')}
            type="url"
            dir="ltr"
            maxLength={200}
            {...inputProps('linkedInUrl')}
          />
          <TextInput
            label={t('fields.headlineEn')}
            description={t('fields.headlineHint')}
            withAsterisk
            maxLength={100}
            dir="ltr"
            lang="en"
            {...inputProps('headlineEn')}
          />
          <TextInput
            label={t('fields.headlineAr')}
            description={t('fields.headlineHint')}
            withAsterisk
            maxLength={100}
            dir="rtl"
            lang="ar"
            {...inputProps('headlineAr')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label={t('fields.summaryEn')}
            autosize
            minRows={4}
            maxLength={1000}
            withAsterisk
            dir="ltr"
            lang="en"
            {...inputProps('summaryEn')}
          />
          <Textarea
            label={t('fields.summaryAr')}
            autosize
            minRows={4}
            maxLength={1000}
            withAsterisk
            dir="rtl"
            lang="ar"
            {...inputProps('summaryAr')}
          />
        </SimpleGrid>
        <ProfileFormHeading>{t('edit.expertise')}</ProfileFormHeading>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <MultiSelect
            label={t('fields.areasOfExpertise')}
            data={options('areas-of-expertise')}
            {...multi('areasOfExpertise')}
          />
          <MultiSelect
            label={t('fields.industries')}
            data={options('industries-of-expertise')}
            {...multi('industries')}
          />
          <Select
            label={t('fields.yearsOfExperience')}
            data={options('years-of-experience')}
            withAsterisk
            allowDeselect={false}
            {...inputProps('yearsOfExperience')}
          />
        </SimpleGrid>
        <ProfileFormHeading>{t('edit.freelancing')}</ProfileFormHeading>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Select
            label={t('fields.availability')}
            data={AVAILABILITY_OPTIONS.map((item) => ({ value: item.code, label: localName(item, language) }))}
            withAsterisk
            allowDeselect={false}
            {...inputProps('availability')}
          />
          <Select
            label={t('fields.projectsPerWeek')}
            data={options('projects-per-week')}
            withAsterisk
            allowDeselect={false}
            {...inputProps('projectsPerWeek')}
          />
          <TextInput
            label={t('fields.hourlyRate')}
            description={t('fields.hourlyRateHint')}
            withAsterisk
            inputMode="decimal"
            dir="ltr"
            maxLength={9}
            {...inputProps('hourlyRate')}
          />
        </SimpleGrid>
        <FormActions
          error={save.error}
          isPending={save.isPending}
          submitLabel={t('edit.save')}
          cancelLabel={t('edit.cancel')}
          cancelTo={CONSULTANT_PATHS.home}
        />
      </Stack>
    </FormSurface>
  );
}
