import type { BrowserContext, Page } from 'playwright-core';

/**
 * Makes every page of `context` keep its RTCPeerConnections in window.peerConnections, so a
 * test can read their getStats, senders and tracks as the page really uses them.
 */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const connections: RTCPeerConnection[] = [];
    Object.assign(window, { peerConnections: connections });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        connections.push(this);
      }
    };
  });
}

/**
 * Evaluates `read` in `page` every `intervalMs` until it answers something other than null
 * (and, given `until`, an answer `until` accepts; it sees every answer, so a caller can keep
 * the last for its failure message) and returns that answer; throws after `timeoutMs`. For
 * checks that must await in the page (getStats): page.waitForFunction does not await a
 * predicate's promise, and a promise is truthy, so an async predicate there would pass at once.
 */
export async function pollPage<Result, Arg>(
  page: Page,
  read: (arg: Arg) => Promise<Result | null>,
  arg: Arg,
  {
    timeoutMs = 30_000,
    intervalMs = 500,
    until = () => true,
  }: { timeoutMs?: number; intervalMs?: number; until?: (answer: Result) => boolean } = {},
): Promise<Result> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await page.evaluate(read as (arg: unknown) => Promise<unknown>, arg)) as Result | null;
    if (answer !== null && until(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`pollPage: no answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until the page's open connections have decoded frames of `count` inbound video streams (getStats). */
export async function decodesVideoStreams(page: Page, count: number): Promise<void> {
  await pollPage(
    page,
    async (wanted: number) => {
      const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
      let decoding = 0;
      for (const pc of peerConnections) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video' && (report.framesDecoded ?? 0) > 0) decoding++;
        });
      }
      return decoding >= wanted ? true : null;
    },
    count,
  );
}
