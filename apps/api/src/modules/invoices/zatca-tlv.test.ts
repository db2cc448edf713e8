import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeZatcaTlv, encodeZatcaTlv, type ZatcaFields } from './zatca-tlv.ts';

/** A seller name of exactly 64 Arabic characters (128 UTF-8 bytes). */
const ARABIC_NAME_64 = 'شركة حصة للتقنية المالية والاستثمار في الشركات الخاصة السعودية م';

const fields: ZatcaFields = {
  sellerName: ARABIC_NAME_64,
  vatNumber: '310122393500003',
  timestamp: '2026-11-24T09:30:00.000Z',
  totalWithVat: '1150.00',
  vatAmount: '150.00',
};

describe('ZATCA phase-1 TLV', () => {
  it('counts the length of a 64-character Arabic seller name in UTF-8 bytes, not characters', () => {
    expect([...ARABIC_NAME_64]).toHaveLength(64);
    const bytes = Buffer.from(encodeZatcaTlv(fields), 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(ARABIC_NAME_64, 'utf8'));
    expect(bytes[1]).toBeGreaterThan(64);
    // the next field starts right after the name's bytes
    expect(bytes[2 + (bytes[1] ?? 0)]).toBe(2);
  });

  it('writes tags 1-5 in order and decodes back to the same five fields', () => {
    const bytes = Buffer.from(encodeZatcaTlv(fields), 'base64');
    const tags: number[] = [];
    for (let offset = 0; offset < bytes.length; offset += 2 + (bytes[offset + 1] ?? 0)) tags.push(bytes[offset] ?? 0);
    expect(tags).toEqual([1, 2, 3, 4, 5]);
    expect(decodeZatcaTlv(encodeZatcaTlv(fields))).toEqual(fields);
  });

  it('refuses a value over 255 bytes (128 Arabic letters = 256 bytes)', () => {
    expect(() => encodeZatcaTlv({ ...fields, sellerName: 'ح'.repeat(128) })).toThrow(RangeError);
    expect(() => encodeZatcaTlv({ ...fields, sellerName: 'ح'.repeat(127) + 'a' })).not.toThrow();
  });

  it('refuses to decode a truncated payload', () => {
    const bytes = Buffer.from(encodeZatcaTlv(fields), 'base64');
    expect(() => decodeZatcaTlv(bytes.subarray(0, bytes.length - 3).toString('base64'))).toThrow();
  });

  it('round-trips any five values that fit in 255 UTF-8 bytes each', () => {
    const value = fc.string({ unit: 'grapheme', maxLength: 80 }).filter((text) => Buffer.byteLength(text) <= 255);
    fc.assert(
      fc.property(
        fc.record({ sellerName: value, vatNumber: value, timestamp: value, totalWithVat: value, vatAmount: value }),
        (random) => {
          expect(decodeZatcaTlv(encodeZatcaTlv(random))).toEqual(random);
        },
      ),
    );
  });
});
