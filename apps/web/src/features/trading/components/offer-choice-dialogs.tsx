import { NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@hissa/contracts/trading/trading-api';
import { SharesBidRequestSchema, TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormatters } from '../../../lib/formatting';
import { sharesValue } from '../../../lib/money';
import { showNotification } from '../../../lib/notify';
import { useAcceptTrade } from '../api/accept-trade';
import { useRejectTrade } from '../api/reject-trade';
import type { OfferChoice } from './offer-actions';
import { TermsDialog } from './terms-dialog';
import classes from './trading.module.css';

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
              showNotification({ color: 'green', message: answer.message });
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
                  showNotification({ color: 'green', message: answer.message });
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
