// The company profile's route value: no schema, so the web's start chunk can build profile links
// without zod (decision 050). companies.ts re-exports it.
import { normalizeSearchText } from './arabic-text.ts';

/**
 * The route value of company-profile-detail-view/{slug}: a title slug ending in the
 * company id ("saudi-aramco-2222" style; Arabic letters are kept).
 */
export function companyProfileSlug(companyName: string, companyId: number): string {
  const title = normalizeSearchText(companyName)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return title ? `${title}-${companyId}` : String(companyId);
}

/** The company id at the end of a profile slug, or null when it has none. */
export function companyIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match?.[1] ? Number(match[1]) : null;
}
