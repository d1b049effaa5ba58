// One autocannon run in its own process, so that the load generator does not share an event loop
// with the servers it measures. `node load.mjs '<json>'` with { url, path, connections, duration,
// timeout (s, default 30), ids?: [first, last] } (a random id of that range replaces `:id` in the path on each request);
// prints autocannon's result as JSON on stdout.
// For GraphQL (bench-runtimes.mjs) also: `amount` (that many answers instead of a timed run),
// `method`, `headers`, `body` (`__ID__` in it is replaced as `:id` in the path), `queue` (ids used
// once each, in order, instead of `ids`; the run ends when they are used up), `rotate` ({ headers, body? } used by the requests in turn: one buyer's session
// or identity and variables each) and `countErrors` (answers whose body has GraphQL `errors`,
// counted as `gqlErrors`). `countWithout` (a text): 200 answers whose body lacks it, as `without`
// (the product page's server-rendered mark: a render past its budget answers the client page).
import autocannon from 'autocannon';

const {
  url,
  path,
  connections,
  duration,
  amount,
  ids,
  method,
  headers,
  body,
  queue,
  rotate,
  countErrors,
  countWithout,
  timeout,
} = JSON.parse(process.argv[2]);
const pick = queue
  ? (() => {
      let next = 0;
      return () => String(queue[next++ % queue.length]);
    })()
  : () => String(ids[0] + Math.floor(Math.random() * (ids[1] - ids[0] + 1)));
const perRequest = Boolean(ids || queue || rotate);
let turn = 0;
let gqlErrors = 0;
let without = 0;
const started = performance.now();
let lastAnswer = started;
const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url,
      connections,
      // A fixed number of answers (`amount`, or one per id of `queue`), all awaited, or a timed run.
      ...(queue || amount ? { amount: queue?.length ?? amount } : { duration }),
      // A whole-catalogue list of the shop takes seconds under load: a 10 s timeout (the default) cut
      // its slowest answers off and counted them as errors.
      timeout: timeout ?? 30,
      requests: [
        {
          method: method ?? 'GET',
          path: path.replace(':id', ids && !queue ? pick() : ''),
          ...(headers ? { headers } : {}),
          ...(body ? { body } : {}),
          ...(perRequest
            ? {
                setupRequest: (request) => {
                  const id = ids || queue ? pick() : '';
                  const own = rotate ? rotate[turn++ % rotate.length] : {};
                  const text = own.body ?? body;
                  return {
                    ...request,
                    path: path.replace(':id', id),
                    ...(text ? { body: text.replace('__ID__', id) } : {}),
                    ...(own.headers ? { headers: { ...request.headers, ...own.headers } } : {}),
                  };
                },
              }
            : {}),
          ...(countErrors || countWithout
            ? {
                onResponse: (status, answer) => {
                  if (countErrors && status === 200 && String(answer).includes('"errors"')) gqlErrors += 1;
                  if (countWithout && status === 200 && !String(answer).includes(countWithout)) without += 1;
                },
              }
            : {}),
        },
      ],
    },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', () => {
    lastAnswer = performance.now();
  });
});

process.stdout.write(
  JSON.stringify({
    // Completed answers over the run's length: per-second averages round a rate of 0.7/s badly.
    // autocannon's duration is whole seconds (and it ends on its next tick): a run of a fixed
    // number of answers is timed here, from its start to its last answer.
    rps: result.requests.total / (queue || amount ? (lastAnswer - started) / 1000 : result.duration),
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    gqlErrors,
    without,
  }),
);
