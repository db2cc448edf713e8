import { type MediaOptions, withMediaRules } from '@hissa/contracts/meetings/device-options';
import type { MeetingMedia } from '@hissa/contracts/meetings/meeting-media';

/** §5: simulcast needs Chromium's WebRTC (its brand in the user-agent data). */
export function hasChromiumWebRtc(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } }).userAgentData;
  return Boolean(data?.brands?.some((entry) => entry.brand === 'Chromium'));
}

/**
 * Whether the camera can be sent in simulcast layers on `kind` (decision 049): only through
 * LiveKit, and only from Chromium (§5). A browser on the mesh cannot receive layers, and our SFU
 * forwards one.
 */
export function canSimulcast(kind: MeetingMedia['kind']): boolean {
  return kind === 'livekit' && hasChromiumWebRtc();
}

/** The options as the media path `kind` and this browser can honour them (§5 rules included). */
export function supportedMediaOptions(options: MediaOptions, kind: MeetingMedia['kind']): MediaOptions {
  return withMediaRules({ ...options, simulcast: options.simulcast && canSimulcast(kind) });
}
