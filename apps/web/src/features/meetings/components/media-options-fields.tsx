import { Accordion, Checkbox, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AUDIO_PROFILES,
  type AudioProfile,
  DOWNLINK_POLICIES,
  DOWNLINK_PRESETS,
  type DownlinkPolicy,
  type DownlinkPreset,
  LOG_LEVELS,
  type LogLevel,
  type MediaOptions,
  VIDEO_CODECS,
  type VideoCodec,
  withMediaRules,
} from '@hissa/contracts/meetings/device-options';
import type { MeetingMedia } from '@hissa/contracts/meetings/meeting-media';
import { canSimulcast, hasChromiumWebRtc } from '../room/media-support';
import { SessionOptionsFields } from './session-options-fields';

/** Codec names, kept in Latin digits on Arabic pages (a placeholder is never converted). */
const CODEC_NAMES: Record<VideoCodec, string> = { default: '', vp8: 'VP8', h264: 'H.264' };

/**
 * §2 device-selection media options (decision 049), folded away: simulcast (disabled with the
 * reason where the browser or the meeting's media path cannot use it, §5), the downlink policy
 * and its preset, the audio profile (one of three, §5), the video codec and the client log
 * level, and the options of decision 052 (SessionOptionsFields). Where the meeting's current
 * media path (`kind`) does not honour a choice, its field says so. Voice focus sits with the microphone (DeviceSelection).
 */
export function MediaOptionsFields({
  value,
  kind,
  onChange,
}: {
  value: MediaOptions;
  kind: MeetingMedia['kind'];
  onChange: (value: MediaOptions) => void;
}) {
  const { t } = useTranslation('meetings');
  const set = (change: Partial<MediaOptions>) => onChange(withMediaRules({ ...value, ...change }));
  const simulcastOff = !hasChromiumWebRtc()
    ? t('mediaOptions.simulcastNeedsChromium')
    : !canSimulcast(kind)
      ? t('mediaOptions.simulcastLiveKitOnly')
      : undefined;
  const downlinkNote = t(`mediaOptions.downlinkOn.${kind}`);
  const codecNote = kind === 'livekit' ? undefined : t(`mediaOptions.codecOn.${kind}`, { vp8: CODEC_NAMES.vp8 });
  return (
    <Accordion variant="contained">
      <Accordion.Item value="media">
        <Accordion.Control>{t('mediaOptions.title')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Checkbox
              label={t('mediaOptions.simulcast')}
              description={simulcastOff ?? t('mediaOptions.simulcastHint')}
              checked={value.simulcast}
              disabled={Boolean(simulcastOff)}
              onChange={(event) => set({ simulcast: event.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('mediaOptions.downlink')}
                description={downlinkNote}
                data={DOWNLINK_POLICIES.map((policy) => ({
                  value: policy,
                  label: t(`mediaOptions.policies.${policy}`),
                }))}
                value={value.downlinkPolicy}
                allowDeselect={false}
                onChange={(policy) => policy && set({ downlinkPolicy: policy as DownlinkPolicy })}
              />
              <Select
                label={t('mediaOptions.preset')}
                data={DOWNLINK_PRESETS.map((preset) => ({ value: preset, label: t(`mediaOptions.presets.${preset}`) }))}
                value={value.downlinkPreset}
                disabled={value.downlinkPolicy !== 'priority'}
                allowDeselect={false}
                onChange={(preset) => preset && set({ downlinkPreset: preset as DownlinkPreset })}
              />
              <Select
                label={t('mediaOptions.codec')}
                description={codecNote}
                data={VIDEO_CODECS.map((codec) => ({
                  value: codec,
                  label: t(`mediaOptions.codecs.${codec}`, { name: CODEC_NAMES[codec] }),
                }))}
                value={value.videoCodec}
                allowDeselect={false}
                onChange={(codec) => codec && set({ videoCodec: codec as VideoCodec })}
              />
              <Select
                label={t('mediaOptions.logLevel')}
                description={t('mediaOptions.logLevelHint')}
                data={LOG_LEVELS.map((level) => ({ value: level, label: t(`mediaOptions.logLevels.${level}`) }))}
                value={value.logLevel}
                allowDeselect={false}
                onChange={(level) => level && set({ logLevel: level as LogLevel })}
              />
            </SimpleGrid>
            <Radio.Group
              label={t('mediaOptions.audioProfile')}
              value={value.audioProfile}
              onChange={(profile) => set({ audioProfile: profile as AudioProfile })}
            >
              <Stack gap="xs" mt="xs">
                {AUDIO_PROFILES.map((profile) => (
                  <Radio key={profile} value={profile} label={t(`mediaOptions.profiles.${profile}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <SessionOptionsFields value={value} onChange={set} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
