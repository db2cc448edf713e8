import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RosterEntry, ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import {
  InProcessMeetingRooms,
  type MeetingRooms,
  type RoomFlag,
  RoomFlags,
  type RoomMember,
  rosterFrame,
} from './meeting-rooms.ts';

/** Redis keys and the one pub/sub channel of the meetings (decision 038). */
const CHANNEL = 'hissa:meetings';
const membersKey = (meetingId: string) => `hissa:meeting:${meetingId}:members`;
const chatClockKey = (meetingId: string) => `hissa:meeting:${meetingId}:chat-clock`;
const flagsKey = (meetingId: string) => `hissa:meeting:${meetingId}:flags`;
const MEMBERS_PATTERN = 'hissa:meeting:*:members';
const FLAGS_PATTERN = 'hissa:meeting:*:flags';
/** The chat clock outlives the room by the chat's lifetime and then some (ms). */
const CHAT_CLOCK_TTL_MS = 3_600_000;

/** Strictly increasing chat timestamps across instances: max(now, last + 1), atomically. */
const NEXT_CHAT_TIMESTAMP = `
local last = tonumber(redis.call('GET', KEYS[1]) or '0')
local next = math.max(tonumber(ARGV[1]), last + 1)
redis.call('SET', KEYS[1], next, 'PX', ARGV[2])
return next`;

/** A connected attendee as every instance knows it: its entry, where its socket is, when it arrived. */
type SharedMember = { entry: RosterEntry; instance: string; arrivedAt: number };

/** What one instance tells the others about a meeting. */
type RoomChange = { meetingId: string } & (
  | { op: 'add'; member: SharedMember }
  | { op: 'update'; attendeeId: string; entry: RosterEntry }
  | { op: 'remove'; attendeeId: string }
  | { op: 'send'; attendeeId: string; frame: ServerFrame }
  | { op: 'close'; attendeeId: string; code: number }
  | { op: 'broadcast'; frame: ServerFrame; except?: string }
  | { op: 'roster' }
  | { op: 'flag'; flag: RoomFlag; isSet: boolean }
);
/** A change as sent over the channel, with the instance it comes from. */
type RoomMessage = RoomChange & { instance: string };

/**
 * MeetingRooms shared by several API instances through Redis (REDIS_URL; decision 038). Each
 * instance holds the sockets of its own attendees and a mirror of everyone else's roster entry;
 * every change (arrival, presence, departure) and every frame for an attendee on another
 * instance goes over one pub/sub channel, so a signal, a chat message or a roster reaches the
 * attendee wherever its socket is. The members are also kept in one Redis hash per meeting so an
 * instance that starts later learns the rooms (`start`). Chat timestamps come from one atomic
 * per-meeting clock. Reads (members, member) answer from the mirror, without a round trip.
 */
export class RedisMeetingRooms implements MeetingRooms {
  private readonly instance = randomUUID();
  private readonly local = new InProcessMeetingRooms();
  /** Local sockets by meeting and attendee, kept until closed: frames for them may follow their removal. */
  private readonly sockets = new Map<string, RoomMember>();
  private readonly remote = new Map<string, Map<string, SharedMember>>();
  private readonly arrivals = new Map<RoomMember, number>();
  private readonly flags = new RoomFlags();
  /** Called when another instance's departure leaves a room with nobody connected anywhere. */
  onEmptied: (meetingId: string) => void = () => undefined;
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private isStopped = false;

  constructor(
    redisUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.commands = new Redis(redisUrl, { lazyConnect: true });
    this.subscriber = new Redis(redisUrl, { lazyConnect: true });
  }

