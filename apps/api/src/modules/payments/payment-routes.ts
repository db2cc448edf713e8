import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_KEYS,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  ReceiptFieldsSchema,
  paymentPagePath,
} from '@hissa/contracts/billing/payments';
import {
  AdminPaymentEndpoint,
  CancelPaymentEndpoint,
  CardReturnEndpoint,
  ConfirmBankTransferEndpoint,
  MoyasarWebhookEndpoint,
  MyPaymentEndpoint,
  MyPaymentsEndpoint,
  MySavedCardsEndpoint,
  PaymentOptionsEndpoint,
  PaymentQueueEndpoint,
  PaymentReceiptEndpoint,
  RefundPaymentEndpoint,
  RejectReceiptEndpoint,
  RemoveSavedCardEndpoint,
  StartCardCheckoutEndpoint,
  UploadReceiptEndpoint,
} from '@hissa/contracts/payments-endpoints';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { receiveMultipart } from '../files/receive-multipart.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import type { PaymentGateways } from './gateways/payment-gateway.ts';
import type { PaymentHooks } from './payment-hooks.ts';
import { listSavedCards, removeSavedCard } from './saved-cards.ts';
import {
  applyGatewayReading,
  cancelPayment,
  confirmBankTransfer,
  findByCheckout,
  isEventApplied,
  refundPayment,
  rejectReceipt,
  startCardCheckout,
  submitReceipt,
} from './payment-service.ts';
import { findPayment, paymentDetail, type PaymentViewer, searchPayments } from './payment-views.ts';

