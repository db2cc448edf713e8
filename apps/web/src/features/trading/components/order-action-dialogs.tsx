import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BidView, OfferView } from '@hissa/contracts/trading/trading-api';
import { showNotification } from '../../../lib/notify';
import { useFormatters } from '../../../lib/formatting';
import { sharesValue } from '../../../lib/money';
import { useAcceptTrade } from '../api/accept-trade';
import { useCancelOffer } from '../api/cancel-offer';
import { useDeleteBid } from '../api/delete-bid';
import { useDeleteOffer } from '../api/delete-offer';
import { useRejectTrade } from '../api/reject-trade';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TermsDialog } from './terms-dialog';
import { usePersonName } from '../use-person-name';

/** The terms a bid's party in turn answers: the seller's counter while awaiting the bidder, else the bid's. */
export function termsOnTable(bid: BidView): { price: string; quantity: number } {
  if (
    bid.status === 'negotiating' &&
    bid.awaitingParty === 'bidder' &&
    bid.counterPrice !== null &&
    bid.counterQuantity !== null
  )
    return { price: bid.counterPrice, quantity: bid.counterQuantity };
  return { price: bid.price, quantity: bid.quantity };
}

/** An action of My Orders waiting for its confirmation or dialog. */
export type OrderAction =
  | { type: 'accept'; bid: BidView; offer: OfferView; asSeller: boolean }
  | { type: 'reject'; bid: BidView; asSeller: boolean }
  | { type: 'negotiate'; bid: BidView; offer: OfferView }
  | { type: 'cancelOffer'; offer: OfferView }
  | { type: 'deleteOffer'; offer: OfferView }
  | { type: 'deleteBid'; bid: BidView };

function AcceptDialog({ action, onClose }: { action: Extract<OrderAction, { type: 'accept' }>; onClose: () => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const accept = useAcceptTrade();
  const terms = termsOnTable(action.bid);
  const quantity = terms.quantity;
  const value = sharesValue(terms.price, quantity);
  return (
    <ConfirmDialog
      opened
      title={t('confirm.acceptTitle')}
      body={t('confirm.acceptBody', {
        quantity: format.number(quantity),
        price: format.sar(terms.price),
        value: format.sar(value),
      })}
      confirmLabel={t('confirm.accept')}
      color="brand"
      isPending={accept.isPending}
      error={accept.error}
      onClose={onClose}
      onConfirm={() =>
        accept.mutate(
          { kind: 'bid', id: action.bid.id, quantity },
          {
            onSuccess: (answer) => {
              showNotification({ color: 'green', message: answer.message });
              onClose();
            },
          },
        )
      }
    >
      <NumberInput
        label={t('confirm.acceptQuantity')}
        value={quantity}
        readOnly
        allowDecimal={false}
        hideControls
        dir="ltr"
        thousandSeparator=","
      />
    </ConfirmDialog>
  );
}

/**
 * The dialogs behind the actions of My Orders: accept (confirm with the quantity of the terms
 * on the table), reject (confirm), negotiate (the negotiate-deal dialog), cancel and delete an
 * offer, delete a bid, each confirming first and showing the server's refusal (for example
 * "There are existing bids for this Offer and can't be deleted.") inside the dialog.
 */
export function OrderActionDialogs({ action, onClose }: { action: OrderAction | null; onClose: () => void }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const personName = usePersonName();
  const reject = useRejectTrade();
  const cancelOffer = useCancelOffer();
  const deleteOffer = useDeleteOffer();
  const deleteBid = useDeleteBid();
  const done = (answer: { message: string }) => {
    showNotification({ color: 'green', message: answer.message });
    close();
  };
  const close = () => {
    reject.reset();
    cancelOffer.reset();
    deleteOffer.reset();
    deleteBid.reset();
    onClose();
  };
  if (!action) return null;
  switch (action.type) {
    case 'accept':
      return <AcceptDialog action={action} onClose={onClose} />;
    case 'negotiate': {
      const terms = termsOnTable(action.bid);
      return (
        <TermsDialog
          opened
          onClose={onClose}
          kind="negotiate"
          targetId={action.bid.id}
          price={terms.price}
          quantity={terms.quantity}
          maxQuantity={action.offer.remainingQuantity}
        />
      );
    }
    case 'reject':
      return (
        <ConfirmDialog
          opened
          title={action.asSeller ? t('confirm.rejectTitle') : t('confirm.rejectCounterTitle')}
          body={
            action.asSeller
              ? t('confirm.rejectBody', { name: personName(action.bid.bidderName, action.bid.bidderNameAr) })
              : t('confirm.rejectCounterBody')
          }
          confirmLabel={t('confirm.reject')}
          isPending={reject.isPending}
          error={reject.error}
          onClose={close}
          onConfirm={() => reject.mutate({ kind: 'bid', id: action.bid.id }, { onSuccess: done })}
        />
      );
    case 'cancelOffer':
      return (
        <ConfirmDialog
          opened
          title={t('confirm.cancelOfferTitle')}
          body={t('confirm.cancelOfferBody')}
          confirmLabel={t('confirm.cancelOffer')}
          isPending={cancelOffer.isPending}
          error={cancelOffer.error}
          onClose={close}
          onConfirm={() => cancelOffer.mutate(action.offer.id, { onSuccess: done })}
        />
      );
    case 'deleteOffer':
      return (
        <ConfirmDialog
          opened
          title={t('confirm.deleteOfferTitle')}
          body={t('confirm.deleteOfferBody')}
          confirmLabel={t('confirm.deleteOffer')}
          isPending={deleteOffer.isPending}
          error={deleteOffer.error}
          onClose={close}
          onConfirm={() => deleteOffer.mutate(action.offer.id, { onSuccess: done })}
        />
      );
    case 'deleteBid':
      return (
        <ConfirmDialog
          opened
          title={t('confirm.deleteBidTitle')}
          body={t('confirm.deleteBidBody', {
            quantity: format.number(action.bid.quantity),
            price: format.sar(action.bid.price),
          })}
          confirmLabel={t('confirm.deleteBid')}
          isPending={deleteBid.isPending}
          error={deleteBid.error}
          onClose={close}
          onConfirm={() => deleteBid.mutate(action.bid.id, { onSuccess: done })}
        />
      );
  }
}