  /** Connects, subscribes and loads the rooms other instances already hold. */
  async start(): Promise<void> {
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel, raw: string) => this.receive(JSON.parse(raw) as RoomMessage));
    await this.subscriber.subscribe(CHANNEL);
    for await (const keys of this.scan(MEMBERS_PATTERN)) {
      for (const key of keys) {
        const members = await this.commands.hgetall(key);
        for (const raw of Object.values(members)) this.remember(meetingIdOf(key), JSON.parse(raw) as SharedMember);
      }
    }
    for await (const keys of this.scan(FLAGS_PATTERN)) {
      for (const key of keys) {
        for (const flag of await this.commands.smembers(key)) this.flags.set(meetingIdOf(key), flag as RoomFlag, true);
      }
    }
  }

  /** Takes this instance's attendees out of the shared rooms and disconnects (the server is closing). */
  async stop(): Promise<void> {
    const leaving = [...this.sockets.keys()].map((key) => key.split(' ') as [string, string]);
    const tell = (message: RoomChange) =>
      this.commands.publish(CHANNEL, JSON.stringify({ ...message, instance: this.instance }));
    try {
      await Promise.all(
        leaving.map(async ([meetingId, attendeeId]) => {
          await this.commands.hdel(membersKey(meetingId), attendeeId);
          await tell({ op: 'remove', meetingId, attendeeId });
        }),
      );
      const meetings = new Set(leaving.map(([meetingId]) => meetingId));
      await Promise.all([...meetings].map((meetingId) => tell({ op: 'roster', meetingId })));
    } catch (error) {
      this.log.warn({ err: error }, 'meeting rooms not released in Redis');
    }
    this.isStopped = true;
    this.subscriber.disconnect();
    await this.commands.quit();
  }

  add(meetingId: string, member: RoomMember): void {
    const shared: SharedMember = { entry: member.entry, instance: this.instance, arrivedAt: Date.now() };
    this.remote.get(meetingId)?.delete(member.entry.attendeeId);
    this.local.add(meetingId, member);
    this.arrivals.set(member, shared.arrivedAt);
    this.sockets.set(socketKey(meetingId, member.entry.attendeeId), member);
    this.write(() => this.commands.hset(membersKey(meetingId), member.entry.attendeeId, JSON.stringify(shared)));
    this.publish({ op: 'add', meetingId, member: shared });
  }

  remove(meetingId: string, attendeeId: string, member?: RoomMember): void {
    const mine = this.local.member(meetingId, attendeeId);
    if (mine && (!member || member === mine)) {
      this.local.remove(meetingId, attendeeId, mine);
      this.arrivals.delete(mine);
      // its socket closed itself; otherwise the caller is about to send it a last frame and close it
      if (member) this.sockets.delete(socketKey(meetingId, attendeeId));
    } else if (this.remote.get(meetingId)?.has(attendeeId) && (!member || isProxy(member))) {
      this.forgetRemote(meetingId, attendeeId);
    } else {
      return;
    }
    this.write(() => this.commands.hdel(membersKey(meetingId), attendeeId));
    this.publish({ op: 'remove', meetingId, attendeeId });
  }

  members(meetingId: string): RoomMember[] {
    const mine = this.local.members(meetingId).map((member) => ({ member, at: this.arrivals.get(member) ?? 0 }));
    const theirs = [...(this.remote.get(meetingId)?.values() ?? [])].map((shared) => ({
      member: this.proxy(meetingId, shared),
      at: shared.arrivedAt,
    }));
    return [...mine, ...theirs].sort((a, b) => a.at - b.at).map(({ member }) => member);
  }

  member(meetingId: string, attendeeId: string): RoomMember | undefined {
    const mine = this.local.member(meetingId, attendeeId);
    if (mine) return mine;
    const shared = this.remote.get(meetingId)?.get(attendeeId);
    return shared && this.proxy(meetingId, shared);
  }

  setEntry(meetingId: string, member: RoomMember, entry: RosterEntry): void {
    member.entry = entry;
    const { attendeeId } = entry;
    const shared = this.remote.get(meetingId)?.get(attendeeId);
    if (shared) shared.entry = entry;
    const record = shared ?? { entry, instance: this.instance, arrivedAt: this.arrivals.get(member) ?? Date.now() };
    this.write(() => this.commands.hset(membersKey(meetingId), attendeeId, JSON.stringify(record)));
    this.publish({ op: 'update', meetingId, attendeeId, entry });
  }

  broadcast(meetingId: string, frame: ServerFrame, exceptAttendeeId?: string): void {
    this.local.broadcast(meetingId, frame, exceptAttendeeId);
    this.publish({ op: 'broadcast', meetingId, frame, ...(exceptAttendeeId && { except: exceptAttendeeId }) });
  }

  /**
   * Each instance tells its own attendees the roster as its mirror has it, once it has applied
   * every change published before this call: a roster is never carried from one instance's view
   * to another's sockets, where it could miss an arrival the sender had not heard of yet.
   */
  announceRoster(meetingId: string): void {
    this.announceLocally(meetingId);
    this.publish({ op: 'roster', meetingId });
  }

  async nextChatTimestamp(meetingId: string): Promise<number> {
    const next = await this.commands.eval(
      NEXT_CHAT_TIMESTAMP,
      1,
      chatClockKey(meetingId),
      Date.now(),
      CHAT_CLOCK_TTL_MS,
    );
    return Number(next);
  }

  private announceLocally(meetingId: string): void {
    this.local.broadcast(meetingId, rosterFrame(this.members(meetingId)));
  }

  hasFlag(meetingId: string, flag: RoomFlag): boolean {
    return this.flags.has(meetingId, flag);
  }

  /** Sets or clears the flag here at once, then in Redis and on the other instances. */
  setFlag(meetingId: string, flag: RoomFlag, isSet: boolean): boolean {
    if (!this.flags.set(meetingId, flag, isSet)) return false;
    this.write(() =>
      isSet ? this.commands.sadd(flagsKey(meetingId), flag) : this.commands.srem(flagsKey(meetingId), flag),
    );
    this.publish({ op: 'flag', meetingId, flag, isSet });
    return true;
  }

  /**
   * Redis decides: SADD or SREM answers 1 to the one caller, on any instance, whose call changed
   * the set. Only that caller updates this instance's mirror and tells the others.
   */
  async claimFlag(meetingId: string, flag: RoomFlag, isSet: boolean): Promise<boolean> {
    const key = flagsKey(meetingId);
    const changed = isSet ? await this.commands.sadd(key, flag) : await this.commands.srem(key, flag);
    if (changed === 0) return false;
    this.flags.set(meetingId, flag, isSet);
    this.publish({ op: 'flag', meetingId, flag, isSet });
    return true;
  }

  private scan(match: string): AsyncIterable<string[]> {
    return this.commands.scanStream({ match, count: 100 }) as AsyncIterable<string[]>;
  }

  /** A stand-in for an attendee connected to another instance: what it is sent travels over Redis. */
  private proxy(meetingId: string, shared: SharedMember): RoomMember {
    const { attendeeId } = shared.entry;
    const proxy: RoomMember & { [PROXY]: true } = {
      [PROXY]: true,
      entry: shared.entry,
      send: (frame) => this.publish({ op: 'send', meetingId, attendeeId, frame }),
      close: (code) => this.publish({ op: 'close', meetingId, attendeeId, code }),
      chatTimes: [],
    };
    return proxy;
  }

  private remember(meetingId: string, shared: SharedMember): void {
    if (shared.instance === this.instance) return;
    const room = this.remote.get(meetingId) ?? new Map<string, SharedMember>();
    room.set(shared.entry.attendeeId, shared);
    this.remote.set(meetingId, room);
  }

  private forgetRemote(meetingId: string, attendeeId: string): void {
    const room = this.remote.get(meetingId);
    room?.delete(attendeeId);
    if (room?.size === 0) this.remote.delete(meetingId);
  }

  /** Applies another instance's message to this instance's sockets and mirror. */
  private receive(message: RoomMessage): void {
    if (message.instance === this.instance) return;
    const { meetingId } = message;
    switch (message.op) {
      case 'add': {
        // the attendee connected elsewhere: a socket of ours for it is superseded
        const mine = this.local.member(meetingId, message.member.entry.attendeeId);
        if (mine) this.local.remove(meetingId, mine.entry.attendeeId, mine);
        this.remember(meetingId, message.member);
        return;
      }
      case 'update': {
        const mine = this.local.member(meetingId, message.attendeeId);
        if (mine) mine.entry = message.entry;
        const shared = this.remote.get(meetingId)?.get(message.attendeeId);
        if (shared) shared.entry = message.entry;
        return;
      }
      case 'remove': {
        const mine = this.local.member(meetingId, message.attendeeId);
        if (mine) this.local.remove(meetingId, message.attendeeId, mine);
        const wasHere = mine !== undefined || this.remote.get(meetingId)?.has(message.attendeeId);
        this.forgetRemote(meetingId, message.attendeeId);
        if (wasHere && this.members(meetingId).length === 0) this.onEmptied(meetingId);
        return;
      }
      case 'send':
        this.sockets.get(socketKey(meetingId, message.attendeeId))?.send(message.frame);
        return;
      case 'close': {
        const key = socketKey(meetingId, message.attendeeId);
        const socket = this.sockets.get(key);
        this.sockets.delete(key);
        socket?.close(message.code);
        return;
      }
      case 'broadcast':
        this.local.broadcast(meetingId, message.frame, message.except);
        return;
      case 'roster':
        this.announceLocally(meetingId);
        return;
      case 'flag':
        this.flags.set(meetingId, message.flag, message.isSet);
        return;
    }
  }

  private publish(message: RoomChange): void {
    this.write(() => this.commands.publish(CHANNEL, JSON.stringify({ ...message, instance: this.instance })));
  }

  /** Redis writes are fire-and-forget in order on one connection; a failure is logged. */
  private write(command: () => Promise<unknown>): void {
    if (this.isStopped) return;
    command().catch((error: unknown) => this.log.error({ err: error }, 'meeting room state not shared through Redis'));
  }
}

const PROXY = Symbol('remote member');

function isProxy(member: RoomMember): boolean {
  return PROXY in member;
}

/** The meeting id in a key of the form hissa:meeting:{id}:... */
function meetingIdOf(key: string): string {
  return key.split(':')[2] ?? '';
}

function socketKey(meetingId: string, attendeeId: string): string {
  return `${meetingId} ${attendeeId}`;
}
