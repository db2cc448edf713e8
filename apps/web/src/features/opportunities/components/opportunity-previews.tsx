import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowRight, IconCoins, IconTags } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { usePublicOffers } from '../api/get-public-offers';
import { useFundingRounds } from '../api/search-funding-rounds';
import { type RoundSort, roundSearchRequest, roundUrlFilters } from '../hooks/use-round-filters';
import { OPPORTUNITIES_PATHS } from '../opportunities-paths';
import { OfferCards } from './offer-cards';
import { RoundCards } from './round-cards';

/** Offers fetched per card shown, so that `size` companies are likely among them; at most the API's page size. */
const OFFERS_FETCHED_PER_CARD = 4;
const OFFERS_FETCHED_MAX = 50;

/** The first (lowest-priced) offer of each company, in the list's order. */
function onePerCompany(offers: OfferView[]): OfferView[] {
  const seen = new Set<number>();
  return offers.filter((offer) => !seen.has(offer.companyId) && Boolean(seen.add(offer.companyId)));
}

/**
 * The open funding rounds and the secondary offers of the public book (the lowest-priced offer of each company), live from the data, each
 * with its "See all" link (opportunities overview and home's top opportunities, spec §2).
 * `size`: cards per list; `roundSort`: which open rounds come first; `headingOrder`: the lists'
 * heading level; `offersTitle`: the offers list's title (the overview says "Latest offers").
 */
export function OpportunityPreviews({
  size,
  roundSort,
  headingOrder,
  offersTitle,
}: {
  size: number;
  roundSort: RoundSort;
  headingOrder: 2 | 3;
  offersTitle: string;
}) {
  const { t } = useTranslation('opportunities');
  const rounds = useFundingRounds(
    roundSearchRequest({ ...roundUrlFilters.read(new URLSearchParams()), status: 'open', sort: roundSort }, size),
  );
  const offers = usePublicOffers({ page: 0, size: Math.min(size * OFFERS_FETCHED_PER_CARD, OFFERS_FETCHED_MAX) });
  // The cards render in the background once their answer arrives (decision 067), not in one long
  // task that blocks input on a slow phone.
  const roundsPage = useDeferredValue(rounds.data);
  const offersPage = useDeferredValue(offers.data);
  return (
    <>
      <Section
        title={t('overview.openRounds')}
        id="open-rounds"
        headingOrder={headingOrder}
        to={OPPORTUNITIES_PATHS.funds}
        linkLabel={t('overview.allRounds')}
      >
        {rounds.isError ? (
          <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />
        ) : !roundsPage ? (
          <Skeleton height={280} radius="lg" />
        ) : roundsPage.data.length === 0 ? (
          <EmptyState
            icon={<IconCoins size={28} />}
            title={t('overview.noOpenRounds')}
            description={t('overview.noOpenRoundsText')}
            headingOrder={3}
          />
        ) : (
          <RoundCards rounds={roundsPage.data} />
        )}
      </Section>

      <Section
        title={offersTitle}
        id="latest-offers"
        headingOrder={headingOrder}
        to={OPPORTUNITIES_PATHS.offers}
        linkLabel={t('overview.allOffers')}
      >
        {offers.isError ? (
          <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
        ) : !offersPage ? (
          <Skeleton height={220} radius="lg" />
        ) : offersPage.data.length === 0 ? (
          <EmptyState
            icon={<IconTags size={28} />}
            title={t('offers.emptyTitle')}
            description={t('offers.emptyText')}
            headingOrder={3}
          />
        ) : (
          <OfferCards offers={onePerCompany(offersPage.data).slice(0, size)} />
        )}
      </Section>
    </>
  );
}

/** A titled list of the previews with its "See all" link. */
function Section({
  title,
  id,
  headingOrder,
  to,
  linkLabel,
  children,
}: {
  title: string;
  id: string;
  headingOrder: 2 | 3;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="sm">
        <Title order={headingOrder} size="h3" id={id}>
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
