import type { Language } from '@hissa/contracts/languages';
import { SavePreferredLanguageEndpoint } from '@hissa/contracts/marketplace-accounts-endpoints';
import { callEndpoint } from '../api-client';
import { getSessionToken } from './session';

/**
 * Stores `language` as the signed-in user's language of e-mails (SavePreferredLanguageEndpoint)
 * when someone is signed in; nothing otherwise. A failure is ignored: it never blocks the switch.
 */
export function savePreferredLanguage(language: Language): void {
  if (!getSessionToken()) return;
  callEndpoint(SavePreferredLanguageEndpoint, { body: { language } }).catch(() => undefined);
}
