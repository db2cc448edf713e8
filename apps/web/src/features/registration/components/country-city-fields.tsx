import { SimpleGrid, TextInput } from '@mantine/core';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import type { RegistrationFields } from '../hooks/use-registration-form';
import { LookupSelect } from '../../../components/lookup-select';

/**
 * The country (countries lookup) and city of a registration, bound to the form fields `countryCode`
 * and `city`: in Saudi Arabia the city is picked from the cities lookup (a code the server checks),
 * elsewhere it is typed (contracts registration-rules.ts cityField). `onCountryChange` must also
 * empty the city, since a code and a name do not mix.
 */
export function CountryCityFields({
  fields,
  countryCode,
  onCountryChange,
  countryLabel,
  cityLabel,
}: {
  fields: RegistrationFields;
  countryCode: string;
  onCountryChange: (countryCode: string) => void;
  countryLabel: string;
  cityLabel: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LookupSelect
        {...fields.selectProps('countryCode')}
        onChange={(code) => onCountryChange(code ?? '')}
        list="countries"
        label={countryLabel}
        autoComplete="country"
        required
      />
      {countryCode === DEFAULT_COUNTRY_CODE ? (
        <LookupSelect {...fields.selectProps('city')} list="cities" label={cityLabel} required />
      ) : (
        <TextInput {...fields.inputProps('city')} label={cityLabel} autoComplete="address-level2" required />
      )}
    </SimpleGrid>
  );
}
