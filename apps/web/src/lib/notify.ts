import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

/** Whether a toast has been asked for since the page loaded, and who wants to know. */
let hasNotification = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast (a confirmation, a server's error message) once @mantine/notifications has
 * loaded. Importing the package where a page shows a message would put it (and
 * react-transition-group, 8 KiB compressed) into the first load of every page that can show one;
 * the container itself arrives after the first paint (app/providers.tsx) or at once when a toast
 * is asked for first (useHasNotification), and messages shown before it mounts wait in Mantine's
 * store (decisions 062 and 064).
 */
export function showNotification(notification: NotificationData): void {
  if (!hasNotification) {
    hasNotification = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/** True once showNotification has been called: the toasts' container is needed now. */
export function useHasNotification(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hasNotification,
  );
}
