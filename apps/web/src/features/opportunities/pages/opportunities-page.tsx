import { Anchor, Button, Container, Group, Paper, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconCoins, IconSearch, IconTags } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX_LENGTH } from '@hissa/contracts/search';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicOffers } from '../api/get-public-offers';
import { useFundingRounds } from '../api/search-funding-rounds';
import { DetailsBar } from '../components/details-bar';
import { OfferCards } from '../components/offer-cards';
import { OpportunitiesHeader } from '../components/opportunities-header';
import { RoundCards } from '../components/round-cards';
import { roundSearchRequest, roundUrlFilters } from '../hooks/use-round-filters';
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
  const rounds = useFundingRounds(
    roundSearchRequest({ ...roundUrlFilters.read(new URLSearchParams()), status: 'open' }, PREVIEW_SIZE),
  );
  const offers = usePublicOffers({ page: 0, size: PREVIEW_SIZE });

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

          <Section
            title={t('overview.openRounds')}
            id="open-rounds"
            to={OPPORTUNITIES_PATHS.funds}
            linkLabel={t('overview.allRounds')}
          >
            {rounds.isError ? (
              <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />
            ) : !rounds.data ? (
              <Skeleton height={280} radius="lg" />
            ) : rounds.data.data.length === 0 ? (
              <EmptyState
                icon={<IconCoins size={28} />}
                title={t('overview.noOpenRounds')}
                description={t('overview.noOpenRoundsText')}
                headingOrder={3}
              />
            ) : (
              <RoundCards rounds={rounds.data.data} />
            )}
          </Section>

          <Section
            title={t('overview.offers')}
            id="latest-offers"
            to={OPPORTUNITIES_PATHS.offers}
            linkLabel={t('overview.allOffers')}
          >
            {offers.isError ? (
              <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
            ) : !offers.data ? (
              <Skeleton height={220} radius="lg" />
            ) : offers.data.data.length === 0 ? (
              <EmptyState
                icon={<IconTags size={28} />}
                title={t('offers.emptyTitle')}
                description={t('offers.emptyText')}
                headingOrder={3}
              />
            ) : (
              <OfferCards offers={offers.data.data} />
            )}
          </Section>
        </Stack>
      </Container>
    </>
  );
}

/** A titled block of the overview with its "See all" link. */
function Section({
  title,
  id,
  to,
  linkLabel,
  children,
}: {
  title: string;
  id: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={to} size="sm">
          <Group gap={4} component="span">
            {linkLabel}
            <IconArrowRight size={16} aria-hidden="true" className="flip-rtl" />
          </Group>
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}
