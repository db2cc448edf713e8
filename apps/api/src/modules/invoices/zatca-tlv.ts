/*
 * The QR payload of a simplified tax invoice (ZATCA e-invoicing phase 1): five TLV fields, each a
 * tag byte, a length byte counting the value's UTF-8 bytes (not its characters: an Arabic letter
 * is two bytes), then the value; the whole encoded in base64. Written here because the packages
 * tried count characters and get long Arabic seller names wrong (decision 021).
 */

/** The five fields, in tag order 1-5. Amounts are SAR decimal strings with two places ('115.00'). */
export type ZatcaFields = {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601 instant of issue. */
  timestamp: string;
  totalWithVat: string;
  vatAmount: string;
};

const TAGS = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatAmount'] as const;

/** Largest value one TLV field holds: its length is one byte. */
export const TLV_MAX_VALUE_BYTES = 255;

/**
 * The base64 TLV of the five fields (tags 1-5 in order).
 * Errors: RangeError when a value is over 255 UTF-8 bytes (it cannot be encoded; the seller's
 * configuration is wrong).
 */
export function encodeZatcaTlv(fields: ZatcaFields): string {
  const parts = TAGS.map((name, index) => {
    const value = Buffer.from(fields[name], 'utf8');
    if (value.length > TLV_MAX_VALUE_BYTES)
      throw new RangeError(`ZATCA TLV field ${name} is ${value.length} bytes; at most ${TLV_MAX_VALUE_BYTES}`);
    return Buffer.concat([Buffer.from([index + 1, value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/**
 * The five fields of a base64 TLV (the QR's text read back).
 * Errors: Error when the bytes are not five well-formed fields with tags 1-5 in order.
 */
export function decodeZatcaTlv(base64: string): ZatcaFields {
  const bytes = Buffer.from(base64, 'base64');
  const values: string[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (tag !== values.length + 1 || length === undefined || offset + 2 + length > bytes.length)
      throw new Error(`malformed ZATCA TLV at byte ${offset}`);
    values.push(bytes.subarray(offset + 2, offset + 2 + length).toString('utf8'));
    offset += 2 + length;
  }
  if (values.length !== TAGS.length)
    throw new Error(`ZATCA TLV holds ${values.length} fields; expected ${TAGS.length}`);
  const [sellerName = '', vatNumber = '', timestamp = '', totalWithVat = '', vatAmount = ''] = values;
  return { sellerName, vatNumber, timestamp, totalWithVat, vatAmount };
}
