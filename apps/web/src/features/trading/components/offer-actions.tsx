import { Button, Group, NumberInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { SharesBidRequestSchema, TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import { useFormatters } from '../../../lib/formatting';
import { sharesValue } from '../../../lib/money';
import { useAcceptTrade } from '../api/accept-trade';
import { useRejectTrade } from '../api/reject-trade';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TermsDialog } from './terms-dialog';
import classes from './trading.module.css';

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

/**
 * The target buyer accepts a private offer: a confirmation that says what will be executed,
 * with the quantity to take (the whole remaining quantity, or any part of it when the offer
 * allows partial execution; checked like a bid at the offer's price: whole shares, the minimum
 * transaction size). POST accept-trade/offer/{id}/{quantity}; the server's refusal shows inside.
 */
function AcceptOfferDialog({ offer, onClose }: { offer: OfferView; onClose: () => void }) {
  const { t } = useTranslation('trading');
  const { t: tServer } = useTranslation('server');
  const format = useFormatters();
  const accept = useAcceptTrade();
  const [quantity, setQuantity] = useState<number | string>(offer.remainingQuantity);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const typed = typeof quantity === 'number' ? quantity : Number.NaN;
  const check = SharesBidRequestSchema.safeParse({
    offerId: offer.id,
    price: offer.price,
    quantity: Number.isNaN(typed) ? undefined : typed,
  });
  const problem = !check.success
    ? check.error.issues[0]?.message
    : typed > offer.remainingQuantity
      ? TRADING_KEYS.bidQuantityExceedsOffered
      : undefined;
  const value = check.success ? sharesValue(offer.price, typed) : null;
  return (
    <ConfirmDialog
      opened
      title={t('privateOffer.acceptTitle')}
      body={t('privateOffer.acceptBody', { price: format.sar(offer.price) })}
      confirmLabel={t('privateOffer.accept')}
      color="brand"
      isPending={accept.isPending}
      error={accept.error}
      onClose={onClose}
      onConfirm={() => {
        setIsSubmitted(true);
        if (problem) return;
        accept.mutate(
          { kind: 'offer', id: offer.id, quantity: typed },
          {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message });
              onClose();
            },
          },
        );
      }}
    >
      <NumberInput
        label={t('privateOffer.quantity')}
        description={
          offer.allowsPartial
            ? t('bidDialog.quantityHint', { max: format.number(offer.remainingQuantity) })
            : t('bidDialog.wholeOnly')
        }
        value={quantity}
        onChange={setQuantity}
        readOnly={!offer.allowsPartial}
        min={1}
        max={offer.remainingQuantity}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        dir="ltr"
        thousandSeparator=","
        error={
          problem && (isSubmitted || quantity !== offer.remainingQuantity)
            ? tServer(problem as 'errors.unknown')
            : undefined
        }
      />
      {value !== null && (
        <Text size="sm" fw={600} className={classes.numeric} role="status">
          {t('privateOffer.total', { quantity: format.number(typed), value: format.sar(value) })}
        </Text>
      )}
    </ConfirmDialog>
  );
}

/**
 * The dialogs behind TraderOfferActions: the bid dialog (up to the remaining quantity, all of
 * it when the offer is all-or-none), accepting a private offer, and declining it (confirm
 * first: the offer closes and cannot be reopened). `choice` null shows nothing.
 */
export function OfferChoiceDialogs({ choice, onClose }: { choice: OfferChoice | null; onClose: () => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const decline = useRejectTrade();
  if (!choice) return null;
  const { offer } = choice;
  switch (choice.type) {
    case 'bid':
      return (
        <TermsDialog
          opened
          onClose={onClose}
          kind="bid"
          targetId={offer.id}
          price={offer.price}
          quantity={offer.remainingQuantity}
          maxQuantity={offer.remainingQuantity}
          wholeOnly={!offer.allowsPartial}
        />
      );
    case 'acceptOffer':
      return <AcceptOfferDialog offer={offer} onClose={onClose} />;
    case 'declineOffer': {
      const close = () => {
        decline.reset();
        onClose();
      };
      return (
        <ConfirmDialog
          opened
          title={t('privateOffer.declineTitle')}
          body={t('privateOffer.declineBody', {
            quantity: format.number(offer.remainingQuantity),
            price: format.sar(offer.price),
          })}
          confirmLabel={t('privateOffer.decline')}
          isPending={decline.isPending}
          error={decline.error}
          onClose={close}
          onConfirm={() =>
            decline.mutate(
              { kind: 'offer', id: offer.id },
              {
                onSuccess: (answer) => {
                  notifications.show({ color: 'green', message: answer.message });
                  close();
                },
              },
            )
          }
        />
      );
    }
  }
}
