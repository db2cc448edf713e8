import autocannon from 'autocannon';

/**
 * Runs one autocannon load in its own process (so the load generator does not share the
 * server's event loop) and prints the result as JSON on stdout.
 * argv: url, connections, seconds, JSON array of request bodies (cycled; "" for GET).
 */
const [url = '', connections = '50', seconds = '10', bodiesJson = '[""]'] = process.argv.slice(2);
const bodies = JSON.parse(bodiesJson) as string[];
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: bodies.map((body) =>
    body ? { method: 'POST', body, headers: { 'content-type': 'application/json', 'accept-language': 'ar' } } : { method: 'GET' },
  ),
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  }),
);
