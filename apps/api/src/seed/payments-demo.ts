import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { LOAN_PACKAGES } from '@hissa/contracts/billing/catalog';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { samplePdf } from '../modules/files/sample-files.ts';
import { createPayment } from '../modules/payments/create-payment.ts';
import { submitReceipt } from '../modules/payments/payment-service.ts';

/** VAT of the demo payments, in basis points (the default rate). */
const DEMO_VAT_BASIS_POINTS = 1500;

/**
 * Demo payments (decision 020) of the demo individual investor for the two SME-loan
 * business-plan packages, by bank transfer: one awaiting payment (the payment page's
 * instructions and receipt upload) and, with a `fileStore`, one whose PDF receipt waits in the
 * admin's payments queue. Returns the number of payments written.
 */
export async function insertPaymentsDemo(tx: Db, fileStore: FileStore | undefined): Promise<number> {
  const [payer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'individual.investor@demo.hissa.sa'));
  if (!payer) return 0;
  const packages = fileStore ? LOAN_PACKAGES : LOAN_PACKAGES.slice(0, 1);
  for (const [index, item] of packages.entries()) {
    const payment = await createPayment(tx, {
      payerUserId: payer.id,
      kind: 'loan_package',
      details: { packageCode: item.code },
      descriptionEn: `SME loan: ${item.nameEn}`,
      descriptionAr: `قرض المنشآت الصغيرة والمتوسطة: ${item.nameAr}`,
      line: { quantity: 1, unitHalalas: item.priceHalalas },
      method: 'bank_transfer',
      gateway: 'bank_transfer',
      vatRateBasisPoints: DEMO_VAT_BASIS_POINTS,
    });
    if (index === 0 || !fileStore) continue;
    const content = samplePdf(`Bank transfer ${payment.reference}`);
    const blob = await fileStore.put(Readable.from([content]), { maxBytes: content.length });
    await submitReceipt(
      tx,
      payment,
      { field: 'receipt', ...blob, originalName: 'transfer-receipt.pdf', contentType: 'application/pdf' },
      payer.id,
    );
  }
  return packages.length;
}
