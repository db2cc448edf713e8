import { PAYMENT_KEYS, paymentPagePath } from '@hissa/contracts/billing/payments';
import { AppError } from '../../../plugins/errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * Bank transfer, the embedded default: the "checkout" is our payment page (bank details and the
 * reference); money is seen only by an admin, who confirms the receipt, so a reading is always
 * pending; there are no webhooks; a refund is recorded by the admin who sends the money back.
 */
export function bankTransferGateway(): PaymentGateway {
  return {
    name: 'bank_transfer',
    createCheckout: async (payment) => ({
      checkoutId: payment.reference,
      redirectUrl: paymentPagePath(payment.reference),
    }),
    readCheckout: async () => ({ status: 'pending', amountHalalas: 0, currency: 'SAR' }),
    verifyWebhook: () => {
      throw new AppError(404, PAYMENT_KEYS.notFound);
    },
    refund: async () => {},
  };
}
