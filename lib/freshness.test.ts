import { describe, expect, it } from "vitest";
import { checkedAgo, daysSince, newestCheck, oldestCheck, sourceSite } from "@/lib/freshness";

const now = new Date("2026-11-23T15:30:00Z");

describe("freshness of a checked fact", () => {
  it("counts whole days in UTC", () => {
    expect(daysSince("2026-11-23", now)).toBe(0);
    expect(daysSince("2025-10-15", now)).toBe(404);
    expect(daysSince("2027-01-01", now)).toBe(0);
  });

  it("says the age in words", () => {
    expect(checkedAgo("2026-11-23", now)).toBe("checked today");
    expect(checkedAgo("2026-11-22", now)).toBe("checked yesterday");
    expect(checkedAgo("2026-11-18", now)).toBe("checked five days ago");
    expect(checkedAgo("2025-10-15", now)).toBe("checked 404 days ago");
  });

  it("names the site of a source and finds the oldest check", () => {
    expect(sourceSite("https://www.notion.com/pricing")).toBe("notion.com");
    expect(sourceSite("https://help.openai.com/en/articles/1")).toBe("help.openai.com");
    expect(oldestCheck({ tier: { checked: "2026-11-23" }, details: { checked: "2025-10-15" }, startingPrice: undefined })).toBe("2025-10-15");
  });

  it("reads the oldest and newest check among single sources and lists of them", () => {
    const sources = { tier: { checked: "2026-11-23" }, details: [{ checked: "2026-12-01" }, { checked: "2025-03-02" }], startingPrice: undefined, other: [] };
    expect(oldestCheck(sources)).toBe("2025-03-02");
    expect(newestCheck(sources)).toBe("2026-12-01");
  });
});

describe("shortDate", () => {
  it("formats an ISO date compactly", async () => {
    const { shortDate } = await import("@/lib/freshness");
    expect(shortDate("2025-10-15")).toBe("Oct 15, 2025");
  });
});
