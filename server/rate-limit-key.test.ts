import { describe, expect, it } from "vitest";
import { rateLimitKey } from "@/server/rate-limit-key";

describe("rateLimitKey", () => {
  it("keys an IPv4 address by itself", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.7:51234")).toBe("203.0.113.7");
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 address, in every spelling", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitKey("[::ffff:203.0.113.7]:443")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = rateLimitKey("2001:db8:1234:5678::1");
    expect(key).toBe("2001:db8:1234:5678::/64");
    for (const address of [
      "2001:db8:1234:5678:ffff:ffff:ffff:ffff",
      "2001:0db8:1234:5678:0000:0000:0000:0002",
      "2001:DB8:1234:5678:a:b:c:d",
      "2001:db8:1234:5678::10.0.0.1",
      "[2001:db8:1234:5678::99]:8080",
      "2001:db8:1234:5678::3%eth0",
    ]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
  });

  it("keys different /64s apart", () => {
    expect(rateLimitKey("2001:db8:1234:5679::1")).not.toBe(rateLimitKey("2001:db8:1234:5678::1"));
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    // ipaddr.js reads the deprecated IPv4-compatible form as the IPv4 address too: one client.
    expect(rateLimitKey("::203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps anything that is not an address as one bounded key", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("")).toBe("unknown");
    expect(rateLimitKey("Not-An-IP")).toBe("not-an-ip");
    expect(rateLimitKey("x".repeat(500))).toHaveLength(100);
    expect(rateLimitKey("2001:db8::1::2")).toBe("2001:db8::1::2");
  });
});
