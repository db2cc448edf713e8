import { useEffect, useState } from 'react';
import { signalStrength, STATS_INTERVAL_MS } from '@hissa/contracts/meetings/meeting-rules';
import type { MeetingRoom } from '../room/meeting-room';

/** Where the stats come from: the room's getStats accessors. */
export type StatsSource = Pick<MeetingRoom, 'trackStats' | 'linkStats'>;
import { type Counters, linkQualityOf, type VideoStats, videoStatsOf } from '../room/webrtc-stats';

/** §2 video stats of `track` sampled every STATS_INTERVAL_MS while `room` carries it (null until the first two samples). */
export function useVideoStats(room: StatsSource | null, track: MediaStreamTrack | null): VideoStats | null {
  const [stats, setStats] = useState<VideoStats | null>(null);
  useEffect(() => {
    if (!room?.trackStats || !track) return;
    let previous: Counters | null = null;
    const timer = window.setInterval(() => {
      void room.trackStats?.(track).then((report) => {
        const next = report ? videoStatsOf(report, previous) : null;
        previous = next?.counters ?? null;
        setStats(next);
      });
    }, STATS_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      setStats(null);
    };
  }, [room, track]);
  return stats;
}

/**
 * §9 roster signal strength (0-1) of every attendee in `attendeeIds` (our link to each, from
 * its RTT and loss, decision 039), sampled every STATS_INTERVAL_MS; an attendee not measured yet
 * has the §3 default 1.
 */
export function useSignalStrengths(room: StatsSource | null, attendeeIds: string[]): ReadonlyMap<string, number> {
  const [strengths, setStrengths] = useState<ReadonlyMap<string, number>>(new Map());
  const key = attendeeIds.join(',');
  useEffect(() => {
    if (!room?.linkStats) return;
    const ids = key ? key.split(',') : [];
    const previous = new Map<string, Counters>();
    const timer = window.setInterval(() => {
      void Promise.all(
        ids.map(async (id) => {
          const link = await room.linkStats?.(id);
          if (!link) return [id, 1] as const;
          const quality = linkQualityOf(link.report, previous.get(id) ?? null);
          previous.set(id, quality.counters);
          return [id, signalStrength(quality.rttMs, quality.lossFraction, link.isConnected)] as const;
        }),
      ).then((pairs) => setStrengths(new Map(pairs)));
    }, STATS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [room, key]);
  return strengths;
}
