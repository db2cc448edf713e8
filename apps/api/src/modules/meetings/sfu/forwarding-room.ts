import {
  type MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RTCRtpTransceiver,
  RtcpPayloadSpecificFeedback,
  useFIR,
  useNACK,
  usePLI,
} from 'werift';
import type {
  ForwardedTrack,
  MediaSource,
  SfuClientSignal,
  SfuServerSignal,
} from '@hissa/contracts/meetings/meeting-media';
import { iceConfig, type SfuSettings } from './sfu-protocol.ts';

/** RTCP payload-specific feedback format of a Full Intra Request (RFC 5104 §4.3.1). */
const FIR_FORMAT = 4;

/** Shortest time between two keyframe requests sent to one publisher's track (ms). */
const KEYFRAME_REQUEST_GAP_MS = 300;

/** The order of a publisher's transceivers in its offer (mesh-room and sfu-room use the same). */
const PUBLISHED_SOURCES: readonly MediaSource[] = ['audio', 'camera', 'screen'];

/**
 * A track a publisher sends us, with the transceiver it arrives on (to ask it for keyframes), when
 * it was last asked (ms since the epoch) and the timer of a request held back by the gap.
 */
type Published = {
  track: MediaStreamTrack;
  transceiver: RTCRtpTransceiver;
  lastKeyframeRequest: number;
  heldKeyframeRequest: ReturnType<typeof setTimeout> | null;
};

/** One track forwarded to a subscriber: a send-only transceiver on its receiving connection. */
type Forward = { publisherId: string; source: MediaSource; transceiver: RTCRtpTransceiver; isAttached: boolean };

/** One attendee: what it publishes, and what it receives (forwards) on its second connection. */
type Peer = {
  id: string;
  publish: RTCPeerConnection | null;
  published: Map<MediaSource, Published>;
  subscribe: RTCPeerConnection | null;
  forwards: Forward[];
  /** The attendees whose camera it shows (null: it has not said, so every camera). */
  shown: Set<string> | null;
  /** A receiver without a seat (a replica's attendee watching, decision 052): it never publishes. */
  isSubscribeOnly: boolean;
  isNegotiating: boolean;
  needsNegotiation: boolean;
};

/** What a room tells the outside: signals for a peer, and each newly published track (for recording). */
export type RoomListener = {
  signal: (peerId: string, signal: SfuServerSignal) => void;
  published: (peerId: string, source: MediaSource, track: MediaStreamTrack) => void;
  unpublished: (peerId: string) => void;
};

/** Opus and VP8 only: every browser has them, and the recorder writes them to WebM. */
function codecs() {
  return {
    audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2 })],
    video: [
      new RTCRtpCodecParameters({
        mimeType: 'video/VP8',
        clockRate: 90_000,
        rtcpFeedback: [useNACK(), usePLI(), useFIR()],
      }),
    ],
  };
}

/**
 * One meeting's selective forwarding (decision 037). Every attendee publishes on one connection
 * (its offer: audio, camera, screen) and receives on a second one that the room offers: one
 * send-only transceiver per other attendee's track, added and renegotiated as attendees come
 * and go. Audio and screen shares go to everyone; a camera goes only to the attendees that show
 * its tile. A subscriber's keyframe request (PLI or FIR) is passed to the publisher, and a
 * camera that becomes shown asks for a keyframe, so a new viewer never waits for one.
 */
export class ForwardingRoom {
  private readonly peers = new Map<string, Peer>();
  private isClosing = false;

  constructor(
    private readonly settings: SfuSettings,
    private readonly listener: RoomListener,
  ) {}

  /** The tracks currently published, for a recording that starts now. */
  publishedTracks(): { peerId: string; source: MediaSource; track: MediaStreamTrack }[] {
    return [...this.peers.values()].flatMap((peer) =>
      [...peer.published].map(([source, published]) => ({ peerId: peer.id, source, track: published.track })),
    );
  }

