import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '@hissa/contracts/search';

/**
 * A search box whose text settles into `onCommit` after the search debounce (contracts search.ts
 * SEARCH_DEBOUNCE_MS, 500 ms), trimmed. `value` is the committed text (from the URL): when it
 * changes from elsewhere (back, reset) the box is refilled.
 */
export function DebouncedSearchInput({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  const commit = useDebouncedCallback((text: string) => {
    if (text.trim() !== value) onCommit(text.trim());
  }, SEARCH_DEBOUNCE_MS);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    if (typed.trim() !== value) {
      commit.cancel();
      setTyped(value);
    }
  }
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={typed}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      type="search"
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
