import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_TYPE_CODES, SHARE_DEAL_TYPE_CODES } from '@hissa/contracts/lookups/static-lists';
import {
  BID_STATUSES,
  OFFER_CLOSED_REASONS,
  OFFER_STATUSES,
  TRADE_STATUSES,
  TRADING_ENTITY_KINDS,
  TRADING_ROLES,
} from '@hissa/contracts/trading/trading-state-machine';
import { companies } from './directory.ts';
import { users } from './users.ts';

/*
 * Secondary trading of private-company shares (decision 004). Money columns are numeric(18,2) SAR
 * (exact; strings in code, halalas for arithmetic); share quantities are integers. CHECK
 * constraints are the last line of defence behind the service.
 */

/** Shares a user holds in a company: the platform's cap table. Never below zero. */
export const holdings = pgTable(
  'holdings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    shares: integer('shares').notNull(),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('holdings_user_company').on(table.userId, table.companyId),
    index('holdings_company').on(table.companyId),
    check('holdings_shares_not_negative', sql`${table.shares} >= 0`),
  ],
);

/** Live offer statuses, as SQL (one live offer per seller and company). */
const LIVE_OFFER = sql`status in ('open', 'approval_pending')`;

/** An order to sell shares (OfferSharesEndpoint). */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    dealType: text('deal_type', { enum: SHARE_DEAL_TYPE_CODES }).notNull(),
    targetBuyerId: integer('target_buyer_id').references(() => users.id),
    pricePerShare: numeric('price_per_share', { precision: 18, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    remainingQuantity: integer('remaining_quantity').notNull(),
    allowsPartial: boolean('allows_partial').notNull().default(false),
    validity: text('validity', { enum: ORDER_TYPE_CODES }).notNull(),
    /** GTE: the last valid day (Riyadh); the offer expires at `expiresAt`, the end of that day. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    notes: text('notes'),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    closedReason: text('closed_reason', { enum: OFFER_CLOSED_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('offers_company_status').on(table.companyId, table.status),
    index('offers_seller').on(table.sellerId),
    index('offers_expiry').on(table.status, table.expiresAt),
    uniqueIndex('offers_one_live_per_seller_company').on(table.sellerId, table.companyId).where(LIVE_OFFER),
    check('offers_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'offers_remaining_in_range',
      sql`${table.remainingQuantity} >= 0 and ${table.remainingQuantity} <= ${table.quantity}`,
    ),
    check('offers_price_positive', sql`${table.pricePerShare} > 0`),
    check('offers_target_only_private', sql`(${table.dealType} = 'private') = (${table.targetBuyerId} is not null)`),
    check('offers_expiry_only_gte', sql`(${table.validity} = 'GTE') = (${table.expiresAt} is not null)`),
  ],
);

/** A bid on an offer (PlaceBidEndpoint); the counter columns hold the seller's latest terms. */
export const bids = pgTable(
  'bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: BID_STATUSES }).notNull(),
    counterPrice: numeric('counter_price', { precision: 18, scale: 2 }),
    counterQuantity: integer('counter_quantity'),
    /** Whose answer the latest terms wait for (negotiating bids): 'seller' or 'bidder'. */
    awaitingParty: text('awaiting_party', { enum: ['seller', 'bidder'] })
      .notNull()
      .default('seller'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bids_offer').on(table.offerId),
    // a bidder's bids by status: My Orders and the order summary's counts read no other bids
    index('bids_bidder_status').on(table.bidderId, table.status),
    uniqueIndex('bids_one_live_per_bidder_offer')
      .on(table.offerId, table.bidderId)
      .where(sql`status in ('open', 'negotiating')`),
    check('bids_quantity_positive', sql`${table.quantity} > 0`),
    check('bids_price_positive', sql`${table.price} > 0`),
    check('bids_counter_positive', sql`${table.counterQuantity} is null or ${table.counterQuantity} > 0`),
  ],
);

/** Each round of the negotiate-deal dialog (NegotiateBidEndpoint): who proposed which terms. */
export const negotiations = pgTable(
  'negotiations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id),
    party: text('party', { enum: ['seller', 'bidder'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('negotiations_bid').on(table.bidId),
    check('negotiations_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A matched bid: executed, awaiting the admin's review and settlement (decision 004). */
export const trades = pgTable(
  'trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id)
      .unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull(),
    status: text('status', { enum: TRADE_STATUSES }).notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
  },
  (table) => [
    index('trades_status_executed').on(table.status, table.executedAt),
    index('trades_offer').on(table.offerId),
    // each party's trades by status: the order summary counts pending and settled ones from these alone
    index('trades_seller_status').on(table.sellerId, table.status),
    index('trades_buyer_status').on(table.buyerId, table.status),
    check('trades_quantity_positive', sql`${table.quantity} > 0`),
    check('trades_price_positive', sql`${table.price} > 0`),
  ],
);

/**
 * Every status change of an offer, bid or trade, append-only: a trigger (migration
 * trading-audit-append-only) refuses UPDATE and DELETE; code only inserts.
 */
export const tradingAuditLog = pgTable(
  'trading_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entityKind: text('entity_kind', { enum: TRADING_ENTITY_KINDS }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    role: text('role', { enum: TRADING_ROLES }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trading_audit_entity').on(table.entityKind, table.entityId)],
);
