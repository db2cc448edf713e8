import { describe, expect, it } from 'vitest';
import { sharesValue } from './money';

describe('sharesValue', () => {
  it('multiplies in halalas, so decimal prices come out exact', () => {
    expect(sharesValue('0.1', 3)).toBe('0.30');
    expect(sharesValue('1250.5', 3)).toBe('3751.50');
    expect(sharesValue('19.99', 100_000)).toBe('1999000.00');
  });

  it('stays exact beyond what a float holds', () => {
    expect(sharesValue('999999999999.99', 2_147_483_647)).toBe('2147483646999978525163.53');
  });
});
