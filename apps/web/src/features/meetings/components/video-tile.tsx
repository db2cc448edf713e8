import { Badge, Group, Text } from '@mantine/core';
import { IconHandStop, IconMicrophoneOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './meeting.module.css';

/**
 * §3 video tile: an attendee's camera (or content share) with its name; the initial letter
 * when no video flows. Marks the local tile, muted, raised hand and the active speaker, and a
 * camera paused by the downlink policy (its last frame stays, decision 049).
 */
export function VideoTile({
  name,
  stream,
  isLocal,
  isContent,
  isMuted,
  isSpeaking,
  isHandRaised,
  isPaused = false,
  attendeeId,
  children,
}: {
  name: string;
  stream: MediaStream | null;
  isLocal: boolean;
  isContent: boolean;
  isMuted: boolean;
  isSpeaking: boolean;
  isHandRaised: boolean;
  /** Paused by the downlink policy. */
  isPaused?: boolean;
  attendeeId: string;
  /** Shown over the picture (the video stats). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('meetings');
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);
  const label = isContent ? t('tile.content', { name }) : isLocal ? t('tile.you', { name }) : name;
  return (
    <figure
      className={classes.tile}
      data-speaking={isSpeaking || undefined}
      data-attendee={attendeeId}
      data-content={isContent || undefined}
      data-paused={isPaused || undefined}
      aria-label={label}
    >
      {stream ? (
        <video ref={videoRef} className={classes.video} data-local={isLocal || undefined} autoPlay muted playsInline />
      ) : (
        <div className={classes.avatar} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </div>
      )}
      {children}
      <figcaption className={classes.caption}>
        <Group gap={6} wrap="nowrap">
          {isMuted && <IconMicrophoneOff size={16} aria-label={t('roster.muted')} />}
          {isHandRaised && <IconHandStop size={16} aria-label={t('roster.handRaised')} />}
          <Text size="sm" truncate>
            {label}
          </Text>
          {isPaused && (
            <Badge size="xs" color="yellow" variant="filled">
              {t('tile.pausedByPolicy')}
            </Badge>
          )}
          {isSpeaking && (
            <Badge size="xs" color="green" variant="filled">
              {t('roster.speaking')}
            </Badge>
          )}
        </Group>
      </figcaption>
    </figure>
  );
}
