import type { Language } from '@hissa/contracts/languages';
import { getSessionToken } from './session';

/**
 * Stores `language` as the signed-in user's language of e-mails (SavePreferredLanguageEndpoint)
 * when someone is signed in; nothing otherwise. A failure is ignored: it never blocks the switch.
 * The API client is fetched on demand: the language menu is on every first load (decision 045).
 */
export function savePreferredLanguage(language: Language): void {
  if (!getSessionToken()) return;
  Promise.all([import('../api-client'), import('@hissa/contracts/marketplace-accounts-endpoints')])
    .then(([{ callEndpoint }, { SavePreferredLanguageEndpoint }]) =>
      callEndpoint(SavePreferredLanguageEndpoint, { body: { language } }),
    )
    .catch(() => undefined);
}
