import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { OfferSharesEndpoint, PlaceBidEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { holdings } from '../db/schema/trading.ts';
import { loginAs } from './auth-helpers.ts';

/** Consents every offer-shares request needs. */
export const CONSENTS = { terms: true, technologyFacilitator: true, authorization: true } as const;

/** Bearer headers of the four trading demo accounts and the admin. */
export async function tradingHeaders(app: FastifyInstance) {
  return {
    sara: await loginAs(app, USER_TYPES.individualShareholder),
    khalid: await loginAs(app, USER_TYPES.institutionalShareholder),
    reem: await loginAs(app, USER_TYPES.individualInvestor),
    abdullah: await loginAs(app, USER_TYPES.institutionalInvestor),
    admin: await loginAs(app, USER_TYPES.admin),
  };
}

/** The user id of a demo e-mail. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${email}`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A private company with no seeded trading (the 10th private company). */
export async function freshCompanyId(db: Db, index = 10): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from companies where company_type = 'non_listed' order by id offset ${index} limit 1`,
  );
  if (!row) throw new Error('no company');
  return row.id;
}

/** Gives `userId` exactly `shares` shares of `companyId`. */
export async function setHolding(db: Db, userId: number, companyId: number, shares: number): Promise<void> {
  await db
    .insert(holdings)
    .values({ userId, companyId, shares })
    .onConflictDoUpdate({ target: [holdings.userId, holdings.companyId], set: { shares } });
}

/**
 * Sara offers 1,000 shares of `companyId` publicly at 20.00 SAR (partial execution, GTC, with
 * `extra` over those terms) and Reem bids for 100 of them at that price; returns both ids.
 * Sara must hold the shares (setHolding). Fails the test when either call does not answer 201.
 */
export async function placeOfferWithBid(
  app: FastifyInstance,
  headers: { sara: Record<string, string>; reem: Record<string, string> },
  companyId: number,
  extra: object = {},
): Promise<{ offerId: number; bidId: number }> {
  const created = async (url: string, authorization: Record<string, string>, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: authorization, payload: payload as never });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const offerId = await created(OfferSharesEndpoint.path, headers.sara, {
    companyId,
    dealType: 'public',
    allowsPartial: true,
    consents: CONSENTS,
    price: '20.00',
    quantity: 1000,
    validity: 'GTC',
    ...extra,
  });
  const bidId = await created(PlaceBidEndpoint.path, headers.reem, {
    offerId,
    price: '20.00',
    quantity: 100,
  });
  return { offerId, bidId };
}

/** Row counts of the trading tables, to show a refused call wrote nothing. */
export async function tradingRowCounts(db: Db): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from offers)::int as offers, (select count(*) from bids)::int as bids, (select count(*) from trades)::int as trades,
          (select count(*) from negotiations)::int as negotiations, (select count(*) from trading_audit_log)::int as audit,
          (select coalesce(sum(shares), 0) from holdings)::int as shares, (select count(*) from holdings)::int as holdings`,
  );
  return JSON.stringify(row);
}

/** Total shares of a company on the platform's cap table. */
export async function capTableTotal(db: Db, companyId: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(shares), 0)::int as total from holdings where company_id = ${companyId}`,
  );
  return row?.total ?? 0;
}
