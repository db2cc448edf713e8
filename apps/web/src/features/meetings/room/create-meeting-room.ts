import type { JoinInfo, VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import type { MeetingMedia, PrimaryMediaSignal } from '@hissa/contracts/meetings/meeting-media';
import type { Presence } from '@hissa/contracts/meetings/signal-messages';
import type { CloseOptions, MeetingRoom, RoomEvents, RoomSettings } from './meeting-room';
import { LiveKitRoom } from './livekit-room';
import { MeshRoom } from './mesh-room';
import { SfuRoom } from './sfu-room';

/** The room implementation of one media path. */
function roomFor(info: JoinInfo, events: RoomEvents, settings: RoomSettings): MeetingRoom {
  switch (info.media.kind) {
    case 'mesh':
      return new MeshRoom(info, events, settings);
    case 'sfu':
      return new SfuRoom(info, events, settings);
    case 'livekit':
      return new LiveKitRoom(info, events, settings);
  }
}

/**
 * The page's room (decisions 037, 038): MeshRoom, SfuRoom or LiveKitRoom after the join info's
 * `media`. When the
 * server moves the room to another path (a fifth attendee joins a mesh room), a room of the new
 * kind connects with the same attendee and the same local tracks, and the old one closes once
 * the new one is in; the page keeps its tiles, roster and chat and never notices.
 */
class SwitchingRoom implements MeetingRoom {
  private current: MeetingRoom;
  private kind: MeetingMedia['kind'];
  private microphone: MediaStreamTrack | null = null;
  private camera: { track: MediaStreamTrack | null; quality: VideoQuality } | null = null;
  private screen: MediaStreamTrack | null = null;
  private presence: Presence | null = null;
  private shown: readonly string[] | null = null;
  /** The room being replaced: it closes once the new one is in (closing first would end our attendance). */
  private retiring: MeetingRoom | null = null;

  constructor(
    private readonly info: JoinInfo,
    private readonly events: RoomEvents,
    private readonly settings: RoomSettings,
  ) {
    this.kind = info.media.kind;
    this.current = this.open(info);
  }

  connect(): void {
    this.current.connect();
  }

  async setMicrophone(track: MediaStreamTrack | null): Promise<void> {
    this.microphone = track;
    await this.current.setMicrophone(track);
  }

  async setCamera(track: MediaStreamTrack | null, quality: VideoQuality): Promise<void> {
    this.camera = { track, quality };
    await this.current.setCamera(track, quality);
  }

  async setScreen(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    await this.current.setScreen(track);
  }

  setPresence(presence: Presence): void {
    this.presence = presence;
    this.current.setPresence(presence);
  }

  showVideoOf(attendeeIds: readonly string[]): void {
    this.shown = attendeeIds;
    this.current.showVideoOf(attendeeIds);
  }

  canStopVideo(): boolean {
    return this.current.canStopVideo();
  }

  sendChat(text: string): void {
    this.current.sendChat(text);
  }

  sendPrimaryMedia(signal: PrimaryMediaSignal): void {
    this.current.sendPrimaryMedia?.(signal);
  }

  async trackStats(track: MediaStreamTrack): Promise<RTCStatsReport | null> {
    return (await this.current.trackStats?.(track)) ?? null;
  }

  async linkStats(attendeeId: string): Promise<{ report: RTCStatsReport; isConnected: boolean } | null> {
    return (await this.current.linkStats?.(attendeeId)) ?? null;
  }

  close(options: CloseOptions = {}): void {
    this.retiring?.close(options);
    this.current.close(options);
  }

  /** A room whose events reach the page only while it is the current one. */
  private open(info: JoinInfo): MeetingRoom {
    let isIn = false;
    const room: MeetingRoom = roomFor(
      info,
      {
        onRoster: (roster, self) => {
          if (room !== this.current) return;
          this.events.onRoster(roster, self);
          if (isIn) return;
          // the new room is in: the old one goes, and the others see our presence again
          isIn = true;
          this.retiring?.close();
          this.retiring = null;
          if (this.presence) room.setPresence(this.presence);
        },
        onWaiting: () => room === this.current && this.events.onWaiting(),
        onRemoteMedia: (attendeeId, media) => room === this.current && this.events.onRemoteMedia(attendeeId, media),
        onChat: (message) => room === this.current && this.events.onChat(message),
        onChatThrottled: () => room === this.current && this.events.onChatThrottled(),
        onMutedByHost: () => room === this.current && this.events.onMutedByHost(),
        onClosed: (closure) => room === this.current && this.events.onClosed(closure),
        onTranscription: (status) => room === this.current && this.events.onTranscription?.(status),
        onCaption: (segment) => room === this.current && this.events.onCaption?.(segment),
        onPrimaryMedia: (signal, names) => room === this.current && this.events.onPrimaryMedia?.(signal, names),
        onMediaChanged: (media) => room === this.current && this.switchTo(media),
      },
      this.settings,
    );
    return room;
  }

  /** Connects a room of the new kind with our tracks; the server then closes the old connection. */
  private switchTo(media: MeetingMedia): void {
    if (media.kind === this.kind) return;
    this.settings.logger.info(`media path ${this.kind} -> ${media.kind}`);
    this.retiring?.close();
    this.retiring = this.current;
    this.kind = media.kind;
    this.current = this.open({ ...this.info, media });
    void this.current.setMicrophone(this.microphone);
    if (this.camera) void this.current.setCamera(this.camera.track, this.camera.quality);
    void this.current.setScreen(this.screen);
    if (this.shown) this.current.showVideoOf(this.shown);
    this.current.connect();
  }
}

/** The room for the join info, sending media with `settings` (decision 049): the page talks only to this. */
export function createMeetingRoom(info: JoinInfo, events: RoomEvents, settings: RoomSettings): MeetingRoom {
  return new SwitchingRoom(info, events, settings);
}
