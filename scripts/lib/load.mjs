// One autocannon run in its own process, so that the load generator does not share an event loop
// with the servers it measures. `node load.mjs '<json>'` with { url, path, connections, duration,
// timeout 30 s, ids?: [first, last] } (a random id of that range replaces `:id` in the path on each request);
// prints autocannon's result as JSON on stdout.
import autocannon from 'autocannon';

const { url, path, connections, duration, ids } = JSON.parse(process.argv[2]);
const pick = () => String(ids[0] + Math.floor(Math.random() * (ids[1] - ids[0] + 1)));
const result = await autocannon({
  url,
  connections,
  duration,
  // A whole-catalogue list of the shop takes seconds under load: a 10 s timeout (the default) cut
  // its slowest answers off and counted them as errors.
  timeout: 30,
  requests: [
    {
      method: 'GET',
      path: path.replace(':id', ids ? pick() : ''),
      ...(ids ? { setupRequest: (request) => ({ ...request, path: path.replace(':id', pick()) }) } : {}),
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    // Completed answers over the run's length: per-second averages round a rate of 0.7/s badly.
    rps: result.requests.total / result.duration,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
