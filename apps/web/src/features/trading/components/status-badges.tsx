import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BidView, OfferView, TradeView } from '@hissa/contracts/trading/trading-api';
import type { BidStatus, OfferStatus, TradeStatus } from '@hissa/contracts/trading/trading-state-machine';

const OFFER_COLOR: Record<OfferStatus, string> = { open: 'blue', approval_pending: 'yellow', closed: 'gray' };
const BID_COLOR: Record<BidStatus, string> = {
  open: 'blue',
  negotiating: 'orange',
  accepted: 'green',
  rejected: 'red',
  not_matched: 'gray',
  deleted_by_seller: 'gray',
  withdrawn: 'gray',
};
const TRADE_COLOR: Record<TradeStatus, string> = { executed: 'yellow', admin_approved: 'green', admin_rejected: 'red' };

/**
 * Text colour of a light or outline status badge that keeps 4.5:1 (WCAG 2.2 AA) at badge size:
 * Mantine's own shade 9 does for blue, red and gray; yellow, orange and green need dark text.
 */
function readableText(color: string): string {
  return color === 'yellow' || color === 'orange' || color === 'green' ? 'dark.7' : `${color}.9`;
}

/** An offer's status (and why it closed) as a badge with its word, never colour alone. */
export function OfferStatusBadge({ offer }: { offer: Pick<OfferView, 'status' | 'closedReason'> }) {
  const { t } = useTranslation('trading');
  const label =
    offer.status === 'closed' && offer.closedReason
      ? `${t('status.offer.closed')} · ${t(`status.closedReason.${offer.closedReason}`)}`
      : t(`status.offer.${offer.status}`);
  return (
    <Badge color={OFFER_COLOR[offer.status]} c={readableText(OFFER_COLOR[offer.status])} variant="light">
      {label}
    </Badge>
  );
}

/** A bid's status; "Negotiating (Action needed)" when the viewer must answer. */
export function BidStatusBadge({ bid }: { bid: Pick<BidView, 'status' | 'isActionNeeded'> }) {
  const { t } = useTranslation('trading');
  return (
    <Group gap={4} wrap="wrap" preventGrowOverflow={false}>
      <Badge color={BID_COLOR[bid.status]} c={readableText(BID_COLOR[bid.status])} variant="light">
        {t(`status.bid.${bid.status}`)}
      </Badge>
      {bid.isActionNeeded && (
        <Badge color="orange" c="dark.9" variant="filled">
          {t('status.actionNeeded')}
        </Badge>
      )}
    </Group>
  );
}

/** A trade's admin status and its settlement status, each as a badge with its word. */
export function TradeStatusBadges({ trade }: { trade: Pick<TradeView, 'status' | 'settlementStatus'> }) {
  const { t } = useTranslation('trading');
  return (
    <Group gap={4} wrap="wrap" preventGrowOverflow={false}>
      <Badge color={TRADE_COLOR[trade.status]} c={readableText(TRADE_COLOR[trade.status])} variant="light">
        {t(`status.trade.${trade.status}`)}
      </Badge>
      <Badge color={TRADE_COLOR[trade.status]} c={readableText(TRADE_COLOR[trade.status])} variant="outline">
        {t(`status.settlement.${trade.settlementStatus}`)}
      </Badge>
    </Group>
  );
}
