import { Document, type DocumentProps, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { CREDIT_NOTE_REASON, invoiceLabel } from '@hissa/contracts/billing/invoices';
import { halalasToSar } from '@hissa/contracts/money';
import { type Invoice, invoiceLines } from './invoice-queries.ts';
import { registerPdfFonts } from '../../lib/pdf-fonts.ts';
import { riyadhDateTime } from './riyadh-time.ts';

/*
 * The simplified tax invoice or credit note as a PDF (decisions 021, 035), English and Arabic side by side, drawn with
 * @react-pdf/renderer (it shapes Arabic and orders mixed text with the Unicode bidi algorithm) in
 * Noto Sans and Noto Sans Arabic (apps/api/assets/fonts, SIL Open Font Licence).
 */

registerPdfFonts();

/** One style object of @react-pdf (the package does not export the type by name). */
type Style = Parameters<typeof StyleSheet.create>[0][string];

const BRAND = '#0b6e4f';
const MUTED = '#5c6670';
const RULE = '#d9dee3';

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: ['NotoSans', 'NotoSansArabic'], fontSize: 9.5, color: '#1f2933' },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottom: `2 solid ${BRAND}`, paddingBottom: 8 },
  titleEn: { flex: 1, fontSize: 16, fontWeight: 700, color: BRAND },
  titleAr: { flex: 1, fontSize: 17, fontWeight: 700, color: BRAND, textAlign: 'right' },
  row: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 4 },
  ar: { fontFamily: ['NotoSansArabic', 'NotoSans'], direction: 'rtl', textAlign: 'right' },
  muted: { color: MUTED },
  bold: { fontWeight: 700 },
  section: { marginTop: 14 },
  columns: { flexDirection: 'row', justifyContent: 'space-between', gap: 16 },
  column: { flex: 1 },
  tableHead: {
    flexDirection: 'row',
    backgroundColor: '#eef5f2',
    paddingVertical: 4,
    paddingHorizontal: 6,
    marginTop: 14,
  },
  tableRow: { flexDirection: 'row', paddingVertical: 6, paddingHorizontal: 6, borderBottom: `1 solid ${RULE}` },
  description: { flex: 4 },
  number: { flex: 1.3, textAlign: 'right' },
  quantity: { flex: 0.8, textAlign: 'center' },
  footer: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 18 },
  totals: { width: 350 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  grandTotal: { borderTop: `1.5 solid ${BRAND}`, marginTop: 3, paddingTop: 5, fontWeight: 700, fontSize: 11 },
  qr: { width: 110, height: 110 },
});

/** Text in Arabic: Arabic font first, laid out right to left. */
function arabic(text: string, extra: Style | Style[] = {}): ReactElement {
  return h(Text, { style: [styles.ar, ...[extra].flat()] }, text);
}

/** A row with an English label, the value, and the Arabic label at the far right. */
function labelled(en: string, ar: string, value: ReactNode, extra: Style = {}): ReactElement {
  return h(
    View,
    { style: [styles.totalRow, extra] },
    h(Text, { style: [styles.muted, { flex: 1.2 }] }, en),
    h(Text, { style: { flex: 1, textAlign: 'center' } }, value),
    h(View, { style: { flex: 1.3 } }, arabic(ar, styles.muted)),
  );
}

/** 'SAR 1150.00'. */
function sar(halalas: number): string {
  return `SAR ${halalasToSar(BigInt(halalas))}`;
}

/** A line of the lines table (header or item): description, quantity, unit price, amount. */
function tableRow(style: Style, cells: [ReactNode, string, string, string]): ReactElement {
  const [description, quantity, unit, amount] = cells;
  return h(
    View,
    { style },
    h(View, { style: styles.description }, description),
    h(Text, { style: styles.quantity }, quantity),
    h(Text, { style: styles.number }, unit),
    h(Text, { style: styles.number }, amount),
  );
}

/** The words that differ between an invoice and a credit note, in English and Arabic. */
const DOCUMENT_WORDS = {
  invoice: {
    title: ['Simplified Tax Invoice', 'فاتورة ضريبية مبسطة'],
    number: ['Invoice number', 'رقم الفاتورة'],
    grandTotal: ['Total including VAT', 'الإجمالي شامل الضريبة'],
  },
  creditNote: {
    title: ['Credit Note', 'إشعار دائن'],
    number: ['Credit note number', 'رقم الإشعار الدائن'],
    grandTotal: ['Total credited including VAT', 'إجمالي المبلغ الدائن شامل الضريبة'],
  },
} as const;

/**
 * The rows that tie a credit note to what it credits (decision 035): the original invoice's
 * number and issue date, and the reason (a refund). `credited` is the invoice it credits.
 */
