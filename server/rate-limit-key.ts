import { isIPv4, isIPv6 } from "node:net";

/**
 * The rate-limit key of a client address (docs/decisions/0009-rate-limits.md, amended by 0014).
 *
 * - An IPv4 address is its own key.
 * - An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack listener reports IPv4 peers) is
 *   the IPv4 address: one client, one key, whichever way it connected.
 * - Any other IPv6 address is keyed by its /64: one subscriber line or host is usually given a
 *   whole /64, so a client can rotate through billions of addresses without changing its key.
 * - Anything else (a proxy header that does not hold an address) is kept as it came, lower-cased
 *   and cut to 100 characters, so it still counts against one key.
 */
export function rateLimitKey(address: string): string {
  let ip = address.trim().toLowerCase();
  // "[2001:db8::1]:443" and "[2001:db8::1]" (some proxies), "fe80::1%eth0" (a zone).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  ip = ip.replace(/%[\w.-]*$/, "");
  // "203.0.113.7:51234" (an IPv4 address with its port).
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  if (withPort && isIPv4(withPort[1]!)) ip = withPort[1]!;

  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) {
    const groups = expandIPv6(ip);
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
    }
    return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
  }
  return ip.slice(0, 100) || "unknown";
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part). */
function expandIPv6(ip: string): number[] {
  let text = ip;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
