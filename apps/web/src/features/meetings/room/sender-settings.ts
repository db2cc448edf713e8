import { AUDIO_PROFILE_SETTINGS, type AudioProfile, type VideoCodec } from '@hissa/contracts/meetings/device-options';

/** Profile-level-id prefix of H.264 constrained baseline (profile_idc 0x42, constraint flags 0xe0). */
const H264_CONSTRAINED_BASELINE = /profile-level-id=42e0/i;

/** True when `codec` is the one `preference` names. */
function isPreferred(codec: RTCRtpCodec, preference: VideoCodec): boolean {
  if (preference === 'vp8') return codec.mimeType.toLowerCase() === 'video/vp8';
  return codec.mimeType.toLowerCase() === 'video/h264' && H264_CONSTRAINED_BASELINE.test(codec.sdpFmtpLine ?? '');
}

/**
 * Puts the preferred video codec first on a video transceiver (setCodecPreferences, before an
 * offer or answer is made), keeping the others after it so a browser without it still connects.
 * 'default' leaves the browser's order. Browsers without setCodecPreferences keep theirs.
 */
export function preferVideoCodec(transceiver: RTCRtpTransceiver, preference: VideoCodec): void {
  if (preference === 'default' || !('setCodecPreferences' in transceiver)) return;
  const codecs = RTCRtpReceiver.getCapabilities('video')?.codecs ?? [];
  const preferred = codecs.filter((codec) => isPreferred(codec, preference));
  if (!preferred.length) return;
  transceiver.setCodecPreferences([...preferred, ...codecs.filter((codec) => !preferred.includes(codec))]);
}

/** Sends the microphone `track` on `sender` with the audio profile's Opus bitrate cap (decision 049). */
export async function sendAudioTrack(
  sender: RTCRtpSender,
  track: MediaStreamTrack | null,
  profile: AudioProfile,
): Promise<void> {
  await sender.replaceTrack(track);
  const parameters = sender.getParameters();
  if (!parameters.encodings?.length) return;
  const { maxBitrate } = AUDIO_PROFILE_SETTINGS[profile];
  parameters.encodings = parameters.encodings.map((encoding) => ({ ...encoding, maxBitrate }));
  await sender.setParameters(parameters).catch(() => undefined);
}

/**
 * A remote description whose Opus format says it accepts stereo (stereo=1; sprop-stereo=1):
 * applied for the music stereo profile, so our encoder sends two channels (browsers send mono
 * unless the other side's description asks for stereo). Other profiles leave `sdp` as it is.
 */
export function withStereoOpus(sdp: string, profile: AudioProfile): string {
  if (AUDIO_PROFILE_SETTINGS[profile].channelCount !== 2) return sdp;
  const opus = /a=rtpmap:(\d+) opus\/48000/i.exec(sdp)?.[1];
  if (!opus) return sdp;
  return sdp.replace(new RegExp(`(a=fmtp:${opus} [^\\r\\n]*)`), (line) =>
    /stereo=1/.test(line) ? line : `${line};stereo=1;sprop-stereo=1`,
  );
}
