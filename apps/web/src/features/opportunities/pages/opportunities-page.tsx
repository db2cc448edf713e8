import { Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX_LENGTH } from '@hissa/contracts/search';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DetailsBar } from '../components/details-bar';
import { OpportunitiesHeader } from '../components/opportunities-header';
import { OpportunityPreviews } from '../components/opportunity-previews';
import { roundUrlFilters } from '../hooks/use-round-filters';
import { OPPORTUNITIES_PATHS } from '../opportunities-paths';

/** Rounds and offers shown on the overview before "See all". */
const PREVIEW_SIZE = 6;

/**
 * Opportunities (PATHS.opportunities in routes.ts; search listings, funding rounds, funding target,
 * offers, register interest, view funding profile; decisions 004 and 005): the details
 * bar, a search that opens the funding rounds filtered by company, the open funding rounds and
 * the latest secondary offers, each with "See all".
 */
export function OpportunitiesPage() {
  const { t } = useTranslation('opportunities');
  useDocumentTitle(t('overview.title'));
  const navigate = useNavigate();
  const [search, setSearch] = useState('');

  const submitSearch = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const params = roundUrlFilters.write({
      ...roundUrlFilters.read(new URLSearchParams()),
      companyName: search.trim(),
    });
    void navigate(`${OPPORTUNITIES_PATHS.funds}?${params.toString()}`);
  };

  return (
    <>
      <OpportunitiesHeader title={t('overview.title')} subtitle={t('overview.subtitle')} />
      <Container py="xl">
        <Stack gap="xl">
          <DetailsBar />
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="form"
            role="search"
            aria-label={t('overview.searchLabel')}
            onSubmit={submitSearch}
          >
            <Group gap="sm" align="flex-end">
              <TextInput
                label={t('overview.searchLabel')}
                placeholder={t('filters.companyPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maxLength={SEARCH_TEXT_MAX_LENGTH}
                type="search"
                style={{ flex: 1, minWidth: 200 }}
              />
              <Button type="submit">{t('overview.search')}</Button>
            </Group>
          </Paper>

          <OpportunityPreviews
            size={PREVIEW_SIZE}
            roundSort="latest"
            headingOrder={2}
            offersTitle={t('overview.offers')}
          />
        </Stack>
      </Container>
    </>
  );
}
