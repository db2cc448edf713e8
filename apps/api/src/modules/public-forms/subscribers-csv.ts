import type { NewsletterSubscriber } from '@hissa/contracts/public-forms/public-forms';
import { spreadsheetCsv } from '../../lib/csv.ts';

const COLUMNS = [
  'Full name',
  'Email',
  'Designation',
  'Company',
  'Language',
  'Status',
  'Subscribed at',
  'Confirmed at',
  'Unsubscribed at',
] as const;

/** The subscribers as spreadsheet CSV (BOM, header row, one row each; times in ISO 8601 UTC). */
export function subscribersCsv(rows: readonly NewsletterSubscriber[]): string {
  return spreadsheetCsv(
    COLUMNS,
    rows.map((row) => [
      row.fullName,
      row.email,
      row.designation ?? '',
      row.companyName ?? '',
      row.languageCode,
      row.status,
      row.createdAt,
      row.confirmedAt ?? '',
      row.unsubscribedAt ?? '',
    ]),
  );
}
