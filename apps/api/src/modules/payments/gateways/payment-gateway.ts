import type { BillingConfig } from '../../../config.ts';
import type { Payment } from '../payment-hooks.ts';
import { bankTransferGateway } from './bank-transfer-gateway.ts';
import { fakeGateway } from './fake-gateway.ts';
import { moyasarGateway } from './moyasar-gateway.ts';

/*
 * One interface for every way of being paid (docs/decisions/020-payments.md): bank transfer (the
 * embedded default, confirmed by an admin), Moyasar (cards, mada, Apple Pay on its hosted page)
 * and a fake card gateway for tests and trials. Nothing a browser or a webhook says is trusted:
 * the server re-reads the checkout from the gateway (readCheckout) before it changes anything.
 */

/** Names stored in payments.gateway. */
export type GatewayName = 'bank_transfer' | 'moyasar' | 'fake';

/** A card the payer saved at the gateway while paying (decision 042): its token, brand and last four digits, never the number. */
export type SavedCardReading = { token: string; brand: string; last4: string };

/**
 * What the gateway says of a checkout now; amounts in halalas. `redirectUrl` while it can still be
 * paid; `savedCard` when the payer chose to save the card that paid it.
 */
export type GatewayReading = {
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  amountHalalas: number;
  currency: string;
  redirectUrl?: string;
  failureReason?: string;
  savedCard?: SavedCardReading;
};

/** Where the gateway's hosted page sends the browser: after paying (`returnUrl`) or giving up (`backUrl`). */
export type CheckoutUrls = { returnUrl: string; backUrl: string };

/** A verified webhook: the gateway's event id (applied once) and the checkout it is about (null: not one of ours). */
export type WebhookEvent = { eventId: string; checkoutId: string | null };

/** A way of being paid. Errors: AppError 502 payments.gatewayUnavailable when the gateway does not answer. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Starts a checkout of `payment` (its total in halalas, SAR): the gateway's id of it and the page to send the payer to. */
  createCheckout(payment: Payment, urls: CheckoutUrls): Promise<{ checkoutId: string; redirectUrl: string }>;
  /** Re-reads a checkout from the gateway (the only source the server trusts). */
  readCheckout(checkoutId: string): Promise<GatewayReading>;
  /** Checks a webhook's body is the gateway's (401 payments.webhookForged otherwise) and says what it is about. */
  verifyWebhook(body: unknown): WebhookEvent;
  /** Gives `amountHalalas` of a paid checkout back to the payer (bank transfer: recorded only, the admin pays it back). */
  refund(checkoutId: string, amountHalalas: number): Promise<void>;
  /**
   * Saved cards (decision 042; gateways without them leave these out). `newSavedCardCharge` gives
   * the checkout id of a charge not made yet; `chargeSavedCard` charges `token` for `payment`'s
   * total under that id, merchant-initiated, idempotently (the same id charges at most once, so a
   * retry or a concurrent run cannot charge twice) and answers the gateway's reading of it;
   * `deleteSavedCard` forgets a token at the gateway.
   */
  newSavedCardCharge?(): string;
  chargeSavedCard?(payment: Payment, token: string, checkoutId: string): Promise<GatewayReading>;
  deleteSavedCard?(token: string): Promise<void>;
}

/** The gateways of a configuration: each by name (a payment keeps the one it was made with), and the card gateway, if any. */
export type PaymentGateways = {
  byName: (name: string) => PaymentGateway | undefined;
  card: PaymentGateway | undefined;
};

/**
 * The gateways `billing` configures: bank transfer always; the card gateway by
 * billing.cardGateway ('moyasar' with its keys and API URL, 'fake', or 'none').
 */
export function paymentGateways(billing: BillingConfig): PaymentGateways {
  const card =
    billing.cardGateway === 'moyasar' && billing.moyasar
      ? moyasarGateway(billing.moyasar)
      : billing.cardGateway === 'fake'
        ? fakeGateway()
        : undefined;
  const all = [bankTransferGateway(), ...(card ? [card] : [])];
  return { byName: (name) => all.find((gateway) => gateway.name === name), card };
}
