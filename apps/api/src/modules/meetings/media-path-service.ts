import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LIVEKIT_MAX_ATTENDEES,
  DEFAULT_REPLICA_MAX_WATCHERS,
  DEFAULT_SFU_MAX_ATTENDEES,
  MEETING_MEDIA_KEYS,
  type MediaMode,
  type MeetingMedia,
  type PrimaryMediaSignal,
  type SfuClientSignal,
} from '@hissa/contracts/meetings/meeting-media';
import { MEETING_KEYS, MESH_MAX_ATTENDEES } from '@hissa/contracts/meetings/meeting-rules';
import type { MeetingsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { meetingRecordings } from '../../db/schema/meeting-recordings.ts';
import { AppError } from '../../plugins/errors.ts';
import { LiveKitTokenService, type MediaAttendee } from './livekit-tokens.ts';
import type { MeetingRooms } from './meeting-rooms.ts';
import { SfuClient, type SfuLink } from './sfu/sfu-client.ts';
import { RedisSfuRouter } from './sfu/sfu-router.ts';
import type { SfuEvent } from './sfu/sfu-protocol.ts';

/** Where the server recordings are written: DATA_DIR/meeting-recordings. */
export function recordingsDir(dataDir: string): string {
  return path.join(dataDir, 'meeting-recordings');
}

/**
 * The SFU peer id of a replica's attendee watching the primary (never an attendee id: those are
 * UUIDs). It names the replica, so the instance whose SFU serves the primary can send the
 * watcher its answers without knowing of the watch (decision 063).
 */
function watcherPeerId(watcher: Watcher): string {
  return `watch:${watcher.replicaId}:${watcher.attendeeId}`;
}

/** The replica and attendee of a watcher's peer id; undefined for an attendee's own peer id. */
function watcherOf(peerId: string): { replicaId: string; attendeeId: string } | undefined {
  const [prefix, replicaId, attendeeId] = peerId.split(':');
  return prefix === 'watch' && replicaId && attendeeId ? { replicaId, attendeeId } : undefined;
}

/** A replica meeting's attendee receiving its primary meeting's media without a seat. */
type Watcher = { replicaId: string; primaryId: string; attendeeId: string };

/**
 * Which path each meeting's media takes (MEETING_MEDIA), and the SFU behind it (decision 037). With
 * MEETING_MEDIA=auto a room is on the mesh until a join would make it larger than
 * MESH_MAX_ATTENDEES; it then moves to the SFU (its connected attendees are told with a
 * 'media' frame and reconnect) and stays there until it empties. MEETING_MEDIA=sfu puts every
 * room on the SFU, =mesh none (a fifth attendee is refused, as before); =livekit gives each
 * attendee a LiveKit url and token instead (LiveKitTokenService, decision 038; rooms of at most
 * LIVEKIT_MAX_ATTENDEES, decision 048). The SFU process's answers go back to the attendee's socket;
 * its recording events become meeting_recordings rows. Which rooms are on the SFU and which are
 * recorded are flags of the rooms (MeetingRooms); with REDIS_URL they are shared, and each room's
 * SFU commands go to the one instance whose SFU serves it (RedisSfuRouter, decision 063).
 */
export class MediaPathService {
  /** This instance's replica attendees watching their primary meeting (decision 052), by attendee id. */
  private readonly watchers = new Map<string, Watcher>();
  private readonly sfu: SfuLink;
  /** The LiveKit token signer when MEETING_MEDIA=livekit. */
  private readonly livekit: LiveKitTokenService | undefined;
  /** MEETING_MEDIA. */
  readonly mode: MediaMode;
  /** Most admitted attendees of one room. */
  readonly maxAttendees: number;
  /** Most replica attendees watching one primary at a time (decision 056). */
  private readonly maxWatchers: number;

  constructor(
    private readonly deps: { db: Db; rooms: MeetingRooms; log: FastifyBaseLogger; dataDir: string },
    config: MeetingsConfig,
  ) {
    this.mode = config.media ?? (config.livekit ? 'livekit' : 'auto');
    this.maxAttendees =
      this.mode === 'mesh'
        ? MESH_MAX_ATTENDEES
        : this.mode === 'livekit'
          ? (config.livekitMaxAttendees ?? DEFAULT_LIVEKIT_MAX_ATTENDEES)
          : (config.sfuMaxAttendees ?? DEFAULT_SFU_MAX_ATTENDEES);
    this.maxWatchers = config.replicaMaxWatchers ?? DEFAULT_REPLICA_MAX_WATCHERS;
    this.livekit = config.livekit && new LiveKitTokenService(config.livekit, deps.log);
    const sfuProcess = new SfuClient(
      { iceServers: config.iceServers, ...(config.sfuNetwork && { network: config.sfuNetwork }) },
      (event) => this.onSfuEvent(event),
      deps.log,
    );
    const usesSfu = this.mode === 'auto' || this.mode === 'sfu';
    this.sfu = config.redisUrl && usesSfu ? new RedisSfuRouter(sfuProcess, config.redisUrl, deps.log) : sfuProcess;
  }

  /** Gets the SFU routing ready (across instances it connects to Redis). */
  start(): Promise<void> {
    return this.sfu.start();
  }

  /** The media the meeting's room uses now, on our own paths (mesh or SFU; LiveKit rooms are 'mesh' here). */
  mediaOf(meetingId: string): MeetingMedia {
    return this.mode === 'sfu' || this.deps.rooms.hasFlag(meetingId, 'sfu') ? { kind: 'sfu' } : { kind: 'mesh' };
  }

  /** The media field of an attendee's join info (and of the media-token call): its LiveKit token, or the room's media. */
  async mediaFor(meetingId: string, attendee: MediaAttendee): Promise<MeetingMedia> {
    return this.livekit ? this.livekit.mediaFor(meetingId, attendee) : this.mediaOf(meetingId);
  }

  /** The meeting ended: its LiveKit room (if any) is closed for everyone in it. */
  roomEnded(meetingId: string): void {
    this.livekit?.roomEnded(meetingId);
  }

  /** The host removed an attendee (or it left): it is taken out of the LiveKit room (if any). */
  attendeeGone(meetingId: string, attendeeId: string): void {
    this.livekit?.attendeeGone(meetingId, attendeeId);
  }

  /**
   * One more attendee is about to join (or be admitted to) a room that holds `admitted`
   * admitted attendees: 409 meetings.full at maxAttendees; from the (MESH_MAX_ATTENDEES + 1)th,
   * an 'auto' room moves to the SFU.
   */
  claimSeat(meetingId: string, admitted: number): void {
    if (admitted >= this.maxAttendees) throw new AppError(409, MEETING_KEYS.full, { max: this.maxAttendees });
    if (this.mode === 'auto' && admitted >= MESH_MAX_ATTENDEES) this.moveToSfu(meetingId);
  }

  /** Moves an 'auto' room to the SFU, telling its attendees, unless it is there already. */
  private moveToSfu(meetingId: string): void {
    if (this.deps.rooms.setFlag(meetingId, 'sfu', true))
      this.deps.rooms.broadcast(meetingId, { type: 'media', media: { kind: 'sfu' } });
  }

  /** Passes an attendee's SFU signal on, when the room is on the SFU. */
  relay(meetingId: string, attendeeId: string, signal: SfuClientSignal): void {
    if (this.mediaOf(meetingId).kind === 'sfu')
      this.sfu.send({ type: 'signal', roomId: meetingId, peerId: attendeeId, signal });
  }

  /**
   * A replica's attendee about its subscribe-only connection to the primary meeting
   * `primaryId` (decision 052). `watch` starts a receiver without a seat in the primary's SFU
   * room (a primary on the mesh moves to the SFU first, as at its fifth attendee; with
   * MEETING_MEDIA=mesh or livekit nothing happens); `unwatch` ends it; the rest is relayed.
   * The SFU's offers reach the attendee's replica socket as 'primary-media' frames. A primary
   * that already has MEETING_REPLICA_MAX_WATCHERS watchers gets no more: the attendee is told
   * `watchers-full` instead (decision 056).
   */
  relayPrimary(replicaId: string, primaryId: string, attendeeId: string, signal: PrimaryMediaSignal): void {
    if (this.mode === 'mesh' || this.mode === 'livekit') return;
    if (signal.kind === 'unwatch') return this.stopWatching(attendeeId);
    const watcher: Watcher = { replicaId, primaryId, attendeeId };
    const peerId = watcherPeerId(watcher);
    if (signal.kind === 'watch') {
      this.stopWatching(attendeeId);
      if (this.watcherCount(primaryId) >= this.maxWatchers) {
        this.deps.rooms
          .member(replicaId, attendeeId)
          ?.send({ type: 'primary-media', payload: { kind: 'watchers-full', max: this.maxWatchers }, names: {} });
        return;
      }
      this.watchers.set(attendeeId, watcher);
      if (this.mode === 'auto') this.moveToSfu(primaryId);
      this.sfu.send({ type: 'signal', roomId: primaryId, peerId, signal: { kind: 'subscribe' } });
      return;
    }
    const watching = this.watchers.get(attendeeId);
    if (watching?.primaryId === primaryId && watching.replicaId === replicaId)
      this.sfu.send({ type: 'signal', roomId: primaryId, peerId, signal });
  }

  /**
   * The attendee's connection is gone (left or removed), or `isReplaced` by a new one of the
   * same attendee: its SFU connections go; a watcher of the primary stays unless it is gone.
   */
  left(meetingId: string, attendeeId: string, isReplaced = false): void {
    this.sfu.sendIfServing({ type: 'leave', roomId: meetingId, peerId: attendeeId });
    if (!isReplaced && this.watchers.get(attendeeId)?.replicaId === meetingId) this.stopWatching(attendeeId);
  }

  private stopWatching(attendeeId: string): void {
    const watcher = this.watchers.get(attendeeId);
    if (!watcher) return;
    this.watchers.delete(attendeeId);
    this.sfu.sendIfServing({ type: 'leave', roomId: watcher.primaryId, peerId: watcherPeerId(watcher) });
    if (this.deps.rooms.members(watcher.primaryId).length === 0) this.emptied(watcher.primaryId);
  }

  private watcherCount(meetingId: string): number {
    let count = 0;
    for (const watcher of this.watchers.values()) if (watcher.primaryId === meetingId) count += 1;
    return count;
  }

  private isWatched(meetingId: string): boolean {
    return this.watcherCount(meetingId) > 0;
  }

  /**
   * Nobody is connected any more: the room returns to its first path and its SFU room closes
   * (not while a replica's attendee watches it: its room stays on the SFU).
   */
  emptied(meetingId: string): void {
    if (this.isWatched(meetingId)) return;
    const { rooms } = this.deps;
    rooms.setFlag(meetingId, 'sfu', false);
    if (rooms.setFlag(meetingId, 'capturing', false))
      this.deps.log.info({ meetingId }, 'meeting capture ended with the room');
    this.sfu.sendIfServing({ type: 'close-room', roomId: meetingId });
  }

  /**
   * startCapture: records the room's forwarded media. 501 meetings.captureUnavailable when this
   * deployment never uses the SFU, 409 meetings.captureMeshOnly while the room is on the mesh,
   * 409 meetings.captureRunning when it is already recording.
   */
  async startCapture(meetingId: string): Promise<void> {
    if (this.mode === 'mesh' || this.mode === 'livekit') throw new AppError(501, MEETING_KEYS.captureUnavailable);
    if (this.mediaOf(meetingId).kind !== 'sfu')
      throw new AppError(409, MEETING_MEDIA_KEYS.captureMeshOnly, { count: MESH_MAX_ATTENDEES });
    // one step across the instances: of two starts at once, one records and the other is told so
    if (!(await this.deps.rooms.claimFlag(meetingId, 'capturing', true)))
      throw new AppError(409, MEETING_MEDIA_KEYS.captureRunning);
    this.sfu.send({ type: 'capture-start', roomId: meetingId, dir: recordingsDir(this.deps.dataDir) });
  }

  /** endCapture: stops the recording; 409 meetings.captureNotRunning when none runs (501 as startCapture). */
  async endCapture(meetingId: string): Promise<void> {
    if (this.mode === 'mesh' || this.mode === 'livekit') throw new AppError(501, MEETING_KEYS.captureUnavailable);
    if (!(await this.deps.rooms.claimFlag(meetingId, 'capturing', false)))
      throw new AppError(409, MEETING_MEDIA_KEYS.captureNotRunning);
    this.sfu.sendIfServing({ type: 'capture-stop', roomId: meetingId });
  }

  /** Stops the SFU process and its routing (the API closes). */
  close(): Promise<void> {
    return this.sfu.stop();
  }

  /** The recording rows' writes, one after another (a file's end is never written before its start). */
  private writes = Promise.resolve();

  private write(run: () => Promise<unknown>, failure: string): void {
    this.writes = this.writes.then(run).then(
      () => undefined,
      (error: unknown) => this.deps.log.error({ err: error }, failure),
    );
  }

  private onSfuEvent(event: SfuEvent): void {
    const { db, rooms } = this.deps;
    switch (event.type) {
      case 'signal': {
        const watcher = watcherOf(event.peerId);
        if (!watcher) {
          rooms.member(event.roomId, event.peerId)?.send({ type: 'sfu', payload: event.signal });
          return;
        }
        const names = Object.fromEntries(
          rooms.members(event.roomId).map((member) => [member.entry.attendeeId, member.entry.name]),
        );
        rooms
          .member(watcher.replicaId, watcher.attendeeId)
          ?.send({ type: 'primary-media', payload: event.signal, names });
        return;
      }
      case 'recording-started':
        this.write(
          () =>
            db
              .insert(meetingRecordings)
              .values({ meetingId: event.roomId, attendeeId: event.peerId, file: event.file }),
          'meeting recording row not saved',
        );
        return;
      case 'recording-ended':
        this.write(
          () =>
            db
              .update(meetingRecordings)
              .set({ bytes: event.bytes, endedAt: new Date() })
              .where(and(eq(meetingRecordings.file, event.file), isNull(meetingRecordings.endedAt))),
          'meeting recording row not finished',
        );
        return;
      case 'usage':
        // only the benchmark, which drives an SfuClient of its own, asks for it
        return;
    }
  }
}
