import { sql } from 'drizzle-orm';

/** True in SQL when at least one of the two columns (the English and the Arabic text) holds text. */
export function oneLanguage(english: unknown, arabic: unknown) {
  return sql`coalesce(${english}, ${arabic}) is not null`;
}
