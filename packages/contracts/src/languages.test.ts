import { describe, expect, it } from 'vitest';
import { inDigits, personName } from './languages.ts';

describe('inDigits: one digit system per page', () => {
  it('writes short numbers and their grouping in Arabic-Indic digits', () => {
    expect(inDigits('من 6 إلى 49 موظفًا', 'arab')).toBe('من ٦ إلى ٤٩ موظفًا');
    expect(inDigits('من 1,000 إلى 4,999 موظفًا', 'arab')).toBe('من ١٬٠٠٠ إلى ٤٬٩٩٩ موظفًا');
  });

  it('leaves phone numbers, numbers after "+" and Latin pages as written', () => {
    expect(inDigits('اتصل على 0501234567', 'arab')).toBe('اتصل على 0501234567');
    expect(inDigits('+966', 'arab')).toBe('+966');
    expect(inDigits('من 6 إلى 49 موظفًا', 'latn')).toBe('من 6 إلى 49 موظفًا');
  });
});

describe('personName', () => {
  const sara = { firstName: 'Sara', lastName: 'Al-Otaibi', firstNameAr: 'سارة', lastNameAr: null };
  it('gives Arabic readers each Arabic form that exists, others the names as written', () => {
    expect(personName(sara, 'ar')).toEqual({ firstName: 'سارة', lastName: 'Al-Otaibi' });
    expect(personName(sara, 'en')).toEqual({ firstName: 'Sara', lastName: 'Al-Otaibi' });
  });
});
