import { useEffect, useRef, useState } from 'react';
import type { DownlinkPolicy, DownlinkPreset } from '@hissa/contracts/meetings/device-options';
import { STATS_INTERVAL_MS } from '@hissa/contracts/meetings/meeting-rules';
import { type DownlinkState, INITIAL_DOWNLINK, nextDownlink, type RankedTile } from '../room/downlink-policy';
import { type Counters, videoStatsOf } from '../room/webrtc-stats';
import type { StatsSource } from './use-webrtc-stats';

const NONE: readonly string[] = [];

/** The policy's inputs: the shown camera tiles by priority and their incoming tracks. */
type DownlinkInput = {
  policy: DownlinkPolicy;
  preset: DownlinkPreset;
  stats: StatsSource;
  /** Whether the room can stop a camera it does not show (the SFU can; on the mesh every camera comes). */
  canPause: () => boolean;
  tiles: readonly RankedTile[];
  /** The camera track coming from each attendee. */
  trackOf: (attendeeId: string) => MediaStreamTrack | null;
};

/**
 * The §2 downlink policy (decision 049): with 'default' every shown camera comes; with
 * 'priority' the incoming video loss is sampled every STATS_INTERVAL_MS and cameras are paused
 * and resumed by priority (nextDownlink) where the room can stop a camera. Returns the paused
 * attendees (their tiles keep the last frame and say why).
 */
export function useDownlinkPolicy({
  policy,
  preset,
  stats,
  canPause,
  tiles,
  trackOf,
}: DownlinkInput): readonly string[] {
  const [state, setState] = useState<DownlinkState>(INITIAL_DOWNLINK);
  // the latest tracks, read at each sample (a new function every render must not restart the timer)
  const trackOfRef = useRef(trackOf);
  useEffect(() => {
    trackOfRef.current = trackOf;
  }, [trackOf]);
  const key = tiles.map((tile) => `${tile.attendeeId}:${tile.priority}`).join(' ');
  useEffect(() => {
    if (policy !== 'priority') return;
    const ranked = key
      ? key.split(' ').map((entry) => {
          const [attendeeId = '', priority] = entry.split(':');
          return { attendeeId, priority: Number(priority) };
        })
      : [];
    const previous = new Map<string, Counters>();
    const timer = window.setInterval(() => {
      if (!canPause()) return setState(INITIAL_DOWNLINK);
      void Promise.all(
        ranked.map(async ({ attendeeId }) => {
          const track = trackOfRef.current(attendeeId);
          const report = track ? await stats.trackStats?.(track) : null;
          const sample = report ? videoStatsOf(report, previous.get(attendeeId) ?? null) : null;
          if (!sample) return null;
          const before = previous.get(attendeeId);
          previous.set(attendeeId, sample.counters);
          if (!before) return null;
          return {
            lost: Math.max(0, sample.counters.packetsLost - before.packetsLost),
            arrived: Math.max(0, sample.counters.packets - before.packets),
          };
        }),
      ).then((samples) => {
        const lost = samples.reduce((sum, sample) => sum + (sample?.lost ?? 0), 0);
        const arrived = samples.reduce((sum, sample) => sum + (sample?.arrived ?? 0), 0);
        const loss = lost + arrived > 0 ? lost / (lost + arrived) : null;
        setState((current) => nextDownlink(current, ranked, loss, preset));
      });
    }, STATS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [policy, preset, stats, canPause, key]);
  return policy === 'priority' ? state.paused : NONE;
}
