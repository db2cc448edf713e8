/*
 * Video stats and link quality from RTCPeerConnection.getStats (decision 039). Rates and loss
 * are differences between two samples, so each function takes the previous sample's counters.
 */

/** Packet and byte counters of one sample, kept to compute the next sample's rates. */
export type Counters = { timestampMs: number; bytes: number; packetsLost: number; packets: number };

/** §2 video stats of one tile: frame size (px), frame rate (fps), bitrate (kbps), packet loss (0-1). */
export type VideoStats = {
  width: number | null;
  height: number | null;
  frameRate: number | null;
  bitrateKbps: number | null;
  lossFraction: number | null;
  counters: Counters;
};

type RtpStats = {
  type: string;
  kind?: string;
  timestamp: number;
  frameWidth?: number;
  frameHeight?: number;
  framesPerSecond?: number;
  bytesReceived?: number;
  bytesSent?: number;
  packetsLost?: number;
  packetsReceived?: number;
  packetsSent?: number;
  fractionLost?: number;
  currentRoundTripTime?: number;
  state?: string;
  nominated?: boolean;
};

/** The entries of `report` as plain records. */
function entries(report: RTCStatsReport): RtpStats[] {
  const list: RtpStats[] = [];
  report.forEach((value: RtpStats) => list.push(value));
  return list;
}

/** Lost packets as a fraction of all expected ones between two samples (null without new packets). */
function lossBetween(previous: Counters | null, current: Counters): number | null {
  if (!previous) return null;
  const lost = Math.max(0, current.packetsLost - previous.packetsLost);
  const arrived = Math.max(0, current.packets - previous.packets);
  return lost + arrived > 0 ? lost / (lost + arrived) : null;
}

/**
 * The video stats of the one video stream in `report` (the report of a single track): what we
 * receive (inbound-rtp) or what we send (outbound-rtp, its loss from the receiver's report).
 * Null when the report has no video stream yet.
 */
export function videoStatsOf(report: RTCStatsReport, previous: Counters | null): VideoStats | null {
  const all = entries(report);
  const inbound = all.find((entry) => entry.type === 'inbound-rtp' && entry.kind === 'video');
  const outbound = all.find((entry) => entry.type === 'outbound-rtp' && entry.kind === 'video');
  const stream = inbound ?? outbound;
  if (!stream) return null;
  const remote = all.find((entry) => entry.type === 'remote-inbound-rtp' && entry.kind === 'video');
  const counters: Counters = {
    timestampMs: stream.timestamp,
    bytes: (inbound ? stream.bytesReceived : stream.bytesSent) ?? 0,
    packetsLost: (inbound ? stream.packetsLost : remote?.packetsLost) ?? 0,
    packets: (inbound ? stream.packetsReceived : stream.packetsSent) ?? 0,
  };
  const elapsedMs = previous ? counters.timestampMs - previous.timestampMs : 0;
  return {
    width: stream.frameWidth ?? null,
    height: stream.frameHeight ?? null,
    frameRate: stream.framesPerSecond ?? null,
    bitrateKbps: previous && elapsedMs > 0 ? ((counters.bytes - previous.bytes) * 8) / elapsedMs : null,
    lossFraction: inbound ? lossBetween(previous, counters) : (remote?.fractionLost ?? null),
    counters,
  };
}

/** Our link to one attendee: round-trip time (ms, null when not measured yet) and incoming packet loss (0-1). */
export type LinkQuality = { rttMs: number | null; lossFraction: number; counters: Counters };

/** The link quality of a whole connection's `report`: the nominated candidate pair's RTT, loss over every inbound stream. */
export function linkQualityOf(report: RTCStatsReport, previous: Counters | null): LinkQuality {
  const all = entries(report);
  const pair = all.find((entry) => entry.type === 'candidate-pair' && entry.nominated && entry.state === 'succeeded');
  const inbound = all.filter((entry) => entry.type === 'inbound-rtp');
  const counters: Counters = {
    timestampMs: Math.max(0, ...inbound.map((entry) => entry.timestamp)),
    bytes: inbound.reduce((sum, entry) => sum + (entry.bytesReceived ?? 0), 0),
    packetsLost: inbound.reduce((sum, entry) => sum + Math.max(0, entry.packetsLost ?? 0), 0),
    packets: inbound.reduce((sum, entry) => sum + (entry.packetsReceived ?? 0), 0),
  };
  return {
    rttMs: pair?.currentRoundTripTime === undefined ? null : pair.currentRoundTripTime * 1000,
    lossFraction: lossBetween(previous, counters) ?? 0,
    counters,
  };
}

/** The statistics of `track` from whichever of `connections` sends or receives it; null when none does. */
export async function statsOfTrack(
  connections: readonly (RTCPeerConnection | null)[],
  track: MediaStreamTrack,
): Promise<RTCStatsReport | null> {
  for (const pc of connections) {
    if (!pc) continue;
    const carries =
      pc.getReceivers().some((receiver) => receiver.track === track) ||
      pc.getSenders().some((sender) => sender.track === track);
    if (carries) return pc.getStats(track);
  }
  return null;
}
