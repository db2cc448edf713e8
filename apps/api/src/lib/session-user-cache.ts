/**
 * The signed-in users' rows kept in memory between requests, keyed by the email a session token
 * names (decision 068). The cache only answers while it is live, that is while this instance
 * hears every change to the users table (the `session_user_changed` notifications of migration
 * 0039): a lost listener makes it forget everything and read every row until it hears again.
 * An entry also expires after `ttlMs`, and the oldest goes when `maxEntries` is exceeded.
 */
export class SessionUserCache<Row> {
  readonly #entries = new Map<string, { row: Row; storedAt: number }>();
  /** Bumped by every change heard: a read that began before it must not be kept. */
  #generation = 0;
  #isLive = false;

  constructor(
    private readonly options: {
      /** How long an entry answers, ms, however quiet the notifications are. */
      ttlMs: number;
      maxEntries: number;
      /** The clock, ms (tests move it). */
      now?: () => number;
    },
  ) {}

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The kept row of `email`, or undefined when none is kept, it expired or the cache is not live. */
  get(email: string): Row | undefined {
    const entry = this.#entries.get(email);
    if (!entry) return undefined;
    if (this.#isLive && this.#now() - entry.storedAt < this.options.ttlMs) return entry.row;
    this.#entries.delete(email);
    return undefined;
  }

  /**
   * Reads `email`'s row with `read` and keeps it, unless the cache is not live or a change was
   * heard while the read ran (the row may predate it). Returns what `read` returned.
   */
  async load(email: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const generation = this.#generation;
    const row = await read();
    if (row !== undefined && this.#isLive && generation === this.#generation) {
      this.#entries.delete(email);
      this.#entries.set(email, { row, storedAt: this.#now() });
      const oldest = this.#entries.keys().next();
      if (this.#entries.size > this.options.maxEntries && !oldest.done) this.#entries.delete(oldest.value);
    }
    return row;
  }

  /** Forgets `email`'s row: its account changed (or may have). */
  forget(email: string): void {
    this.#generation += 1;
    this.#entries.delete(email);
  }

  /** Starts or stops answering as the listener connects or drops; either way forgets every row. */
  setLive(isLive: boolean): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#isLive = isLive;
  }
}
