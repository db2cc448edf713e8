import { halalasToSar } from '@hissa/contracts/money';
import type { BillingConfig } from '../../config.ts';
import { encodeZatcaTlv } from './zatca-tlv.ts';

/**
 * What every tax document (an invoice or a credit note, decisions 021 and 035) stores of its
 * issue: the instant, the seller as configured now, and the base64 ZATCA TLV of its QR code (tags
 * 1-5: seller name, VAT number, time of issue, total with VAT, VAT; amounts in halalas).
 * Errors: RangeError when the seller's name or VAT number does not fit the TLV (255 bytes).
 */
export function sellerAndQr(
  seller: BillingConfig['seller'],
  issuedAt: Date,
  totals: { totalHalalas: number; vatHalalas: number },
) {
  return {
    issuedAt,
    sellerNameEn: seller.nameEn,
    sellerNameAr: seller.nameAr,
    sellerVatNumber: seller.vatNumber,
    sellerAddressEn: seller.addressEn,
    sellerAddressAr: seller.addressAr,
    qrBase64: encodeZatcaTlv({
      sellerName: seller.nameAr,
      vatNumber: seller.vatNumber,
      timestamp: issuedAt.toISOString(),
      totalWithVat: halalasToSar(BigInt(totals.totalHalalas)),
      vatAmount: halalasToSar(BigInt(totals.vatHalalas)),
    }),
  };
}
