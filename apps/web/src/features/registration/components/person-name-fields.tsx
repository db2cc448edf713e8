import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFields } from '../hooks/use-registration-form';
import { LookupSelect } from '../../../components/lookup-select';

/**
 * The Arabic forms of the person's first and last name, bound to `firstNameAr` and `lastNameAr`:
 * optional, Arabic letters only (contracts arabicPersonNameFields; decision 047), typed right to
 * left whatever the page's language. The Arabic pages greet the person by them.
 */
export function ArabicNameFields({ fields }: { fields: RegistrationFields }) {
  const { t } = useTranslation('registration');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...fields.inputProps('firstNameAr')}
        label={t('fields.firstNameAr')}
        description={t('fields.arabicNameHint')}
        maxLength={40}
        dir="rtl"
        lang="ar"
      />
      <TextInput
        {...fields.inputProps('lastNameAr')}
        label={t('fields.lastNameAr')}
        description={t('fields.arabicNameHint')}
        maxLength={40}
        dir="rtl"
        lang="ar"
      />
    </SimpleGrid>
  );
}

/**
 * The title (Dr., Mr., Ms.: the titles lookup) and the first and last name of the person who
 * registers, bound to the form fields `title`, `firstName` and `lastName` (3 to 40 letters each;
 * contracts registration-rules.ts nameField), then their optional Arabic forms (ArabicNameFields).
 */
export function PersonNameFields({ fields }: { fields: RegistrationFields }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <LookupSelect
        {...fields.selectProps('title')}
        list="titles"
        label={t('fields.title')}
        required
        maw={{ sm: '12rem' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...fields.inputProps('firstName')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
        />
        <TextInput
          {...fields.inputProps('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
        />
      </SimpleGrid>
      <ArabicNameFields fields={fields} />
    </>
  );
}
