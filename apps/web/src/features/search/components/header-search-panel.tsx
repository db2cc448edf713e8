import {
  ActionIcon,
  Anchor,
  Combobox,
  Container,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SearchHit } from '@hissa/contracts/search';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULTS_MAX_HEIGHT_PX,
  SEARCH_TEXT_MAX_LENGTH,
} from '@hissa/contracts/search-rules';
import { serviceProviderProfilePath } from '@hissa/contracts/service-provider-paths';
import { EntityLogo } from '../../../components/entity-logo';
import { ApiError } from '../../../lib/api-error';
import { companyProfilePath, PATHS } from '../../../lib/routes';
import { useHeaderSearch } from '../api/search-header-companies';
import classes from './header-search.module.css';
import { useServerTexts } from '../../../i18n/use-server-texts';

/** The three result groups, in the order the spec gives: listed, non-listed, service providers. */
const GROUPS = [
  {
    kind: 'listed',
    field: 'listedCompanies',
    label: 'search.listedCompanies',
    requestLabel: 'search.requestAddCompany',
    requestPath: PATHS.companyRegistration,
  },
  {
    kind: 'nonListed',
    field: 'nonListedCompanies',
    label: 'search.nonListedCompanies',
    requestLabel: 'search.requestAddCompany',
    requestPath: PATHS.companyRegistration,
  },
  {
    kind: 'provider',
    field: 'serviceProviders',
    label: 'search.serviceProviders',
    requestLabel: 'search.requestAddProvider',
    requestPath: PATHS.providerRegistration,
  },
] as const;

type GroupKind = (typeof GROUPS)[number]['kind'];

/** Where choosing a hit leads: a provider's profile, otherwise the company profile. */
function hitPath(kind: GroupKind, hit: SearchHit): string {
  return kind === 'provider'
    ? serviceProviderProfilePath(hit.companyId, hit.companyName)
    : companyProfilePath(hit.companyName, hit.companyId);
}

/**
 * The header search's bar under the header (HeaderSearchEndpoint; decision 001), shown while the
 * search is open (HeaderSearch): typing is debounced 500 ms, then searched; results are grouped,
 * keyboard navigable (arrows, Enter, Tab, Escape) and exposed as a combobox/listbox. Escape or
 * the close button calls `onClose(true)` (focus back to `toggle`), a click outside the bar and
 * `toggle` or choosing a result `onClose(false)`. Its own chunk, fetched on the first open
 * (decision 054); `id` is the bar's id, which the toggle's aria-controls names.
 */
