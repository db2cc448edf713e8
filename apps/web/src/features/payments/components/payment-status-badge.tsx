import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@hissa/contracts/billing/payments';

/** Colour of each payment status: waiting in amber, under review in blue, paid in green, the rest grey or red. */
const STATUS_COLORS: Record<PaymentStatus, string> = {
  awaiting_payment: 'yellow',
  receipt_submitted: 'blue',
  paid: 'teal',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

/** A payment's status as a coloured badge with its name in the page's language. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    // Shade 9 text keeps 4.5:1 contrast on the light badge background (yellow's is too light: dark text).
    <Badge
      color={STATUS_COLORS[status]}
      c={status === 'awaiting_payment' ? 'dark.7' : `${STATUS_COLORS[status]}.9`}
      variant="light"
      size="lg"
      radius="sm"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
