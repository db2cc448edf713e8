import { useSyncExternalStore } from 'react';
import type { DigitSystem } from '@hissa/contracts/languages';

/**
 * Which digits Arabic pages show: Arabic-Indic (٠١٢٣, the ar-SA default) or Latin (0123)
 * (design.md, "Numbers"). English pages always use Latin digits.
 */
export type DigitPreference = DigitSystem;

const STORAGE_KEY = 'hissa.digits';
const listeners = new Set<() => void>();

function readPreference(): DigitPreference {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'latn' ? 'latn' : 'arab';
  } catch {
    return 'arab';
  }
}

let current: DigitPreference = readPreference();

/** Stores the preference locally and re-renders every reader. */
export function setDigitPreference(preference: DigitPreference): void {
  current = preference;
  try {
    window.localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Kept in memory only when storage is blocked.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current digit preference, read outside React (the API client's Accept-Language, i18next's number formatting). */
export function getDigitPreference(): DigitPreference {
  return current;
}

/** Calls `listener` after each change of the preference; returns the unsubscribe function. */
export function onDigitPreferenceChange(listener: () => void): () => void {
  return subscribe(listener);
}

/** The current digit preference; components re-render when it changes. */
export function useDigitPreference(): DigitPreference {
  return useSyncExternalStore(subscribe, () => current);
}
