import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { SfuLink } from './sfu-client.ts';
import type { SfuCommand } from './sfu-protocol.ts';
import { RedisSfuRouter } from './sfu-router.ts';

/*
 * Which instance's SFU serves a room (decision 063), with three routers on one Redis and a
 * stand-in for each instance's SFU process that keeps the commands it is given: the first to
 * need an SFU for a room serves it, the others pass it their commands in order, a leave
 * claims nothing, a stopped owner's room is claimed anew, and a closed room is given up.
 */

const REDIS_URL = loadConfig().meetings.redisUrl ?? 'redis://127.0.0.1:6379';
const OWNERS_KEY = 'hissa:meeting-sfu-owners';
const log = Fastify({ logger: { level: 'silent' } }).log;
const redis = new Redis(REDIS_URL);
const routers: RedisSfuRouter[] = [];
afterAll(async () => {
  await Promise.all(routers.map((router) => router.stop()));
  redis.disconnect();
});

/** One instance: its router and what its own SFU process was sent (`started`: commands that may start it). */
async function instance() {
  const started: SfuCommand[] = [];
  const ifServing: SfuCommand[] = [];
  const sfu: SfuLink = {
    send: (command) => void started.push(command),
    sendIfServing: (command) => void ifServing.push(command),
    start: async () => undefined,
    stop: async () => undefined,
  };
  const router = new RedisSfuRouter(sfu, REDIS_URL, log);
  await router.start();
  routers.push(router);
  return { router, started, ifServing };
}

const offer = (roomId: string, peerId: string): SfuCommand => ({
  type: 'signal',
  roomId,
  peerId,
  signal: { kind: 'publish-offer', sdp: `v=0 ${peerId}` },
});

describe('the SFU router across instances', () => {
  it('serves each room on one instance, passes it the others’ commands in order, and lets another take over when it stops', async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    const roomId = randomUUID();

    b.router.sendIfServing({ type: 'leave', roomId, peerId: 'nobody' });
    a.router.send(offer(roomId, 'sara'));
    await vi.waitFor(() => expect(a.started).toEqual([offer(roomId, 'sara')]));
    for (const peer of ['omar', 'huda', 'ali']) b.router.send(offer(roomId, peer));
    await vi.waitFor(() => expect(a.started).toHaveLength(4));
    expect(a.started.map((command) => command.type === 'signal' && command.peerId)).toEqual([
      'sara',
      'omar',
      'huda',
      'ali',
    ]);
    // a leave for a room nobody served claimed nothing, and B's own SFU was never asked
    expect([b.started, b.ifServing]).toEqual([[], []]);

    await a.router.stop();
    b.router.send(offer(roomId, 'laila'));
    // the first command after the owner stopped reaches nobody; B forgets the owner and the next claims the room
    await vi.waitFor(async () => {
      b.router.send(offer(roomId, 'laila'));
      expect(await redis.hget(OWNERS_KEY, roomId)).not.toBeNull();
      expect(b.started.length).toBeGreaterThan(0);
    });
    c.router.sendIfServing({ type: 'leave', roomId, peerId: 'laila' });
    await vi.waitFor(() => expect(b.ifServing).toContainEqual({ type: 'leave', roomId, peerId: 'laila' }));

    c.router.sendIfServing({ type: 'close-room', roomId });
    await vi.waitFor(async () => expect(await redis.hget(OWNERS_KEY, roomId)).toBeNull());
    expect(b.ifServing).toContainEqual({ type: 'close-room', roomId });
  });
});
