import { Button, Checkbox, Group, Progress, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEST_SOUND_HZ,
  TEST_TONE_GAIN,
  VIDEO_PRESETS,
  type VideoQuality,
} from '@hissa/contracts/meetings/meeting-rules';
import { type MediaOptions, withMediaRules } from '@hissa/contracts/meetings/device-options';
import type { MeetingMedia } from '@hissa/contracts/meetings/meeting-media';
import { useAudioLevel } from '../hooks/use-audio-level';
import { VIDEO_FILTERS, type VideoFilter } from '../media/background-filter';
import { openCamera } from '../media/camera';
import { microphoneConstraints } from '../media/microphone';
import type { AfterMeeting } from '../room/after-meeting';
import { AdditionalDeviceOptions } from './additional-device-options';
import { MediaOptionsFields } from './media-options-fields';
import classes from './meeting.module.css';

/** What the attendee chose on the device screen. */
export type DeviceChoice = {
  microphoneId: string | null;
  cameraId: string | null;
  speakerId: string | null;
  quality: VideoQuality;
  /** §2 video filter: none, background blur or a replacement background (decision 039). */
  filter: VideoFilter;
  viewOnly: boolean;
  /** §4 what happens after the meeting stops for us. */
  afterMeeting: AfterMeeting;
  /** §9 tiles per page. */
  tilePageSize: number;
  /** §2 media options: simulcast, downlink policy, audio profile, codec, log level, voice focus (decision 049). */
  media: MediaOptions;
};

/** Seconds the speaker test tone plays. */
const TEST_SOUND_SECONDS = 1;

/** §9 speaker test: a 440 Hz tone at gain 0.1 on the chosen output (where the browser lets us choose). */
async function playTestSound(speakerId: string | null): Promise<void> {
  const context = new AudioContext();
  if (speakerId && 'setSinkId' in context)
    await (context as AudioContext & { setSinkId: (id: string) => Promise<void> }).setSinkId(speakerId);
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = TEST_SOUND_HZ;
  gain.gain.value = TEST_TONE_GAIN;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + TEST_SOUND_SECONDS);
  oscillator.addEventListener('ended', () => void context.close());
}

/**
 * §2 device selection: microphone with a level meter, camera with a preview, resolution
 * (360p / 540p / 720p, §9), video filter (none, background blur, a replacement background;
 * decision 039, shown in the preview), voice focus with the microphone, the additional options
 * (tile page size, after the meeting) and the media options (decision 049; simulcast forces
 * 720p, §9), speaker with a test sound, view-only, Join. `devices` are the browser's (labelled
 * once permission is given); `media` the options to start from (the page's query), `mediaKind`
 * the meeting's current media path (for what it cannot honour).
 */
