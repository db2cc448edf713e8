import { describe, expect, it } from 'vitest';
import { splitArabicFullName } from './registration-journey.ts';
import { nameField, REGISTRATION_KEYS } from './registration-rules.ts';

const lastName = nameField(REGISTRATION_KEYS.lastNameRequired);

describe('person names (section 5: 3 to 40 letters)', () => {
  it.each(['Al-Qahtani', 'Abdul Rahman', "O'Neil", 'القحطاني', 'عبد الرحمن', 'آل-سعود'])('accepts %s', (name) => {
    expect(lastName.safeParse(name).success).toBe(true);
  });

  it.each([
    ['Qahtani2', REGISTRATION_KEYS.nameLetters],
    ['Al--Qahtani', REGISTRATION_KEYS.nameLetters],
    ['-Qahtani', REGISTRATION_KEYS.nameLetters],
    ['Qahtani!', REGISTRATION_KEYS.nameLetters],
    ['Al', REGISTRATION_KEYS.nameLength],
  ])('refuses %s', (name, key) => {
    const result = lastName.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });
});

describe("a full Arabic name split into the account's Arabic first and last name (decision 047)", () => {
  it.each([
    ['عبد الله الغامدي', 'عبد الله', 'الغامدي'],
    ['هدى  الزهراني', 'هدى', 'الزهراني'],
    ['أبو بكر آل سعود', 'أبو بكر', 'آل سعود'],
    ['عبد الرحمن', 'عبد الرحمن', null],
    ['', null, null],
  ])('%s', (full, firstNameAr, lastNameAr) => {
    expect(splitArabicFullName(full)).toEqual({ firstNameAr, lastNameAr });
  });
});
