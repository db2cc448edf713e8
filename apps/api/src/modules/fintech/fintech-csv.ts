import type { Screen } from '@hissa/contracts/fintech/fintech-screener';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { translate } from '../../plugins/i18n.ts';
import { screenCompanies, screenRounds } from './fintech-screener-queries.ts';

/** Most rows one export holds (the screener's whole directory fits many times over at scale 1 per view). */
export const FINTECH_EXPORT_MAX = 10_000;

/**
 * The CSV of a screen (decision 031): every matching company or round in the screen's order, up
 * to FINTECH_EXPORT_MAX, headers and names in `language`, amounts as SAR decimals, dates
 * yyyy-mm-dd; UTF-8 with a BOM so spreadsheets show Arabic (lib/csv.ts).
 */
export async function screenCsv(db: Db, screen: Screen, language: Language): Promise<string> {
  const t = (key: string) => translate(language, `fintech.csv.${key}`);
  const paging = { limit: FINTECH_EXPORT_MAX, offset: 0 };
  if (screen.view === 'rounds') {
    const { rows } = await screenRounds(db, screen, language, paging);
    return spreadsheetCsv(
      ['name', 'country', 'category', 'stage', 'announced', 'funded', 'raised', 'investors', 'source', 'verified'].map(
        t,
      ),
      rows.map((round) => [
        round.companyName,
        round.country.name,
        round.category.name,
        round.stage.name,
        round.announcedDate,
        round.fundedDate ?? '',
        round.raised,
        round.investors.join('; '),
        round.provenance.source.name,
        t(round.provenance.isVerified ? 'yes' : 'no'),
      ]),
    );
  }
  const { rows } = await screenCompanies(db, screen, language, paging);
  return spreadsheetCsv(
    [
      'nameEn',
      'nameAr',
      'country',
      'city',
      'category',
      'status',
      'stage',
      'announced',
      'funded',
      'raised',
      'total',
    ].map(t),
    rows.map((company) => [
      company.nameEn,
      company.nameAr,
      company.country.name,
      company.city,
      company.category.name,
      company.status.name,
      company.stage?.name ?? '',
      company.announcedDate ?? '',
      company.fundedDate ?? '',
      company.raised ?? '',
      company.totalFunding,
    ]),
  );
}
