import type { RosterEntry, ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import type { MeetingRooms, RoomFlag, RoomMember } from '../meeting-rooms.ts';

/** What the media side hears of the rooms' membership. */
export type MembershipListener = {
  /** The attendee's connection went; `isReplaced`: a new connection of the same attendee took its place. */
  left: (meetingId: string, attendeeId: string, isReplaced: boolean) => void;
  emptied: (meetingId: string) => void;
};

/**
 * MeetingRooms that tell the media side (decision 037) when an attendee's connection goes:
 * removed, or replaced by a new connection of the same attendee (its old SFU connections must
 * go), and when a room empties. Everything else is the wrapped rooms' own.
 */
export class MediaAwareRooms implements MeetingRooms {
  listener: MembershipListener | null = null;

  constructor(private readonly inner: MeetingRooms) {}

  add(meetingId: string, member: RoomMember): void {
    if (this.inner.member(meetingId, member.entry.attendeeId))
      this.listener?.left(meetingId, member.entry.attendeeId, true);
    this.inner.add(meetingId, member);
  }

  remove(meetingId: string, attendeeId: string, member?: RoomMember): void {
    const current = this.inner.member(meetingId, attendeeId);
    this.inner.remove(meetingId, attendeeId, member);
    if (!current || (member && current !== member)) return;
    this.listener?.left(meetingId, attendeeId, false);
    if (this.inner.members(meetingId).length === 0) this.listener?.emptied(meetingId);
  }

  members(meetingId: string): RoomMember[] {
    return this.inner.members(meetingId);
  }

  member(meetingId: string, attendeeId: string): RoomMember | undefined {
    return this.inner.member(meetingId, attendeeId);
  }

  setEntry(meetingId: string, member: RoomMember, entry: RosterEntry): void {
    this.inner.setEntry(meetingId, member, entry);
  }

  broadcast(meetingId: string, frame: ServerFrame, exceptAttendeeId?: string): void {
    this.inner.broadcast(meetingId, frame, exceptAttendeeId);
  }

  announceRoster(meetingId: string): void {
    this.inner.announceRoster(meetingId);
  }

  nextChatTimestamp(meetingId: string): number | Promise<number> {
    return this.inner.nextChatTimestamp(meetingId);
  }

  hasFlag(meetingId: string, flag: RoomFlag): boolean {
    return this.inner.hasFlag(meetingId, flag);
  }

  setFlag(meetingId: string, flag: RoomFlag, isSet: boolean): boolean {
    return this.inner.setFlag(meetingId, flag, isSet);
  }

  claimFlag(meetingId: string, flag: RoomFlag, isSet: boolean): Promise<boolean> {
    return this.inner.claimFlag(meetingId, flag, isSet);
  }
}
