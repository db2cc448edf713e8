import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { BilingualWord } from './names/bilingual-word.ts';

type Named = { nameEn: string; nameAr: string };

/** Fresh candidates tried before a name gets a qualifier: enough to make qualifiers rare. */
const ATTEMPTS = 12;

/**
 * Keeps every name handed out so far, in both languages, compared in their normalised
 * search form: two entries a search could not tell apart count as the same name.
 */
export class NameRegistry {
  readonly #taken = new Set<string>();

  /** Records a name that must stay as it is (listed companies); duplicates are accepted. */
  reserve(name: Named): void {
    this.#taken.add(normalizeSearchText(name.nameEn));
    this.#taken.add(normalizeSearchText(name.nameAr));
  }

  /**
   * Draws candidates from `next` until one is free in both languages. If none of
   * ATTEMPTS is, the last one gets the `qualifier` (its city) and then a number appended.
   */
  claim<T extends Named>(next: () => T, qualifier: BilingualWord): T {
    let candidate = next();
    for (let attempt = 1; attempt < ATTEMPTS && !this.#isFree(candidate); attempt += 1) {
      candidate = next();
    }
    if (this.#isFree(candidate)) return this.#take(candidate);
    const qualified = {
      ...candidate,
      nameEn: `${candidate.nameEn} (${qualifier.en})`,
      nameAr: `${candidate.nameAr} (${qualifier.ar})`,
    };
    for (let number = 2; !this.#isFree(qualified); number += 1) {
      qualified.nameEn = `${candidate.nameEn} (${qualifier.en} ${number})`;
      qualified.nameAr = `${candidate.nameAr} (${qualifier.ar} ${number})`;
    }
    return this.#take(qualified);
  }

  #isFree(name: Named): boolean {
    return !this.#taken.has(normalizeSearchText(name.nameEn)) && !this.#taken.has(normalizeSearchText(name.nameAr));
  }

  #take<T extends Named>(name: T): T {
    this.reserve(name);
    return name;
  }
}
