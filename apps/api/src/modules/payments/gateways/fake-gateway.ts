import { PAYMENT_KEYS } from '@hissa/contracts/billing/payments';
import { AppError } from '../../../plugins/errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** Totals whose halalas end in this are declined, as a gateway's test card would be (e.g. SAR 100.13). */
export const FAKE_DECLINED_HALALAS = 13;

/**
 * A card gateway for tests and trials (CARD_GATEWAY=fake), with no network: the checkout id
 * carries the total, its "hosted page" is our own return URL, and the outcome is chosen by the
 * amount: a total ending in FAKE_DECLINED_HALALAS halalas fails, any other is paid. No webhooks.
 */
export function fakeGateway(): PaymentGateway {
  return {
    name: 'fake',
    createCheckout: async (payment, urls) => ({
      checkoutId: `fake-${payment.reference}-${payment.totalHalalas}`,
      redirectUrl: urls.returnUrl,
    }),
    readCheckout: async (checkoutId) => {
      const amountHalalas = Number(checkoutId.split('-').at(-1));
      if (!Number.isSafeInteger(amountHalalas)) throw new AppError(502, PAYMENT_KEYS.gatewayUnavailable);
      return amountHalalas % 100 === FAKE_DECLINED_HALALAS
        ? { status: 'failed', amountHalalas, currency: 'SAR', failureReason: 'Declined (test amount)' }
        : { status: 'paid', amountHalalas, currency: 'SAR' };
    },
    verifyWebhook: () => {
      throw new AppError(404, PAYMENT_KEYS.notFound);
    },
    refund: async () => {},
  };
}
