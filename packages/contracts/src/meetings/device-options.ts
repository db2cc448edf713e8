/*
 * The meeting's media options of the device screen (meeting-and-shell §2 device-selection options,
 * §5, §9; decisions 049 and 052): simulcast, the downlink policy and its preset, audio profiles, the video
 * codec, the client log level and voice focus; delete-attendee-to-leave, keep last frame when
 * paused, event reporting and web audio. The §2 options our media paths cannot honour are
 * shown disabled with the reason. Each is also a query parameter of the meeting page
 * (MEDIA_OPTION_PARAMETERS). What each changes, and where our media paths cannot honour one, is in
 * decisions 049 and 052.
 */

/** §2 downlink policies: every shown tile, or tiles by priority (paused from the lowest under loss). */
export const DOWNLINK_POLICIES = ['default', 'priority'] as const;
export type DownlinkPolicy = (typeof DOWNLINK_POLICIES)[number];

/** §2 presets of the priority policy. */
export const DOWNLINK_PRESETS = ['default', 'stable', 'unstable'] as const;
export type DownlinkPreset = (typeof DOWNLINK_PRESETS)[number];

/**
 * How each preset reacts to the downlink (samples of STATS_INTERVAL_MS): the number of bad
 * samples in a row before the lowest-priority tile is paused, and of good ones before the
 * highest-priority paused tile resumes. A stable network rides out a short dip and recovers fast;
 * an unstable one cuts at once and waits longer before trusting the link again.
 */
export const DOWNLINK_PRESET_SAMPLES: Record<DownlinkPreset, { pauseAfter: number; resumeAfter: number }> = {
  default: { pauseAfter: 1, resumeAfter: 3 },
  stable: { pauseAfter: 3, resumeAfter: 2 },
  unstable: { pauseAfter: 1, resumeAfter: 6 },
};

/** A sample is bad when this fraction or more of the incoming video packets was lost. */
export const DOWNLINK_LOSS_LIMIT = 0.05;

/** §9: video priority low, medium, high is 10, 5, 1 (lower is more important); default medium. */
export const VIDEO_PRIORITY = { low: 10, medium: 5, high: 1 } as const;
export const DEFAULT_VIDEO_PRIORITY = VIDEO_PRIORITY.medium;

/** §2 audio profiles (mutually exclusive, §5). */
export const AUDIO_PROFILES = ['fullband-speech-mono', 'fullband-music-mono', 'fullband-music-stereo'] as const;
export type AudioProfile = (typeof AUDIO_PROFILES)[number];

/**
 * What each audio profile asks of the microphone and the sender: channels, the Opus bitrate cap
 * (bps), and whether the browser's speech processing (echo cancellation, gain control) stays on.
 * Music turns speech processing off: it treats a held note as echo or noise.
 */
export const AUDIO_PROFILE_SETTINGS: Record<
  AudioProfile,
  { channelCount: 1 | 2; maxBitrate: number; speechProcessing: boolean }
> = {
  'fullband-speech-mono': { channelCount: 1, maxBitrate: 40_000, speechProcessing: true },
  'fullband-music-mono': { channelCount: 1, maxBitrate: 64_000, speechProcessing: false },
  'fullband-music-stereo': { channelCount: 2, maxBitrate: 128_000, speechProcessing: false },
};

/** Sample rate asked of the microphone for every profile (Hz; fullband). */
export const AUDIO_SAMPLE_RATE = 48_000;

/** §2 video codecs: the browser's choice, VP8, or H.264 constrained baseline. */
export const VIDEO_CODECS = ['default', 'vp8', 'h264'] as const;
export type VideoCodec = (typeof VIDEO_CODECS)[number];

/** §2 client log levels, from the most to the least said ('off' says nothing). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'off'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A level a log line can have ('off' is only a threshold). */
export type LineLevel = Exclude<LogLevel, 'off'>;

