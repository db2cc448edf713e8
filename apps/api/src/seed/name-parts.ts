import type { SimpleFaker } from '@faker-js/faker';
import type { BilingualWord } from './names/bilingual-word.ts';
import { BRAND_NAMES } from './names/brand-names.ts';
import { FAMILY_NAMES } from './names/family-names.ts';
import { GIVEN_NAMES } from './names/given-names.ts';
import { personName, type Person } from './trade-names.ts';

const MALE_GIVEN_NAMES = GIVEN_NAMES.filter((name) => !name.isFemale);

/** A Saudi family name ("Al Zamil" / "الزامل"). */
export function pickFamily(random: SimpleFaker): BilingualWord {
  return random.helpers.arrayElement(FAMILY_NAMES);
}

/** A trade-name word ("Al Waha" / "الواحة"). */
export function pickBrand(random: SimpleFaker): BilingualWord {
  return random.helpers.arrayElement(BRAND_NAMES);
}

/** First and family name; `isMaleOnly` for "& Sons" names, which name the father. */
export function pickPerson(random: SimpleFaker, options: { isMaleOnly: boolean } = { isMaleOnly: false }): Person {
  const given = random.helpers.arrayElement(options.isMaleOnly ? MALE_GIVEN_NAMES : GIVEN_NAMES);
  return personName(given, pickFamily(random));
}
