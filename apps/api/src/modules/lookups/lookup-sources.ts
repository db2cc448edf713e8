import currencyCodes from 'currency-codes';
import countries from 'i18n-iso-countries';
import countriesAr from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { asc } from 'drizzle-orm';
import { DEFAULT_COUNTRY_CODE, MENA_COUNTRY_CODES } from '@hissa/contracts/geography';
import type { LookupListName, StaticLookupItem } from '@hissa/contracts/lookups/lookup-lists';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses, isicDivisions, isicSections } from '../../db/schema/classification.ts';
import { cities } from '../../db/schema/geography.ts';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesAr);

/** A lookup entry before it is localised: both names and, where it has one, its parent's code. */
type SourceItem = StaticLookupItem & { parentCode?: string };

function country(code: string): SourceItem {
  return { code, nameEn: countries.getName(code, 'en') ?? code, nameAr: countries.getName(code, 'ar') ?? code };
}

const arabicCurrencyNames = new Intl.DisplayNames(['ar'], { type: 'currency', fallback: 'none' });

/** ISO 4217 currencies; Arabic names from Intl (CLDR); fund and unit codes without one are left out. */
function currencyList(): SourceItem[] {
  return currencyCodes.data.flatMap((currency) => {
    const nameAr = arabicCurrencyNames.of(currency.code);
    return nameAr ? [{ code: currency.code, nameEn: currency.currency, nameAr }] : [];
  });
}

/** Loads one list, unsorted, from where it lives: code, the npm reference packages or the database. */
export async function loadLookupSource(db: Db, name: LookupListName): Promise<SourceItem[]> {
  switch (name) {
    case 'countries':
      return Object.keys(countries.getAlpha2Codes()).map(country);
    case 'mena-countries':
      return MENA_COUNTRY_CODES.map(country);
    case 'saudi-country':
      return [country(DEFAULT_COUNTRY_CODE)];
    case 'currencies':
      return currencyList();
    case 'cities': {
      const rows = await db.select().from(cities).orderBy(asc(cities.id));
      return rows.map((row) => ({
        code: String(row.id),
        nameEn: row.nameEn,
        nameAr: row.nameAr,
        parentCode: String(row.regionId),
      }));
    }
    case 'industrial-classification-level-1':
      return db
        .select({ code: isicSections.code, nameEn: isicSections.nameEn, nameAr: isicSections.nameAr })
        .from(isicSections);
    case 'industrial-classification-level-2':
      return db
        .select({
          code: isicDivisions.code,
          nameEn: isicDivisions.nameEn,
          nameAr: isicDivisions.nameAr,
          parentCode: isicDivisions.sectionCode,
        })
        .from(isicDivisions);
    case 'industrial-classification-level-4':
      return db
        .select({
          code: isicClasses.code,
          nameEn: isicClasses.nameEn,
          nameAr: isicClasses.nameAr,
          parentCode: isicClasses.divisionCode,
        })
        .from(isicClasses);
    case 'sectors':
      return db
        .select({ code: exchangeSectors.code, nameEn: exchangeSectors.nameEn, nameAr: exchangeSectors.nameAr })
        .from(exchangeSectors);
    default:
      return [...STATIC_LOOKUP_LISTS[name]];
  }
}
