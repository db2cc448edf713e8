import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceCounters } from '../../db/schema/billing.ts';

/**
 * The next number of invoice series `series` ('INV', 'CRN'), taken with UPDATE ... RETURNING
 * inside the caller's transaction: the counter row stays locked until commit, so concurrent
 * issues get consecutive numbers and a rolled-back one gives its number back (no gaps, no
 * duplicates; decision 021). Errors: Error when the series has no counter row (a migration is missing).
 */
export async function nextInvoiceNumber(tx: Db, series: string): Promise<number> {
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ number: invoiceCounters.lastNumber });
  if (!counter) throw new Error(`invoice series ${series} has no counter row`);
  return counter.number;
}
