import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { paymentGateways } from './gateways/payment-gateway.ts';
import type { PaymentHooks } from './payment-hooks.ts';
import { paymentRoutes } from './payment-routes.ts';
import { cancelOverdueTransfers } from './payment-service.ts';

/** What the payments module needs: the database, files (receipts), billing settings and the hooks a paid payment runs. */
export type PaymentsModuleOptions = {
  db: Db;
  fileStore: FileStore;
  config: AppConfig;
  hooks: PaymentHooks;
};

/**
 * The payments routes (contracts payments-endpoints.ts; docs/decisions/020-payments.md): the
 * payer's payment page, card checkout and its return, the gateway webhook, bank-transfer
 * receipts, and the admin's queue. Every config.billing.jobsIntervalMs (0: off) the job cancels
 * bank transfers unpaid past their due date.
 */
export const paymentsModule: FastifyPluginAsync<PaymentsModuleOptions> = async (
  app,
  { db, fileStore, config, hooks },
) => {
  const gateways = paymentGateways(config.billing);
  await app.register(paymentRoutes, { db, fileStore, config, hooks, gateways });
  const intervalMs = config.billing.jobsIntervalMs;
  if (intervalMs > 0) {
    const timer = setInterval(() => {
      cancelOverdueTransfers(db, new Date()).catch((error: unknown) =>
        app.log.error({ err: error }, 'cancelling overdue bank transfers failed'),
      );
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
