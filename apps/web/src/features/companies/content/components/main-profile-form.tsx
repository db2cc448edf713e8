import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  REVENUE_BRACKETS,
  SAUDI_COUNTRY_CODE,
  UpdateCompanyProfileRequestSchema,
  WEB_ADDRESS_MAX_LENGTH,
  type CompanyProfileValues,
} from '@hissa/contracts/company-profile';
import { contractFormSchema } from '../../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../../lib/use-validated-form';
// The registration's lookup selects (searchable, loading and failure states) serve every form of lookups.
import { LookupMultiSelect, LookupSelect } from '../../../../components/lookup-select';
import { useSaveMainProfile } from '../api/get-main-profile';
import { BilingualInputs } from './bilingual-inputs';
import { showSaved } from './show-saved';
import { FormActions } from '../../../../components/form-actions';
import { CodeListSelect } from '../../../../components/code-list-select';

/** The form's values: every field as text; lists (branch cities, expansion countries) joined by commas. */
type ProfileFormValues = { [K in keyof CompanyProfileValues]: string };

function listOf(value: string): string[] {
  return value.split(',').filter(Boolean);
}

/** The stored values as the form's text fields. */
export function toFormValues(values: CompanyProfileValues): ProfileFormValues {
  const entries = Object.entries(values).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.join(',') : value === null ? '' : String(value),
  ]);
  // every key of CompanyProfileValues is mapped to a string above
  return Object.fromEntries(entries) as ProfileFormValues;
}

/** The update-main-profile request of the form's values (lists split again; empty texts stay '' and mean "none"). */
function toRequest(values: ProfileFormValues) {
  return {
    ...values,
    branchCityIds: listOf(values.branchCityIds),
    expansionCountryCodes: listOf(values.expansionCountryCodes),
  };
}

/** A titled group of the form. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="fieldset"
      style={{ background: 'var(--mantine-color-white)', minInlineSize: 0 }}
    >
      <Title order={2} size="h4" component="legend" mb="md" style={{ float: 'inline-start', inlineSize: '100%' }}>
        {title}
      </Title>
      <Stack gap="md" style={{ clear: 'both' }}>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The company's profile form (UpdateMainProfileEndpoint; every field the company keeps): about and
 * key highlights in English and Arabic; activity and classification (ISIC class, exchange category,
 * legal form, business type, stage, employees, revenue, established date); location (country, city
 * for Saudi companies, address, headquarters, branches, geographical expansion); registration,
 * capital (SAR) and share structure; contact, product URL, social links and contact person. Checked
 * with UpdateCompanyProfileRequestSchema as the user types; the server's messages land under the
 * inputs.
 */
