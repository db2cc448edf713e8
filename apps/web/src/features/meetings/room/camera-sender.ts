import { VIDEO_PRESETS, type VideoQuality } from '@hissa/contracts/meetings/meeting-rules';

/**
 * Puts the camera track on `sender` with the §9 preset's frame rate and maximum bitrate
 * (360p 600 kbps, 540p and 720p 1400 kbps, 15 fps); `track` null sends no video.
 */
export async function sendCameraTrack(
  sender: RTCRtpSender,
  track: MediaStreamTrack | null,
  quality: VideoQuality,
): Promise<void> {
  await sender.replaceTrack(track);
  const preset = VIDEO_PRESETS[quality];
  const parameters = sender.getParameters();
  if (!parameters.encodings?.length) return;
  parameters.encodings = parameters.encodings.map((encoding) => ({
    ...encoding,
    maxBitrate: preset.maxBitrateKbps * 1000,
    maxFramerate: preset.frameRate,
  }));
  await sender.setParameters(parameters).catch(() => undefined);
}
