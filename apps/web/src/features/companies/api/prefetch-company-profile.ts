import { companyIdFromSlug } from '@hissa/contracts/companies';
import { isLanguage } from '@hissa/contracts/languages';
import { i18next } from '../../../i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { companyContentQueryOptions } from '../content/api/get-company-content';
import { companyProfileQueryOptions } from './get-company-profile';

/**
 * Starts fetching what a profile address (`slug`, "riyad-bank-1") shows first, its company and
 * its content (the about text, the tabs' lists), into the cache in the page's language, as
 * useCompanyProfile and useCompanyContent will ask for them; nothing for a slug without an id.
 * The profile route calls it on entry, so both reads run beside the page's code, not one after
 * the other behind it (decision 064).
 */
export function prefetchCompanyProfile(slug: string | undefined): void {
  const companyId = companyIdFromSlug(slug ?? '');
  const language = i18next.language;
  if (companyId === null || !isLanguage(language)) return;
  void queryClient.prefetchQuery(companyProfileQueryOptions(companyId, language));
  void queryClient.prefetchQuery(companyContentQueryOptions(companyId, language));
}
