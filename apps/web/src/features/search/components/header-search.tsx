import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The search bar's code (Combobox, ScrollArea, the input, the API call), fetched on the first open. */
const loadPanel = () => import('./header-search-panel');
const HeaderSearchPanel = lazy(async () => ({ default: (await loadPanel()).HeaderSearchPanel }));

/**
 * The header's company search (decision 001): an icon button that opens a search bar under the
 * header (HeaderSearchPanel, its own chunk: pointing at or focusing the button starts fetching
 * it, decision 054). The bar closes on Escape (focus back to the button), on the button again,
 * on a click outside and when a result is chosen.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [toggle, setToggle] = useState<HTMLButtonElement | null>(null);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <>
      <ActionIcon
        ref={(node) => {
          toggleRef.current = node;
          setToggle(node);
        }}
        variant={isOpen ? 'light' : 'subtle'}
        color="gray"
        size="lg"
        radius="md"
        aria-label={t('search.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (isOpen ? close(false) : setIsOpen(true))}
      >
        <IconSearch size={20} stroke={1.75} aria-hidden="true" />
      </ActionIcon>

      {isOpen && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={panelId} toggle={toggle} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
