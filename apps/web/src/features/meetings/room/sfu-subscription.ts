import type { ForwardedTrack, SfuServerSignal } from '@hissa/contracts/meetings/meeting-media';
import type { RemoteMedia } from './meeting-room';

/** How long an offer or answer waits for the browser's ICE candidates before it is sent with those it has (ms). */
const ICE_GATHERING_WAIT_MS = 3000;

/** Resolves once the connection has gathered its ICE candidates (or after ICE_GATHERING_WAIT_MS). */
export function gatheringDone(pc: RTCPeerConnection): Promise<void> {
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
 * The receiving connection to an SFU room (decision 037): the SFU offers one transceiver per
 * track it forwards and names whose track each mid carries; each arriving track becomes its
 * attendee's audio, camera or screen (`onRemoteMedia`). SfuRoom receives its own room this way,
 * and a replica's attendee its primary meeting's room (decision 052). `answer` sends our
 * answer (candidates inside, no trickle).
 */
export class SfuSubscription {
  private pc: RTCPeerConnection | null = null;
  /** Whose track each receiving transceiver carries, by mid. */
  private forwarded = new Map<string, ForwardedTrack>();
  private readonly remote = new Map<string, RemoteMedia>();
  private isClosed = false;

  constructor(
    private readonly iceServers: () => RTCIceServer[],
    private readonly answer: (sdp: string) => void,
    private readonly onRemoteMedia: (attendeeId: string, media: RemoteMedia | null) => void,
  ) {}

  /** The connection, once the SFU has offered (for getStats). */
  get connection(): RTCPeerConnection | null {
    return this.pc;
  }

  /** Answers the SFU's offer of what we receive. */
  async accept(offer: Extract<SfuServerSignal, { kind: 'subscribe-offer' }>): Promise<void> {
    if (this.isClosed) return;
    this.forwarded = new Map(offer.tracks.map((track) => [track.mid, track]));
    const pc = this.pc ?? this.open();
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gatheringDone(pc);
    if (pc.localDescription && !this.isClosed) this.answer(pc.localDescription.sdp);
  }

  /** Keeps the media of the attendees in `present` only (the others left). */
  keepOnly(present: ReadonlySet<string>): void {
    for (const attendeeId of [...this.remote.keys()]) if (!present.has(attendeeId)) this.drop(attendeeId);
  }

  /** Closes the connection; every attendee's media is gone. */
  close(): void {
    this.isClosed = true;
    this.pc?.close();
    this.pc = null;
    for (const attendeeId of [...this.remote.keys()]) this.drop(attendeeId);
  }

  private open(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers(), bundlePolicy: 'max-bundle' });
    this.pc = pc;
    pc.addEventListener('track', (event) => {
      const forwarded = event.transceiver.mid ? this.forwarded.get(event.transceiver.mid) : undefined;
      if (!forwarded) return;
      const current = this.remote.get(forwarded.attendeeId) ?? { audio: null, camera: null, screen: null };
      const media = { ...current, [forwarded.source]: new MediaStream([event.track]) };
      this.remote.set(forwarded.attendeeId, media);
      this.onRemoteMedia(forwarded.attendeeId, media);
    });
    return pc;
  }

  private drop(attendeeId: string): void {
    if (!this.remote.delete(attendeeId)) return;
    this.onRemoteMedia(attendeeId, null);
  }
}
