import type { SfuClientSignal, SfuServerSignal } from '@hissa/contracts/meetings/meeting-media';
import type { PeerConfig } from 'werift';
import type { IceServer } from '@hissa/contracts/meetings/meeting-rules';
import type { SfuNetwork } from '../../../config.ts';

/*
 * The messages between the API and its SFU child process (decision 037), over Node's IPC
 * channel. A room is a meeting id, a peer an attendee id. The API relays the browsers' SFU
 * signals in and the SFU's answers and offers out; it starts and stops the room's recording
 * and hears of each WebM file started and finished.
 */

/**
 * How the API starts the SFU process: the ICE servers its peer connections use, and where it
 * sits on the network (MEETING_SFU_PUBLIC_IP, MEETING_SFU_UDP_PORTS; decision 048).
 */
export type SfuSettings = { iceServers: IceServer[]; network?: SfuNetwork };

/**
 * The ICE part of a werift RTCPeerConnection's configuration: the ICE servers (never werift's
 * default, Google's STUN server), the public address announced as one more host candidate
 * (iceAdditionalHostAddresses: werift binds the socket on every interface and announces that
 * address with the socket's port, which is what a 1:1 NAT forwarding the same ports needs), and
 * the UDP port range its sockets take their ports from (icePortRange).
 */
export function iceConfig(settings: SfuSettings): Partial<PeerConfig> {
  const { publicIp, udpPorts } = settings.network ?? {};
  return {
    iceServers: settings.iceServers,
    ...(publicIp && { iceAdditionalHostAddresses: [publicIp] }),
    ...(udpPorts && { icePortRange: udpPorts }),
  };
}

/** API -> SFU. */
export type SfuCommand =
  | { type: 'settings'; settings: SfuSettings }
  | { type: 'signal'; roomId: string; peerId: string; signal: SfuClientSignal }
  /** The attendee left (or reconnected): its connections and forwarded tracks go. */
  | { type: 'leave'; roomId: string; peerId: string }
  | { type: 'close-room'; roomId: string }
  /** Record every publisher of the room (now and later) into `dir`, one WebM per attendee. */
  | { type: 'capture-start'; roomId: string; dir: string }
  | { type: 'capture-stop'; roomId: string }
  /** Asks for a 'usage' answer (the benchmark). */
  | { type: 'usage' };

/** SFU -> API. */
export type SfuEvent =
  | { type: 'signal'; roomId: string; peerId: string; signal: SfuServerSignal }
  | { type: 'recording-started'; roomId: string; peerId: string; file: string }
  | { type: 'recording-ended'; roomId: string; peerId: string; file: string; bytes: number }
  /** CPU time of the SFU process (µs, process.cpuUsage) and the tracks it forwards now. */
  | { type: 'usage'; cpuMicros: number; forwardedStreams: number };
