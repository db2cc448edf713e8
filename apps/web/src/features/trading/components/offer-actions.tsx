import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { useFormatters } from '../../../lib/formatting';

/** What a trader chose to do with someone else's live offer. */
export type OfferChoice = { type: 'bid' | 'acceptOffer' | 'declineOffer'; offer: OfferView };

/**
 * The trader's actions on another seller's open offer: "Place bid"; on a private deal aimed at them
 * (the target buyer may accept or reject a private deal; decision 004) also "Accept offer" and
 * "Decline". Nothing on closed or approval-pending offers.
 */
export function TraderOfferActions({ offer, onChoose }: { offer: OfferView; onChoose: (choice: OfferChoice) => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  if (offer.isMine || offer.status !== 'open') return null;
  const price = format.sar(offer.price);
  const bid = (
    <Button
      size="xs"
      variant={offer.isTargetedAtMe ? 'light' : 'filled'}
      onClick={() => onChoose({ type: 'bid', offer })}
      aria-label={t('placeBidOn', { price })}
    >
      {t('placeBid')}
    </Button>
  );
  if (!offer.isTargetedAtMe) return bid;
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <Button
        size="xs"
        color="brand"
        onClick={() => onChoose({ type: 'acceptOffer', offer })}
        aria-label={t('privateOffer.acceptAt', { price })}
      >
        {t('privateOffer.accept')}
      </Button>
      {bid}
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => onChoose({ type: 'declineOffer', offer })}
        aria-label={t('privateOffer.declineAt', { price })}
      >
        {t('privateOffer.decline')}
      </Button>
    </Group>
  );
}
