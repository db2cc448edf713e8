import type { ReactNode } from 'react';
import { useServerTexts } from '../../../i18n/use-server-texts';

/**
 * Turns a form error into text: a contracts message key ('registration.nameLength') is
 * translated from the server namespace; a server answer (already in the request's language)
 * is shown as it is. The server's texts are fetched as the form mounts, without holding it back
 * (they are not part of a first load, decision 082): until they are in, no error text shows.
 */
export function useErrorText() {
  const { t, i18n, ready } = useServerTexts();
  return (error: ReactNode): string | undefined => {
    if (typeof error !== 'string' || error === '' || !ready) return undefined;
    // A key of the server namespace, checked with exists() just above.
    return i18n.exists(error, { ns: 'server' }) ? t(error as 'errors.unknown') : error;
  };
}
