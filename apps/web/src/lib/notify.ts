import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a toast (a confirmation, a server's error message) once @mantine/notifications has
 * loaded. Importing the package where a page shows a message would put it (and
 * react-transition-group, 8 KiB compressed) into the first load of every page that can show one;
 * the container itself arrives after the first paint (app/providers.tsx), and messages shown
 * before it mounts wait in Mantine's store (decisions 062 and 064).
 */
export function showNotification(notification: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}