/**
 * The payments routes (contracts payments-endpoints.ts; docs/decisions/020-payments.md). Payers
 * see and act on their own payments only (another's answers 404); the admin works the queue.
 * Writes answer {message (request language), data}; lists {data, page, size, total}.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  fileStore: FileStore;
  config: AppConfig;
  hooks: PaymentHooks;
  gateways: PaymentGateways;
}> = async (app, { db, fileStore, config, hooks, gateways }) => {
  const { billing } = config;
  const RECEIVED = { received: true } as const;
  const payerView: PaymentViewer = { role: 'payer', isCardAvailable: gateways.card !== undefined };
  const adminView: PaymentViewer = { role: 'admin' };
  /** The payment of `reference`: the payer's own (404 for anyone else's) or, for the admin, any. */
  const paymentOf = async (reference: string, payerUserId?: number) => {
    const found = await findPayment(db, reference);
    if (!found || (payerUserId !== undefined && found.payment.payerUserId !== payerUserId))
      throw new AppError(404, PAYMENT_KEYS.notFound);
    return found;
  };
  const mine = (request: FastifyRequest, reference: string) => paymentOf(reference, requireUser(request).id);
  const detailFor = async (reference: string, viewer: PaymentViewer) =>
    paymentDetail(db, billing, await paymentOf(reference), viewer);
  const checkoutUrls = (reference: string) => ({
    returnUrl: `${config.appUrl}${CardReturnEndpoint.path.replace(':reference', reference)}`,
    backUrl: `${config.appUrl}${paymentPagePath(reference)}`,
  });

  app.route({
    ...endpointRoute(app, PaymentOptionsEndpoint),
    handler: async () => ({
      data: {
        isCardAvailable: gateways.card !== undefined,
        cardGateway: gateways.card ? billing.cardGateway : 'none',
        publishableKey: gateways.card?.name === 'moyasar' ? (billing.moyasar?.publishableKey ?? null) : null,
        bank: { bankNameEn: billing.bank.nameEn, bankNameAr: billing.bank.nameAr, iban: billing.bank.iban },
      },
    }),
  });

  app.route({
    ...endpointRoute(app, MySavedCardsEndpoint),
    handler: async (request) => ({ data: await listSavedCards(db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, RemoveSavedCardEndpoint),
    handler: async (request) => {
      await removeSavedCard(db, gateways, requireUser(request).id, request.params.cardId, request.log);
      return { message: translate(request.language, PAYMENT_KEYS.cardRemoved) };
    },
  });

  app.route({
    ...endpointRoute(app, MyPaymentsEndpoint),
    handler: async (request) => searchPayments(db, { ...request.query, payerUserId: requireUser(request).id }),
  });

  app.route({
    ...endpointRoute(app, MyPaymentEndpoint),
    handler: async (request) => ({
      data: await paymentDetail(db, billing, await mine(request, request.params.reference), payerView),
    }),
  });

  app.route({
    ...endpointRoute(app, StartCardCheckoutEndpoint),
    handler: async (request, reply) => {
      const { payment } = await mine(request, request.params.reference);
      if (!gateways.card) throw new AppError(409, PAYMENT_KEYS.cardUnavailable);
      const redirectUrl = await startCardCheckout(
        db,
        hooks,
        gateways.card,
        payment,
        checkoutUrls(payment.reference),
        requireUser(request).id,
      );
      return reply
        .status(201)
        .send({ message: translate(request.language, PAYMENT_KEYS.checkoutStarted), data: { redirectUrl } });
    },
  });

  app.route({
    ...endpointRoute(app, CardReturnEndpoint),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const found = await findPayment(db, request.params.reference);
      const payment = found?.payment;
      const gateway = payment && gateways.byName(payment.gateway);
      if (payment?.method === 'card' && payment.gatewayPaymentId && gateway && payment.status === 'awaiting_payment') {
        try {
          const reading = await gateway.readCheckout(payment.gatewayPaymentId);
          await applyGatewayReading(db, hooks, payment, reading, { source: 'gateway', gateway: gateway.name });
        } catch (error) {
          // the payer lands on the payment page either way; the webhook or a later return retries
          request.log.warn({ err: error, reference: payment.reference }, 'card return not applied');
        }
      }
      return reply.redirect(paymentPagePath(request.params.reference), 302);
    },
  });

  app.route({
    ...endpointRoute(app, UploadReceiptEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const upload = await receiveMultipart(request, {
        store: fileStore,
        maxFileBytes: RECEIPT_MAX_BYTES,
        tooLargeKey: PAYMENT_KEYS.receiptTooLarge,
        accept: (field) =>
          field === 'receipt'
            ? { contentTypes: RECEIPT_CONTENT_TYPES, typeErrorKey: PAYMENT_KEYS.receiptType }
            : undefined,
      });
      try {
        const { payment } = await mine(request, request.params.reference);
        const fields = ReceiptFieldsSchema.safeParse(Object.fromEntries(upload.fields));
        if (!fields.success) throw validationError(fields.error.issues);
        const [file] = upload.files;
        if (!file)
          throw new AppError(400, 'errors.validation', {}, [
            { field: 'body.receipt', key: PAYMENT_KEYS.receiptRequired },
          ]);
        await submitReceipt(db, payment, file, user.id);
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return reply.status(201).send({
        message: translate(request.language, PAYMENT_KEYS.receiptUploaded),
        data: await paymentDetail(db, billing, await mine(request, request.params.reference), payerView),
      });
    },
  });

  app.route({
    ...endpointRoute(app, CancelPaymentEndpoint),
    handler: async (request) => {
      const { payment } = await mine(request, request.params.reference);
      await cancelPayment(db, payment, requireUser(request).id);
      return {
        message: translate(request.language, PAYMENT_KEYS.cancelled),
        data: await paymentDetail(db, billing, await mine(request, payment.reference), payerView),
      };
    },
  });

  app.route({
    ...endpointRoute(app, MoyasarWebhookEndpoint),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const gateway = gateways.card?.name === 'moyasar' ? gateways.card : undefined;
      if (!gateway) throw new AppError(404, PAYMENT_KEYS.notFound);
      const event = gateway.verifyWebhook(request.body);
      if (!event.checkoutId || (await isEventApplied(db, gateway.name, event.eventId))) return RECEIVED;
      const payment = await findByCheckout(db, gateway.name, event.checkoutId);
      if (!payment) return RECEIVED;
      // never the webhook's own figures: the checkout is read again from the gateway
      const reading = await gateway.readCheckout(event.checkoutId);
      await applyGatewayReading(db, hooks, payment, reading, {
        source: 'webhook',
        gateway: gateway.name,
        gatewayEventId: event.eventId,
      });
      return RECEIVED;
    },
  });

  app.route({
    ...endpointRoute(app, PaymentQueueEndpoint),
    handler: async (request) => searchPayments(db, request.query),
  });

  app.route({
    ...endpointRoute(app, AdminPaymentEndpoint),
    handler: async (request) => ({ data: await detailFor(request.params.reference, adminView) }),
  });

  app.route({
    ...endpointRoute(app, ConfirmBankTransferEndpoint),
    handler: async (request) => {
      const { payment } = await paymentOf(request.params.reference);
      await confirmBankTransfer(db, hooks, payment, requireUser(request).id);
      return {
        message: translate(request.language, PAYMENT_KEYS.confirmed),
        data: await detailFor(payment.reference, adminView),
      };
    },
  });

  app.route({
    ...endpointRoute(app, RejectReceiptEndpoint),
    handler: async (request) => {
      const { payment } = await paymentOf(request.params.reference);
      await rejectReceipt(db, payment, requireUser(request).id, request.body.reason);
      return {
        message: translate(request.language, PAYMENT_KEYS.rejected),
        data: await detailFor(payment.reference, adminView),
      };
    },
  });

  app.route({
    ...endpointRoute(app, RefundPaymentEndpoint),
    handler: async (request) => {
      const { payment } = await paymentOf(request.params.reference);
      await refundPayment(db, gateways, hooks, payment, requireUser(request).id, request.body.reason);
      return {
        message: translate(request.language, PAYMENT_KEYS.refunded),
        data: await detailFor(payment.reference, adminView),
      };
    },
  });

  app.route({
    ...endpointRoute(app, PaymentReceiptEndpoint),
    handler: async (request, reply) => {
      const { payment } = await paymentOf(request.params.reference);
      const file = payment.receiptFileId ? await findStoredFile(db, payment.receiptFileId) : undefined;
      if (!file) throw new AppError(404, PAYMENT_KEYS.notFound);
      // shown in the browser: a PDF, PNG or JPEG checked by content at upload (nosniff)
      return sendStoredFile(reply, fileStore, file, 'inline');
    },
  });
};
