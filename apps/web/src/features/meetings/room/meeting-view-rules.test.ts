import { describe, expect, it } from 'vitest';
import type { ChatMessage, RosterEntry } from '@hissa/contracts/meetings/signal-messages';
import { acceptChatMessage, orderTiles, shownCameraKey, tilePage } from './meeting-view-rules';

const message = (id: number, timestamp: number): ChatMessage => ({
  id,
  topic: 'chat',
  text: `m${id}`,
  timestamp,
  senderAttendeeId: 'a',
  senderExternalUserId: 'x#A',
  throttled: false,
});

const entry = (attendeeId: string, extra: Partial<RosterEntry> = {}): RosterEntry => ({
  attendeeId,
  externalUserId: `x#${attendeeId}`,
  name: attendeeId,
  isHost: false,
  status: 'admitted',
  muted: false,
  videoOn: true,
  sharing: false,
  handRaised: false,
  speaking: false,
  ...extra,
});

describe('chat messages', () => {
  it('drops a message whose timestamp is not newer than the last one', () => {
    const kept = acceptChatMessage([message(1, 1000)], message(2, 1000), 2000);
    expect(kept.map((m) => m.id)).toEqual([1]);
    expect(acceptChatMessage(kept, message(3, 1001), 2000).map((m) => m.id)).toEqual([1, 3]);
  });

  it('forgets messages older than 300000 ms', () => {
    expect(acceptChatMessage([message(1, 0)], message(2, 300_001), 300_001).map((m) => m.id)).toEqual([2]);
  });
});

describe('tiles', () => {
  it('puts content shares first, then the active speaker, and the local tile last', () => {
    const roster = [entry('me'), entry('a'), entry('b', { speaking: true }), entry('c', { sharing: true })];
    expect(orderTiles(roster, 'me')).toEqual([
      { attendeeId: 'c', isContent: true, isLocal: false },
      { attendeeId: 'b', isContent: false, isLocal: false },
      { attendeeId: 'a', isContent: false, isLocal: false },
      { attendeeId: 'c', isContent: false, isLocal: false },
      { attendeeId: 'me', isContent: false, isLocal: true },
    ]);
    expect(orderTiles([entry('w', { status: 'waiting' })], 'me')).toEqual([]);
  });

  it('pages tiles by the chosen page size', () => {
    expect(tilePage([1, 2, 3, 4, 5], 1, 2)).toEqual({ tiles: [3, 4], pageCount: 3 });
    expect(tilePage([1, 2, 3], 9, 2)).toEqual({ tiles: [3], pageCount: 2 });
    expect(tilePage([], 0, 25)).toEqual({ tiles: [], pageCount: 1 });
  });
});

describe('shownCameraKey', () => {
  it('is the same whichever order the tiles are in', () => {
    expect(shownCameraKey(['b', 'a', 'c'], [])).toBe('a b c');
    expect(shownCameraKey(['c', 'b', 'a'], [])).toBe(shownCameraKey(['a', 'c', 'b'], []));
  });

  it('leaves out the paused cameras', () => {
    expect(shownCameraKey(['b', 'a', 'c'], ['c'])).toBe('a b');
    expect(shownCameraKey(['a'], ['a'])).toBe('');
  });
});