export function DeviceSelection({
  devices,
  tilePageSize,
  media,
  mediaKind,
  onJoin,
}: {
  devices: MediaDeviceInfo[];
  /** The tile page size to start from. */
  tilePageSize: number;
  media: MediaOptions;
  mediaKind: MeetingMedia['kind'];
  onJoin: (choice: DeviceChoice) => void;
}) {
  const { t } = useTranslation('meetings');
  const ofKind = (kind: MediaDeviceKind) =>
    devices
      .filter((device) => device.kind === kind && device.deviceId)
      .map((device, index) => ({
        value: device.deviceId,
        label: device.label || t('devices.unnamed', { number: index + 1 }),
      }));
  const microphones = ofKind('audioinput');
  const cameras = ofKind('videoinput');
  const speakers = ofKind('audiooutput');
  const [choice, setChoice] = useState<DeviceChoice>({
    microphoneId: microphones[0]?.value ?? null,
    cameraId: cameras[0]?.value ?? null,
    speakerId: speakers[0]?.value ?? null,
    quality: media.simulcast ? '720p' : '540p',
    filter: 'none',
    viewOnly: false,
    afterMeeting: 'nothing',
    tilePageSize,
    media,
  });
  const { audioProfile, voiceFocus } = choice.media;
  const [microphone, setMicrophone] = useState<MediaStreamTrack | null>(null);
  const previewRef = useRef<HTMLVideoElement>(null);
  // The filter the preview really shows ('none' while starting, or when the chosen one could not load).
  const [shownFilter, setShownFilter] = useState<VideoFilter>('none');
  const level = useAudioLevel(choice.viewOnly ? null : microphone);

  useEffect(() => {
    if (choice.viewOnly || !choice.microphoneId) return;
    let track: MediaStreamTrack | undefined;
    let isCurrent = true;
    void navigator.mediaDevices
      .getUserMedia({ audio: microphoneConstraints(choice.microphoneId, audioProfile, voiceFocus) })
      .then((stream) => {
        track = stream.getAudioTracks()[0];
        if (isCurrent) setMicrophone(track ?? null);
        else track?.stop();
      })
      .catch(() => setMicrophone(null));
    return () => {
      isCurrent = false;
      track?.stop();
    };
  }, [choice.microphoneId, choice.viewOnly, audioProfile, voiceFocus]);

  useEffect(() => {
    const video = previewRef.current;
    if (choice.viewOnly || !choice.cameraId || !video) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    void openCamera(choice.cameraId, choice.quality, choice.filter)
      .then((capture) => {
        if (!isCurrent) return capture.stop();
        stop = capture.stop;
        video.srcObject = capture.stream;
        setShownFilter(capture.filter);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      stop?.();
      video.srcObject = null;
      setShownFilter('none');
    };
  }, [choice.cameraId, choice.quality, choice.filter, choice.viewOnly]);

  const placeholder = t('devices.unavailable');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Select
            label={t('devices.microphone')}
            data={microphones}
            value={choice.microphoneId}
            placeholder={placeholder}
            disabled={choice.viewOnly}
            allowDeselect={false}
            onChange={(value) => setChoice({ ...choice, microphoneId: value })}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="meeting-level-label">
              {t('devices.level')}
            </Text>
            <Progress value={Math.round(level * 100)} aria-labelledby="meeting-level-label" transitionDuration={100} />
          </div>
          <Switch
            label={t('mediaOptions.voiceFocus')}
            description={
              audioProfile === 'fullband-speech-mono'
                ? t('mediaOptions.voiceFocusHint')
                : t('mediaOptions.voiceFocusSpeechOnly')
            }
            checked={voiceFocus}
            disabled={choice.viewOnly || audioProfile !== 'fullband-speech-mono'}
            onChange={(event) =>
              setChoice({
                ...choice,
                media: withMediaRules({ ...choice.media, voiceFocus: event.currentTarget.checked }),
              })
            }
          />
          <Select
            label={t('devices.camera')}
            data={[{ value: 'none', label: t('devices.noCamera') }, ...cameras]}
            value={choice.cameraId ?? 'none'}
            disabled={choice.viewOnly}
            allowDeselect={false}
            onChange={(value) => setChoice({ ...choice, cameraId: value === 'none' ? null : value })}
          />
          <Select
            label={t('devices.quality')}
            data={(Object.keys(VIDEO_PRESETS) as VideoQuality[]).map((quality) => ({
              value: quality,
              label: t(`devices.qualities.${quality}`),
            }))}
            value={choice.quality}
            description={choice.media.simulcast ? t('mediaOptions.simulcastQuality') : undefined}
            disabled={choice.viewOnly || choice.media.simulcast}
            allowDeselect={false}
            onChange={(value) => value && setChoice({ ...choice, quality: value as VideoQuality })}
          />
          <Select
            label={t('devices.filter')}
            data={VIDEO_FILTERS.map((filter) => ({ value: filter, label: t(`devices.filters.${filter}`) }))}
            value={choice.cameraId ? choice.filter : null}
            placeholder={t('devices.filterUnavailable')}
            disabled={choice.viewOnly || !choice.cameraId}
            allowDeselect={false}
            onChange={(value) => value && setChoice({ ...choice, filter: value as VideoFilter })}
          />
          <Group align="end" gap="sm" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('devices.speaker')}
              data={speakers}
              value={choice.speakerId}
              placeholder={placeholder}
              allowDeselect={false}
              onChange={(value) => setChoice({ ...choice, speakerId: value })}
            />
            <Button
              variant="light"
              leftSection={<IconVolume size={18} aria-hidden="true" />}
              onClick={() => void playTestSound(choice.speakerId)}
            >
              {t('devices.testSound')}
            </Button>
          </Group>
          <Checkbox
            label={t('devices.viewOnly')}
            description={t('devices.viewOnlyHint')}
            checked={choice.viewOnly}
            onChange={(event) => setChoice({ ...choice, viewOnly: event.currentTarget.checked })}
          />
        </Stack>
        <div className={classes.preview}>
          {choice.cameraId && !choice.viewOnly ? (
            <video
              ref={previewRef}
              className={classes.video}
              autoPlay
              muted
              playsInline
              aria-label={t('devices.preview')}
              data-filter={shownFilter}
            />
          ) : (
            <Text c="dimmed">{t('devices.noPreview')}</Text>
          )}
        </div>
      </SimpleGrid>
      <AdditionalDeviceOptions
        value={{ afterMeeting: choice.afterMeeting, tilePageSize: choice.tilePageSize }}
        onChange={(options) => setChoice({ ...choice, ...options })}
      />
      <MediaOptionsFields
        value={choice.media}
        kind={mediaKind}
        onChange={(next) => setChoice({ ...choice, media: next, quality: next.simulcast ? '720p' : choice.quality })}
      />
      <Group>
        <Button size="md" onClick={() => onJoin(choice)}>
          {t('devices.join')}
        </Button>
      </Group>
    </Stack>
  );
}
