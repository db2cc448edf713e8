import { describe, expect, it } from 'vitest';
import { monogramOf } from './entity-logo';

describe('monogramOf', () => {
  it('takes the first letters of the first two telling words', () => {
    expect(monogramOf('Najd Trading Co.')).toBe('NT');
    expect(monogramOf('Al Rajhi Bank')).toBe('RB');
    expect(monogramOf('The Saudi National Bank')).toBe('SN');
    expect(monogramOf('stc')).toBe('S');
  });

  it('keeps Arabic letters apart and skips words that open many names', () => {
    expect(monogramOf('شركة نجد للتجارة')).toBe('ن\u200Cل');
    expect(monogramOf('بنك الرياض')).toBe('ب\u200Cر');
  });
});