export function HeaderSearchPanel({
  id,
  toggle,
  onClose,
}: {
  id: string;
  toggle: HTMLButtonElement | null;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  // The "required" message is the server's, fetched as the panel opens without holding it back.
  const { t: tServer, ready: isServerTextReady } = useServerTexts();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [debouncedText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useHeaderSearch(debouncedText);
  const combobox = useCombobox();
  const inputRef = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);

  const trimmed = text.trim();
  const hasText = trimmed.length > 0;

  useClickOutside(() => onClose(false), null, [panel, toggle]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onOptionSubmit = (value: string) => {
    const [kind, hitId] = value.split(':');
    const group = GROUPS.find((entry) => entry.kind === kind);
    const hit = group && query.data?.[group.field].find((entry) => String(entry.companyId) === hitId);
    if (!group || !hit) return;
    onClose(false);
    void navigate(hitPath(group.kind, hit));
  };

  const isWaiting = hasText && (trimmed !== debouncedText || query.isFetching);
  const results = hasText && debouncedText.length > 0 ? query.data : undefined;

  return (
    <div
      ref={setPanel}
      id={id}
      className={classes.panel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose(true);
        }
      }}
    >
      <Container size="sm" py="sm">
        <Combobox
          store={combobox}
          withinPortal={false}
          onOptionSubmit={onOptionSubmit}
          position="bottom-start"
          offset={6}
          shadow="lg"
          radius="lg"
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Combobox.Target withExpandedAttribute>
              <TextInput
                ref={inputRef}
                className={classes.input}
                label={t('search.label')}
                labelProps={{ className: 'visually-hidden' }}
                placeholder={t('search.placeholder')}
                leftSection={<IconSearch size={18} stroke={1.75} aria-hidden="true" />}
                size="md"
                radius="md"
                maxLength={SEARCH_TEXT_MAX_LENGTH}
                value={text}
                required
                withAsterisk={false}
                error={isTouched && !hasText && isServerTextReady ? tServer('validation.required') : undefined}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setText(next);
                  setIsTouched(true);
                  combobox.resetSelectedOption();
                  if (next.trim()) combobox.openDropdown();
                  else combobox.closeDropdown();
                }}
                onFocus={() => {
                  if (hasText) combobox.openDropdown();
                }}
                onBlur={() => setIsTouched(true)}
              />
            </Combobox.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={42}
              radius="md"
              aria-label={t('search.close')}
              onClick={() => onClose(true)}
            >
              <IconX size={20} stroke={1.75} aria-hidden="true" />
            </ActionIcon>
          </Group>

          <Combobox.Dropdown hidden={!hasText} className={classes.dropdown}>
            <ScrollArea.Autosize
              mah={SEARCH_RESULTS_MAX_HEIGHT_PX}
              type="auto"
              offsetScrollbars="y"
              // A scrolling list must be reachable by keyboard (WCAG 2.1.1) even when its
              // options are only "active descendants" of the input.
              viewportProps={{ tabIndex: 0 }}
            >
              <SearchResults
                results={results}
                isWaiting={isWaiting}
                error={query.isError ? query.error : null}
                onRetry={() => void query.refetch()}
                onNavigate={() => onClose(false)}
              />
            </ScrollArea.Autosize>
          </Combobox.Dropdown>
        </Combobox>
      </Container>
    </div>
  );
}

/**
 * The dropdown's content: skeleton rows while the first answer is on its way, the error
 * message (with a retry) on failure, otherwise the three groups.
 */
function SearchResults({
  results,
  isWaiting,
  error,
  onRetry,
  onNavigate,
}: {
  results: { listedCompanies: SearchHit[]; nonListedCompanies: SearchHit[]; serviceProviders: SearchHit[] } | undefined;
  isWaiting: boolean;
  error: unknown;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();

  if (error) {
    return (
      <Stack gap={6} p="md" role="alert">
        <Text size="sm" c="red.8" fw={500}>
          {error instanceof ApiError ? error.message : t('search.failed')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onRetry} className={classes.retry}>
          {t('common.retry')}
        </Anchor>
      </Stack>
    );
  }

  if (!results) {
    return (
      <Stack gap="sm" p="md" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {t('search.searching')}
        </Text>
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            <Skeleton circle height={32} />
            <Skeleton height={12} width={`${70 - row * 15}%`} radius="sm" />
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Combobox.Options className={classes.options} data-stale={isWaiting || undefined} aria-label={t('search.label')}>
      {GROUPS.map((group) => {
        const hits = results[group.field];
        return (
          <Combobox.Group
            key={group.kind}
            label={t(group.label)}
            classNames={{ group: classes.group, groupLabel: classes.groupLabel }}
          >
            {hits.length > 0 ? (
              hits.map((hit) => (
                <Combobox.Option
                  key={hit.companyId}
                  value={`${group.kind}:${hit.companyId}`}
                  className={classes.option}
                >
                  <Group gap="sm" wrap="nowrap">
                    <EntityLogo src={hit.companyLogoUrl} name={hit.companyName} size={32} radius="sm" />
                    <Text size="sm" fw={500} lineClamp={2}>
                      {hit.companyName}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))
            ) : (
              <div className={classes.notFound}>
                <Text size="sm" c="dimmed">
                  {t('search.notFound')}
                </Text>
                <Anchor component={Link} to={group.requestPath} size="sm" fw={500} onClick={onNavigate}>
                  {t(group.requestLabel)}
                </Anchor>
              </div>
            )}
          </Combobox.Group>
        );
      })}
    </Combobox.Options>
  );
}
