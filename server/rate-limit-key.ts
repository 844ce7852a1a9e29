import ipaddr from "ipaddr.js";

/**
 * The rate-limit key of a client address (docs/decisions/0009-rate-limits.md, amended by 0019 and
 * 0125). The one place a client address becomes a key: every rate-limited tier (contact,
 * corrections, chat, images, the API and MCP) and the per-client insight counts go through it.
 *
 * - An IPv4 address is its own key, in its canonical dotted form.
 * - An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack listener reports IPv4 peers) is
 *   the IPv4 address: one client, one key, whichever way it connected.
 * - Any other IPv6 address is keyed by its /64, in canonical lower case: one subscriber line or
 *   host is usually given a whole /64, so a client can rotate through billions of addresses
 *   without changing its key.
 * - Anything else (a proxy header that does not hold an address) is kept as it came, lower-cased
 *   and cut to 100 characters, so it still counts against one key.
 *
 * Parsing is ipaddr.js's (zones, embedded IPv4, any spelling of `::`).
 */
export function rateLimitKey(address: string): string {
  let ip = address.trim().toLowerCase();
  // "[2001:db8::1]:443" and "[2001:db8::1]" (some proxies).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  // "203.0.113.7:51234" (an IPv4 address with its port).
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  if (withPort) ip = withPort[1]!;

  if (ipaddr.IPv4.isValidFourPartDecimal(ip)) return ipaddr.IPv4.parse(ip).toString();
  // The zone ("fe80::1%eth0") names the local interface, not the client.
  const unzoned = ip.replace(/%[\w.-]*$/, "");
  if (ipaddr.IPv6.isValid(unzoned)) {
    const v6 = ipaddr.IPv6.parse(unzoned);
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    return `${v6.parts.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
  }
  return ip.slice(0, 100) || "unknown";
}