export function MainProfileForm({ values: stored }: { values: CompanyProfileValues }) {
  const { t } = useTranslation('companyProfile');
  const save = useSaveMainProfile();
  const { form, values, inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<ProfileFormValues>({
    schema: contractFormSchema(UpdateCompanyProfileRequestSchema, toRequest),
    initialValues: toFormValues(stored),
  });
  const isSaudi = values.countryCode === SAUDI_COUNTRY_CODE;
  /** Props of a multi-select kept as a comma-joined text field. */
  const listProps = (field: 'branchCityIds' | 'expansionCountryCodes') => {
    const { error, onBlur } = inputProps(field);
    return {
      value: listOf(values[field]),
      onChange: (chosen: string[]) => form.setFieldValue(field, chosen.join(',')),
      error,
      onBlur,
    };
  };

  const submit = onSubmit((current) => {
    save.mutate(UpdateCompanyProfileRequestSchema.parse(toRequest(current)), {
      onSuccess: (answer) => {
        showSaved(answer.message);
        reset(toFormValues(answer.data.values));
      },
      onError: applyServerErrors,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="lg">
        <FormSection title={t('form.aboutSection')}>
          <BilingualInputs
            base="description"
            label={t('form.description')}
            inputProps={inputProps}
            maxLength={LONG_TEXT_MAX_LENGTH}
            isMultiline
          />
          <BilingualInputs
            base="keyHighlights"
            label={t('about.keyHighlights')}
            description={t('form.highlightsHint')}
            inputProps={inputProps}
            maxLength={LONG_TEXT_MAX_LENGTH}
            isMultiline
          />
        </FormSection>

        <FormSection title={t('form.activitySection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LookupSelect
              list="industrial-classification-level-4"
              label={t('form.industry')}
              description={t('form.industryHint')}
              withAsterisk
              {...inputProps('isicClassCode')}
            />
            <LookupSelect list="sectors" label={t('about.category')} clearable {...inputProps('categoryCode')} />
            <LookupSelect list="legal-forms" label={t('form.legalForm')} withAsterisk {...inputProps('legalForm')} />
            <LookupSelect
              list="business-types"
              label={t('form.businessType')}
              clearable
              {...inputProps('businessType')}
            />
            <LookupSelect
              list="development-stages"
              label={t('form.developmentStage')}
              clearable
              {...inputProps('developmentStage')}
            />
            <LookupSelect
              list="number-of-employees"
              label={t('form.employees')}
              clearable
              {...inputProps('employeesBracket')}
            />
            <CodeListSelect
              items={REVENUE_BRACKETS}
              label={t('about.revenueBracket')}
              clearable
              placeholder={t('form.choose')}
              {...inputProps('revenueBracket')}
            />
            <TextInput label={t('form.establishedDate')} type="date" {...inputProps('establishedDate')} />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('form.locationSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LookupSelect
              list="countries"
              label={t('about.country')}
              withAsterisk
              {...inputProps('countryCode')}
              onChange={(code) => {
                form.setFieldValue('countryCode', code ?? '');
                // the cities list is Saudi Arabia's: another country has no city here
                if (code !== SAUDI_COUNTRY_CODE) form.setFieldValue('cityId', '');
              }}
            />
            {isSaudi && <LookupSelect list="cities" label={t('form.city')} withAsterisk {...inputProps('cityId')} />}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t('form.address')} maxLength={ADDRESS_MAX_LENGTH} dir="auto" {...inputProps('address')} />
            <TextInput
              label={t('form.addressAr')}
              maxLength={ADDRESS_MAX_LENGTH}
              dir="rtl"
              lang="ar"
              {...inputProps('addressAr')}
            />
          </SimpleGrid>
          <TextInput
            label={t('about.headquarters')}
            maxLength={ADDRESS_MAX_LENGTH}
            dir="auto"
            {...inputProps('headquarters')}
          />
          <LookupMultiSelect
            list="cities"
            label={t('about.branches')}
            description={t('form.branchesHint')}
            {...listProps('branchCityIds')}
          />
          <LookupMultiSelect
            list="countries"
            label={t('about.geographicalExpansion')}
            description={t('form.expansionHint')}
            {...listProps('expansionCountryCodes')}
          />
        </FormSection>

        <FormSection title={t('form.capitalSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput
              label={t('form.registrationNumber')}
              inputMode="numeric"
              dir="ltr"
              maxLength={10}
              {...inputProps('registrationNumber')}
            />
            <TextInput
              label={t('form.paidCapital')}
              description={t('form.sarHint')}
              inputMode="decimal"
              dir="ltr"
              {...inputProps('paidCapital')}
            />
            <TextInput
              label={t('form.authorizedCapital')}
              description={t('form.sarHint')}
              inputMode="decimal"
              dir="ltr"
              {...inputProps('authorizedCapital')}
            />
            <TextInput label={t('about.totalShares')} inputMode="numeric" dir="ltr" {...inputProps('totalShares')} />
            <TextInput
              label={t('about.offeredShares')}
              inputMode="numeric"
              dir="ltr"
              {...inputProps('offeredShares')}
            />
            <TextInput
              label={t('about.effectiveShares')}
              inputMode="numeric"
              dir="ltr"
              {...inputProps('effectiveShares')}
            />
            <TextInput
              label={t('about.ownershipPercentage')}
              description={t('form.percentHint')}
              inputMode="decimal"
              dir="ltr"
              {...inputProps('ownershipPercentage')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('form.contactSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.website')}
              type="url"
              dir="ltr"
              maxLength={WEB_ADDRESS_MAX_LENGTH}
              placeholder="https://"
              {...inputProps('website')}
            />
            <TextInput
              label={t('about.productUrl')}
              type="url"
              dir="ltr"
              maxLength={WEB_ADDRESS_MAX_LENGTH}
              placeholder="https://"
              {...inputProps('productUrl')}
            />
            <TextInput label={t('form.email')} type="email" dir="ltr" maxLength={50} {...inputProps('email')} />
            <TextInput
              label={t('form.phone')}
              type="tel"
              dir="ltr"
              description={t('form.companyPhoneHint')}
              {...inputProps('phone')}
            />
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t('about.socialLinks')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput
              label={t('about.social.facebook')}
              leftSection={<IconBrandFacebook size={16} aria-hidden="true" />}
              type="url"
              dir="ltr"
              placeholder="https://www.facebook.com/…"
              {...inputProps('facebookUrl')}
            />
            <TextInput
              label={t('about.social.twitter')}
              leftSection={<IconBrandX size={16} aria-hidden="true" />}
              type="url"
              dir="ltr"
              placeholder="https://x.com/…"
              {...inputProps('twitterUrl')}
            />
            <TextInput
              label={t('about.social.linkedin')}
              leftSection={<IconBrandLinkedin size={16} aria-hidden="true" />}
              type="url"
              dir="ltr"
              placeholder="https://www.linkedin.com/company/…"
              {...inputProps('linkedinUrl')}
            />
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t('about.contactPerson')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label={t('about.contactName')} dir="auto" maxLength={40} {...inputProps('contactPersonName')} />
            <TextInput
              label={t('about.contactNameAr')}
              dir="rtl"
              lang="ar"
              maxLength={40}
              {...inputProps('contactPersonNameAr')}
            />
            <TextInput
              label={t('about.contactEmail')}
              type="email"
              dir="ltr"
              maxLength={50}
              {...inputProps('contactPersonEmail')}
            />
            <TextInput label={t('about.contactPhone')} type="tel" dir="ltr" {...inputProps('contactPersonPhone')} />
          </SimpleGrid>
        </FormSection>

        <FormActions
          error={save.error}
          isPending={save.isPending}
          submitLabel={t('form.saveProfile')}
          submitProps={{ size: 'md', leftSection: <IconDeviceFloppy size={18} aria-hidden="true" /> }}
        />
      </Stack>
    </form>
  );
}