/** True when a line of `level` passes the threshold `threshold` ('off' passes nothing). */
export function isLogged(level: LineLevel, threshold: LogLevel): boolean {
  return threshold !== 'off' && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

/** The media options an attendee joins with. */
export type MediaOptions = {
  /** Sends the camera in several layers (forces 720p, §9) where the media path can use them. */
  simulcast: boolean;
  downlinkPolicy: DownlinkPolicy;
  downlinkPreset: DownlinkPreset;
  audioProfile: AudioProfile;
  videoCodec: VideoCodec;
  logLevel: LogLevel;
  /** Noise suppression on the microphone (speech profile only). */
  voiceFocus: boolean;
  /** Leaving deletes the attendee server-side (deleteAttendee); off, it only disconnects and the attendee's join info stays valid (decision 052). */
  deleteAttendeeToLeave: boolean;
  /** A camera paused by the downlink policy keeps its last frame; off, its tile shows the initial instead. */
  keepLastFrame: boolean;
  /** Posts the join, leave and failure events (§7 log_meeting_event). */
  eventReporting: boolean;
  /** Sends the microphone through a Web Audio graph (AudioContext) instead of the device's track as it is. */
  webAudio: boolean;
};

export const DEFAULT_MEDIA_OPTIONS: MediaOptions = {
  simulcast: false,
  downlinkPolicy: 'default',
  downlinkPreset: 'default',
  audioProfile: 'fullband-speech-mono',
  videoCodec: 'default',
  logLevel: 'warn',
  voiceFocus: true,
  deleteAttendeeToLeave: true,
  keepLastFrame: true,
  eventReporting: true,
  webAudio: false,
};

/** The meeting page's query parameter of each option (values as in the lists above; booleans true / false). */
export const MEDIA_OPTION_PARAMETERS: Record<keyof MediaOptions, string> = {
  simulcast: 'simulcast',
  downlinkPolicy: 'downlink',
  downlinkPreset: 'downlink-preset',
  audioProfile: 'audio-profile',
  videoCodec: 'codec',
  logLevel: 'log-level',
  voiceFocus: 'voice-focus',
  deleteAttendeeToLeave: 'delete-attendee-to-leave',
  keepLastFrame: 'keep-last-frame',
  eventReporting: 'event-reporting',
  webAudio: 'web-audio',
};

/** The options that are on or off. */
type FlagOption =
  'simulcast' | 'voiceFocus' | 'deleteAttendeeToLeave' | 'keepLastFrame' | 'eventReporting' | 'webAudio';

/** Of `values`, the one `raw` names, else `fallback`. */
function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.find((value) => value === raw) ?? fallback;
}

/** The media options a meeting page's query string asks for; unknown or missing values keep the default. */
export function mediaOptionsFromQuery(search: URLSearchParams): MediaOptions {
  const get = (option: keyof MediaOptions) => search.get(MEDIA_OPTION_PARAMETERS[option]);
  const flag = (option: FlagOption) => {
    const raw = get(option);
    return raw === 'true' || raw === '1'
      ? true
      : raw === 'false' || raw === '0'
        ? false
        : DEFAULT_MEDIA_OPTIONS[option];
  };
  const options: MediaOptions = {
    simulcast: flag('simulcast'),
    downlinkPolicy: oneOf(DOWNLINK_POLICIES, get('downlinkPolicy'), DEFAULT_MEDIA_OPTIONS.downlinkPolicy),
    downlinkPreset: oneOf(DOWNLINK_PRESETS, get('downlinkPreset'), DEFAULT_MEDIA_OPTIONS.downlinkPreset),
    audioProfile: oneOf(AUDIO_PROFILES, get('audioProfile'), DEFAULT_MEDIA_OPTIONS.audioProfile),
    videoCodec: oneOf(VIDEO_CODECS, get('videoCodec'), DEFAULT_MEDIA_OPTIONS.videoCodec),
    logLevel: oneOf(LOG_LEVELS, get('logLevel'), DEFAULT_MEDIA_OPTIONS.logLevel),
    voiceFocus: flag('voiceFocus'),
    deleteAttendeeToLeave: flag('deleteAttendeeToLeave'),
    keepLastFrame: flag('keepLastFrame'),
    eventReporting: flag('eventReporting'),
    webAudio: flag('webAudio'),
  };
  return withMediaRules(options);
}

/** §5/§9 between the options: voice focus is for speech only. */
export function withMediaRules(options: MediaOptions): MediaOptions {
  return options.audioProfile === 'fullband-speech-mono' ? options : { ...options, voiceFocus: false };
}

/**
 * §2 server-side adaption values. The device screen shows them disabled at 'none', with preconnect
 * and echo reduction, each with the reason (decision 052): our media paths cannot honour them.
 */
export const SERVER_SIDE_ADAPTIONS = ['default', 'none', 'enable-bandwidth-probing'] as const;
