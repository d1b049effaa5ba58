// The limit of `npm run bench`'s cached reads: plain `node:http` answering each product detail
// with bytes computed before the run (issue 35). It fetches every `GET /api/products/detail/:id`
// of the id range once from the raw baseline at start, then answers from a Map of Buffers: no SQL,
// no JSON, no headers but the content type and length. A cached read of the shop does strictly
// more (security headers, ETag, the cache's lookup), so the ratio says how much of the machine's
// HTTP ceiling its per-request steps leave. Run as its own process:
// `node bytes-limit.mjs <rawUrl> <firstId> <lastId>`; it prints `listening <port>` on stdout.
import http from 'node:http';

const [rawUrl, first, last] = process.argv.slice(2);
const bodies = new Map();
let next = Number(first);
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next <= Number(last)) {
      const id = next++;
      const response = await fetch(`${rawUrl}/api/products/detail/${id}`);
      if (response.status !== 200) throw new Error(`raw baseline answered ${response.status} for product ${id}`);
      bodies.set(`/api/products/detail/${id}`, Buffer.from(await response.arrayBuffer()));
    }
  }),
);
const notFound = Buffer.from(JSON.stringify({ message: 'Not found' }));
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url);
  res.writeHead(body ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': (body ?? notFound).length,
  });
  res.end(body ?? notFound);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
