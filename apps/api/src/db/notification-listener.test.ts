import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresUrl } from '../test/test-app.ts';
import { type Database, openDatabase } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: postgresUrl(), pgliteDir: 'memory://', poolSize: 2 });
});
afterAll(() => database.close());

/** A channel of this test's own, so runs sharing a server do not hear each other. */
const channel = () => `listener_test_${randomBytes(4).toString('hex')}`;

/** A subscription that records what it hears. */
async function listening(name: string) {
  const heard: string[] = [];
  const states: boolean[] = [];
  const listener = await database.listen(name, {
    onNotification: (payload) => heard.push(payload),
    onLive: (isLive) => states.push(isLive),
  });
  return { heard, states, listener };
}

describe('Database.listen', () => {
  it('hears what is notified, every notification committed before a sync already handled', async () => {
    const name = channel();
    const { heard, states, listener } = await listening(name);
    expect(states).toEqual([true]);
    await database.db.execute(sql`select pg_notify(${name}, 'sara@example.sa')`);
    await database.db.execute(sql`select pg_notify(${name}, 'omar@example.sa')`);
    await listener.sync();
    expect(heard).toEqual(['sara@example.sa', 'omar@example.sa']);
    await listener.stop();
    expect(states).toEqual([true, false]);
    await database.db.execute(sql`select pg_notify(${name}, 'after@example.sa')`);
    expect(heard).toHaveLength(2);
  });

  it.runIf(postgresUrl())('says it may miss notifications when its connection is lost, and reconnects', async () => {
    const name = channel();
    const { heard, states, listener } = await listening(name);
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`hissa listen ${name}`}`,
    );
    await vi.waitFor(() => expect(states).toEqual([true, false]));
    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5_000 });
    await database.db.execute(sql`select pg_notify(${name}, 'huda@example.sa')`);
    await listener.sync();
    expect(heard).toEqual(['huda@example.sa']);
    await listener.stop();
  });
});
