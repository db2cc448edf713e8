import type { JoinInfo, VideoQuality } from '@hissa/contracts/meetings/meeting-rules';
import type { PrimaryMediaSignal } from '@hissa/contracts/meetings/meeting-media';
import {
  type ClientFrame,
  LEAVE_KEEPING_ATTENDEE,
  type Presence,
  type RosterEntry,
  type ServerFrame,
  type SignalPayload,
} from '@hissa/contracts/meetings/signal-messages';
import { sendCameraTrack } from './camera-sender';
import type { CloseOptions, MeetingRoom, RemoteMedia, RoomEvents, RoomSettings } from './meeting-room';
import { relayCommonFrame, relayWelcome, selfIn } from './room-frames';
import { preferVideoCodec, sendAudioTrack, withStereoOpus } from './sender-settings';
import { statsOfTrack } from './webrtc-stats';
import { openSignalSocket, sendFrame } from './signal-socket';

/** One remote attendee's connection: transceivers 0 audio, 1 camera, 2 screen (fixed, so tracks switch without renegotiation). */
type Peer = { pc: RTCPeerConnection; pendingCandidates: RTCIceCandidateInit[]; media: RemoteMedia };

/**
 * The browser mesh (decision 032): one RTCPeerConnection per other attendee, at most
 * MESH_MAX_ATTENDEES in a room. Whoever arrives offers to everyone already there; each
 * connection carries three fixed transceivers (audio, camera, screen), so turning the camera or
 * a share on and off is a replaceTrack, never a renegotiation. Signals go through the
 * meeting's WebSocket. The media options (decision 049): the preferred video codec goes first on
 * the camera and screen transceivers of both the offer and the answer, the microphone is sent at
 * its audio profile's bitrate, and for music stereo the other side's description is read as
 * accepting stereo Opus.
 */
export class MeshRoom implements MeetingRoom {
  private socket: WebSocket | null = null;
  private readonly peers = new Map<string, Peer>();
  private iceServers: RTCIceServer[];
  private self: RosterEntry | null = null;
  private microphone: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private quality: VideoQuality = '540p';
  private screen: MediaStreamTrack | null = null;
  private isClosed = false;

  constructor(
    private readonly info: JoinInfo,
    private readonly events: RoomEvents,
    private readonly settings: RoomSettings,
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
    await Promise.all([...this.peers.values()].map((peer) => this.sendMicrophone(peer)));
  }

  async setCamera(track: MediaStreamTrack | null, quality: VideoQuality): Promise<void> {
    this.camera = track;
    this.quality = quality;
    await Promise.all([...this.peers.values()].map((peer) => this.sendCamera(peer)));
  }

  async setScreen(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    await Promise.all([...this.peers.values()].map((peer) => this.sender(peer, 2)?.replaceTrack(track)));
  }

  setPresence(presence: Presence): void {
    this.send({ type: 'presence', presence });
  }

  /** Every camera arrives on the mesh: nothing to tell. */
  showVideoOf(): void {}

  /** Every camera arrives on the mesh. */
  canStopVideo(): boolean {
    return false;
  }

  sendChat(text: string): void {
    this.send({ type: 'chat', topic: 'chat', text });
  }

  trackStats(track: MediaStreamTrack): Promise<RTCStatsReport | null> {
    return statsOfTrack(
      [...this.peers.values()].map((peer) => peer.pc),
      track,
    );
  }

  async linkStats(attendeeId: string): Promise<{ report: RTCStatsReport; isConnected: boolean } | null> {
    const peer = this.peers.get(attendeeId);
    if (!peer) return null;
    return { report: await peer.pc.getStats(), isConnected: peer.pc.connectionState === 'connected' };
  }

  close(options: CloseOptions = {}): void {
    this.isClosed = true;
    for (const id of [...this.peers.keys()]) this.dropPeer(id);
    this.socket?.close(options.keepAttendee ? LEAVE_KEEPING_ATTENDEE : 1000);
  }

  sendPrimaryMedia(signal: PrimaryMediaSignal): void {
    this.send({ type: 'primary-media', payload: signal });
  }

  private send(frame: ClientFrame): void {
    sendFrame(this.socket, frame);
  }

  private async handle(frame: ServerFrame): Promise<void> {
    switch (frame.type) {
      case 'welcome': {
        const isFirstWelcome = this.self === null;
        this.self = frame.self;
        if (frame.iceServers.length) this.iceServers = frame.iceServers;
        relayWelcome(frame, this.events);
        if (isFirstWelcome) {
          const others = frame.roster.filter(
            (entry) => entry.status === 'admitted' && entry.attendeeId !== frame.self.attendeeId,
          );
          await Promise.all(others.map((entry) => this.offerTo(entry.attendeeId)));
        }
        return;
      }
      case 'roster': {
        if (!this.self) return;
        const present = new Set(frame.roster.filter((e) => e.status === 'admitted').map((e) => e.attendeeId));
        for (const id of [...this.peers.keys()]) if (!present.has(id)) this.dropPeer(id);
        this.events.onRoster(frame.roster, selfIn(frame.roster, this.self));
        return;
      }
      case 'signal':
        await this.onSignal(frame.from, frame.payload);
        return;
      default:
        relayCommonFrame(frame, this.events, () => this.close());
    }
  }

