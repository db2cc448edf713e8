import { useSyncExternalStore } from 'react';
import { POPUP_SESSION_KEY } from './popup-rules';

/*
 * Whether the newsletter popup is open, shared by the footer button and the popup (which the
 * public shell mounts in different places), and the once-per-session flag.
 */

let isOpen = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Opens the popup (the footer button: always). */
export function openNewsletterPopup(): void {
  isOpen = true;
  notify();
}

/** Closes the popup and records that this session has seen it. */
export function closeNewsletterPopup(): void {
  isOpen = false;
  markDoneThisSession();
  notify();
}

/** True when the popup was closed or used this session. */
export function isDoneThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function markDoneThisSession(): void {
  try {
    sessionStorage.setItem(POPUP_SESSION_KEY, '1');
  } catch {
    // storage blocked: the popup may show again on the next page load, nothing worse
  }
}

/** Whether the popup is open, re-rendering on change. */
export function useIsNewsletterPopupOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
  );
}
