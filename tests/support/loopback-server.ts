import http from "node:http";
import type { AddressInfo } from "node:net";

export type LoopbackServer = { origin: string; requests: RecordedRequest[]; close: () => Promise<void> };
export type RecordedRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP server on 127.0.0.1 and a free port, for testing clients against the protocol they speak.
 * Every request is recorded (with its body) before the handler runs; close() also drops open sockets,
 * so a handler that never answers cannot keep the test run alive.
 */
export async function startLoopbackServer(
  handler: (req: RecordedRequest, res: http.ServerResponse, origin: string) => void | Promise<void>,
): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  let origin = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(recorded);
      void handler(recorded, res, origin);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
