import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_PERIODS } from '@hissa/contracts/billing/catalog';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PURCHASE_KINDS } from '@hissa/contracts/billing/payments';
import { SALES_REQUEST_KINDS, SALES_REQUEST_STATUSES } from '@hissa/contracts/billing/sales-requests';
import { SUBSCRIPTION_STATUSES } from '@hissa/contracts/billing/subscriptions';
import { isicClasses } from './classification.ts';
import { companies, serviceProviders } from './directory.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/*
 * The money side (contracts billing/; decisions 019-023): coupons, payments and their audit of
 * state changes, gap-free tax invoices, subscriptions to plans and media packages, featurings,
 * and the sales team's requests. Every amount is a whole number of halalas.
 */

/** bigint halalas read as a JS number (amounts stay far below 2^53). */
const halalas = (name: string) => bigint(name, { mode: 'number' });

/**
 * A discount code: a share in basis points or a fixed amount in halalas (exactly one), valid
 * between two instants, for the purchase kinds listed (empty: all), redeemed at most
 * `maxRedemptions` times (null: no limit). `code` is stored upper-case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    discountBasisPoints: integer('discount_basis_points'),
    discountHalalas: halalas('discount_halalas'),
    purchaseKinds: text('purchase_kinds', { enum: PURCHASE_KINDS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code').on(table.code),
    check('coupons_one_discount', sql`(${table.discountBasisPoints} is null) <> (${table.discountHalalas} is null)`),
    check(
      'coupons_discount_range',
      sql`coalesce(${table.discountBasisPoints}, 0) between 0 and 10000 and coalesce(${table.discountHalalas}, 0) >= 0`,
    ),
    check(
      'coupons_redemptions',
      sql`${table.redemptions} >= 0 and (${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions})`,
    ),
  ],
);

/**
 * One payment for one purchase. `details` says what is bought (per kind: the plan and period,
 * the featuring duration, the sub-industry, the media or loan package; see the payments module).
 * Amounts are fixed when the payment is created: net = subtotal - discount, total = net + vat.
 * `reference` is the short code the payer writes on a bank transfer. `gatewayPaymentId` is the
 * card gateway's id of the payment (unique: one gateway payment pays one payment).
 */
/**
 * A payer's card saved at the card gateway for renewals (decision 042): only the gateway's token
 * and the brand and last four digits to show, never a card number. Removing it deletes the row
 * (renewals then fall back to the bank-transfer invoice) and the token at the gateway.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_cards_token').on(table.gateway, table.token),
    index('saved_cards_user').on(table.userId),
    check('saved_cards_last4', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: PURCHASE_KINDS }).notNull(),
    providerId: integer('provider_id').references(() => serviceProviders.id),
    companyId: integer('company_id').references(() => companies.id),
    details: jsonb('details').notNull().default({}),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    subtotalHalalas: halalas('subtotal_halalas').notNull(),
    discountHalalas: halalas('discount_halalas').notNull().default(0),
    netHalalas: halalas('net_halalas').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vatHalalas: halalas('vat_halalas').notNull(),
    totalHalalas: halalas('total_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    couponId: integer('coupon_id').references(() => coupons.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Which gateway handles it: bank_transfer, moyasar or fake. */
    gateway: text('gateway').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('awaiting_payment'),
    receiptFileId: text('receipt_file_id').references(() => storedFiles.id),
    /** Why an admin sent a receipt back, or why the gateway declined. */
    statusReason: text('status_reason'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card saved with this card payment, or charged by it (a renewal); null once removed. */
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_reference').on(table.reference),
    uniqueIndex('payments_gateway_payment').on(table.gateway, table.gatewayPaymentId),
    index('payments_payer').on(table.payerUserId, table.createdAt),
    index('payments_status').on(table.status, table.createdAt),
    check(
      'payments_amounts',
      sql`${table.subtotalHalalas} >= 0 and ${table.discountHalalas} between 0 and ${table.subtotalHalalas}
        and ${table.netHalalas} = ${table.subtotalHalalas} - ${table.discountHalalas}
        and ${table.vatHalalas} >= 0 and ${table.totalHalalas} = ${table.netHalalas} + ${table.vatHalalas}`,
    ),
    check('payments_paid_at', sql`(${table.status} in ('paid', 'refunded')) = (${table.paidAt} is not null)`),
  ],
);

