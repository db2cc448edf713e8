import { describe, expect, it } from 'vitest';
import { formattersFor } from './formatting';

describe('formattersFor().sar', () => {
  it('shows every amount with both decimals, so prices line up (45.50 beside 47.00)', () => {
    const formatters = formattersFor('en', 'latn');
    // Intl puts a no-break space between the code and the amount.
    const sar = (amount: string) => formatters.sar(amount).replace(/\u00a0/g, ' ');
    expect(sar('3200.00')).toBe('SAR 3,200.00');
    expect(sar('47')).toBe('SAR 47.00');
    expect(formatters.price('45.5')).toBe('45.50');
    expect(sar('3200.50')).toBe('SAR 3,200.50');
    expect(sar('3200.5')).toBe('SAR 3,200.50');
    expect(sar('0.05')).toBe('SAR 0.05');
  });

  it('writes Arabic amounts in the page digits with the riyal sign', () => {
    const { sar } = formattersFor('ar', 'arab');
    expect(sar('3200.50')).toMatch(/٣٬٢٠٠٫٥٠/);
  });
});

describe('formattersFor().year', () => {
  it('writes the Gregorian year in the page digits, as a year-only date format would', () => {
    expect(formattersFor('en', 'latn').year('2020-05-01')).toBe('2020');
    expect(formattersFor('ar', 'arab').year('2020-05-01')).toBe('٢٠٢٠');
    expect(formattersFor('ar', 'latn').year(new Date(Date.UTC(2026, 0, 1)))).toBe('2026');
    const dateFormatYear = new Intl.DateTimeFormat('ar-u-ca-gregory-nu-arab', { year: 'numeric', timeZone: 'UTC' });
    expect(formattersFor('ar', 'arab').year('1999-12-31')).toBe(
      dateFormatYear.format(new Date(Date.UTC(1999, 11, 31))),
    );
    expect(formattersFor('en', 'latn').year('not a date')).toBe('');
  });
});
