import { beforeAll, describe, expect, it, vi } from "vitest";

// Finding 4 of issue 27: every rate-limited tier keys a client by server/rate-limit-key.ts, so
// the addresses of one IPv6 /64, the `::ffff:` form of an IPv4 address and any upper-case
// spelling share one quota; no tier counts the raw address.
const LIMIT = 3;

type Handler = (ip: string) => Promise<Response>;
const tiers: Record<string, () => Promise<Handler>> = {};

beforeAll(() => {
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("RATE_LIMIT_CONTACT_PER_HOUR", String(LIMIT));
  vi.stubEnv("RATE_LIMIT_CHAT_PER_MINUTE", String(LIMIT));
  vi.stubEnv("RATE_LIMIT_IMAGE_PER_MINUTE", String(LIMIT));
  vi.stubEnv("RATE_LIMIT_API_PER_MINUTE", String(LIMIT));
});

const post = (path: string, ip: string) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", "x-client-ip": ip }, body: "{}" });
const get = (path: string, ip: string) => new Request(`http://localhost${path}`, { headers: { "x-client-ip": ip } });

tiers["contact form"] = async () => {
  const { POST } = await import("@/app/functions/v1/send-contact-email/route");
  return (ip) => POST(post("/functions/v1/send-contact-email", ip));
};
tiers["suggest a correction"] = async () => {
  const { POST } = await import("@/app/functions/v1/suggest-correction/route");
  return (ip) => POST(post("/functions/v1/suggest-correction", ip));
};
tiers.chat = async () => {
  const { POST } = await import("@/app/functions/v1/ai-chat/route");
  return (ip) => POST(post("/functions/v1/ai-chat", ip));
};
tiers.image = async () => {
  const { POST } = await import("@/app/functions/v1/ai-image/route");
  return (ip) => POST(post("/functions/v1/ai-image", ip));
};
tiers["API"] = async () => {
  const { GET } = await import("@/app/api/v1/use-cases/route");
  return (ip) => GET(get("/api/v1/use-cases", ip), {} as never);
};
tiers["API (unknown path)"] = async () => {
  const { GET } = await import("@/app/api/v1/[...path]/route");
  return (ip) => GET(get("/api/v1/nope", ip), {} as never);
};
tiers.MCP = async () => {
  const { POST } = await import("@/app/mcp/route");
  return (ip) =>
    POST(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "x-client-ip": ip },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      }),
    );
};

// Each family: LIMIT spellings of one client, then one more that must be refused.
let family = 0;
const families = () => {
  family += 1;
  const v4 = `198.51.${100 + family}.7`;
  const hex = (family + 0x10).toString(16);
  return {
    "one IPv6 /64": [`2001:db8:${hex}:1::1`, `2001:db8:${hex}:1:ffff:ffff:ffff:fffe`, `2001:0DB8:${hex.toUpperCase()}:0001::2`, `2001:db8:${hex}:1:abcd::9`],
    "IPv4 and its ::ffff: forms": [v4, `::ffff:${v4}`, `::FFFF:${v4}`, `[::ffff:${v4}]:443`],
  };
};

describe("every rate-limited tier keys a client by its address family, not its spelling", () => {
  for (const [tier, load] of Object.entries(tiers)) {
    it(`${tier}: the spellings of one client share one quota`, async () => {
      const send = await load();
      for (const [what, addresses] of Object.entries(families())) {
        for (const ip of addresses.slice(0, LIMIT)) expect((await send(ip)).status, `${what}: ${ip}`).not.toBe(429);
        const refused = await send(addresses[LIMIT]!);
        expect(refused.status, `${what}: ${addresses[LIMIT]} after ${addresses.slice(0, LIMIT).join(", ")}`).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    });
  }
});
