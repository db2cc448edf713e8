import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFields } from '../hooks/use-registration-form';
import { LookupSelect } from '../../../components/lookup-select';

/**
 * The title (Dr., Mr., Ms.: the titles lookup) and the first and last name of the person who
 * registers, bound to the form fields `title`, `firstName` and `lastName` (3 to 40 letters each;
 * contracts registration-rules.ts nameField).
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
    </>
  );
}
