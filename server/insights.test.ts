import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MISSES_PER_CLIENT_PER_DAY, openStore, type ContactStore } from "@/server/db/store";

// Issue 27, finding 6: anyone could fill the owner's `npm run insights` list. A miss counts once per
// client address a day (the /64 of an IPv6 client, however spelt), and a client counts a bounded
// number a day; the client is never stored, only a keyed hash of it for the day.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "insights-"));
let insights: typeof import("@/server/insights");
let service: typeof import("@/server/contact/contact-service");
let reader: ContactStore;

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("SMTP_URL", "");
  insights = await import("@/server/insights");
  service = await import("@/server/contact/contact-service");
  reader = await openStore({ dataDir });
});

afterAll(async () => {
  await reader.close();
  await (await service.contactStore()).close();
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const countOf = async (text: string) => (await reader.topMisses("search", { limit: 1000 })).find((m) => m.text === text)?.count ?? 0;

describe("operator insight counts", () => {
  it("counts an empty search once per client a day, whichever spelling of its address it comes from", async () => {
    for (const ip of ["2001:db8:5:1::1", "2001:db8:5:1::2", "2001:DB8:5:1:FFFF::3", "198.51.100.20", "::ffff:198.51.100.20"]) {
      insights.recordEmptySearch("Underwater Basket Weaving", ip);
    }
    insights.recordEmptySearch("underwater basket weaving", "198.51.100.21");
    await expect.poll(() => countOf("underwater basket weaving")).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countOf("underwater basket weaving")).toBe(3);
  });

  it("lets one client add at most a bounded number of texts a day", async () => {
    for (let i = 0; i < MISSES_PER_CLIENT_PER_DAY + 10; i++) insights.recordEmptySearch(`flood text ${i}`, `2001:db8:6:1::${(i + 1).toString(16)}`);
    insights.recordEmptySearch("a visitor's real search", "203.0.113.77");
    await expect.poll(() => countOf("a visitor's real search")).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flood = (await reader.topMisses("search", { limit: 1000 })).filter((m) => m.text.startsWith("flood text"));
    expect(flood).toHaveLength(MISSES_PER_CLIENT_PER_DAY);
  });

  it("stores no address and no plain hash of one", async () => {
    const dump = fs.readFileSync(path.join(dataDir, "site.db")).toString("latin1") + (fs.existsSync(path.join(dataDir, "site.db-wal")) ? fs.readFileSync(path.join(dataDir, "site.db-wal")).toString("latin1") : "");
    for (const needle of ["2001:db8:5:1", "198.51.100.20", "203.0.113.77"]) expect(dump).not.toContain(needle);
  });
});
