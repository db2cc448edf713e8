import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_OPTIONS, isLogged, mediaOptionsFromQuery } from '@hissa/contracts/meetings/device-options';
import { withStereoOpus } from './sender-settings';

describe('the media options of the query string', () => {
  it('reads every option and keeps the default for unknown values', () => {
    const options = mediaOptionsFromQuery(
      new URLSearchParams(
        'simulcast=true&downlink=priority&downlink-preset=unstable&audio-profile=fullband-music-mono&codec=h264&log-level=debug&voice-focus=true' +
          '&delete-attendee-to-leave=false&keep-last-frame=0&event-reporting=false&web-audio=true',
      ),
    );
    expect(options).toEqual({
      simulcast: true,
      downlinkPolicy: 'priority',
      downlinkPreset: 'unstable',
      audioProfile: 'fullband-music-mono',
      videoCodec: 'h264',
      logLevel: 'debug',
      // voice focus is for speech only
      voiceFocus: false,
      deleteAttendeeToLeave: false,
      keepLastFrame: false,
      eventReporting: false,
      webAudio: true,
    });
    expect(mediaOptionsFromQuery(new URLSearchParams('codec=av9&log-level=loud'))).toEqual(DEFAULT_MEDIA_OPTIONS);
    expect(mediaOptionsFromQuery(new URLSearchParams('voice-focus=false')).voiceFocus).toBe(false);
    // decision 052: leaving deletes the attendee, a paused video keeps its last frame, events are reported, no Web Audio
    expect(mediaOptionsFromQuery(new URLSearchParams('delete-attendee-to-leave=maybe&web-audio=yes'))).toMatchObject({
      deleteAttendeeToLeave: true,
      keepLastFrame: true,
      eventReporting: true,
      webAudio: false,
    });
  });
});

describe('the client log level', () => {
  it('passes lines at or above the level and nothing when off', () => {
    expect(isLogged('warn', 'warn')).toBe(true);
    expect(isLogged('error', 'info')).toBe(true);
    expect(isLogged('info', 'warn')).toBe(false);
    expect(isLogged('error', 'off')).toBe(false);
  });
});

describe('stereo Opus for the music stereo profile', () => {
  const sdp = 'v=0\r\na=rtpmap:111 opus/48000/2\r\na=fmtp:111 minptime=10;useinbandfec=1\r\na=rtpmap:96 VP8/90000\r\n';

  it('asks for stereo on the Opus format line only under music stereo', () => {
    expect(withStereoOpus(sdp, 'fullband-music-stereo')).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1\r\n',
    );
    expect(withStereoOpus(sdp, 'fullband-speech-mono')).toBe(sdp);
  });
});
