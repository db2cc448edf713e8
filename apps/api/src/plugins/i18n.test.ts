import { describe, expect, it } from 'vitest';
import { acceptLanguageValue, digitsFromHeader } from '@hissa/contracts/languages';
import { translate } from './i18n.ts';

describe('numbers in messages follow the page digits', () => {
  it('reads the digits from the Accept-Language extension, Latin when none is asked for', () => {
    expect(digitsFromHeader('ar-u-nu-latn')).toBe('latn');
    expect(digitsFromHeader('ar-SA-u-ca-gregory-nu-latn;q=1, en;q=0.5')).toBe('latn');
    expect(digitsFromHeader('ar-SA-u-ca-gregory-nu-arab')).toBe('arab');
    expect(digitsFromHeader('ar-u-nu-arab')).toBe('arab');
    expect(digitsFromHeader('ar-SA')).toBe('latn');
    expect(digitsFromHeader('en-u-nu-arab')).toBe('latn');
    expect(digitsFromHeader(undefined)).toBe('latn');
    // What the web sends (apps/web/src/lib/api-client.ts) reads back as the page's digits.
    expect(digitsFromHeader(acceptLanguageValue('ar', 'latn'))).toBe('latn');
    expect(digitsFromHeader(acceptLanguageValue('ar', 'arab'))).toBe('arab');
  });

  it('writes numbers in the digits asked for and still picks the Arabic plural by count', () => {
    const key = 'auth.signInDelayedSeconds';
    expect(translate('ar', key, { count: 15 }, 'arab')).toContain('بعد ١٥ ثانية');
    expect(translate('ar', key, { count: 5 }, 'latn')).toContain('بعد 5 ثوانٍ');
    expect(translate('ar', key, { count: 2 }, 'arab')).toContain('ثانيتين');
    expect(translate('en', key, { count: 1200 }, 'latn')).toContain('in 1,200 seconds');
    expect(translate('ar', key, { count: 5 })).toContain('بعد 5 ثوانٍ');
  });
});
