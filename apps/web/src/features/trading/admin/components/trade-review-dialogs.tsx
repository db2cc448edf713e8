import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '@hissa/contracts/languages';
import type { TradeView } from '@hissa/contracts/trading/trading-api';
import { RejectTradeRequestSchema } from '@hissa/contracts/trading/trading-api';
import { showNotification } from '../../../../lib/notify';
import { useLanguage } from '../../../../i18n/use-language';
import { useFormatters } from '../../../../lib/formatting';
import { useApproveTrade } from '../api/approve-trade';
import { useRejectAdminTrade } from '../api/reject-trade';
import { FormActions } from '../../../../components/form-actions';

/** A review the admin is about to confirm. */
export type TradeReview = { type: 'approve' | 'reject'; trade: TradeView };

/**
 * The admin's confirmations: approve (says which shares move from whom to whom; optional note)
 * and reject (a reason is required, RejectTradeRequestSchema). Server refusals show inside.
 */
export function TradeReviewDialog({ review, onClose }: { review: TradeReview; onClose: () => void }) {
  const { t } = useTranslation('adminTrades');
  const { t: tServer } = useTranslation('server');
  const { language } = useLanguage();
  const format = useFormatters();
  const approve = useApproveTrade();
  const reject = useRejectAdminTrade();
  const [note, setNote] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { trade } = review;
  const mutation = review.type === 'approve' ? approve : reject;
  const company = language === 'ar' ? trade.companyNameAr || trade.companyNameEn : trade.companyNameEn;
  const noteCheck = RejectTradeRequestSchema.safeParse({ note });
  const noteError =
    review.type === 'reject' && isSubmitted && !noteCheck.success
      ? tServer((noteCheck.error.issues[0]?.message ?? 'errors.unknown') as 'errors.unknown')
      : undefined;

  const onSuccess = (answer: { message: string }) => {
    showNotification({ color: 'green', message: answer.message });
    onClose();
  };
  const submit = () => {
    setIsSubmitted(true);
    if (review.type === 'approve') approve.mutate({ id: trade.id, note: note.trim() || undefined }, { onSuccess });
    else if (noteCheck.success) reject.mutate({ id: trade.id, note: noteCheck.data.note }, { onSuccess });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={review.type === 'approve' ? t('approveTitle') : t('rejectTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {review.type === 'approve'
            ? t('approveBody', {
                quantity: format.number(trade.quantity),
                company,
                seller: localName({ nameEn: trade.sellerName, nameAr: trade.sellerNameAr }, language),
                buyer: localName({ nameEn: trade.buyerName, nameAr: trade.buyerNameAr }, language),
                value: format.sar(trade.value),
              })
            : t('rejectBody')}
        </Text>
        <Textarea
          label={review.type === 'approve' ? t('approveNote') : t('rejectNote')}
          required={review.type === 'reject'}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={noteError}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <FormActions
          error={mutation.error}
          isPending={mutation.isPending}
          submitLabel={review.type === 'approve' ? t('approve') : t('reject')}
          onSubmit={submit}
          submitProps={{ color: review.type === 'approve' ? 'brand' : 'red' }}
          cancelLabel={t('back')}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
