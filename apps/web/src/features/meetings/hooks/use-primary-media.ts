import { useEffect, useState } from 'react';
import type { RemoteMedia } from '../room/meeting-room';
import { SfuSubscription } from '../room/sfu-subscription';
import type { PrimaryMediaChannel } from './use-meeting-session';

/** One attendee of the primary meeting as a replica's attendee sees it. */
export type PrimaryAttendeeMedia = { attendeeId: string; name: string; media: RemoteMedia };

/** What a replica's attendee receives of its primary meeting. */
export type PrimaryMedia = {
  /** The primary's attendees that send media, in the order they arrived. */
  attendees: PrimaryAttendeeMedia[];
  /** The most watchers the server allows, when the primary had them all (decision 056); else null. */
  watchersFull: number | null;
  /** Asks to watch again (after watchersFull). */
  retry: () => void;
};

/**
 * A replica meeting's attendee watching its primary meeting (decision 052): while `isWatching`
 * (demoted and in the replica's room), a subscribe-only connection to the primary's SFU room
 * receives its attendees' tracks and sends nothing; it ends when watching stops (promoted: the
 * page joins the primary itself) or the page goes. A primary with as many watchers as the
 * server allows refuses us until `retry` (decision 056).
 */
export function usePrimaryMedia(
  channel: PrimaryMediaChannel,
  isWatching: boolean,
  iceServers: RTCIceServer[],
): PrimaryMedia {
  const [media, setMedia] = useState<ReadonlyMap<string, RemoteMedia>>(new Map());
  const [names, setNames] = useState<Record<string, string>>({});
  const [watchersFull, setWatchersFull] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isWatching || !channel.isAvailable()) return;
    const subscription = new SfuSubscription(
      () => iceServers,
      (sdp) => channel.send({ kind: 'subscribe-answer', sdp }),
      (attendeeId, remote) =>
        setMedia((current) => {
          const next = new Map(current);
          if (remote) next.set(attendeeId, remote);
          else next.delete(attendeeId);
          return next;
        }),
    );
    let offers = Promise.resolve();
    channel.listen((signal, primaryNames) => {
      if (signal.kind === 'watchers-full') return setWatchersFull(signal.max);
      if (signal.kind !== 'subscribe-offer') return;
      setNames(primaryNames);
      subscription.keepOnly(new Set(signal.tracks.map((track) => track.attendeeId)));
      offers = offers.then(() => subscription.accept(signal)).catch(() => undefined);
    });
    channel.send({ kind: 'watch' });
    return () => {
      channel.listen(null);
      channel.send({ kind: 'unwatch' });
      subscription.close();
      setMedia(new Map());
      setWatchersFull(null);
    };
  }, [channel, isWatching, iceServers, attempt]);
  return {
    attendees: [...media].map(([attendeeId, remote]) => ({ attendeeId, name: names[attendeeId] ?? '', media: remote })),
    watchersFull,
    retry: () => setAttempt((count) => count + 1),
  };
}
