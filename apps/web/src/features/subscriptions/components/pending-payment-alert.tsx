import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentPagePath } from '@hissa/contracts/billing/payments';

/** A payment for the subscription that waits (first, upgrade or renewal): its reference, isolated left-to-right, and Pay now. */
export function PendingPaymentAlert({ reference }: { reference: string }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Alert color="yellow">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('step.pending', { reference: `\u2066${reference}\u2069` })}</Text>
        <Button component={Link} to={paymentPagePath(reference)} size="xs">
          {t('step.payPending')}
        </Button>
      </Group>
    </Alert>
  );
}
