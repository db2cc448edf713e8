import { SimpleFaker } from '@faker-js/faker';
import { asc, eq, sql } from 'drizzle-orm';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { roundImpliedPrice } from '@hissa/contracts/trading/indicative-price';
import { OfferSharesRequestSchema } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { companyDetails } from '../db/schema/company-content.ts';
import { companies } from '../db/schema/directory.ts';
import { fundingProfiles } from '../db/schema/funding.ts';
import { holdings } from '../db/schema/trading.ts';
import { users } from '../db/schema/users.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.ts';
import { acceptBid, negotiateBid, placeBid } from '../modules/trading/bid-service.ts';
import { saveOffer } from '../modules/trading/offer-service.ts';
import { approveTrade } from '../modules/trading/settlement-service.ts';
import { tradeApprovalNote } from './review-notes.ts';
import { atTradingTime } from '../modules/trading/trading-clock.ts';
import { FAMILY_NAMES } from './names/family-names.ts';
import { GIVEN_NAMES } from './names/given-names.ts';
import { SEED } from './seed-context.ts';

/** Market size at scale 1, and the floors that keep a test database (scale 0.01) alive. */
const FULL_SCALE = { companies: 100, participants: 150 };
const FLOOR = { companies: 6, participants: 16 };
/** Companies 1-3 carry the hand-written trading demo (trading-demo.ts): they get history only. */
const HAND_WRITTEN_DEMO_COMPANIES = 3;
const DAY_MS = 86_400_000;
const CONSENTS = { terms: true, technologyFacilitator: true, authorization: true } as const;
/** Share structures of companies that published none yet. */
const TOTAL_SHARE_CHOICES = [1_000_000, 2_500_000, 5_000_000, 10_000_000, 20_000_000] as const;
/** Reference prices (SAR) of the hand-written demo companies, near their demo offers. */
const DEMO_REFERENCE_HALALAS = [4_600n, 8_000n, 12_000n] as const;
/** Minimum transaction (decision 004, MIN_TRANSACTION_HALALAS): SAR 1,000, with a margin. */
const MIN_VALUE_HALALAS = 120_000n;

type Participant = { id: number; isSeller: boolean };
type MarketCompany = { id: number; totalShares: number; referenceHalalas: bigint; demo: boolean };

const priceOf = (halalas: bigint) => halalasToSar(halalas);

/** `halalas` moved by `basisPoints` (hundredths of a percent, may be negative), never below SAR 1. */
function moved(halalas: bigint, basisPoints: number): bigint {
  const next = (halalas * BigInt(10_000 + basisPoints)) / 10_000n;
  return next < 100n ? 100n : next;
}

/** A quantity worth at least the minimum transaction at `halalas` a share, rounded to 10 shares. */
function quantityAt(random: SimpleFaker, halalas: bigint, maxShares: number): number {
  const minimum = Number(MIN_VALUE_HALALAS / halalas) + 1;
  const wanted = Math.max(minimum, random.number.int({ min: 50, max: 2_500 }));
  return Math.min(maxShares, Math.ceil(wanted / 10) * 10);
}

/**
 * The market's participants: individual and institutional shareholders and investors with Saudi
 * names, e-mails under market.demo.hissa.sa and one random password nobody knows (they never
 * sign in; they make the market the demo accounts trade in).
 */
async function insertParticipants(tx: Db, random: SimpleFaker, count: number): Promise<Participant[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const types = [
    USER_TYPES.individualShareholder,
    USER_TYPES.institutionalShareholder,
    USER_TYPES.individualInvestor,
    USER_TYPES.institutionalInvestor,
  ];
  const rows = Array.from({ length: count }, (_unused, index) => {
    const given = random.helpers.arrayElement(GIVEN_NAMES);
    const family = random.helpers.arrayElement(FAMILY_NAMES);
    return {
      email: `trader.${String(index + 1).padStart(4, '0')}@market.demo.hissa.sa`,
      passwordHash,
      userType: types[index % types.length] ?? USER_TYPES.individualInvestor,
      firstName: given.en,
      lastName: family.en,
      firstNameAr: given.ar,
      lastNameAr: family.ar,
      isFirstTimeLogin: false,
      isEmailVerified: true,
    };
  });
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, userType: users.userType });
  return inserted.map((row) => ({
    id: row.id,
    isSeller: row.userType === USER_TYPES.individualShareholder || row.userType === USER_TYPES.institutionalShareholder,
  }));
}

/**
 * The companies that trade: the first private companies by id. Each gets a published share
 * structure when it has none (company_details.total_shares), and a reference price the trades
 * walk from: the price its newest funding round implies (contracts roundImpliedPrice) when it is
 * SAR 1 or more, else a generated SAR 6-150; the hand-written demo companies keep prices near
 * their demo offers. A funded company whose reference is not the round's price gets the
 * pre-money valuation that implies it, so the indicative price's round figure agrees with the
 * trades (decision 044).
 */
