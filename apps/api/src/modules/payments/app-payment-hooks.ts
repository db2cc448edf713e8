import type { BillingConfig } from '../../config.ts';
import { endRefundedFeaturing, fulfilCompanyFeaturing, fulfilFeaturedListing } from '../featuring/featuring-service.ts';
import { creditNoteIssuer } from '../invoices/issue-credit-note.ts';
import { invoiceIssuer } from '../invoices/issue-invoice.ts';
import { endRefundedSubscription, fulfilSubscription } from '../subscriptions/subscription-fulfilment.ts';
import { fulfilLoanPackage } from '../sme-loans/loan-package-fulfilment.ts';
import type { PaymentHooks } from './payment-hooks.ts';

/**
 * What a paid payment activates (one fulfilment per purchase kind) and issues (the tax invoice
 * of `billing.seller`), what a refund undoes (the plan, the featuring) and issues (the credit
 * note): the one wiring of decisions 020 and 035, used by the app and by the demo seed.
 */
export function appPaymentHooks(billing: Pick<BillingConfig, 'seller'>): PaymentHooks {
  return {
    fulfil: {
      featuring: fulfilCompanyFeaturing,
      featured_listing: fulfilFeaturedListing,
      loan_package: fulfilLoanPackage,
      provider_plan: fulfilSubscription,
      media_package: fulfilSubscription,
    },
    afterPaid: [invoiceIssuer(billing.seller)],
    onRefund: {
      featuring: endRefundedFeaturing,
      featured_listing: endRefundedFeaturing,
      provider_plan: endRefundedSubscription,
      media_package: endRefundedSubscription,
    },
    afterRefund: [creditNoteIssuer(billing.seller)],
  };
}
