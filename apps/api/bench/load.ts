import autocannon from 'autocannon';

/** One request of a load: cycled by every connection in order. */
export type LoadRequest = { method: 'GET' | 'POST'; path: string; body?: string; authorization?: string };

/**
 * Runs one autocannon load in its own process (so the load generator does not share the
 * server's event loop) and prints the result as JSON on stdout.
 * argv: base URL, connections, seconds, JSON array of LoadRequest (cycled; bodies are JSON; a
 * signed-in request carries its Authorization header).
 */
const [url = '', connections = '50', seconds = '10', requestsJson = '[]'] = process.argv.slice(2);
const requests = JSON.parse(requestsJson) as LoadRequest[];
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: requests.map(({ method, path, body, authorization }) => ({
    method,
    path,
    body,
    headers: {
      'accept-language': 'ar',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(authorization ? { authorization } : {}),
    },
  })),
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
    sent: result.requests.sent,
  }),
);
