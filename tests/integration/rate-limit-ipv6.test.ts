import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/tests/support/app-server";

// Issue 27, finding 4, over HTTP against the production server (`npm start`'s server layer and
// the trusted proxy header): on every rate-limited tier, the spellings of one client (addresses of
// one IPv6 /64 in any case, an IPv4 address and its `::ffff:` forms) share one quota.
const LIMIT = 2;
const IP_HEADER = "x-test-client-ip";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    TRUSTED_IP_HEADER: IP_HEADER,
    RATE_LIMIT_API_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_CHAT_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_IMAGE_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_CONTACT_PER_HOUR: String(LIMIT),
  });
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

const json = { "content-type": "application/json" };
const tiers: Record<string, (ip: string) => Promise<Response>> = {
  contact: (ip) => fetch(`${app.url}/functions/v1/send-contact-email`, { method: "POST", headers: { ...json, [IP_HEADER]: ip }, body: "{}" }),
  correction: (ip) => fetch(`${app.url}/functions/v1/suggest-correction`, { method: "POST", headers: { ...json, [IP_HEADER]: ip }, body: "{}" }),
  chat: (ip) => fetch(`${app.url}/functions/v1/ai-chat`, { method: "POST", headers: { ...json, [IP_HEADER]: ip }, body: "{}" }),
  image: (ip) => fetch(`${app.url}/functions/v1/ai-image`, { method: "POST", headers: { ...json, [IP_HEADER]: ip }, body: "{}" }),
  api: (ip) => fetch(`${app.url}/api/v1/use-cases`, { headers: { [IP_HEADER]: ip } }),
  mcp: (ip) =>
    fetch(`${app.url}/mcp`, {
      method: "POST",
      headers: { ...json, accept: "application/json, text/event-stream", [IP_HEADER]: ip },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    }),
};

let n = 0;
describe("every rate-limited tier over HTTP", () => {
  for (const [tier, send] of Object.entries(tiers)) {
    it(`${tier}: one /64, an IPv4 address and its ::ffff: forms each share one quota`, async () => {
      n += 1;
      const v4 = `198.51.100.${n}`;
      const families = [
        [`2001:db8:${n}:7::1`, `2001:DB8:${n}:7:FFFF::2`, `2001:db8:${n}:7:1:2:3:4`],
        [v4, `::ffff:${v4}`, `::FFFF:${v4}`],
      ];
      for (const family of families) {
        for (const ip of family.slice(0, LIMIT)) expect((await send(ip)).status, ip).not.toBe(429);
        const refused = await send(family[LIMIT]!);
        expect(refused.status, `${family[LIMIT]} after ${family.slice(0, LIMIT).join(", ")}`).toBe(429);
      }
    });
  }
});