  /** Number of tracks being forwarded to subscribers right now. */
  get forwardedStreams(): number {
    return [...this.peers.values()].reduce(
      (sum, peer) => sum + peer.forwards.filter((forward) => forward.isAttached).length,
      0,
    );
  }

  /** Handles one signal of attendee `peerId`. */
  async handle(peerId: string, signal: SfuClientSignal): Promise<void> {
    const peer = this.peerOf(peerId);
    switch (signal.kind) {
      case 'publish-offer':
        return this.publish(peer, signal.sdp);
      case 'subscribe-answer':
        if (!peer.subscribe) return;
        await peer.subscribe.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        peer.isNegotiating = false;
        if (peer.needsNegotiation) await this.negotiate(peer);
        return;
      case 'show':
        peer.shown = new Set(signal.attendeeIds);
        for (const forward of peer.forwards) this.attachIfShown(peer, forward);
        return;
      case 'subscribe':
        if (peer.publish) return;
        peer.isSubscribeOnly = true;
        this.receiveEveryone(peer);
        return this.negotiate(peer);
    }
  }

  /** The attendee is gone: its connections close and its tracks leave everyone's connection. */
  leave(peerId: string): void {
    const peer = this.peers.get(peerId);
    if (!peer) return;
    this.peers.delete(peerId);
    for (const published of peer.published.values())
      if (published.heldKeyframeRequest) clearTimeout(published.heldKeyframeRequest);
    void peer.publish?.close();
    void peer.subscribe?.close();
    if (peer.published.size) this.listener.unpublished(peerId);
    for (const other of this.peers.values()) {
      const gone = other.forwards.filter((forward) => forward.publisherId === peerId);
      if (!gone.length) continue;
      for (const forward of gone) {
        void forward.transceiver.sender.replaceTrack(null);
        forward.transceiver.setDirection('inactive');
      }
      other.forwards = other.forwards.filter((forward) => forward.publisherId !== peerId);
      if (!this.isClosing) void this.negotiate(other);
    }
  }

  /** Closes every connection. */
  close(): void {
    this.isClosing = true;
    for (const peerId of [...this.peers.keys()]) this.leave(peerId);
  }

  private peerOf(peerId: string): Peer {
    const existing = this.peers.get(peerId);
    if (existing) return existing;
    const peer: Peer = {
      id: peerId,
      publish: null,
      published: new Map(),
      subscribe: null,
      forwards: [],
      shown: null,
      isSubscribeOnly: false,
      isNegotiating: false,
      needsNegotiation: false,
    };
    this.peers.set(peerId, peer);
    return peer;
  }

  private newConnection(): RTCPeerConnection {
    return new RTCPeerConnection({ ...iceConfig(this.settings), codecs: codecs(), bundlePolicy: 'max-bundle' });
  }

  /** Answers the attendee's publishing offer; each of its tracks is then forwarded to the others. */
  private async publish(peer: Peer, sdp: string): Promise<void> {
    void peer.publish?.close();
    const pc = this.newConnection();
    peer.publish = pc;
    pc.ontrack = ({ track, transceiver }) => {
      const source = PUBLISHED_SOURCES[pc.getTransceivers().indexOf(transceiver)];
      if (!source || peer.publish !== pc) return;
      peer.published.set(source, { track, transceiver, lastKeyframeRequest: 0, heldKeyframeRequest: null });
      this.listener.published(peer.id, source, track);
      for (const other of this.peers.values()) if (other !== peer) this.addForward(other, peer.id, source);
    };
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    this.listener.signal(peer.id, { kind: 'publish-answer', sdp: pc.localDescription?.sdp ?? '' });
    this.receiveEveryone(peer);
    await this.negotiate(peer);
  }

  /** A newcomer receives what everyone else already publishes (renegotiated by the caller). */
  private receiveEveryone(peer: Peer): void {
    for (const other of this.peers.values()) {
      if (other === peer) continue;
      for (const source of other.published.keys()) this.addForward(peer, other.id, source, false);
    }
  }

