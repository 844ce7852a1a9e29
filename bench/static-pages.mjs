// 1. Static pages: the production server against a minimal static file server serving the same
// pre-rendered HTML, in the same run. The ratio is the figure.
import http from "node:http";
import autocannon from "autocannon";
import { round } from "./lib.mjs";

async function load(url, seconds, connections) {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return { rps: round(result.requests.average, 0), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchStaticPages(baseUrl, { seconds = 8, connections = 50 } = {}) {
  const pages = ["/", "/blog/gemini-ai-guide"];
  const bodies = new Map();
  for (const p of pages) bodies.set(p, Buffer.from(await (await fetch(baseUrl + p)).text()));
  const floor = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? "/");
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  });
  await new Promise((r) => floor.listen(0, "127.0.0.1", r));
  const floorUrl = `http://127.0.0.1:${floor.address().port}`;
  const rows = [];
  for (const p of pages) {
    const app = await load(baseUrl + p, seconds, connections);
    const file = await load(floorUrl + p, seconds, connections);
    rows.push({ page: p, app, file, ratio: round(app.rps / file.rps, 2) });
  }
  floor.close();
  return rows;
}
