import { Anchor, Autocomplete, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { DIRECTORY_SEARCH_MIN_LENGTH, useDirectoryCompanies } from '../api/search-directory-companies';
import { useErrorText } from '../hooks/use-error-text';

/** Debounce of a search-as-you-type field (500 ms, like the header search). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The company name with search-as-you-type against the directory (the registration's
 * directory look-up): picking a company links the application to it
 * (directoryCompanyId) and fills the name; typing anything else makes it a new company.
 * Companies that already have an account are shown but cannot be picked.
 */
export function CompanyNameSearch({
  name,
  directoryCompanyId,
  error,
  onNameChange,
  onPick,
  onBlur,
}: {
  name: string;
  directoryCompanyId: string;
  error: unknown;
  onNameChange: (name: string) => void;
  onPick: (company: { id: string; name: string }) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('registration');
  const { language } = useLanguage();
  const errorText = useErrorText();
  // Autocomplete reports the picked option's label as a change right after the pick: that
  // change must not unlink the company just picked.
  const pickedName = useRef<string | null>(null);
  const [debounced] = useDebouncedValue(name, SEARCH_DEBOUNCE_MS);
  const query = useDirectoryCompanies(directoryCompanyId ? '' : debounced);
  const companies = query.data?.data ?? [];
  const nameOf = (company: { companyName: string; companyNameAr: string }) =>
    language === 'ar' && company.companyNameAr ? company.companyNameAr : company.companyName;
  const options = companies.map((company) => ({
    value: String(company.companyId),
    label: company.hasAccount ? `${nameOf(company)} (${t('company.alreadyRegistered')})` : nameOf(company),
    disabled: company.hasAccount,
  }));
  const isSearching = query.isFetching && name.trim().length >= DIRECTORY_SEARCH_MIN_LENGTH;

  let description: ReactNode = t('company.searchHint');
  if (directoryCompanyId) {
    description = (
      <Group gap={6} component="span" wrap="wrap">
        <IconCircleCheck size={14} aria-hidden="true" />
        <span>{t('company.linked', { name })}</span>
        <Anchor component="button" type="button" size="xs" onClick={() => onNameChange(name)}>
          {t('company.unlink')}
        </Anchor>
      </Group>
    );
  } else if (
    query.isSuccess &&
    debounced === name &&
    name.trim().length >= DIRECTORY_SEARCH_MIN_LENGTH &&
    companies.length === 0
  ) {
    description = t('company.newCompany');
  }

  return (
    <Autocomplete
      label={t('fields.companyName')}
      required
      value={name}
      onChange={(value) => {
        if (pickedName.current === value) {
          pickedName.current = null;
          return;
        }
        onNameChange(value);
      }}
      onBlur={onBlur}
      data={options}
      // The server already matched English and Arabic names; keep its answer as it is.
      filter={({ options: all }) => all}
      onOptionSubmit={(value) => {
        const company = companies.find((candidate) => String(candidate.companyId) === value);
        if (company && !company.hasAccount) {
          pickedName.current = nameOf(company);
          onPick({ id: value, name: nameOf(company) });
        }
      }}
      rightSection={isSearching ? <Loader size={16} aria-label={t('company.searching')} /> : null}
      description={
        <Text component="span" size="xs">
          {description}
        </Text>
      }
      error={errorText(typeof error === 'string' ? error : undefined)}
      maxDropdownHeight={300}
      autoComplete="organization"
    />
  );
}