async function marketCompanies(tx: Db, random: SimpleFaker, count: number): Promise<MarketCompany[]> {
  const rows = await tx
    .select({
      id: companies.id,
      totalShares: companyDetails.totalShares,
      preMoney: fundingProfiles.preMoneyValuation,
      issued: sql<string | null>`(select case when r.status = 'closed' then r.raised_amount else 0 end::text
        from fund_rounds r where r.company_id = ${companies.id} order by r.announced_date desc, r.id desc limit 1)`,
    })
    .from(companies)
    .leftJoin(companyDetails, eq(companyDetails.companyId, companies.id))
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, companies.id))
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id))
    .limit(count);
  const missing = rows.filter((row) => row.totalShares === null);
  const published = new Map<number, number>();
  for (const row of missing) published.set(row.id, random.helpers.arrayElement(TOTAL_SHARE_CHOICES));
  if (missing.length > 0)
    await tx
      .insert(companyDetails)
      .values(
        missing.map((row) => ({
          companyId: row.id,
          totalShares: published.get(row.id),
          effectiveShares: published.get(row.id),
        })),
      )
      .onConflictDoUpdate({
        target: companyDetails.companyId,
        set: { totalShares: sql`excluded.total_shares`, effectiveShares: sql`excluded.effective_shares` },
      });
  const chosen: MarketCompany[] = [];
  for (const [index, row] of rows.entries()) {
    const totalShares = row.totalShares ?? published.get(row.id) ?? TOTAL_SHARE_CHOICES[0];
    const issuedHalalas = sarToHalalas(row.issued ?? '0');
    const implied =
      row.preMoney === null
        ? null
        : roundImpliedPrice({ preMoneyHalalas: sarToHalalas(row.preMoney), issuedHalalas, totalShares });
    const generated = BigInt(random.number.int({ min: 600, max: 15_000 }));
    const demoPrice = DEMO_REFERENCE_HALALAS[index];
    const referenceHalalas =
      demoPrice ?? (implied !== null && implied.priceHalalas >= 100n ? implied.priceHalalas : generated);
    const preMoneyHalalas = referenceHalalas * BigInt(totalShares) - issuedHalalas;
    if (row.preMoney !== null && implied?.priceHalalas !== referenceHalalas && preMoneyHalalas > 0n)
      await tx
        .update(fundingProfiles)
        .set({ preMoneyValuation: halalasToSar(preMoneyHalalas) })
        .where(eq(fundingProfiles.companyId, row.id));
    chosen.push({ id: row.id, totalShares, referenceHalalas, demo: index < HAND_WRITTEN_DEMO_COMPANIES });
  }
  return chosen;
}

/**
 * Twelve months of trading, then today's book, for one company, all through the trading
 * services (saveOffer, placeBid, negotiateBid, acceptBid, approveTrade) at past instants
 * (atTradingTime), so every offer, bid and trade has its audit trail and holdings move only by
 * settlement. The holders start with 6-30% of the published shares (the rest of the register is
 * off the platform). History: a settled trade every 3-8 weeks at a price that walks from the
 * reference price. Today (not for the hand-written demo companies): 1-3 open public offers above
 * the last price with bids below it, a negotiation awaiting the bidder on some, a private deal
 * on one company in five and a trade awaiting the admin on one in six. Returns settled trades.
 */
