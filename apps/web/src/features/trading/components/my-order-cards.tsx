import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BidView, OfferView } from '@hissa/contracts/trading/trading-api';
import { LIVE_BID_STATUSES } from '@hissa/contracts/trading/trading-state-machine';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useOfferBids } from '../api/get-offer-bids';
import { useCompanyName } from '../use-company-name';
import { usePersonName } from '../use-person-name';
import { useOrderBookPath } from '../use-trader';
import { OfferValidity } from './offers-table';
import type { OrderAction } from './order-action-dialogs';
import { BidStatusBadge, OfferStatusBadge } from './status-badges';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

function OfferHeading({ offer, withOrderBookLink = true }: { offer: OfferView; withOrderBookLink?: boolean }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const companyName = useCompanyName();
  const orderBookPath = useOrderBookPath();
  const name = companyName(offer);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} size="h5" dir="auto">
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {t('myOrders.offerOf', { id: offer.id })} · {t(`dealType.${offer.dealType}`)}
          </Text>
        </Stack>
        <OfferStatusBadge offer={offer} />
      </Group>
      <Group gap="lg" wrap="wrap">
        <Text size="sm" className={classes.numeric}>
          {t('columns.price')}: <strong>{format.sar(offer.price)}</strong>
        </Text>
        <Text size="sm" className={classes.numeric}>
          {t('columns.remaining')}:{' '}
          <strong>
            {t('remainingOf', {
              remaining: format.number(offer.remainingQuantity),
              total: format.number(offer.quantity),
            })}
          </strong>
        </Text>
        <Text size="sm" component="div">
          {t('columns.validity')}: <OfferValidity offer={offer} />
        </Text>
      </Group>
      {withOrderBookLink && (
        <Anchor
          component={Link}
          to={orderBookPath(offer.companyId)}
          size="sm"
          aria-label={t('myOrders.viewOrderBookOf', { name })}
        >
          {t('myOrders.viewOrderBook')}
        </Anchor>
      )}
    </Stack>
  );
}

