import { asc, eq, inArray } from 'drizzle-orm';
import { OfferSharesRequestSchema, riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { approveTrade } from '../modules/trading/settlement-service.ts';
import { tradeApprovalNote } from './review-notes.ts';
import { acceptBid, negotiateBid, placeBid } from '../modules/trading/bid-service.ts';
import { saveOffer } from '../modules/trading/offer-service.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/directory.ts';
import { holdings } from '../db/schema/trading.ts';
import { users } from '../db/schema/users.ts';

const CONSENTS = { terms: true, technologyFacilitator: true, authorization: true } as const;

/** The same date `days` after today in Riyadh, YYYY-MM-DD. */
function daysFromToday(days: number): string {
  return new Date(Date.parse(`${riyadhToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Demo trading data (issue 5), through the trading services so every row has its audit trail:
 * holdings of the demo shareholders in the first three private companies; open public offers
 * (one GTE), a private offer to the individual investor, bids, a negotiation awaiting the
 * investor, one executed trade awaiting the admin and one settled trade. Deterministic.
 * Returns the number of holdings written.
 */
export async function insertTradingDemo(tx: Db): Promise<number> {
  const emails = {
    sara: 'individual.shareholder@demo.hissa.sa',
    khalid: 'institutional.shareholder@demo.hissa.sa',
    reem: 'individual.investor@demo.hissa.sa',
    abdullah: 'institutional.investor@demo.hissa.sa',
    admin: 'admin@demo.hissa.sa',
  };
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const idOf = (email: string) => {
    const row = rows.find((user) => user.email === email);
    if (!row) throw new Error(`demo user ${email} missing`);
    return row.id;
  };
  const [sara, khalid, reem, abdullah, admin] = [
    idOf(emails.sara),
    idOf(emails.khalid),
    idOf(emails.reem),
    idOf(emails.abdullah),
    idOf(emails.admin),
  ];
  const privateCompanies = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id))
    .limit(3);
  const [c1, c2, c3] = privateCompanies.map((company) => company.id);
  if (c1 === undefined || c2 === undefined || c3 === undefined) return 0;

  const holdingRows = [
    { userId: sara, companyId: c1, shares: 10_000 },
    { userId: sara, companyId: c2, shares: 5_000 },
    { userId: khalid, companyId: c1, shares: 20_000 },
    { userId: khalid, companyId: c3, shares: 8_000 },
    { userId: reem, companyId: c2, shares: 1_000 },
  ];
  await tx.insert(holdings).values(holdingRows);

  const offer = (companyId: number, fields: Record<string, unknown>) =>
    OfferSharesRequestSchema.parse({ companyId, consents: CONSENTS, ...fields });
  const saraC1 = await saveOffer(
    tx,
    sara,
    offer(c1, {
      dealType: 'public',
      price: '45.50',
      quantity: 2_000,
      allowsPartial: true,
      validity: 'GTC',
      notes: 'Part of my stake',
    }),
  );
  const khalidC1 = await saveOffer(
    tx,
    khalid,
    offer(c1, {
      dealType: 'public',
      price: '47.00',
      quantity: 5_000,
      allowsPartial: true,
      validity: 'GTE',
      expiryDate: daysFromToday(30),
    }),
  );
  await saveOffer(
    tx,
    khalid,
    offer(c3, {
      dealType: 'private',
      targetBuyerId: reem,
      price: '120.00',
      quantity: 1_000,
      allowsPartial: false,
      validity: 'GTC',
    }),
  );
  const saraC2 = await saveOffer(
    tx,
    sara,
    offer(c2, { dealType: 'public', price: '80.00', quantity: 1_000, allowsPartial: false, validity: 'GTC' }),
  );

  // bids and a negotiation awaiting the investor
  const reemBid = await placeBid(tx, reem, { offerId: saraC1.offer.id, price: '44.00', quantity: 500 });
  await placeBid(tx, abdullah, { offerId: saraC1.offer.id, price: '45.00', quantity: 800 });
  await negotiateBid(tx, sara, { bidId: reemBid.id, price: '45.00', quantity: 500 });
  // an executed trade awaiting the admin
  const pendingBid = await placeBid(tx, abdullah, { offerId: khalidC1.offer.id, price: '46.00', quantity: 1_000 });
  await acceptBid(tx, khalid, pendingBid.id, 1_000);
  // a settled trade
  const settledBid = await placeBid(tx, abdullah, { offerId: saraC2.offer.id, price: '80.00', quantity: 1_000 });
  const settled = await acceptBid(tx, sara, settledBid.id, 1_000);
  await approveTrade(tx, admin, settled.id, tradeApprovalNote(1));
  return holdingRows.length;
}
