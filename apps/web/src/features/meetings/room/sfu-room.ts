import type { JoinInfo, VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import type { ForwardedTrack, SfuClientSignal, SfuServerSignal } from '@hissa/contracts/meetings/meeting-media';
import type { ClientFrame, Presence, RosterEntry, ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import { sendCameraTrack } from './camera-sender';
import type { MeetingRoom, RemoteMedia, RoomEvents } from './meeting-room';
import { relayCommonFrame, relayWelcome, selfIn } from './room-frames';
import { openSignalSocket, sendFrame } from './signal-socket';

/** How long an offer or answer waits for the browser's ICE candidates before it is sent with those it has (ms). */
const ICE_GATHERING_WAIT_MS = 3000;

/** Resolves once the connection has gathered its ICE candidates (or after ICE_GATHERING_WAIT_MS). */
function gatheringDone(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      pc.removeEventListener('icegatheringstatechange', onChange);
      window.clearTimeout(timer);
      resolve();
    };
    const onChange = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = window.setTimeout(done, ICE_GATHERING_WAIT_MS);
    pc.addEventListener('icegatheringstatechange', onChange);
  });
}

/**
 * A room through our SFU (decision 037). The browser publishes on one connection (its offer:
 * microphone, camera and screen transceivers, send only; turning a source on or off is a
 * replaceTrack) and receives on a second one that the SFU offers, renegotiated as attendees
 * come and go; the offer names whose track each transceiver carries. The page's shown tiles
 * (showVideoOf) tell the SFU which cameras to forward. Signals travel in 'sfu' frames of the
 * meeting's WebSocket, candidates inside the descriptions (no trickle).
 */
export class SfuRoom implements MeetingRoom {
  private socket: WebSocket | null = null;
  private publisher: RTCPeerConnection | null = null;
  private subscriber: RTCPeerConnection | null = null;
  /** Whose track each receiving transceiver carries, by mid. */
  private forwarded = new Map<string, ForwardedTrack>();
  private readonly remote = new Map<string, RemoteMedia>();
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
  ) {
    this.iceServers = info.iceServers;
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
    await this.sender(0)?.replaceTrack(track);
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

  sendChat(text: string): void {
    this.send({ type: 'chat', topic: 'chat', text });
  }

  close(): void {
    this.isClosed = true;
    this.publisher?.close();
    this.subscriber?.close();
    this.publisher = null;
    this.subscriber = null;
    for (const attendeeId of [...this.remote.keys()]) this.dropRemote(attendeeId);
    this.socket?.close(1000);
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
        for (const attendeeId of [...this.remote.keys()]) if (!present.has(attendeeId)) this.dropRemote(attendeeId);
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
      await this.publisher?.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      return;
    }
    this.forwarded = new Map(signal.tracks.map((track) => [track.mid, track]));
    const pc = this.subscriber ?? this.newSubscriber();
    await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gatheringDone(pc);
    if (pc.localDescription) this.signal({ kind: 'subscribe-answer', sdp: pc.localDescription.sdp });
  }

  /** The receiving connection: each arriving track becomes its attendee's audio, camera or screen. */
  private newSubscriber(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers, bundlePolicy: 'max-bundle' });
    this.subscriber = pc;
    pc.addEventListener('track', (event) => {
      const forwarded = event.transceiver.mid ? this.forwarded.get(event.transceiver.mid) : undefined;
      if (!forwarded) return;
      const current = this.remote.get(forwarded.attendeeId) ?? { audio: null, camera: null, screen: null };
      const media = { ...current, [forwarded.source]: new MediaStream([event.track]) };
      this.remote.set(forwarded.attendeeId, media);
      this.events.onRemoteMedia(forwarded.attendeeId, media);
    });
    return pc;
  }

  private dropRemote(attendeeId: string): void {
    if (!this.remote.delete(attendeeId)) return;
    this.events.onRemoteMedia(attendeeId, null);
  }
}
