import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@hissa/contracts/auth';
import { CurrentUserEndpoint } from '@hissa/contracts/auth-endpoints';
import type { Language } from '@hissa/contracts/languages';
import { useLanguage } from '../../i18n/use-language';
import { callEndpoint } from '../api-client';
import { useSession } from './session';

/** The signed-in user's name, e-mail, type and account state (sent with the session's token). */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return callEndpoint(CurrentUserEndpoint, { signal });
}

/**
 * Query options of the signed-in user, keyed by the account and its token version so that a
 * password change (a new token version) reads it afresh, and by the language its names are
 * written in (the Arabic forms for Arabic, decision 044).
 */
export function currentUserQueryOptions(email: string, tokenVersion: number, language: Language) {
  return queryOptions({
    queryKey: ['session', 'me', email, tokenVersion, language],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in user; never fetches while signed out or before the first password change. */
export function useCurrentUser() {
  const session = useSession();
  const { language } = useLanguage();
  return useQuery({
    ...currentUserQueryOptions(session?.claims.sub ?? '', session?.claims.tv ?? 0, language),
    enabled: session !== null,
  });
}
