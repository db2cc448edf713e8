import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { ORDER_BOOK_BID_PARAM, PATHS } from '../../../lib/routes';
import { useCompanyOffers } from '../api/get-company-offers';
import { useMyLiveBidsOnCompany } from '../api/get-my-orders';
import { useTrader } from '../use-trader';
import { CapTableSection } from './cap-table';
import { IndicativePriceSection } from './indicative-price';
import { MarketDepthSection } from './market-depth';
import { BuyOrderCardList } from './my-order-cards';
import { TraderOfferActions, type OfferChoice } from './offer-actions';
import type { OrderAction } from './order-action-dialogs';
import { OffersTable } from './offers-table';
import classes from './trading.module.css';

/**
 * The dialogs behind the order book's buttons, fetched when one opens: most visitors of a public
 * order book never open one, and their forms, number inputs and modals stayed out of its first
 * load (decision 064).
 */
const OfferChoiceDialogs = lazy(async () => ({
  default: (await import('./offer-choice-dialogs')).OfferChoiceDialogs,
}));
const OrderActionDialogs = lazy(async () => ({
  default: (await import('./order-action-dialogs')).OrderActionDialogs,
}));

/**
 * "Your bids" on this company's offers (my live bids on it, newest first, ten at a time with
 * "Load more", MyOrdersEndpoint side buy), each with its delete action (confirmed first) and, on a
 * seller's counter, accept or reject; countering again only for traders (`canNegotiate`).
 * Nothing when I have none.
 */
function MyBidsOnCompany({ companyId, canNegotiate }: { companyId: number; canNegotiate: boolean }) {
  const { t } = useTranslation('trading');
  const { number } = useFormatters();
  const bids = useMyLiveBidsOnCompany(companyId);
  const [action, setAction] = useState<OrderAction | null>(null);
  const mine = (bids.data?.pages ?? []).flatMap((page) => page.data);
  const total = bids.data?.pages[0]?.total ?? 0;
  // The open dialog sits beside the list, not in it: deleting the last bid empties the list,
  // and the dialog stays mounted to close itself (the confirmation itself runs before the
  // refetch, lib/use-refetching-mutation.ts).
  return (
    <>
      {mine.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="my-bids-title" data-testid="my-bids-on-company">
          <Title order={2} size="h3" id="my-bids-title">
            {t('orderBook.yourBids')}
          </Title>
          <BuyOrderCardList orders={mine} onAction={setAction} canNegotiate={canNegotiate} withOrderBookLink={false} />
          {bids.hasNextPage && (
            <Group gap="sm">
              <Button variant="default" loading={bids.isFetchingNextPage} onClick={() => void bids.fetchNextPage()}>
                {t('orderBook.loadMoreBids')}
              </Button>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('orderBook.bidsShown', { shown: number(mine.length), total: number(total) })}
              </Text>
            </Group>
          )}
        </Stack>
      )}
      {action && (
        <Suspense fallback={null}>
          <OrderActionDialogs action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The body of a company's order book (the order book page, and the company profile's "orderbook
 * with market depth" tab): its indicative price and price history, its open offers, market depth (chart and price levels) and, for
 * signed-in investors and shareholders, the capital structure (shareholders overview); visitors get
 * a log-in prompt instead. Traders and buyers (contracts BIDDER_USER_TYPES, decision 015) bid on an
 * offer here, see their live bids on the company's offers with a delete action, and the target
 * buyer of a private deal accepts or declines it (decision 004); the cap table stays with traders.
 * `?bid={offerId}` (lib/routes.ts orderBookBidPath) opens that open offer's bid dialog on arrival.
 */
export function CompanyOrderBook({ companyId }: { companyId: number }) {
  const { t } = useTranslation('trading');
  const location = useLocation();
  const { isTrader, canBid, userId } = useTrader();
  const offers = useCompanyOffers(companyId, canBid);
  const [choice, setChoice] = useState<OfferChoice | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const bidParam = canBid ? searchParams.get(ORDER_BOOK_BID_PARAM) : null;

  // Arriving with ?bid={offerId} (from the offers list): that offer's bid dialog shows until closed.
  const linkedOffer =
    bidParam === null
      ? undefined
      : offers.data?.find((row) => String(row.id) === bidParam && !row.isMine && row.status === 'open');
  const shownChoice: OfferChoice | null = choice ?? (linkedOffer ? { type: 'bid', offer: linkedOffer } : null);
  const closeChoice = () => {
    setChoice(null);
    if (bidParam !== null)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ORDER_BOOK_BID_PARAM);
          return next;
        },
        { replace: true },
      );
  };

  let offersContent;
  if (offers.isError)
    offersContent = (
      <ErrorState error={offers.error} title={t('orderBook.loadError')} onRetry={() => void offers.refetch()} />
    );
  else if (!offers.data) offersContent = <Skeleton height={180} />;
  else if (offers.data.length === 0)
    offersContent = (
      <EmptyState
        icon={<IconBuildingStore size={28} />}
        title={t('orderBook.noOffersTitle')}
        description={t('orderBook.noOffersHint')}
        headingOrder={3}
      />
    );
  else
    offersContent = (
      <OffersTable
        offers={offers.data}
        labelledBy="open-offers-title"
        renderAction={canBid ? (offer) => <TraderOfferActions offer={offer} onChoose={setChoice} /> : undefined}
      />
    );

  return (
    <div className={classes.page}>
      {!canBid && (
        <Alert variant="light" color="brand">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('orderBook.signInToTrade')}</Text>
            <Button
              component={Link}
              to={`${PATHS.login}?next=${encodeURIComponent(location.pathname)}`}
              size="xs"
              variant="white"
            >
              {t('orderBook.logIn')}
            </Button>
          </Group>
        </Alert>
      )}

      <IndicativePriceSection companyId={companyId} />

      <Stack gap="sm" component="section" aria-labelledby="open-offers-title">
        <Title order={2} size="h3" id="open-offers-title">
          {t('orderBook.openOffers')}
        </Title>
        {offersContent}
      </Stack>

      {canBid && <MyBidsOnCompany companyId={companyId} canNegotiate={isTrader} />}

      <MarketDepthSection companyId={companyId} />

      {isTrader && <CapTableSection companyId={companyId} currentUserId={userId} />}

      {shownChoice && (
        <Suspense fallback={null}>
          <OfferChoiceDialogs choice={shownChoice} onClose={closeChoice} />
        </Suspense>
      )}
    </div>
  );
}
