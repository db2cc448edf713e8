import { useSyncExternalStore } from 'react';

/**
 * Whether the voluntary change-password dialog is open. The dialog is mounted once by the app; the
 * user menu, the dashboards and the change-password route open it from here. First-time users get
 * it regardless (the app forces it).
 */
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  isOpen = next;
  listeners.forEach((listener) => listener());
}

/** Opens the change-password dialog. */
export function openChangePasswordDialog(): void {
  setOpen(true);
}

/** Closes the change-password dialog (voluntary use only; the forced one cannot be closed). */
export function closeChangePasswordDialog(): void {
  setOpen(false);
}

/** True while the voluntary dialog is open. */
export function useIsChangePasswordDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
  );
}
