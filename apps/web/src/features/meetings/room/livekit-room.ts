import type { Participant, RemoteTrack, Room, Track, TrackPublication } from 'livekit-client';
import { VIDEO_PRESETS, type JoinInfo, type VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import { MeetingMediaTokenEndpoint } from '@hissa/contracts/meetings-endpoints';
import {
  LEAVE_KEEPING_ATTENDEE,
  type Presence,
  type RosterEntry,
  type ServerFrame,
} from '@hissa/contracts/meetings/signal-messages';
import { callEndpoint } from '../../../lib/api-client';
import { AUDIO_PROFILE_SETTINGS } from '@hissa/contracts/meetings/device-options';
import type { CloseOptions, MeetingRoom, RemoteMedia, RoomEvents, RoomSettings } from './meeting-room';
import { relayCommonFrame, relayWelcome, selfIn } from './room-frames';
import { openSignalSocket, sendFrame } from './signal-socket';

type Source = 'microphone' | 'camera' | 'screen_share';
/** Which RemoteMedia field a LiveKit track source fills. */
const MEDIA_KEY: Record<string, keyof RemoteMedia> = { microphone: 'audio', camera: 'camera', screen_share: 'screen' };

/**
 * The LiveKit room (decision 038; join info media kind 'livekit'): media go through a LiveKit
 * server (livekit-client, loaded only on this path), whose room is the meeting id and whose
 * participant identities are attendee ids; the roster, presence, chat, waiting room and host
 * actions stay on our signalling socket. Adaptive stream and dynacast let LiveKit send each
 * browser only the layers of the tiles it shows. A guest admitted from the waiting room asks
 * media-token for a token that lets it in. The media options (decision 049) become LiveKit's
 * publish options: simulcast layers, the video codec, the audio profile's bitrate and stereo.
 */
export class LiveKitRoom implements MeetingRoom {
  private signalling: WebSocket | null = null;
  private room: Room | null = null;
  private self: RosterEntry | null = null;
  private readonly tracks = new Map<Source, MediaStreamTrack>();
  private readonly remote = new Map<string, RemoteMedia>();
  private isClosed = false;

  constructor(
    private readonly info: JoinInfo,
    private readonly events: RoomEvents,
    private readonly settings: RoomSettings,
  ) {}

  connect(): void {
    this.signalling = openSignalSocket(
      this.info,
      (frame) => void this.handle(frame),
      (message) => this.fail(message),
    );
  }

  async setMicrophone(track: MediaStreamTrack | null): Promise<void> {
    await this.publish('microphone', track);
  }

  async setCamera(track: MediaStreamTrack | null, quality: VideoQuality): Promise<void> {
    const preset = VIDEO_PRESETS[quality];
    await this.publish('camera', track, { maxBitrate: preset.maxBitrateKbps * 1000, maxFramerate: preset.frameRate });
  }

  async setScreen(track: MediaStreamTrack | null): Promise<void> {
    await this.publish('screen_share', track);
  }

  setPresence(presence: Presence): void {
    sendFrame(this.signalling, { type: 'presence', presence });
  }

  /** Nothing to do: adaptive stream already sends only the tracks of the tiles shown. */
  showVideoOf(): void {}

  /** LiveKit adapts its own streams. */
  canStopVideo(): boolean {
    return false;
  }

  sendChat(text: string): void {
    sendFrame(this.signalling, { type: 'chat', topic: 'chat', text });
  }

  close(options: CloseOptions = {}): void {
    this.isClosed = true;
    this.signalling?.close(options.keepAttendee ? LEAVE_KEEPING_ATTENDEE : 1000);
    void this.room?.disconnect();
  }

  private fail(message: string): void {
    if (this.isClosed) return;
    this.close();
    this.events.onClosed({ reason: 'failed', message });
  }

  private async handle(frame: ServerFrame): Promise<void> {
    switch (frame.type) {
      case 'welcome': {
        const isFirst = this.self === null;
        this.self = frame.self;
        relayWelcome(frame, this.events);
        if (isFirst) await this.joinMedia().catch((error: unknown) => this.fail(String(error)));
        return;
      }
      case 'roster':
        if (this.self) this.events.onRoster(frame.roster, selfIn(frame.roster, this.self));
        return;
      case 'media':
        // The server sends no path change to a LiveKit room (decision 038).
        return;
      default:
        relayCommonFrame(frame, this.events, () => this.close());
    }
  }

  /** Connects to the LiveKit room (a fresh token when ours was issued in the waiting room) and publishes our tracks. */
  private async joinMedia(): Promise<void> {
    const { Room: LiveKit, RoomEvent } = await import('livekit-client');
    let media = this.info.media;
    if (this.info.attendee.status !== 'admitted') {
      const actor = { query: { title: this.info.meeting.meetingId }, body: { token: this.info.attendee.token } };
      media = (await callEndpoint(MeetingMediaTokenEndpoint, actor)).data;
    }
    if (media.kind !== 'livekit' || this.isClosed) return;
    const room = new LiveKit({ adaptiveStream: true, dynacast: true });
    this.room = room;
    const onTrack = (track: RemoteTrack, publication: TrackPublication, participant: Participant, isOn: boolean) => {
      const key = MEDIA_KEY[publication.source];
      if (!key) return;
      const current = this.remote.get(participant.identity) ?? { audio: null, camera: null, screen: null };
      const next = { ...current, [key]: isOn ? new MediaStream([track.mediaStreamTrack]) : null };
      this.remote.set(participant.identity, next);
      this.events.onRemoteMedia(participant.identity, next);
    };
    room.on(RoomEvent.TrackSubscribed, (track, publication, participant) =>
      onTrack(track, publication, participant, true),
    );
    room.on(RoomEvent.TrackUnsubscribed, (track, publication, participant) =>
      onTrack(track, publication, participant, false),
    );
    room.on(RoomEvent.ParticipantDisconnected, (participant) => {
      this.remote.delete(participant.identity);
      this.events.onRemoteMedia(participant.identity, null);
    });
    await room.connect(media.url, media.token);
    for (const [source, track] of this.tracks) await this.publish(source, track);
  }

  /** Publishes `track` as `source` (replacing the one published before), or unpublishes it (null). */
  private async publish(
    source: Source,
    track: MediaStreamTrack | null,
    encoding?: { maxBitrate: number; maxFramerate: number },
  ): Promise<void> {
    if (track) this.tracks.set(source, track);
    else this.tracks.delete(source);
    const participant = this.room?.localParticipant;
    if (!participant) return;
    const published = [...participant.trackPublications.values()].find((publication) => publication.source === source);
    if (published?.track?.mediaStreamTrack === track) return;
    if (published?.track) await participant.unpublishTrack(published.track, false);
    const { simulcast, videoCodec, audioProfile } = this.settings.media;
    const audio = AUDIO_PROFILE_SETTINGS[audioProfile];
    if (track)
      await participant.publishTrack(track, {
        source: source as Track.Source,
        ...(encoding && { videoEncoding: encoding }),
        simulcast: source === 'camera' && simulcast,
        ...(videoCodec !== 'default' && { videoCodec }),
        audioPreset: { maxBitrate: audio.maxBitrate },
        forceStereo: audio.channelCount === 2,
      });
  }
}
