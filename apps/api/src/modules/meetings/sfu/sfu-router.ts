import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SfuLink } from './sfu-client.ts';
import type { SfuCommand } from './sfu-protocol.ts';

/** Which instance's SFU serves each room: one hash, room id to instance id (decision 063). */
const OWNERS_KEY = 'hissa:meeting-sfu-owners';
/** An instance's heartbeat key; while it exists, the instance's claims hold. */
const HEARTBEAT_PREFIX = 'hissa:meeting-sfu-instance:';
/** The channel on which an instance hears the commands for the rooms its SFU serves. */
const commandsChannel = (instance: string) => `hissa:meeting-sfu:${instance}`;
/** The heartbeat lives this long (ms) and is renewed three times in that span. */
const HEARTBEAT_TTL_MS = 15_000;

/**
 * The room's owner, if it is alive; with ARGV[4] = '1', this instance claims a room that has none
 * (or whose owner stopped beating) and is answered with its own id.
 */
const OWNER_OF = `
local owner = redis.call('HGET', KEYS[1], ARGV[1])
if owner and redis.call('EXISTS', ARGV[3] .. owner) == 1 then return owner end
if ARGV[4] ~= '1' then return false end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return ARGV[2]`;

/** Gives a room up, unless another instance has taken it meanwhile. */
const RELEASE = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then return redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0`;

/** A command passed to the instance whose SFU serves its room; `claim`: it may start the SFU. */
type RoutedCommand = { command: SfuCommand; claim: boolean };

/**
 * The SFU across API instances (REDIS_URL, decision 063). Each room is served by the SFU of one
 * instance, its owner: the first instance to send a command that needs an SFU (a signal, a
 * capture start) claims the room in Redis. Every other instance passes the room's commands to
 * the owner over the owner's own channel, so attendees connected to any instance share one SFU
 * room; what the SFU answers reaches them through the shared rooms (decision 038). A room's
 * commands keep their order: each instance looks its owner up once and dispatches in that
 * order. Commands without a room (usage) are this instance's. An owner renews a heartbeat; a
 * room whose owner stopped is claimed anew by the next command (its attendees' media had
 * stopped with that SFU, as after a crash, decision 037).
 */
export class RedisSfuRouter implements SfuLink {
  private readonly instance = randomUUID();
  /** The owner of each room this instance has sent commands to, until the room closes. */
  private readonly owners = new Map<string, Promise<string | null>>();
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly local: SfuLink,
    redisUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.commands = new Redis(redisUrl, { lazyConnect: true });
    this.subscriber = new Redis(redisUrl, { lazyConnect: true });
  }

  /** Connects, starts beating and listens for the commands of the rooms this instance serves. */
  async start(): Promise<void> {
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_TTL_MS / 3).unref();
    this.subscriber.on('message', (_channel, raw: string) => {
      const { command, claim } = JSON.parse(raw) as RoutedCommand;
      this.deliver(command, claim);
    });
    await this.subscriber.subscribe(commandsChannel(this.instance));
  }

  send(command: SfuCommand): void {
    this.route(command, true);
  }

  sendIfServing(command: SfuCommand): void {
    this.route(command, false);
  }

  /** Stops beating (other instances may then claim this one's rooms), disconnects, stops the SFU process. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.commands
      .del(HEARTBEAT_PREFIX + this.instance)
      .catch((error: unknown) => this.log.warn({ err: error }, 'meeting SFU heartbeat not removed'));
    this.subscriber.disconnect();
    await this.commands.quit().catch(() => undefined);
    await this.local.stop();
  }

  private route(command: SfuCommand, claim: boolean): void {
    if (!('roomId' in command)) {
      this.deliver(command, claim);
      return;
    }
    const { roomId } = command;
    const known = this.owners.get(roomId);
    const owner = known ?? this.ownerOf(roomId, claim);
    if (!known && claim) this.owners.set(roomId, owner);
    if (command.type === 'close-room') this.owners.delete(roomId);
    void owner.then(
      (instance) => {
        if (instance === this.instance) this.deliver(command, claim);
        else if (instance) this.pass(instance, { command, claim });
      },
      (error: unknown) => this.log.error({ err: error, roomId }, 'meeting SFU command not routed'),
    );
  }

  /** Passes a room's command to its owner; an owner that no longer listens is forgotten, and the next command claims the room anew. */
  private pass(instance: string, routed: RoutedCommand & { command: { roomId: string } }): void {
    this.commands.publish(commandsChannel(instance), JSON.stringify(routed)).then(
      (listeners) => {
        if (listeners === 0) this.owners.delete(routed.command.roomId);
      },
      (error: unknown) => this.log.error({ err: error }, 'meeting SFU command not passed on'),
    );
  }

  /** Runs a command on this instance's SFU; a room it closes is given up. */
  private deliver(command: SfuCommand, claim: boolean): void {
    if (claim) this.local.send(command);
    else this.local.sendIfServing(command);
    if (command.type !== 'close-room') return;
    this.owners.delete(command.roomId);
    this.commands
      .eval(RELEASE, 1, OWNERS_KEY, command.roomId, this.instance)
      .catch((error: unknown) => this.log.warn({ err: error }, 'meeting SFU room not released'));
  }

  private async ownerOf(roomId: string, claim: boolean): Promise<string | null> {
    const owner = await this.commands.eval(
      OWNER_OF,
      1,
      OWNERS_KEY,
      roomId,
      this.instance,
      HEARTBEAT_PREFIX,
      claim ? '1' : '0',
    );
    return typeof owner === 'string' ? owner : null;
  }

  private async beat(): Promise<void> {
    await this.commands
      .set(HEARTBEAT_PREFIX + this.instance, '1', 'PX', HEARTBEAT_TTL_MS)
      .catch((error: unknown) => this.log.error({ err: error }, 'meeting SFU heartbeat not renewed'));
  }
}
