import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN subscription calls (Database.listen). */
export type NotificationHandlers = {
  /** A NOTIFY on the channel, with its payload ('' when none). */
  onNotification: (payload: string) => void;
  /** true once notifications arrive; false when they may be missed (connection lost, stopped). */
  onLive: (isLive: boolean) => void;
};

/** A LISTEN subscription. */
export type Listener = {
  /**
   * Resolves once every notification committed before the call has been handled (a round trip on
   * the listening connection: PostgreSQL sends the notifications it has for a session before the
   * answer to its next query). At once when not connected, and on PGlite, which hands them over
   * before the notifying statement's own result.
   */
  sync: () => Promise<void>;
  /** Stops listening; onLive(false) has been called when it resolves. */
  stop: () => Promise<void>;
};

/** The first wait before reconnecting a lost listener, ms; it doubles up to RECONNECT_MAX_MS. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** How long a sync waits for the listening connection to answer before giving it up as lost, ms. */
const SYNC_TIMEOUT_MS = 2_000;

/**
 * LISTENs on `channel` (a plain lower-case identifier) over a connection of its own: pool clients
 * are shared between requests, and a LISTEN belongs to one session. A lost connection calls
 * onLive(false) and reconnects after 0.5 s, then up to 30 s apart. Resolves after the first
 * attempt, live or not. Errors: throws for a channel that is not a plain identifier.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: "${channel}" is not a plain identifier`);
  let current: pg.Client | null = null;
  /** `current` once its LISTEN has been answered. */
  let listening: pg.Client | null = null;
  let isStopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client): void {
    if (current !== client) return; // already handled, or stopped on purpose
    current = null;
    listening = null;
    handlers.onLive(false);
    void client.end().catch(() => undefined);
    if (isStopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    // named, so pg_stat_activity shows what the connection is for
    const client = new pg.Client({ connectionString, keepAlive: true, application_name: `hissa listen ${channel}` });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      console.error(`PostgreSQL LISTEN ${channel} failed:`, error instanceof Error ? error.message : error);
      if (current === client) lost(client);
      else void client.end().catch(() => undefined); // stopped meanwhile
      return;
    }
    if (current !== client) {
      await client.end().catch(() => undefined); // stopped meanwhile
      return;
    }
    listening = client;
    retryMs = RECONNECT_MIN_MS;
    handlers.onLive(true);
  }

  /**
   * One round trip on the listening connection; a failure is the connection's 'error' to handle. A
   * connection that has not answered within SYNC_TIMEOUT_MS is given up as lost (the cache stops
   * answering until a new one listens), so a stalled connection never holds a write's answer.
   */
  async function roundTrip(): Promise<void> {
    const client = listening;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        lost(client);
        resolve();
      }, SYNC_TIMEOUT_MS);
    });
    const answered = client.query('SELECT 1').then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([answered, stalled]);
    clearTimeout(timer);
  }

  // Syncs asked for while one is in flight share the next one: the one in flight may have started
  // before their commits.
  let inFlight: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  function sync(): Promise<void> {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => (inFlight = null));
      return inFlight;
    }
    following ??= inFlight.then(() => {
      following = null;
      return sync();
    });
    return following;
  }

  await connect();
  return {
    sync,
    stop: async () => {
      isStopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      listening = null;
      handlers.onLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/** LISTENs on `channel` in embedded PGlite, which delivers its own notifications in-process. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listener> {
  const unsubscribe = await client.listen(channel, (payload) => handlers.onNotification(payload));
  handlers.onLive(true);
  return {
    sync: async () => undefined,
    stop: async () => {
      handlers.onLive(false);
      await unsubscribe().catch(() => undefined);
    },
  };
}
