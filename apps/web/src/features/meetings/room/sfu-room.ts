import type { JoinInfo, VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import type { PrimaryMediaSignal, SfuClientSignal, SfuServerSignal } from '@hissa/contracts/meetings/meeting-media';
import {
  type ClientFrame,
  LEAVE_KEEPING_ATTENDEE,
  type Presence,
  type RosterEntry,
  type ServerFrame,
} from '@hissa/contracts/meetings/signal-messages';
import { sendCameraTrack } from './camera-sender';
import type { CloseOptions, MeetingRoom, RoomEvents, RoomSettings } from './meeting-room';
import { relayCommonFrame, relayWelcome, selfIn } from './room-frames';
import { sendAudioTrack, withStereoOpus } from './sender-settings';
import { statsOfTrack } from './webrtc-stats';
import { openSignalSocket, sendFrame } from './signal-socket';
import { gatheringDone, SfuSubscription } from './sfu-subscription';

/**
 * A room through our SFU (decision 037). The browser publishes on one connection (its offer:
 * microphone, camera and screen transceivers, send only; turning a source on or off is a
 * replaceTrack) and receives on a second one that the SFU offers, renegotiated as attendees
 * come and go; the offer names whose track each transceiver carries. The page's shown tiles
 * (showVideoOf) tell the SFU which cameras to forward. Signals travel in 'sfu' frames of the
 * meeting's WebSocket, candidates inside the descriptions (no trickle). The microphone goes at
 * its audio profile's bitrate (stereo Opus for music stereo); the SFU forwards VP8 only and one
 * layer, so the codec preference and simulcast do not apply here (decision 049).
 */
export class SfuRoom implements MeetingRoom {
  private socket: WebSocket | null = null;
  private publisher: RTCPeerConnection | null = null;
  private readonly subscription: SfuSubscription;
  private iceServers: RTCIceServer[];
  private self: RosterEntry | null = null;
  private microphone: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private quality: VideoQuality = '540p';
  private screen: MediaStreamTrack | null = null;
  /** The cameras the page shows (null: not said yet, the SFU forwards every camera). */
  private shown: string[] | null = null;
  private isClosed = false;
  /** SFU signals are handled one at a time, in order. */
  private signals = Promise.resolve();

  constructor(
    private readonly info: JoinInfo,
    private readonly events: RoomEvents,
    private readonly settings: RoomSettings,
  ) {
    this.iceServers = info.iceServers;
    this.subscription = new SfuSubscription(
      () => this.iceServers,
      (sdp) => this.signal({ kind: 'subscribe-answer', sdp }),
      (attendeeId, media) => this.events.onRemoteMedia(attendeeId, media),
    );
  }

  connect(): void {
    this.socket = openSignalSocket(
      this.info,
      (frame) => void this.handle(frame),
      (message) => {
        if (this.isClosed) return;
        this.close();
        this.events.onClosed({ reason: 'failed', message });
      },
    );
  }

  async setMicrophone(track: MediaStreamTrack | null): Promise<void> {
    this.microphone = track;
    const sender = this.sender(0);
    if (sender) await sendAudioTrack(sender, track, this.settings.media.audioProfile);
  }

  async setCamera(track: MediaStreamTrack | null, quality: VideoQuality): Promise<void> {
    this.camera = track;
    this.quality = quality;
    const sender = this.sender(1);
    if (sender) await sendCameraTrack(sender, track, quality);
  }

  async setScreen(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    await this.sender(2)?.replaceTrack(track);
  }

  setPresence(presence: Presence): void {
    this.send({ type: 'presence', presence });
  }

  showVideoOf(attendeeIds: readonly string[]): void {
    if (this.shown && this.shown.join() === attendeeIds.join()) return;
    this.shown = [...attendeeIds];
    if (this.publisher) this.signal({ kind: 'show', attendeeIds: this.shown });
  }

  /** The SFU stops forwarding a camera not shown. */
  canStopVideo(): boolean {
    return true;
  }

  sendChat(text: string): void {
    this.send({ type: 'chat', topic: 'chat', text });
  }

  sendPrimaryMedia(signal: PrimaryMediaSignal): void {
    this.send({ type: 'primary-media', payload: signal });
  }

  trackStats(track: MediaStreamTrack): Promise<RTCStatsReport | null> {
    return statsOfTrack([this.subscription.connection, this.publisher], track);
  }

  close(options: CloseOptions = {}): void {
    this.isClosed = true;
    this.publisher?.close();
    this.publisher = null;
    this.subscription.close();
    this.socket?.close(options.keepAttendee ? LEAVE_KEEPING_ATTENDEE : 1000);
  }

  private send(frame: ClientFrame): void {
    sendFrame(this.socket, frame);
  }

  private signal(payload: SfuClientSignal): void {
    this.send({ type: 'sfu', payload });
  }

  private sender(index: number): RTCRtpSender | undefined {
    return this.publisher?.getTransceivers()[index]?.sender;
  }

  private async handle(frame: ServerFrame): Promise<void> {
    switch (frame.type) {
      case 'welcome': {
        const isFirstWelcome = this.self === null;
        this.self = frame.self;
        if (frame.iceServers.length) this.iceServers = frame.iceServers;
        relayWelcome(frame, this.events);
        if (isFirstWelcome) await this.startPublishing();
        return;
      }
      case 'roster': {
        if (!this.self) return;
        const present = new Set(frame.roster.filter((e) => e.status === 'admitted').map((e) => e.attendeeId));
        this.subscription.keepOnly(present);
        this.events.onRoster(frame.roster, selfIn(frame.roster, this.self));
        return;
      }
      case 'sfu':
        this.signals = this.signals.then(() => this.onSfu(frame.payload)).catch(() => undefined);
        return;
      default:
        relayCommonFrame(frame, this.events, () => this.close());
    }
  }

  /** Offers the SFU our three send-only transceivers (audio, camera, screen) with the current tracks. */
  private async startPublishing(): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, bundlePolicy: 'max-bundle' });
    this.publisher = pc;
    pc.addTransceiver('audio', { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    await this.setMicrophone(this.microphone);
    await this.setScreen(this.screen);
    await pc.setLocalDescription(await pc.createOffer());
    await this.setCamera(this.camera, this.quality);
    await gatheringDone(pc);
    if (this.publisher !== pc || !pc.localDescription) return;
    this.signal({ kind: 'publish-offer', sdp: pc.localDescription.sdp });
    if (this.shown) this.signal({ kind: 'show', attendeeIds: this.shown });
  }

  private async onSfu(signal: SfuServerSignal): Promise<void> {
    if (this.isClosed) return;
    if (signal.kind === 'publish-answer') {
      const sdp = withStereoOpus(signal.sdp, this.settings.media.audioProfile);
      await this.publisher?.setRemoteDescription({ type: 'answer', sdp });
      return;
    }
    await this.subscription.accept(signal);
  }
}
