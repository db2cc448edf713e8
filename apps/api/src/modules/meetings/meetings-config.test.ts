import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/* The meeting's settings (decision 032): STUN/TURN urls with the TURN user, and the media region. */

describe('meeting configuration', () => {
  it('gives the browsers the STUN urls, and the TURN urls with their user and password', () => {
    const { meetings } = loadConfig({
      MEETING_ICE_SERVERS: 'stun:turn.hissa.sa:3478,turn:turn.hissa.sa:3478,turns:turn.hissa.sa:5349',
      MEETING_TURN_USER: 'hissa',
      MEETING_TURN_SECRET: 's3cret',
      MEETING_REGION: 'eu-central-1',
    });
    expect(meetings).toEqual({
      iceServers: [
        { urls: ['stun:turn.hissa.sa:3478'] },
        { urls: ['turn:turn.hissa.sa:3478', 'turns:turn.hissa.sa:5349'], username: 'hissa', credential: 's3cret' },
      ],
      mediaRegion: 'eu-central-1',
      media: 'auto',
      sfuMaxAttendees: 10,
      replicaMaxWatchers: 50,
    });
  });

  it('puts every room on the SFU with MEETING_MEDIA=sfu, up to MEETING_SFU_MAX_ATTENDEES', () => {
    expect(loadConfig({ MEETING_MEDIA: 'sfu', MEETING_SFU_MAX_ATTENDEES: '30' }).meetings).toMatchObject({
      media: 'sfu',
      sfuMaxAttendees: 30,
    });
    expect(() => loadConfig({ MEETING_MEDIA: 'cloud' })).toThrow();
  });

  it('uses no ICE servers and us-east-1 by default, and refuses urls of another scheme', () => {
    expect(loadConfig({}).meetings).toEqual({
      iceServers: [],
      mediaRegion: 'us-east-1',
      media: 'auto',
      sfuMaxAttendees: 10,
      replicaMaxWatchers: 50,
    });
    expect(() => loadConfig({ MEETING_ICE_SERVERS: 'https://turn.hissa.sa' })).toThrow();
  });

  it('reads Redis, LiveKit and the transcription engine (decision 038), and refuses LiveKit without its keys', () => {
    const { meetings } = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      MEETING_MEDIA: 'livekit',
      LIVEKIT_URL: 'wss://livekit.hissa.sa',
      LIVEKIT_API_KEY: 'key',
      LIVEKIT_API_SECRET: 'secret',
      MEETING_TRANSCRIPTION: 'none',
    });
    expect(meetings).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      livekit: { url: 'wss://livekit.hissa.sa', apiKey: 'key', apiSecret: 'secret' },
      transcription: 'none',
    });
    expect(() => loadConfig({ MEETING_MEDIA: 'livekit', LIVEKIT_URL: 'wss://livekit.hissa.sa' })).toThrow(
      'MEETING_MEDIA=livekit needs LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET',
    );
  });
});