async function tradeCompany(
  tx: Db,
  random: SimpleFaker,
  company: MarketCompany,
  participants: readonly Participant[],
  adminId: number,
  today: number,
): Promise<number> {
  const sellers = random.helpers.arrayElements(
    participants.filter((p) => p.isSeller),
    random.number.int({ min: 3, max: 5 }),
  );
  const register = Math.round((company.totalShares * random.number.int({ min: 6, max: 30 })) / 100);
  const shares = new Map<number, number>();
  sellers.forEach((seller, index) => {
    const part = Math.floor(register / sellers.length) + (index === 0 ? register % sellers.length : 0);
    shares.set(seller.id, part);
  });
  await tx.insert(holdings).values(
    sellers.map((seller) => ({
      userId: seller.id,
      companyId: company.id,
      shares: shares.get(seller.id) ?? 0,
      acquiredAt: new Date(today - 400 * DAY_MS),
    })),
  );
  const holders = [...sellers.map((seller) => seller.id)];
  const offer = (fields: Record<string, unknown>) =>
    OfferSharesRequestSchema.parse({ companyId: company.id, consents: CONSENTS, validity: 'GTC', ...fields });
  // `daysAgo` days before the seed's day, at `hour` UTC (default a working hour, 8-16)
  const at = <T>(daysAgo: number, step: () => Promise<T>, hour = random.number.int({ min: 8, max: 16 })) =>
    atTradingTime(new Date(today - daysAgo * DAY_MS + hour * 3_600_000), step);

  // the trade days, oldest first, and prices that walk back from the reference price, so the
  // latest trade sits at it (and near the hand-written demo offers)
  const days: number[] = [];
  for (let day = 365 - random.number.int({ min: 0, max: 20 }); day > 4; day -= random.number.int({ min: 21, max: 56 }))
    days.push(day);
  const prices = days.map(() => 0n);
  let walk = company.referenceHalalas;
  for (let index = days.length - 1; index >= 0; index -= 1) {
    prices[index] = walk;
    walk = moved(walk, random.number.int({ min: -800, max: 600 }));
  }
  const price = company.referenceHalalas;
  let settled = 0;
  for (const [index, day] of days.entries()) {
    const tradeHalalas = prices[index] ?? price;
    const sellerId = random.helpers.arrayElement(holders);
    const buyer = random.helpers.arrayElement(participants.filter((p) => p.id !== sellerId));
    const held = shares.get(sellerId) ?? 0;
    const quantity = quantityAt(random, tradeHalalas, Math.floor(held / 3));
    if (quantity * Number(tradeHalalas) < Number(MIN_VALUE_HALALAS)) continue;
    const tradePrice = priceOf(tradeHalalas);
    const saved = await at(day, () =>
      saveOffer(tx, sellerId, offer({ dealType: 'public', price: tradePrice, quantity, allowsPartial: false })),
    );
    const bid = await at(
      day - 1,
      () => placeBid(tx, buyer.id, { offerId: saved.offer.id, price: tradePrice, quantity }),
      10,
    );
    const trade = await at(day - 1, () => acceptBid(tx, sellerId, bid.id, quantity), 15);
    await at(day - 3, () => approveTrade(tx, adminId, trade.id, tradeApprovalNote(settled)));
    shares.set(sellerId, held - quantity);
    shares.set(buyer.id, (shares.get(buyer.id) ?? 0) + quantity);
    if (!holders.includes(buyer.id)) holders.push(buyer.id);
    settled += 1;
  }
  if (company.demo) return settled;

  // today's book: sellers with shares, offering above the last price; bidders below it
  const bookSellers = random.helpers.arrayElements(
    holders.filter((id) => (shares.get(id) ?? 0) > 0),
    random.number.int({ min: 1, max: 3 }),
  );
  for (const [index, sellerId] of bookSellers.entries()) {
    const ask = moved(price, random.number.int({ min: 100, max: 1_000 }));
    const quantity = quantityAt(random, ask, Math.floor((shares.get(sellerId) ?? 0) / 2)) * 2;
    if (quantity * Number(ask) < Number(MIN_VALUE_HALALAS) || quantity > (shares.get(sellerId) ?? 0)) continue;
    const isPrivate = index === 0 && random.number.int({ min: 1, max: 5 }) === 1;
    const others = participants.filter((p) => p.id !== sellerId);
    const target = random.helpers.arrayElement(others);
    const saved = await at(random.number.int({ min: 2, max: 20 }), () =>
      saveOffer(
        tx,
        sellerId,
        offer({
          dealType: isPrivate ? 'private' : 'public',
          targetBuyerId: isPrivate ? target.id : undefined,
          price: priceOf(ask),
          quantity,
          allowsPartial: !isPrivate,
        }),
      ),
    );
    if (isPrivate) continue;
    const bidders = random.helpers.arrayElements(others, random.number.int({ min: 0, max: 3 }));
    let remaining = quantity;
    for (const [bidIndex, bidder] of bidders.entries()) {
      const bidPrice = moved(price, -random.number.int({ min: 100, max: 900 }));
      const bidQuantity = Math.min(remaining, quantityAt(random, bidPrice, remaining));
      if (bidQuantity * Number(bidPrice) < Number(MIN_VALUE_HALALAS)) continue;
      const bid = await at(1, () =>
        placeBid(tx, bidder.id, { offerId: saved.offer.id, price: priceOf(bidPrice), quantity: bidQuantity }),
      );
      if (bidIndex === 0 && random.number.int({ min: 1, max: 3 }) === 1) {
        const counter = moved(bidPrice, random.number.int({ min: 150, max: 500 }));
        await at(
          1,
          () => negotiateBid(tx, sellerId, { bidId: bid.id, price: priceOf(counter), quantity: bidQuantity }),
          18,
        );
      } else if (bidIndex === 1 && random.number.int({ min: 1, max: 6 }) === 1) {
        await at(1, () => acceptBid(tx, sellerId, bid.id, bidQuantity), 18);
        remaining -= bidQuantity;
        if (remaining === 0) break;
      }
    }
  }
  return settled;
}

/**
 * A living secondary market (issue 15, decision 033): market participants, the register
 * held on the platform for round(100 x scale) private companies (at least 6), twelve months of
 * settled trades and today's open offers, bids, negotiations, private deals and trades awaiting
 * the admin, all through the trading services. Runs after the funding and company-content
 * seeds (it reads their pre-money valuations and share structures). Deterministic for a given
 * day: dates are relative to the start of the seed's day (UTC). Returns the settled trades.
 */
export async function insertMarketDemo(tx: Db, scale: number): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 15 });
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.hissa.sa'));
  if (!admin) throw new Error('demo admin missing');
  const participants = await insertParticipants(
    tx,
    random,
    Math.max(FLOOR.participants, Math.round(FULL_SCALE.participants * scale)),
  );
  const chosen = await marketCompanies(tx, random, Math.max(FLOOR.companies, Math.round(FULL_SCALE.companies * scale)));
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  let settled = 0;
  for (const company of chosen) settled += await tradeCompany(tx, random, company, participants, admin.id, today);
  return settled;
}
