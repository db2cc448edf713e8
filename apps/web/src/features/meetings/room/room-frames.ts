import type { RosterEntry, ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import type { RoomEvents } from './meeting-room';

/**
 * Raises for `frame` the room events that every media path raises alike (decisions 032, 037,
 * 038): the waiting room, chat and its throttling, the host's mute, removal and the end of the
 * meeting (after `close`), a move to another media path, live transcription and captions, and
 * a replica's view of its primary meeting (decision 052).
 * Returns false for the frames each room handles itself (welcome, roster, signal, sfu, error).
 */
export function relayCommonFrame(frame: ServerFrame, events: RoomEvents, close: () => void): boolean {
  switch (frame.type) {
    case 'waiting':
      events.onWaiting();
      return true;
    case 'chat':
      events.onChat(frame.message);
      return true;
    case 'chat-throttled':
      events.onChatThrottled();
      return true;
    case 'mute':
      events.onMutedByHost();
      return true;
    case 'removed':
    case 'ended':
      close();
      events.onClosed({ reason: frame.type });
      return true;
    case 'media':
      events.onMediaChanged?.(frame.media);
      return true;
    case 'transcription':
      events.onTranscription?.(frame.status);
      return true;
    case 'caption':
      events.onCaption?.(frame.segment);
      return true;
    case 'primary-media':
      events.onPrimaryMedia?.(frame.payload, frame.names);
      return true;
    default:
      return false;
  }
}

/**
 * Tells the page the room as a welcome frame gives it: the chat so far, then the roster with
 * ourselves.
 */
export function relayWelcome(frame: Extract<ServerFrame, { type: 'welcome' }>, events: RoomEvents): void {
  for (const message of frame.chat) events.onChat(message);
  events.onRoster(frame.roster, frame.self);
}

/** Our own entry in `roster` (what the server now says of us), or `self` as we last knew it. */
export function selfIn(roster: readonly RosterEntry[], self: RosterEntry): RosterEntry {
  return roster.find((entry) => entry.attendeeId === self.attendeeId) ?? self;
}
