import {
  DOWNLINK_LOSS_LIMIT,
  DOWNLINK_PRESET_SAMPLES,
  type DownlinkPreset,
} from '@hissa/contracts/meetings/device-options';

/** The priority policy's memory between samples: paused cameras, and bad / good samples in a row. */
export type DownlinkState = { paused: readonly string[]; badSamples: number; goodSamples: number };

export const INITIAL_DOWNLINK: DownlinkState = { paused: [], badSamples: 0, goodSamples: 0 };

/** A shown camera tile with its §9 priority (1 high, 5 medium, 10 low; lower is more important). */
export type RankedTile = { attendeeId: string; priority: number };

/**
 * §4 "video tiles paused or resumed by the downlink policy under bandwidth limits" (the priority
 * policy, decision 049), one sample at a time: `lossFraction` is the share of incoming video
 * packets lost since the last sample (null: nothing measured). After the preset's number of bad
 * samples in a row the lowest-priority camera still coming is paused (the last on the page among
 * equals; one always stays); after its number of good ones the most important paused camera
 * resumes. Tiles no longer shown leave the paused list.
 */
export function nextDownlink(
  state: DownlinkState,
  shown: readonly RankedTile[],
  lossFraction: number | null,
  preset: DownlinkPreset,
): DownlinkState {
  const shownIds = new Set(shown.map((tile) => tile.attendeeId));
  const paused = state.paused.filter((attendeeId) => shownIds.has(attendeeId));
  if (lossFraction === null) return { ...state, paused };
  const isBad = lossFraction >= DOWNLINK_LOSS_LIMIT;
  const badSamples = isBad ? state.badSamples + 1 : 0;
  const goodSamples = isBad ? 0 : state.goodSamples + 1;
  const { pauseAfter, resumeAfter } = DOWNLINK_PRESET_SAMPLES[preset];
  const coming = shown.filter((tile) => !paused.includes(tile.attendeeId));
  if (badSamples >= pauseAfter && coming.length > 1) {
    const victim = coming.reduce((worst, tile) => (tile.priority >= worst.priority ? tile : worst));
    return { paused: [...paused, victim.attendeeId], badSamples: 0, goodSamples: 0 };
  }
  if (goodSamples >= resumeAfter && paused.length) {
    const ranked = shown.filter((tile) => paused.includes(tile.attendeeId));
    const best = ranked.reduce((top, tile) => (tile.priority < top.priority ? tile : top));
    return { paused: paused.filter((attendeeId) => attendeeId !== best.attendeeId), badSamples: 0, goodSamples: 0 };
  }
  return { paused, badSamples, goodSamples };
}