  /** Adds a send-only transceiver for `publisherId`'s `source` to `subscriber`'s receiving connection. */
  private addForward(subscriber: Peer, publisherId: string, source: MediaSource, renegotiate = true): void {
    if (subscriber.forwards.some((forward) => forward.publisherId === publisherId && forward.source === source)) return;
    const pc = (subscriber.subscribe ??= this.newConnection());
    const transceiver = pc.addTransceiver(source === 'audio' ? 'audio' : 'video', { direction: 'sendonly' });
    const forward: Forward = { publisherId, source, transceiver, isAttached: false };
    subscriber.forwards.push(forward);
    transceiver.sender.onPictureLossIndication.subscribe(() => this.requestKeyframe(publisherId, source));
    transceiver.sender.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback.count === FIR_FORMAT)
        this.requestKeyframe(publisherId, source);
    });
    this.attachIfShown(subscriber, forward);
    if (renegotiate) void this.negotiate(subscriber);
  }

  /** Forwards the track when the subscriber shows it (audio and shares always), and stops it otherwise. */
  private attachIfShown(subscriber: Peer, forward: Forward): void {
    const published = this.peers.get(forward.publisherId)?.published.get(forward.source);
    const isShown =
      forward.source !== 'camera' || subscriber.shown === null || subscriber.shown.has(forward.publisherId);
    if (isShown && published && !forward.isAttached) {
      forward.isAttached = true;
      void forward.transceiver.sender.replaceTrack(published.track);
      this.requestKeyframe(forward.publisherId, forward.source);
    } else if (!isShown && forward.isAttached) {
      forward.isAttached = false;
      void forward.transceiver.sender.replaceTrack(null);
    }
  }

  /**
   * Sends the publisher a PLI for its video track, at most one per KEYFRAME_REQUEST_GAP_MS. A
   * request inside the gap is held and sent when the gap ends (one held at a time), never
   * dropped: a camera shown again right after another viewer's request would otherwise wait
   * for the publisher's next keyframe of its own, which may not come for a minute.
   */
  requestKeyframe(publisherId: string, source: MediaSource): void {
    const published = this.peers.get(publisherId)?.published.get(source);
    if (!published || source === 'audio' || published.track.ssrc === undefined) return;
    if (published.heldKeyframeRequest) return;
    const wait = published.lastKeyframeRequest + KEYFRAME_REQUEST_GAP_MS - Date.now();
    if (wait > 0) {
      published.heldKeyframeRequest = setTimeout(() => {
        published.heldKeyframeRequest = null;
        if (this.peers.get(publisherId)?.published.get(source) === published && !this.isClosing)
          this.requestKeyframe(publisherId, source);
      }, wait);
      return;
    }
    published.lastKeyframeRequest = Date.now();
    void published.transceiver.receiver.sendRtcpPLI(published.track.ssrc);
  }

  /**
   * Offers the subscriber its receiving connection again (one offer at a time; later changes
   * wait for the answer). A connection closed meanwhile (the attendee left) is no error.
   */
  private async negotiate(peer: Peer): Promise<void> {
    const pc = peer.subscribe;
    if (!pc || (!peer.publish && !peer.isSubscribeOnly) || pc.connectionState === 'closed') return;
    if (peer.isNegotiating) {
      peer.needsNegotiation = true;
      return;
    }
    peer.isNegotiating = true;
    peer.needsNegotiation = false;
    try {
      await pc.setLocalDescription(await pc.createOffer());
    } catch (error) {
      if (this.peers.get(peer.id) === peer && !this.isClosing) throw error;
      return;
    }
    const tracks: ForwardedTrack[] = peer.forwards.flatMap((forward) =>
      forward.transceiver.mid
        ? [{ mid: forward.transceiver.mid, attendeeId: forward.publisherId, source: forward.source }]
        : [],
    );
    this.listener.signal(peer.id, { kind: 'subscribe-offer', sdp: pc.localDescription?.sdp ?? '', tracks });
  }
}
