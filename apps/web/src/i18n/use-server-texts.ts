import { useTranslation } from 'react-i18next';

/**
 * The server's messages (the server namespace: contracts' validation messages, API errors,
 * statuses) for a component that shows one, without suspending: `t`, `i18n` and `ready`. They
 * are not part of a first load (decision 082): this asks for them as the component mounts, and it
 * renders again once they are in; until then `ready` is false and the component shows no
 * message, never a message's key.
 */
export function useServerTexts() {
  return useTranslation('server', { useSuspense: false });
}
