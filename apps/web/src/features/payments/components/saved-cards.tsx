import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@hissa/contracts/billing/payments';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LtrText } from '../../../components/ltr-text';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useMySavedCards, useRemoveSavedCard } from '../api/payments-api';
import classes from './payments.module.css';

/**
 * The payer's cards saved for renewals (MySavedCardsEndpoint; decision 042): brand and last four
 * digits, each removable after a confirmation (RemoveSavedCardEndpoint; renewals then come as
 * bank-transfer invoices). Nothing is shown without a saved card.
 */
export function SavedCards() {
  const { t } = useTranslation('payments');
  const cards = useMySavedCards();
  const deletion = useConfirmedDelete(
    useRemoveSavedCard(),
    (card: SavedCard) => card.cardId,
    (message) => showNotification({ color: 'teal', message }),
  );
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <section aria-labelledby="saved-cards" className={classes.panel}>
      <Title order={2} size="h4" id="saved-cards">
        {t('savedCards.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('savedCards.text')}
      </Text>
      <Stack gap="xs">
        {cards.data.map((card) => (
          <Group key={card.cardId} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <IconCreditCard size={20} aria-hidden="true" />
              <Text>
                {t('savedCards.card', { brand: card.brand.toUpperCase() })} <LtrText>•••• {card.last4}</LtrText>
              </Text>
            </Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => deletion.ask(card)}
              aria-label={t('savedCards.removeFor', { last4: card.last4 })}
            >
              {t('savedCards.remove')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('savedCards.confirmTitle')}
        body={t('savedCards.confirmText', { last4: deletion.target?.last4 ?? '' })}
        confirmLabel={t('savedCards.remove')}
      />
    </section>
  );
}
