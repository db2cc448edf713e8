import type { SimpleFaker } from '@faker-js/faker';
import { STREETS } from './places.ts';

/** Words of a trade name that a company's domain leaves out. */
const DOMAIN_STOP_WORDS = new Set(['co', 'ltd', 'est', 'branch', 'of', 'office']);
/** Whole words are kept up to this many letters: "abdulmajeedalmazroupartners", not a cut-off word. */
const MAX_DOMAIN_LABEL = 32;

const TOP_LEVEL_DOMAINS = [
  { value: 'com.sa', weight: 60 },
  { value: 'com', weight: 25 },
  { value: 'sa', weight: 15 },
];

/**
 * Hands out web domains built from English trade names ("Al Zamil Contracting Co." ->
 * "alzamilcontracting.com.sa"), each once: a clash gets a number ("alzamilcontracting2").
 */
export class DomainRegistry {
  readonly #taken = new Set<string>();

  /** A free ASCII domain for `nameEn`, with a Saudi or .com top-level domain. */
  claim(random: SimpleFaker, nameEn: string): string {
    const words = nameEn
      .normalize('NFD')
      .replace(/\(.*?\)/g, ' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !DOMAIN_STOP_WORDS.has(word));
    let label = words[0] ?? 'company';
    for (const word of words.slice(1)) {
      if (label.length + word.length > MAX_DOMAIN_LABEL) break;
      label += word;
    }
    const topLevel = random.helpers.weightedArrayElement(TOP_LEVEL_DOMAINS);
    let domain = `${label}.${topLevel}`;
    for (let number = 2; this.#taken.has(domain); number += 1) {
      domain = `${label}${number}.${topLevel}`;
    }
    this.#taken.add(domain);
    return domain;
  }
}

/** Website and e-mail of a company at `domain`. */
export function webContacts(random: SimpleFaker, domain: string): { website: string; email: string } {
  const mailbox = random.helpers.arrayElement(['info', 'contact', 'sales', 'hello']);
  return { website: `https://www.${domain}`, email: `${mailbox}@${domain}` };
}

/** A Saudi mobile number in E.164 form: +9665X XXXXXXX (operator prefixes 50-59 in use). */
export function saudiMobile(random: SimpleFaker): string {
  const operator = random.helpers.arrayElement(['0', '3', '4', '5', '6', '8', '9']);
  return `+9665${operator}${random.string.numeric({ length: 7, allowLeadingZeros: true })}`;
}

/** A Saudi landline in E.164 form: +966 area code (11 Riyadh, 12 Makkah region, 13 Eastern...) + 7 digits. */
export function saudiLandline(random: SimpleFaker, areaCode: string): string {
  const exchange = String(random.number.int({ min: 2, max: 8 }));
  return `+966${areaCode}${exchange}${random.string.numeric({ length: 6, allowLeadingZeros: true })}`;
}

/** A company's switchboard (landline, most often) or its manager's mobile. */
export function companyPhone(random: SimpleFaker, areaCode: string): string {
  return random.datatype.boolean({ probability: 0.65 }) ? saudiLandline(random, areaCode) : saudiMobile(random);
}

/**
 * Hands out 10-digit commercial-registration numbers, each once: the issuing office's
 * 4-digit code (1010 Riyadh, 4030 Jeddah, 2050 Dammam...) and a 6-digit serial.
 */
export class RegistrationNumberRegistry {
  readonly #taken = new Set<string>();

  /** A free CR number issued by the office `crPrefix`. */
  claim(random: SimpleFaker, crPrefix: string): string {
    let number: string;
    do {
      number = `${crPrefix}${random.string.numeric({ length: 6, allowLeadingZeros: true })}`;
    } while (this.#taken.has(number));
    this.#taken.add(number);
    return number;
  }
}

/** A short national-address style line in English and Arabic: 4-digit building number, street, city. */
export function streetAddress(random: SimpleFaker, city: { en: string; ar: string }): { en: string; ar: string } {
  const building = random.number.int({ min: 1000, max: 9999 });
  const street = random.helpers.arrayElement(STREETS);
  return { en: `${building} ${street.en}, ${city.en}`, ar: `${building} ${street.ar}، ${city.ar}` };
}
