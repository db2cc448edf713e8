import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `reset` each time a dialog opens (`opened` turns true), so every opening starts afresh:
 * its form from the values given, the last call's error cleared. While it is open, a change of
 * `key` (e.g. the record being edited, or data that arrives late) resets it again. `reset` is read
 * when it runs, so it may close over the latest props without being a dependency.
 *
 * Reset a mutation in a call without `key`: a mutation whose success refetches the keyed data
 * would otherwise be reset before its own onSuccess ran, and the dialog would stay open with no
 * word of the success (seen on a busy machine).
 */
export function useResetOnOpen(opened: boolean, reset: () => void, key?: unknown): void {
  const onOpen = useEffectEvent(reset);
  useEffect(() => {
    if (opened) onOpen();
  }, [opened, key]);
}