function creditReference(credited: Invoice): ReactElement[] {
  const label = invoiceLabel(credited.series, credited.number);
  return [
    labelled('Original invoice', 'الفاتورة الأصلية', label, styles.bold),
    labelled('Original invoice date', 'تاريخ الفاتورة الأصلية', riyadhDateTime(credited.issuedAt)),
    labelled(`Reason: ${CREDIT_NOTE_REASON.en}`, `سبب الإصدار: ${CREDIT_NOTE_REASON.ar}`, ''),
  ];
}

/**
 * The React PDF document of one invoice, or of a credit note when `credited` (the invoice it
 * credits) is given. `qrDataUrl` is the PNG of its QR code.
 */
function invoiceDocument(invoice: Invoice, qrDataUrl: string, credited?: Invoice): ReactElement<DocumentProps> {
  const label = invoiceLabel(invoice.series, invoice.number);
  const vatPercent = `${invoice.vatRateBasisPoints / 100}`;
  const words = credited ? DOCUMENT_WORDS.creditNote : DOCUMENT_WORDS.invoice;
  return h(
    Document,
    { title: `${label} ${words.title[0]}`, author: invoice.sellerNameEn, language: 'ar-SA' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(Text, { style: styles.titleEn }, words.title[0]),
        arabic(words.title[1], styles.titleAr),
      ),
      h(
        View,
        { style: styles.section },
        labelled(words.number[0], words.number[1], label, styles.bold),
        labelled('Issue date (Riyadh)', 'تاريخ الإصدار (الرياض)', riyadhDateTime(invoice.issuedAt)),
        ...(credited ? creditReference(credited) : []),
      ),
      h(
        View,
        { style: [styles.section, styles.columns] },
        h(
          View,
          { style: styles.column },
          h(Text, { style: [styles.muted, styles.bold] }, 'Seller'),
          h(Text, { style: styles.bold }, invoice.sellerNameEn),
          h(Text, null, invoice.sellerAddressEn),
          h(Text, null, `VAT number: ${invoice.sellerVatNumber}`),
        ),
        h(
          View,
          { style: styles.column },
          arabic('البائع', [styles.muted, styles.bold]),
          arabic(invoice.sellerNameAr, styles.bold),
          arabic(invoice.sellerAddressAr),
          arabic(`الرقم الضريبي: ${invoice.sellerVatNumber}`),
        ),
      ),
      h(
        View,
        { style: [styles.section, styles.columns] },
        h(Text, { style: [styles.muted, styles.bold] }, 'Buyer'),
        h(Text, { style: { flex: 1, textAlign: 'center' } }, invoice.buyerName),
        arabic('المشتري', [styles.muted, styles.bold]),
      ),
      tableRow(styles.tableHead, [
        h(Text, { style: styles.bold }, 'Description / الوصف'),
        'Qty',
        'Unit price',
        'Amount',
      ]),
      ...invoiceLines(invoice).map((line, index) =>
        h(
          View,
          { key: index, wrap: false },
          tableRow(styles.tableRow, [
            h(View, null, h(Text, null, line.descriptionEn), arabic(line.descriptionAr, { textAlign: 'left' })),
            String(line.quantity),
            sar(line.unitHalalas),
            sar(line.unitHalalas * line.quantity),
          ]),
        ),
      ),
      h(
        View,
        { style: styles.footer, wrap: false },
        h(
          View,
          null,
          h(Image, { src: qrDataUrl, style: styles.qr }),
          h(Text, { style: [styles.muted, { fontSize: 7.5 }] }, 'ZATCA QR code / رمز الاستجابة السريعة'),
        ),
        h(
          View,
          { style: styles.totals },
          labelled('Subtotal', 'المجموع الفرعي', sar(invoice.subtotalHalalas)),
          labelled('Discount', 'الخصم', sar(invoice.discountHalalas)),
          labelled('Total excluding VAT', 'الإجمالي غير شامل الضريبة', sar(invoice.netHalalas)),
          labelled(`VAT ${vatPercent} %`, `ضريبة القيمة المضافة ${vatPercent}٪`, sar(invoice.vatHalalas)),
          labelled(words.grandTotal[0], words.grandTotal[1], sar(invoice.totalHalalas), styles.grandTotal),
        ),
      ),
    ),
  );
}

/** The QR code of an invoice's base64 TLV as a PNG data URL (the picture the PDF shows). */
export function invoiceQrDataUrl(qrBase64: string): Promise<string> {
  return QRCode.toDataURL(qrBase64, { errorCorrectionLevel: 'M', margin: 2, width: 330 });
}

/**
 * The invoice as PDF bytes (A4, one page for one line); a credit note when `credited` (the invoice
 * it credits) is given: titled "Credit Note / إشعار دائن", naming the original and the reason.
 */
export async function renderInvoicePdf(invoice: Invoice, credited?: Invoice): Promise<Buffer> {
  return renderToBuffer(invoiceDocument(invoice, await invoiceQrDataUrl(invoice.qrBase64), credited));
}
