import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './arabic-text.ts';
import { companyIdFromSlug, companyProfileSlug } from './companies.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['أسامة', 'اسامه'],
    ['إبراهيم', 'ابراهيم'],
    ['آل سعود', 'ال سعود'],
    ['مستشفى', 'مستشفي'],
    ['مؤسسة', 'موسسه'],
    ['هيئة', 'هييه'],
    ['مُحَمَّد', 'محمد'],
    ['شركـــة', 'شركه'],
    ['٢٠٢٦', '2026'],
    ['  Al   RAJHI  ', 'al rajhi'],
  ])('normalises %s to %s', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });

  it('makes a query typed without hamza or with ه match the stored spelling', () => {
    expect(normalizeSearchText('شركة أسامة')).toBe(normalizeSearchText('شركه اسامه'));
  });
});

describe('company profile slugs', () => {
  it('ends in the company id, keeps Arabic letters and round-trips', () => {
    expect(companyProfileSlug('Saudi Arabian Oil Co.', 397)).toBe('saudi-arabian-oil-co-397');
    expect(companyProfileSlug('شركة جرير للتسويق', 12)).toBe('شركه-جرير-للتسويق-12');
    expect(companyIdFromSlug('saudi-arabian-oil-co-397')).toBe(397);
    expect(companyIdFromSlug('397')).toBe(397);
    expect(companyIdFromSlug('no-id-here')).toBeNull();
  });
});
