import { describe, expect, it } from 'vitest';
import { INITIAL_DOWNLINK, nextDownlink } from './downlink-policy';

const tiles = [
  { attendeeId: 'speaker', priority: 1 },
  { attendeeId: 'a', priority: 5 },
  { attendeeId: 'b', priority: 5 },
];

describe('the priority downlink policy', () => {
  it('pauses the lowest-priority camera, the last among equals, after one bad sample by default', () => {
    const next = nextDownlink(INITIAL_DOWNLINK, tiles, 0.2, 'default');
    expect(next.paused).toEqual(['b']);
  });

  it('waits three bad samples on a stable network and resumes after two good ones', () => {
    let state = INITIAL_DOWNLINK;
    for (const loss of [0.2, 0.2]) state = nextDownlink(state, tiles, loss, 'stable');
    expect(state.paused).toEqual([]);
    state = nextDownlink(state, tiles, 0.2, 'stable');
    expect(state.paused).toEqual(['b']);
    state = nextDownlink(state, tiles, 0, 'stable');
    expect(state.paused).toEqual(['b']);
    state = nextDownlink(state, tiles, 0, 'stable');
    expect(state.paused).toEqual([]);
  });

  it('keeps the most important camera coming and resumes it first', () => {
    let state = INITIAL_DOWNLINK;
    for (let sample = 0; sample < 5; sample++) state = nextDownlink(state, tiles, 0.5, 'unstable');
    expect(state.paused).toEqual(['b', 'a']);
    for (let sample = 0; sample < 5; sample++) state = nextDownlink(state, tiles, 0, 'unstable');
    expect(state.paused).toEqual(['b', 'a']);
    state = nextDownlink(state, tiles, 0, 'unstable');
    expect(state.paused).toEqual(['b']);
  });

  it('forgets a paused camera whose tile is no longer shown, and changes nothing without a measurement', () => {
    const state = { paused: ['b'], badSamples: 0, goodSamples: 0 };
    expect(nextDownlink(state, tiles.slice(0, 2), null, 'default').paused).toEqual([]);
    expect(nextDownlink(state, tiles, null, 'default')).toEqual(state);
  });
});
