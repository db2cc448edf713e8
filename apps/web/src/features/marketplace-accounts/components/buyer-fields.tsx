import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import { MAX_PREFERRED_CATEGORIES } from '@hissa/contracts/services-marketplace/provider-accounts';
import { LookupMultiSelect, LookupSelect } from '../../../components/lookup-select';
import { useLanguage } from '../../../i18n/use-language';
import { ArabicNameInputs, type FieldGetter, FormSection } from './account-fields';

/**
 * The buyer's profile fields (spec §3 Buyer: title, first and last name and their optional
 * Arabic forms, phone, country, preferred service categories = ISIC divisions, optional
 * company), shared by sp/buyer and sp/buyer-profile.
 */
export function BuyerProfileFields({ field }: { field: FieldGetter }) {
  const { t } = useTranslation('marketplaceAccounts');
  const { language } = useLanguage();
  return (
    <>
      <FormSection title={t('sections.profile')}>
        <Select
          {...field('titleCode')}
          data={STATIC_LOOKUP_LISTS.titles.map((item) => ({ value: item.code, label: localName(item, language) }))}
          label={t('fields.title')}
          withAsterisk
        />
        <LookupSelect {...field('countryCode')} list="countries" label={t('fields.countryCode')} withAsterisk />
        <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" withAsterisk />
        <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" withAsterisk />
        <ArabicNameInputs field={field} />
        <TextInput
          {...field('phone')}
          label={t('fields.phone')}
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          withAsterisk
        />
        <TextInput {...field('companyName')} label={t('fields.companyName')} autoComplete="organization" />
      </FormSection>
      <FormSection title={t('sections.interests')}>
        <LookupMultiSelect
          {...field('preferredCategoryCodes')}
          list="industrial-classification-level-2"
          label={t('fields.preferredCategoryCodes')}
          description={t('fields.preferredCategoriesHint')}
          maxValues={MAX_PREFERRED_CATEGORIES}
          withAsterisk
          style={{ gridColumn: '1 / -1' }}
        />
      </FormSection>
    </>
  );
}
