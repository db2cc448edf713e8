import { CHAT_MESSAGE_LIFETIME_MS } from '@hissa/contracts/meetings/meeting-rules';
import type { ChatMessage, RosterEntry } from '@hissa/contracts/meetings/signal-messages';

/*
 * The meeting screen's rules that need no browser (meeting spec §4, §5, §9): which chat
 * messages are kept, and in which order and pages the video tiles are shown.
 */

/**
 * §5/§9: adds a received chat message unless its timestamp is not newer than the last one
 * received (stale), and drops messages older than the lifetime (300000 ms) at `now`.
 */
export function acceptChatMessage(messages: ChatMessage[], message: ChatMessage, now: number): ChatMessage[] {
  const last = messages.at(-1);
  const kept = liveChatMessages(messages, now);
  if (last && message.timestamp <= last.timestamp) return kept;
  return now - message.timestamp > CHAT_MESSAGE_LIFETIME_MS ? kept : [...kept, message];
}

/** §9: the messages still alive at `now`. */
export function liveChatMessages(messages: ChatMessage[], now: number): ChatMessage[] {
  return messages.filter((message) => now - message.timestamp <= CHAT_MESSAGE_LIFETIME_MS);
}

/** One video tile: an attendee's camera, or its content share. */
export type TileKey = { attendeeId: string; isContent: boolean; isLocal: boolean };

/**
 * §4/§9 tile order: content shares first, then the active speaker (the first speaker of the
 * roster), then the others in roster order, and our own (local) camera tile last.
 */
export function orderTiles(roster: RosterEntry[], selfId: string): TileKey[] {
  const admitted = roster.filter((entry) => entry.status === 'admitted');
  const content = admitted
    .filter((entry) => entry.sharing)
    .map((entry) => ({ attendeeId: entry.attendeeId, isContent: true, isLocal: entry.attendeeId === selfId }));
  const speaker = admitted.find((entry) => entry.speaking && entry.attendeeId !== selfId);
  const others = admitted.filter((entry) => entry.attendeeId !== selfId && entry !== speaker);
  const cameras = [...(speaker ? [speaker] : []), ...others].map((entry) => ({
    attendeeId: entry.attendeeId,
    isContent: false,
    isLocal: false,
  }));
  const self = admitted.find((entry) => entry.attendeeId === selfId);
  return [...content, ...cameras, ...(self ? [{ attendeeId: selfId, isContent: false, isLocal: true }] : [])];
}

/** The tiles of page `page` (0-based) at `pageSize` tiles a page, and the number of pages (at least 1). */
export function tilePage<T>(tiles: T[], page: number, pageSize: number): { tiles: T[]; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(tiles.length / pageSize));
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  return { tiles: tiles.slice(current * pageSize, (current + 1) * pageSize), pageCount };
}

/**
 * The cameras the room is asked to forward, as one key (ids sorted, space-separated): the
 * camera tiles of the page less those the downlink policy paused. A set, so a new speaker
 * moving to the first tile asks nothing new of the room.
 */
export function shownCameraKey(cameraIds: readonly string[], paused: readonly string[]): string {
  return cameraIds
    .filter((attendeeId) => !paused.includes(attendeeId))
    .sort()
    .join(' ');
}
