import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@hissa/contracts/search';
import type { RecipientKind } from '@hissa/contracts/requests';
import { useRecipients } from '../api/get-recipients';

/** A recipient as the form keeps it: "company:12" or "user:5". */
export function recipientValue(kind: RecipientKind, id: number): string {
  return `${kind}:${id}`;
}

/** The kind and id of a recipient value, or undefined ones when nothing is chosen. */
export function parseRecipient(value: string): { recipientKind: string | undefined; recipientId: string | undefined } {
  const [kind, id] = value.split(':');
  return { recipientKind: kind || undefined, recipientId: id || undefined };
}

/**
 * Who a request goes to (RecipientsEndpoint): a searchable list grouped into companies with a
 * registered user and registered shareholders and investors, fetched as the user types (debounced
 * like the header search). `value` is a recipientValue; `initialChoice` one chosen elsewhere.
 */
export function RecipientSelect({
  value,
  onChange,
  error,
  initialChoice = null,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A recipient chosen before the form opened (a consultant of the directory), shown among the options. */
  initialChoice?: { value: string; label: string } | null;
}) {
  const { t } = useTranslation('requests');
  const [search, setSearch] = useState(initialChoice?.label ?? '');
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(initialChoice);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const recipients = useRecipients(chosenLabel?.label === debounced ? '' : debounced);
  const companies = (recipients.data?.companies ?? []).map((company) => ({
    value: recipientValue('company', company.id),
    label: company.name,
  }));
  const people = (recipients.data?.people ?? []).map((person) => ({
    value: recipientValue('user', person.id),
    label: person.name,
  }));
  // Keep the chosen recipient among the options while the list is searched again.
  const isChosenListed = [...companies, ...people].some((option) => option.value === chosenLabel?.value);
  // A recipient chosen on another page (a consultant) is in neither group: it gets its own.
  const preset = chosenLabel && !isChosenListed && chosenLabel.value === initialChoice?.value ? chosenLabel : null;
  if (chosenLabel && !isChosenListed && !preset)
    (chosenLabel.value.startsWith('company:') ? companies : people).unshift(chosenLabel);
  const data = [
    ...(preset ? [{ group: t('form.recipientChosen'), items: [preset] }] : []),
    ...(companies.length > 0 ? [{ group: t('form.recipientCompanies'), items: companies }] : []),
    ...(people.length > 0 ? [{ group: t('form.recipientPeople'), items: people }] : []),
  ];

  return (
    <Select
      label={t('form.recipient')}
      placeholder={t('form.recipientPlaceholder')}
      required
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(next, option) => {
        setChosenLabel(next && option ? { value: next, label: option.label } : null);
        onChange(next ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already, in both languages.
      filter={({ options }) => options}
      nothingFoundMessage={recipients.isFetching ? undefined : t('form.recipientNothing')}
      error={error}
    />
  );
}