/**
 * Every change of a payment's state, append-only: who or what moved it (payer, admin, gateway
 * webhook, gateway read-back, scheduled job) and, for a gateway event, its id: unique per gateway,
 * so the same webhook delivered twice is recorded, and applied, once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    fromStatus: text('from_status', { enum: PAYMENT_STATUSES }),
    toStatus: text('to_status', { enum: PAYMENT_STATUSES }).notNull(),
    source: text('source', { enum: ['payer', 'admin', 'webhook', 'gateway', 'job'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    gateway: text('gateway'),
    gatewayEventId: text('gateway_event_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_events_payment').on(table.paymentId, table.createdAt),
    uniqueIndex('payment_events_gateway_event').on(table.gateway, table.gatewayEventId),
  ],
);

/** The last number used per invoice series: taken under a row lock in the paying transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A simplified tax invoice (ZATCA phase 1), issued in the transaction that makes its payment
 * paid, and never changed: seller and buyer as they were then, the lines, the totals and the
 * base64 TLV of the QR code. `number` is gap-free within `series`.
 * A credit note (series CRN, decision 035) is a row of the same table issued when the payment is
 * refunded: `creditedInvoiceId` names the invoice it credits in full (at most one credit note per
 * invoice), and its amounts are the amounts credited (positive, as ZATCA states them).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    series: text('series').notNull().default('INV'),
    number: integer('number').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    payerUserId: integer('payer_user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerNameEn: text('seller_name_en').notNull(),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerAddressEn: text('seller_address_en').notNull(),
    sellerAddressAr: text('seller_address_ar').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** [{descriptionEn, descriptionAr, quantity, unitHalalas}] */
    lines: jsonb('lines').notNull(),
    subtotalHalalas: halalas('subtotal_halalas').notNull(),
    discountHalalas: halalas('discount_halalas').notNull(),
    netHalalas: halalas('net_halalas').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vatHalalas: halalas('vat_halalas').notNull(),
    totalHalalas: halalas('total_halalas').notNull(),
    qrBase64: text('qr_base64').notNull(),
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (table) => [
    uniqueIndex('invoices_number').on(table.series, table.number),
    uniqueIndex('invoices_payment')
      .on(table.paymentId)
      .where(sql`${table.creditedInvoiceId} is null`),
    uniqueIndex('invoices_credited_invoice').on(table.creditedInvoiceId),
    index('invoices_payer').on(table.payerUserId, table.issuedAt),
    check('invoices_credit_note_series', sql`(${table.series} = 'CRN') = (${table.creditedInvoiceId} is not null)`),
  ],
);

/**
 * A subscription to a plan (spec §3: subscriptionPackageId, startDate, endDate, packageForId):
 * a provider's plan (`providerId`) or a company's media package (`companyId`), exactly one.
 * At most one active subscription per provider and per company. `autoRenew` is cleared by
 * cancelling before renewal; `nextPlanCode` / `nextPeriod` hold a downgrade that starts at the
 * period's end. `savedCardId` is the saved card renewals charge (a gateway token, never a card number).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').references(() => serviceProviders.id),
    companyId: integer('company_id').references(() => companies.id),
    planCode: text('plan_code').notNull(),
    packageId: smallint('package_id').notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    nextPlanCode: text('next_plan_code'),
    nextPeriod: text('next_period', { enum: BILLING_PERIODS }),
    /** The payment that started or last renewed it. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The card renewals charge (decision 042); null: renewals raise a bank-transfer invoice. */
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** While a failed card renewal waits for the bank transfer: the lapse waits until then. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_one_subscriber', sql`(${table.providerId} is null) <> (${table.companyId} is null)`),
    check('subscriptions_period', sql`${table.endsAt} > ${table.startsAt}`),
    uniqueIndex('subscriptions_one_active_per_provider')
      .on(table.providerId)
      .where(sql`${table.status} = 'active' and ${table.providerId} is not null`),
    uniqueIndex('subscriptions_one_active_per_company')
      .on(table.companyId)
      .where(sql`${table.status} = 'active' and ${table.companyId} is not null`),
    index('subscriptions_ends').on(table.status, table.endsAt),
  ],
);

/**
 * A provider company featured over [startsAt, endsAt): everywhere (kind 'company', 3, 6 or 12
 * months, `durationCode` of spec §3) or at the top of one sub-industry (kind 'sub_industry',
 * `isicClassCode`, 30 days). Bought by `paymentId` (one featuring per payment). A purchase while
 * featured starts when the current one ends. service_providers.is_featured mirrors "a company
 * featuring covers now", kept by activation and the expiry job.
 */
export const featurings = pgTable(
  'featurings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id),
    kind: text('kind', { enum: ['company', 'sub_industry'] }).notNull(),
    durationCode: smallint('duration_code'),
    isicClassCode: text('isic_class_code').references(() => isicClasses.code),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('featurings_payment').on(table.paymentId),
    index('featurings_provider').on(table.providerId, table.endsAt),
    index('featurings_class').on(table.isicClassCode, table.endsAt),
    check('featurings_period', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'featurings_kind',
      sql`(${table.kind} = 'sub_industry') = (${table.isicClassCode} is not null) and (${table.kind} = 'company') = (${table.durationCode} is not null)`,
    ),
  ],
);

/**
 * A request the sales team answers (contracts billing/sales-requests.ts): a customised media
 * package (`selectedFeatures`, `additionalFeatures`, phone, country) or advertising (`message`).
 * `userId` is set when a signed-in user sent it.
 */
export const salesRequests = pgTable(
  'sales_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: SALES_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: SALES_REQUEST_STATUSES }).notNull().default('new'),
    userId: integer('user_id').references(() => users.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull(),
    companyName: text('company_name'),
    selectedFeatures: text('selected_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    additionalFeatures: text('additional_features'),
    message: text('message'),
    adminNote: text('admin_note'),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sales_requests_status').on(table.status, table.createdAt)],
);