function SellerBidRow({
  bid,
  offer,
  onAction,
}: {
  bid: BidView;
  offer: OfferView;
  onAction: (action: OrderAction) => void;
}) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const personName = usePersonName();
  const bidderName = personName(bid.bidderName, bid.bidderNameAr);
  const isLive = LIVE_BID_STATUSES.includes(bid.status);
  const canAct = isLive && bid.isActionNeeded;
  return (
    <li className={classes.bidRow} data-testid={`bid-${bid.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm" dir="auto">
            {bidderName}
          </Text>
          <BidStatusBadge bid={bid} />
        </Group>
        <Text size="sm" className={classes.numeric}>
          {t('myOrders.shares', { value: format.number(bid.quantity) })} ·{' '}
          {t('myOrders.pricePerShare', { price: format.sar(bid.price) })}
        </Text>
        {bid.counterPrice !== null && bid.counterQuantity !== null && (
          <Text size="sm" c="dimmed" className={classes.numeric}>
            {t('columns.counter')}: {t('myOrders.shares', { value: format.number(bid.counterQuantity) })} ·{' '}
            {t('myOrders.pricePerShare', { price: format.sar(bid.counterPrice) })}
          </Text>
        )}
        {isLive && !canAct && (
          <Text size="xs" c="dimmed">
            {t('myOrders.awaitingBidder')}
          </Text>
        )}
        {canAct && (
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              color="brand"
              onClick={() => onAction({ type: 'accept', bid, offer, asSeller: true })}
              aria-label={t('myOrders.acceptFor', { name: bidderName })}
            >
              {t('myOrders.accept')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => onAction({ type: 'negotiate', bid, offer })}
              aria-label={t('myOrders.negotiateFor', { name: bidderName })}
            >
              {t('myOrders.negotiate')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onAction({ type: 'reject', bid, asSeller: true })}
              aria-label={t('myOrders.rejectFor', { name: bidderName })}
            >
              {t('myOrders.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}

/** One of my offers with its bids and the seller's actions (accept, negotiate, reject, cancel, delete). */
export function SellOrderCard({ offer, onAction }: { offer: OfferView; onAction: (action: OrderAction) => void }) {
  const { t } = useTranslation('trading');
  const bids = useOfferBids(offer.id);
  const isLive = offer.status !== 'closed';
  return (
    <li className={`${classes.card} ${classes.cardBody}`} data-testid={`offer-${offer.id}`}>
      <Stack gap="sm">
        <OfferHeading offer={offer} />
        <Stack gap={4} component="section" aria-label={t('myOrders.bidsOnOffer')}>
          <Text size="sm" fw={600}>
            {t('myOrders.bidsOnOffer')}
          </Text>
          {bids.isError ? (
            <ErrorState error={bids.error} onRetry={() => void bids.refetch()} />
          ) : !bids.data ? (
            <Skeleton height={48} />
          ) : bids.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('myOrders.noBids')}
            </Text>
          ) : (
            <ul className={surfaces.cardStack} style={{ gap: 0 }}>
              {bids.data.map((bid) => (
                <SellerBidRow key={bid.id} bid={bid} offer={offer} onAction={onAction} />
              ))}
            </ul>
          )}
        </Stack>
        {isLive && (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => onAction({ type: 'cancelOffer', offer })}>
              {t('myOrders.cancelOffer')}
            </Button>
            {/* The server refuses to delete an offer with bids (trading.offerHasBids): cancel instead. */}
            {offer.status === 'open' && bids.data?.every((bid) => bid.status === 'withdrawn') && (
              <Button size="xs" variant="light" color="red" onClick={() => onAction({ type: 'deleteOffer', offer })}>
                {t('myOrders.deleteOffer')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </li>
  );
}

/** What BuyOrderCard does besides showing the bid: the actions' handler and the options below. */
type BuyOrderCardOptions = {
  onAction: (action: OrderAction) => void;
  canNegotiate?: boolean;
  withOrderBookLink?: boolean;
};

/**
 * My bids as a list of BuyOrderCards, each with the same `options`; an order without a bid (a
 * sell order) is left out.
 */
export function BuyOrderCardList({
  orders,
  ...options
}: { orders: readonly { offer: OfferView; bid?: BidView | null }[] } & BuyOrderCardOptions) {
  return (
    <ul className={surfaces.cardStack}>
      {orders.map((order) =>
        order.bid ? <BuyOrderCard key={order.bid.id} offer={order.offer} bid={order.bid} {...options} /> : null,
      )}
    </ul>
  );
}

/**
 * One of my bids with the offer it is on, the seller's counter and the bidder's actions: delete the
 * bid, and on a counter accept or reject it, or counter again when `canNegotiate` (traders; buyers,
 * type 11, may not negotiate: contracts BIDDER_USER_TYPES). `withOrderBookLink` false leaves out
 * the link to the order book (for the order book itself).
 */
export function BuyOrderCard({
  offer,
  bid,
  onAction,
  canNegotiate = true,
  withOrderBookLink = true,
}: { offer: OfferView; bid: BidView } & BuyOrderCardOptions) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const isLive = LIVE_BID_STATUSES.includes(bid.status);
  const canAnswer = isLive && bid.isActionNeeded && bid.status === 'negotiating';
  return (
    <li className={`${classes.card} ${classes.cardBody}`} data-testid={`my-bid-${bid.id}`}>
      <Stack gap="sm">
        <OfferHeading offer={offer} withOrderBookLink={withOrderBookLink} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600} className={classes.numeric}>
            {t('myOrders.yourBid', { quantity: format.number(bid.quantity), price: format.sar(bid.price) })}
          </Text>
          <BidStatusBadge bid={bid} />
        </Group>
        {bid.counterPrice !== null && bid.counterQuantity !== null && (
          <Text size="sm" className={classes.numeric}>
            {t('myOrders.sellerCounter', {
              quantity: format.number(bid.counterQuantity),
              price: format.sar(bid.counterPrice),
            })}
          </Text>
        )}
        {isLive && !bid.isActionNeeded && (
          <Text size="xs" c="dimmed">
            {t('myOrders.awaitingSeller')}
          </Text>
        )}
        {isLive && (
          <Group gap="xs" justify="flex-end">
            {canAnswer && (
              <>
                <Button
                  size="xs"
                  color="brand"
                  onClick={() => onAction({ type: 'accept', bid, offer, asSeller: false })}
                >
                  {t('myOrders.acceptCounter')}
                </Button>
                {canNegotiate && (
                  <Button size="xs" variant="light" onClick={() => onAction({ type: 'negotiate', bid, offer })}>
                    {t('myOrders.counter')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onAction({ type: 'reject', bid, asSeller: false })}
                >
                  {t('myOrders.reject')}
                </Button>
              </>
            )}
            <Button size="xs" variant="default" onClick={() => onAction({ type: 'deleteBid', bid })}>
              {t('myOrders.deleteBid')}
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}
