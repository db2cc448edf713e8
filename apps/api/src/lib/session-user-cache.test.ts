import { describe, expect, it } from 'vitest';
import { SessionUserCache } from './session-user-cache.ts';

type Row = { name: string };

/** A live cache over a clock the test moves. */
function liveCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new SessionUserCache<Row>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => clock.now,
  });
  cache.setLive(true);
  return { cache, clock };
}

const read = (name: string) => async () => ({ name });

describe('SessionUserCache', () => {
  it('answers with a loaded row until it expires', async () => {
    const { cache, clock } = liveCache({ ttlMs: 1_000 });
    expect(await cache.load('a@x.sa', read('Sara'))).toEqual({ name: 'Sara' });
    clock.now = 999;
    expect(cache.get('a@x.sa')).toEqual({ name: 'Sara' });
    clock.now = 1_000;
    expect(cache.get('a@x.sa')).toBeUndefined();
  });

  it('keeps nothing while it is not live, and forgets everything when it stops or starts', async () => {
    const cache = new SessionUserCache<Row>({ ttlMs: 1_000, maxEntries: 10 });
    await cache.load('a@x.sa', read('Sara'));
    expect(cache.get('a@x.sa')).toBeUndefined();
    cache.setLive(true);
    await cache.load('a@x.sa', read('Sara'));
    cache.setLive(false);
    expect(cache.get('a@x.sa')).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a@x.sa')).toBeUndefined();
  });

  it('forgets a changed account', async () => {
    const { cache } = liveCache();
    await cache.load('a@x.sa', read('Sara'));
    await cache.load('b@x.sa', read('Omar'));
    cache.forget('a@x.sa');
    expect(cache.get('a@x.sa')).toBeUndefined();
    expect(cache.get('b@x.sa')).toEqual({ name: 'Omar' });
  });

  it('does not keep a row read while a change was heard: the row may predate the change', async () => {
    const { cache } = liveCache();
    let finishRead: (row: Row) => void = () => undefined;
    const loading = cache.load('a@x.sa', () => new Promise<Row>((resolve) => (finishRead = resolve)));
    cache.forget('b@x.sa');
    finishRead({ name: 'Sara (before the change)' });
    expect(await loading).toEqual({ name: 'Sara (before the change)' });
    expect(cache.get('a@x.sa')).toBeUndefined();
  });

  it('keeps at most maxEntries rows, dropping the one stored longest ago', async () => {
    const { cache } = liveCache({ maxEntries: 2 });
    await cache.load('a@x.sa', read('Sara'));
    await cache.load('b@x.sa', read('Omar'));
    await cache.load('a@x.sa', read('Sara again'));
    await cache.load('c@x.sa', read('Huda'));
    expect(cache.get('b@x.sa')).toBeUndefined();
    expect(cache.get('a@x.sa')).toEqual({ name: 'Sara again' });
    expect(cache.get('c@x.sa')).toEqual({ name: 'Huda' });
  });

  it('keeps no answer for an account that does not exist', async () => {
    const { cache } = liveCache();
    expect(await cache.load('gone@x.sa', async () => undefined)).toBeUndefined();
    expect(cache.get('gone@x.sa')).toBeUndefined();
  });
});
