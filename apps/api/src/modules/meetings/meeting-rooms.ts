import type { RosterEntry, ServerFrame } from '@hissa/contracts/meetings/signal-messages';

/**
 * What the media side marks on a room (decision 037, shared across instances by decision 063):
 * 'sfu' while its media goes through the SFU, 'capturing' while the server records it.
 */
export type RoomFlag = 'sfu' | 'capturing';

/** One connected attendee: its roster entry and how to reach its WebSocket. */
export type RoomMember = {
  entry: RosterEntry;
  /** Sends one frame to this attendee's socket. */
  send: (frame: ServerFrame) => void;
  /** Closes this attendee's socket (code 1000 normal, 4403 refused, 4409 ended or removed). */
  close: (code: number) => void;
  /** Send times (ms) of its recent chat messages, for the §8 throttle. */
  chatTimes: number[];
};

/**
 * Where the live state of the meetings' rooms is kept (decision 032): who is connected to which
 * meeting and how to reach them. InProcessMeetingRooms serves one API process;
 * RedisMeetingRooms (meeting-rooms-redis.ts, REDIS_URL; decision 038) lets several API instances
 * serve one meeting.
 */
export interface MeetingRooms {
  /** Adds (or replaces) a connected attendee. */
  add(meetingId: string, member: RoomMember): void;
  /** Removes the attendee when `member` is still the connected one. */
  remove(meetingId: string, attendeeId: string, member?: RoomMember): void;
  /** The connected attendees of a meeting, in order of arrival. */
  members(meetingId: string): RoomMember[];
  member(meetingId: string, attendeeId: string): RoomMember | undefined;
  /** Replaces a connected attendee's roster entry (presence, admission) wherever the room is kept. */
  setEntry(meetingId: string, member: RoomMember, entry: RosterEntry): void;
  /** Sends a frame to every admitted attendee of the meeting except `exceptAttendeeId`. */
  broadcast(meetingId: string, frame: ServerFrame, exceptAttendeeId?: string): void;
  /**
   * Tells every admitted attendee the roster changed: a 'roster' frame with the connected
   * attendees, waiting ones included (the host admits them), in order of arrival.
   */
  announceRoster(meetingId: string): void;
  /** The next chat timestamp of the meeting: now, or one ms after the last one (strictly increasing). */
  nextChatTimestamp(meetingId: string): number | Promise<number>;
  /** True while the room carries the flag. */
  hasFlag(meetingId: string, flag: RoomFlag): boolean;
  /** Sets or clears a flag of the room; false when it already was so. Flags outlive the room's members. */
  setFlag(meetingId: string, flag: RoomFlag, isSet: boolean): boolean;
  /**
   * Sets or clears a flag of the room as one step across every instance serving the meeting:
   * resolves true for the one call that changed it, false for every other (it already was so),
   * even when calls on several instances race (starting and ending a recording).
   */
  claimFlag(meetingId: string, flag: RoomFlag, isSet: boolean): Promise<boolean>;
}

/** MeetingRooms in this process's memory. */
export class InProcessMeetingRooms implements MeetingRooms {
  private readonly rooms = new Map<string, Map<string, RoomMember>>();
  private readonly lastChat = new Map<string, number>();
  private readonly flags = new RoomFlags();

  add(meetingId: string, member: RoomMember): void {
    const room = this.rooms.get(meetingId) ?? new Map<string, RoomMember>();
    room.set(member.entry.attendeeId, member);
    this.rooms.set(meetingId, room);
  }

  remove(meetingId: string, attendeeId: string, member?: RoomMember): void {
    const room = this.rooms.get(meetingId);
    if (!room || (member && room.get(attendeeId) !== member)) return;
    room.delete(attendeeId);
    if (room.size === 0) {
      this.rooms.delete(meetingId);
      this.lastChat.delete(meetingId);
    }
  }

  members(meetingId: string): RoomMember[] {
    return [...(this.rooms.get(meetingId)?.values() ?? [])];
  }

  member(meetingId: string, attendeeId: string): RoomMember | undefined {
    return this.rooms.get(meetingId)?.get(attendeeId);
  }

  setEntry(_meetingId: string, member: RoomMember, entry: RosterEntry): void {
    member.entry = entry;
  }

  broadcast(meetingId: string, frame: ServerFrame, exceptAttendeeId?: string): void {
    for (const member of this.members(meetingId)) {
      if (member.entry.status === 'admitted' && member.entry.attendeeId !== exceptAttendeeId) member.send(frame);
    }
  }

  announceRoster(meetingId: string): void {
    this.broadcast(meetingId, rosterFrame(this.members(meetingId)));
  }

  nextChatTimestamp(meetingId: string): number {
    const timestamp = Math.max(Date.now(), (this.lastChat.get(meetingId) ?? 0) + 1);
    this.lastChat.set(meetingId, timestamp);
    return timestamp;
  }

  hasFlag(meetingId: string, flag: RoomFlag): boolean {
    return this.flags.has(meetingId, flag);
  }

  setFlag(meetingId: string, flag: RoomFlag, isSet: boolean): boolean {
    return this.flags.set(meetingId, flag, isSet);
  }

  /** One process: setFlag is already one step. */
  claimFlag(meetingId: string, flag: RoomFlag, isSet: boolean): Promise<boolean> {
    return Promise.resolve(this.flags.set(meetingId, flag, isSet));
  }
}

/** The flags of the rooms, in this process's memory (a room without flags takes no entry). */
export class RoomFlags {
  private readonly byRoom = new Map<string, Set<RoomFlag>>();

  has(meetingId: string, flag: RoomFlag): boolean {
    return this.byRoom.get(meetingId)?.has(flag) ?? false;
  }

  /** Sets or clears `flag`; false when it already was so. */
  set(meetingId: string, flag: RoomFlag, isSet: boolean): boolean {
    if (this.has(meetingId, flag) === isSet) return false;
    const flags = this.byRoom.get(meetingId) ?? new Set<RoomFlag>();
    if (isSet) flags.add(flag);
    else flags.delete(flag);
    if (flags.size === 0) this.byRoom.delete(meetingId);
    else this.byRoom.set(meetingId, flags);
    return true;
  }
}

/** The roster every attendee sees: the connected attendees' entries, waiting ones included (the host admits them). */
export function rosterOf(members: RoomMember[]): RosterEntry[] {
  return members.map((member) => member.entry);
}

/** The 'roster' frame of a room's connected attendees. */
export function rosterFrame(members: RoomMember[]): ServerFrame {
  return { type: 'roster', roster: rosterOf(members) };
}
