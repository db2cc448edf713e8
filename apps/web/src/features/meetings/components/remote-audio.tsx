import { Button } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteMedia } from '../room/meeting-room';
import { useAttendeeVolumes } from './attendee-volumes';

/** An <audio> element that setSinkId can point at another output (Chromium, Edge, Firefox). */
type RoutableAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> };

/**
 * One remote attendee's sound: a hidden <audio> element playing `stream` at `volume` (0-1) on
 * the output device `speakerId` (the device screen's speaker, where the browser lets a page
 * choose; otherwise the system's). Tells `onBlocked` when the browser refused to start playing
 * (autoplay without a click, e.g. after quick join from a link).
 */
function AttendeeAudio({
  stream,
  volume,
  speakerId,
  attempt,
  onBlocked,
}: {
  stream: MediaStream;
  volume: number;
  speakerId: string | null;
  /** Raised to try playing again after the user's click. */
  attempt: number;
  onBlocked: () => void;
}) {
  const audioRef = useRef<RoutableAudio>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.srcObject = stream;
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onBlocked();
    });
  }, [stream, attempt, onBlocked]);
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    const audio = audioRef.current;
    if (speakerId && audio?.setSinkId) audio.setSinkId(speakerId).catch(() => undefined);
  }, [speakerId]);
  return <audio ref={audioRef} data-remote-audio hidden />;
}

/**
 * Plays the meeting's sound (§4): the microphone stream of every attendee in `remote` (pairs of
 * attendee id and media, as the session's map gives them), on the chosen speaker, each at the
 * volume this user chose for it (AttendeeVolumesProvider, decision 060). When the browser blocks
 * playing until the page is clicked, a "Turn on meeting sound" button appears, and pressing it
 * starts every stream.
 */
export function RemoteAudio({
  remote,
  speakerId,
}: {
  remote: Iterable<readonly [attendeeId: string, media: RemoteMedia]>;
  speakerId: string | null;
}) {
  const { t } = useTranslation('meetings');
  const [isBlocked, setIsBlocked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onBlocked = useCallback(() => setIsBlocked(true), []);
  const { volumeOf } = useAttendeeVolumes();
  return (
    <>
      {[...remote].map(([attendeeId, { audio }]) =>
        audio ? (
          <AttendeeAudio
            key={attendeeId}
            stream={audio}
            volume={volumeOf(attendeeId)}
            speakerId={speakerId}
            attempt={attempt}
            onBlocked={onBlocked}
          />
        ) : null,
      )}
      {isBlocked && (
        <Button
          variant="filled"
          color="orange"
          leftSection={<IconVolume size={18} />}
          onClick={() => {
            setIsBlocked(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('audio.turnOn')}
        </Button>
      )}
    </>
  );
}
