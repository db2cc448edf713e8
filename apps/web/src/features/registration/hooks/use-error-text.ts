import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a form error into text: a contracts message key ('registration.nameLength') is
 * translated from the server namespace; a server answer (already in the request's language)
 * is shown as it is.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('server');
  return (error: ReactNode): string | undefined => {
    if (typeof error !== 'string' || error === '') return undefined;
    // A key of the server namespace, checked with exists() just above.
    return i18n.exists(error, { ns: 'server' }) ? t(error as 'errors.unknown') : error;
  };
}
