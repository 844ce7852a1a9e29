// The static-file floor: a minimal Node HTTP server answering fixed bodies from memory, in its own
// process (issue 16), so it does not share an event loop with the load generator. Started by
// `startFloor()` (bench/lib.mjs) with a JSON file mapping URL paths to files; prints its port.
import fs from "node:fs";
import http from "node:http";

const map = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const bodies = new Map(Object.entries(map).map(([url, file]) => [url, fs.readFileSync(file)]));
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? "/");
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
process.on("disconnect", () => process.exit(0));
