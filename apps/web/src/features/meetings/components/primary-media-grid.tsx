import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import type { PrimaryMedia } from '../hooks/use-primary-media';
import { VideoTile } from './video-tile';
import classes from './meeting.module.css';

/**
 * The ids of those of `tracks` that carry frames now. A received track is muted until its first
 * frame and while its sender sends none: the SFU forwards every attendee's camera and screen
 * slot, and a camera turned off or a share not started would otherwise be an empty black tile
 * (the replica has no roster of the primary saying who shares). Re-renders on mute and unmute.
 */
function useFlowingTracks(tracks: readonly MediaStreamTrack[]): ReadonlySet<string> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // the tracks are the same while their ids are: listen again only when the ids change
  const ids = tracks.map((track) => track.id).join(' ');
  const tracksRef = useRef(tracks);
  useEffect(() => {
    tracksRef.current = tracks;
  });
  useEffect(() => {
    const listened = tracksRef.current;
    for (const track of listened) {
      track.addEventListener('mute', rerender);
      track.addEventListener('unmute', rerender);
    }
    return () => {
      for (const track of listened) {
        track.removeEventListener('mute', rerender);
        track.removeEventListener('unmute', rerender);
      }
    };
  }, [ids]);
  return new Set(tracks.filter((track) => !track.muted).map((track) => track.id));
}

/**
 * The primary meeting as a demoted replica attendee watches it (decision 052): one tile per
 * camera and per content share the primary's attendees send, with their names, each while it
 * carries frames; a line saying nobody there sends video yet, that this media path cannot
 * show it (LiveKit), or that the primary has all the watchers the server allows, with Try again
 * (decision 056).
 */
export function PrimaryMediaGrid({ primary, isAvailable }: { primary: PrimaryMedia; isAvailable: boolean }) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const received = primary.attendees.flatMap(({ attendeeId, name, media }) => [
    ...(media.screen ? [{ attendeeId, name, stream: media.screen, isContent: true }] : []),
    ...(media.camera ? [{ attendeeId, name, stream: media.camera, isContent: false }] : []),
  ]);
  const flowing = useFlowingTracks(received.flatMap((tile) => tile.stream.getVideoTracks()));
  const tiles = received.filter((tile) => tile.stream.getVideoTracks().some((track) => flowing.has(track.id)));
  return (
    <Paper withBorder p="xs" component="section" aria-label={t('replica.primaryTitle')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('replica.primaryTitle')}
        </Text>
        {tiles.length > 0 ? (
          <div className={classes.grid} data-count={tiles.length} data-testid="primary-tiles">
            {tiles.map((tile) => (
              <VideoTile
                key={`${tile.attendeeId}-${tile.isContent ? 'content' : 'camera'}`}
                attendeeId={tile.attendeeId}
                name={tile.name}
                stream={tile.stream}
                isLocal={false}
                isContent={tile.isContent}
                isMuted={false}
                isSpeaking={false}
                isHandRaised={false}
              />
            ))}
          </div>
        ) : primary.watchersFull !== null ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('replica.primaryWatchersFull', { max: format.number(primary.watchersFull) })}</Text>
            <Button size="xs" variant="default" onClick={primary.retry}>
              {t('replica.watchAgain')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {isAvailable ? t('replica.primaryNoVideo') : t('replica.primaryUnavailable')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
