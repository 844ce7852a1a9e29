import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { logServerErrors, serverLogger } from "./server-log.mjs";

// Issue 27: every answer with a 5xx status leaves one JSON line in the log, whoever wrote it.
describe("logServerErrors", () => {
  it("writes one JSON line per 5xx answer (request id, method, path without the query), none for others", async () => {
    const lines: string[] = [];
    const log = serverLogger("info", new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const server = http.createServer((req, res) => {
      logServerErrors(log, req, res, `id-${req.url}`);
      res.statusCode = req.url?.startsWith("/broken") ? 500 : 404;
      res.end("x");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await (await fetch(`http://127.0.0.1:${port}/broken?q=secret+words`)).text();
      await (await fetch(`http://127.0.0.1:${port}/missing`)).text();
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, component: "server", requestId: "id-/broken?q=secret+words", method: "GET", path: "/broken", status: 500, msg: "answered with a server error" });
    expect(JSON.parse(lines[0]!).path).not.toMatch(/secret/);
  });
});
