import { describe, expect, it } from 'vitest';
import { linkQualityOf, videoStatsOf } from './webrtc-stats';

/** A stand-in RTCStatsReport holding `entries`. */
function report(entries: Record<string, unknown>[]): RTCStatsReport {
  return new Map(entries.map((entry, index) => [String(index), entry])) as unknown as RTCStatsReport;
}

describe('videoStatsOf', () => {
  it('reads the received frame size and rate, and the bitrate and loss between two samples', () => {
    const first = videoStatsOf(
      report([
        {
          type: 'inbound-rtp',
          kind: 'video',
          timestamp: 1000,
          bytesReceived: 10_000,
          packetsLost: 0,
          packetsReceived: 100,
        },
      ]),
      null,
    );
    expect(first?.bitrateKbps).toBeNull();
    const second = videoStatsOf(
      report([
        {
          type: 'inbound-rtp',
          kind: 'video',
          timestamp: 3000,
          frameWidth: 960,
          frameHeight: 540,
          framesPerSecond: 15,
          bytesReceived: 260_000,
          packetsLost: 5,
          packetsReceived: 195,
        },
      ]),
      first?.counters ?? null,
    );
    expect(second).toMatchObject({ width: 960, height: 540, frameRate: 15, bitrateKbps: 1000, lossFraction: 0.05 });
  });

  it('reads what we send and its loss from the receiver’s report, and nothing without video', () => {
    const sent = videoStatsOf(
      report([
        { type: 'outbound-rtp', kind: 'video', timestamp: 1000, bytesSent: 1, packetsSent: 1, frameWidth: 640 },
        { type: 'remote-inbound-rtp', kind: 'video', timestamp: 1000, fractionLost: 0.25, packetsLost: 3 },
      ]),
      null,
    );
    expect(sent).toMatchObject({ width: 640, lossFraction: 0.25 });
    expect(videoStatsOf(report([{ type: 'inbound-rtp', kind: 'audio', timestamp: 1 }]), null)).toBeNull();
  });
});

describe('linkQualityOf', () => {
  it('takes the nominated pair’s round-trip time and the loss over every inbound stream', () => {
    const entries = (lost: number, received: number, timestamp: number) => [
      { type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.12, timestamp },
      { type: 'inbound-rtp', kind: 'audio', timestamp, packetsLost: lost, packetsReceived: received },
      { type: 'inbound-rtp', kind: 'video', timestamp, packetsLost: 0, packetsReceived: received },
    ];
    const first = linkQualityOf(report(entries(0, 100, 1000)), null);
    expect(first).toMatchObject({ rttMs: 120, lossFraction: 0 });
    const second = linkQualityOf(report(entries(20, 190, 3000)), first.counters);
    expect(second.lossFraction).toBeCloseTo(20 / 200);
  });
});
