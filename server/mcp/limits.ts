// Bounds on the MCP endpoint (issue 27, docs/decisions/0120-mcp-bounds.md): one JSON-RPC message per
// request, a small body read within a deadline, and caps on the requests in flight, per client and
// per process, so a flood is answered at once (429 or 503) instead of queueing on the heap.

/** The largest request body: one JSON-RPC message with a tool's arguments is well under 2 KB. */
export const MCP_MAX_BODY_BYTES = 16 * 1024;
/** How long a client may take to send its body; past it, 408 (a slow upload holds its client's slot no longer). */
export const MCP_BODY_DEADLINE_MS = 10_000;
/** Requests of one client (its rate-limit key) in flight at once, from arrival to answer; past it, 429. */
export const MCP_MAX_IN_FLIGHT_PER_CLIENT = 4;
/** Requests being answered at once in this process (body read, tools running); past it, 503. */
export const MCP_MAX_IN_FLIGHT = 16;

export type Admission = { ok: true; release: () => void } | { ok: false };

/** A cap on what is in flight per key (a client's rate-limit key, or one key for the whole process). */
export type InFlight = {
  /** Admits one more for this key, or refuses at the cap. Call release() when answered (more than once is harmless). */
  enter(key: string): Admission;
  /** How many are in flight for a key, or in all. */
  size(key?: string): number;
};

/** Counts live in a Map: the keys come from visitors' addresses. */
export function inFlight(max: number): InFlight {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    enter(key) {
      const now = counts.get(key) ?? 0;
      if (now >= max) return { ok: false };
      counts.set(key, now + 1);
      total++;
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total--;
          const left = (counts.get(key) ?? 1) - 1;
          if (left > 0) counts.set(key, left);
          else counts.delete(key);
        },
      };
    },
    size: (key) => (key === undefined ? total : (counts.get(key) ?? 0)),
  };
}
