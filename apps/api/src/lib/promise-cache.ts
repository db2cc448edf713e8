/**
 * A cache of values made once per key and kept for the process's life: `get(key, make)` runs
 * `make` on the first call for `key` and hands every caller the same promise. A failed make is
 * forgotten, so the next call tries again.
 */
export function createPromiseCache<V>() {
  const entries = new Map<string, Promise<V>>();
  return {
    /** The value of `key`, made by `make` if there is none (or the last make failed). */
    get(key: string, make: () => Promise<V>): Promise<V> {
      let entry = entries.get(key);
      if (!entry) {
        entry = make();
        entry.catch(() => entries.delete(key));
        entries.set(key, entry);
      }
      return entry;
    },
  };
}
