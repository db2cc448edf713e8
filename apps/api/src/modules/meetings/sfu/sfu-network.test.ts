import { RTCPeerConnection } from 'werift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import { loadConfig } from '../../../config.ts';
import { connectAttendee, listenForSockets } from '../../../test/meeting-sockets.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * The SFU behind NAT (decision 048): MEETING_SFU_PUBLIC_IP and MEETING_SFU_UDP_PORTS are checked
 * when the configuration loads, and reach the SFU child process: its answer to a browser's
 * publishing offer announces the public address, on a port of the range.
 */

const NAT_ENV = {
  MEETING_MEDIA: 'sfu',
  MEETING_SFU_PUBLIC_IP: '203.0.113.7',
  MEETING_SFU_UDP_PORTS: '41000-41039',
};

describe('the SFU network settings', () => {
  it('reads the public address and the UDP port range', () => {
    expect(loadConfig(NAT_ENV).meetings.sfuNetwork).toEqual({ publicIp: '203.0.113.7', udpPorts: [41000, 41039] });
    expect(loadConfig({ MEETING_SFU_PUBLIC_IP: '2001:db8::7' }).meetings.sfuNetwork).toEqual({
      publicIp: '2001:db8::7',
    });
    expect(loadConfig({}).meetings.sfuNetwork).toBeUndefined();
  });

  it('refuses an address that is not an IP, and a port range that is malformed, out of bounds, upside down or too small', () => {
    expect(() => loadConfig({ MEETING_SFU_PUBLIC_IP: 'sfu.hissa.sa' })).toThrow(
      'MEETING_SFU_PUBLIC_IP: an IPv4 or IPv6 address',
    );
    expect(() => loadConfig({ MEETING_SFU_UDP_PORTS: '40000:40199' })).toThrow('MEETING_SFU_UDP_PORTS: a range');
    for (const range of ['80-1000', '65000-65600', '40199-40000', '40000-40009'])
      expect(() => loadConfig({ MEETING_SFU_UDP_PORTS: range })).toThrow(
        `MEETING_SFU_UDP_PORTS: min-max within 1024-65535 with at least 20 ports (two per attendee of a full room, MEETING_SFU_MAX_ATTENDEES=10); got ${range}`,
      );
  });
});

describe('an SFU configured for NAT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ meetings: loadConfig(NAT_ENV).meetings });
  }, 120_000);
  afterAll(async () => t?.close());

  it('announces the public address on a port of the range in its answer', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/public-api/meetings/join',
      query: { title: 'Call behind NAT', name: 'Sara' },
    });
    const info = joined.json<{ data: JoinInfo }>().data;
    const sara = await connectAttendee(await listenForSockets(t.app), info);
    await sara.next((frame) => frame.type === 'welcome');
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.addTransceiver('audio', { direction: 'sendonly' });
    pc.addTransceiver('video', { direction: 'sendonly' });
    await pc.setLocalDescription(await pc.createOffer());
    sara.send({ type: 'sfu', payload: { kind: 'publish-offer', sdp: pc.localDescription?.sdp } });
    const answer = await sara.next((frame) => frame.type === 'sfu' && frame.payload.kind === 'publish-answer');
    const sdp = answer.type === 'sfu' ? answer.payload.sdp : '';
    const candidates = [...sdp.matchAll(/a=candidate:\S+ \d+ udp \d+ (\S+) (\d+) typ host/g)].map(([, ip, port]) => ({
      ip,
      port: Number(port),
    }));
    expect(candidates.map((candidate) => candidate.ip)).toContain('203.0.113.7');
    for (const { port } of candidates) {
      expect(port).toBeGreaterThanOrEqual(41000);
      expect(port).toBeLessThanOrEqual(41039);
    }
    await pc.close();
    sara.socket.terminate();
  }, 30_000);
});