  private newPeer(attendeeId: string): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const peer: Peer = { pc, pendingCandidates: [], media: { audio: null, camera: null, screen: null } };
    this.peers.set(attendeeId, peer);
    pc.addEventListener('icecandidate', (event) => {
      if (event.candidate)
        this.send({ type: 'signal', to: attendeeId, payload: { candidate: event.candidate.toJSON() as never } });
    });
    pc.addEventListener('track', (event) => {
      const index = pc.getTransceivers().indexOf(event.transceiver);
      const stream = new MediaStream([event.track]);
      const key = index === 0 ? 'audio' : index === 1 ? 'camera' : 'screen';
      peer.media = { ...peer.media, [key]: stream };
      this.events.onRemoteMedia(attendeeId, peer.media);
    });
    return peer;
  }

  private sender(peer: Peer, index: number): RTCRtpSender | undefined {
    return peer.pc.getTransceivers()[index]?.sender;
  }

  /** Puts the camera track on the peer's camera transceiver with the §9 preset's frame rate and bitrate. */
  private async sendCamera(peer: Peer): Promise<void> {
    const sender = this.sender(peer, 1);
    if (sender) await sendCameraTrack(sender, this.camera, this.quality);
  }

  /** Puts the microphone on the peer's audio transceiver at the audio profile's bitrate. */
  private async sendMicrophone(peer: Peer): Promise<void> {
    const sender = this.sender(peer, 0);
    if (sender) await sendAudioTrack(sender, this.microphone, this.settings.media.audioProfile);
  }

  /** The preferred codec first on the camera and screen transceivers (before the offer or answer). */
  private preferCodec(peer: Peer): void {
    for (const transceiver of peer.pc.getTransceivers().slice(1))
      preferVideoCodec(transceiver, this.settings.media.videoCodec);
  }

  /** The remote description, read as accepting stereo Opus under the music stereo profile. */
  private remote(description: RTCSessionDescriptionInit): RTCSessionDescriptionInit {
    return { ...description, sdp: withStereoOpus(description.sdp ?? '', this.settings.media.audioProfile) };
  }

  private async attachLocalTracks(peer: Peer): Promise<void> {
    const transceivers = peer.pc.getTransceivers();
    for (const transceiver of transceivers) transceiver.direction = 'sendrecv';
    await this.sendMicrophone(peer);
    await this.sender(peer, 2)?.replaceTrack(this.screen);
  }

  private async offerTo(attendeeId: string): Promise<void> {
    const peer = this.newPeer(attendeeId);
    peer.pc.addTransceiver('audio', { direction: 'sendrecv' });
    peer.pc.addTransceiver('video', { direction: 'sendrecv' });
    peer.pc.addTransceiver('video', { direction: 'sendrecv' });
    this.preferCodec(peer);
    await this.attachLocalTracks(peer);
    const offer = await peer.pc.createOffer();
    await peer.pc.setLocalDescription(offer);
    await this.sendCamera(peer);
    this.sendDescription(attendeeId, peer.pc.localDescription);
  }

  private sendDescription(to: string, description: RTCSessionDescription | null): void {
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return;
    this.send({ type: 'signal', to, payload: { description: { type: description.type, sdp: description.sdp } } });
  }

  private async onSignal(from: string, payload: SignalPayload): Promise<void> {
    if ('candidate' in payload) {
      const peer = this.peers.get(from);
      if (!peer) return;
      const candidate = payload.candidate as RTCIceCandidateInit;
      if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(candidate).catch(() => undefined);
      else peer.pendingCandidates.push(candidate);
      return;
    }
    const { description } = payload;
    if (description.type === 'offer') {
      this.dropPeer(from);
      const peer = this.newPeer(from);
      await peer.pc.setRemoteDescription(this.remote(description));
      this.preferCodec(peer);
      await this.attachLocalTracks(peer);
      await peer.pc.setLocalDescription(await peer.pc.createAnswer());
      await this.sendCamera(peer);
      this.sendDescription(from, peer.pc.localDescription);
      await this.flushCandidates(peer);
      return;
    }
    const peer = this.peers.get(from);
    if (!peer) return;
    await peer.pc.setRemoteDescription(this.remote(description));
    await this.flushCandidates(peer);
  }

  private async flushCandidates(peer: Peer): Promise<void> {
    const candidates = peer.pendingCandidates.splice(0);
    for (const candidate of candidates) await peer.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private dropPeer(attendeeId: string): void {
    const peer = this.peers.get(attendeeId);
    if (!peer) return;
    peer.pc.close();
    this.peers.delete(attendeeId);
    this.events.onRemoteMedia(attendeeId, null);
  }
}
