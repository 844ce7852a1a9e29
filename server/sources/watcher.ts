import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { convert } from "html-to-text";
import robotsParser from "robots-parser";

/**
 * The source watcher (issue 29, docs/decisions/0142): fetches the pages the catalogue cites,
 * politely, and says for each fact whether its quote is still there. It fetches only the URLs it is
 * given (the catalogue's own, never a visitor's), one request at a time per host with a pause
 * between them, honours robots.txt, names the site in its user agent, and bounds every fetch
 * (timeout, size cap, redirect hops).
 */

/**
 * - present: the quote is on the page, and the page is as it was at the last check (or this is the first)
 * - changed: the page changed since the last check, but the quote is still there
 * - quote-gone: the page answers, but the quote is no longer on it
 * - moved: the page now redirects to another host
 * - dead: an error status, a timeout, a refused connection, or too many redirects
 * - blocked: robots.txt forbids us to fetch it (so it is not fetched)
 * - no-quote: the page answers; the fact cites no quote to look for
 */
export const verdicts = ["quote-gone", "moved", "dead", "blocked", "changed", "no-quote", "present"] as const;
export type Verdict = (typeof verdicts)[number];

export type WatchedFact = { key: string; platformId: string; url: string; quote?: string };
export type FactResult = { key: string; platformId: string; url: string; verdict: Verdict; detail: string; finalUrl: string | null; textHash: string | null };

export type WatchOptions = {
  userAgent: string;
  /** The robots.txt product token matched against User-agent lines. */
  robotsAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Pause between two requests to one host. */
  pauseMs?: number;
  maxRedirects?: number;
  /** Hosts fetched at once (each still one request at a time). */
  hostConcurrency?: number;
  /** The text hash of each fact's page at the last check, to tell "changed" from "present". */
  previousHash?: (key: string) => string | undefined;
};

type Page = { ok: true; status: number; finalUrl: string; redirects: string[]; text: string; truncated: boolean } | { ok: false; reason: string; redirects: string[]; finalUrl?: string };

/** Lower case, one space, the same quotes and dashes, so typography does not hide a quote. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Is the quote on the page? A quote cut with an ellipsis matches when every part is there. */
export function quoteOnPage(quote: string, pageText: string): boolean {
  const text = normaliseText(pageText);
  return normaliseText(quote)
    .split(/\s*(?:\.\.\.|\u2026)\s*/)
    .filter((part) => part.length > 0)
    .every((part) => text.includes(part));
}

/** A page's readable text: the markup, scripts, styles and link targets left out. */
export function pageText(body: string, contentType: string): string {
  if (!/html/i.test(contentType)) return body;
  return convert(body, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "script", format: "skip" },
      { selector: "style", format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "h4", options: { uppercase: false } },
      { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
    ],
  });
}

const sameSite = (a: string, b: string) => a.replace(/^www\./, "") === b.replace(/^www\./, "");

export async function checkSources(facts: readonly WatchedFact[], options: WatchOptions): Promise<FactResult[]> {
  const { timeoutMs = 15_000, maxBytes = 2 * 2 ** 20, pauseMs = 1_000, maxRedirects = 5, hostConcurrency = 4 } = options;
  const headers = { "User-Agent": options.userAgent, Accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5" };
  /** The time of the last request to each host, so no host gets two requests closer than pauseMs. */
  const lastRequest = new Map<string, number>();
  const robots = new Map<string, Promise<{ isAllowed(url: string, ua?: string): boolean | undefined } | "unreachable">>();

  async function politely<T>(host: string, run: () => Promise<T>): Promise<T> {
    const wait = (lastRequest.get(host) ?? -Infinity) + pauseMs - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      return await run();
    } finally {
      lastRequest.set(host, Date.now());
    }
  }

  /** One bounded GET: no redirect followed, the body read up to maxBytes. */
  async function get(url: string): Promise<{ status: number; location: string | null; contentType: string; body: string; truncated: boolean }> {
    const response = await fetch(url, { redirect: "manual", headers, signal: AbortSignal.timeout(timeoutMs) });
    let size = 0;
    const chunks: Uint8Array[] = [];
    let truncated = false;
    if (response.body && !(response.status >= 300 && response.status < 400)) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (size + value.byteLength > maxBytes) {
          chunks.push(value.subarray(0, maxBytes - size));
          truncated = true;
          await reader.cancel();
          break;
        }
        size += value.byteLength;
        chunks.push(value);
      }
    } else await response.body?.cancel();
    return { status: response.status, location: response.headers.get("location"), contentType: response.headers.get("content-type") ?? "", body: Buffer.concat(chunks).toString("utf8"), truncated };
  }

  function robotsFor(origin: string) {
    let entry = robots.get(origin);
    if (!entry) {
      const url = `${origin}/robots.txt`;
      entry = politely(new URL(origin).host, () => get(url))
        .then((r) => (r.status >= 500 ? ("unreachable" as const) : robotsParser(url, r.status === 200 ? r.body : "")))
        // No answer at all: the page itself will not answer either, and is reported dead.
        .catch(() => robotsParser(url, ""));
      robots.set(origin, entry);
    }
    return entry;
  }

  async function fetchPage(start: string): Promise<Page | { ok: false; blocked: string; redirects: string[] }> {
    const redirects: string[] = [];
    let url = start;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const target = new URL(url);
      const rules = await robotsFor(target.origin);
      if (rules === "unreachable") return { ok: false, blocked: `robots.txt of ${target.host} could not be read (a server error or no answer), so the page was not fetched`, redirects };
      if (rules.isAllowed(url, options.robotsAgent) === false) return { ok: false, blocked: `robots.txt of ${target.host} disallows ${target.pathname}`, redirects };
      let r;
      try {
        r = await politely(target.host, () => get(url));
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
        return { ok: false, reason, redirects, finalUrl: url };
      }
      if (r.status >= 300 && r.status < 400 && r.location) {
        url = new URL(r.location, url).toString();
        redirects.push(`${r.status} ${url}`);
        continue;
      }
      if (r.status >= 400) return { ok: false, reason: `the page answers ${r.status}`, redirects, finalUrl: url };
      return { ok: true, status: r.status, finalUrl: url, redirects, text: pageText(r.body, r.contentType), truncated: r.truncated };
    }
    return { ok: false, reason: `more than ${maxRedirects} redirects`, redirects };
  }

  // One fetch per distinct URL; URLs grouped by host, each host's list fetched in turn.
  const byUrl = new Map<string, WatchedFact[]>();
  for (const f of facts) byUrl.set(f.url, [...(byUrl.get(f.url) ?? []), f]);
  const byHost = new Map<string, string[]>();
  for (const url of byUrl.keys()) {
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const results: FactResult[] = [];
  const hosts = [...byHost.values()];
  async function worker() {
    for (let urls = hosts.shift(); urls; urls = hosts.shift()) {
      for (const url of urls) {
        const page = await fetchPage(url);
        for (const fact of byUrl.get(url) ?? []) results.push(judge(fact, page, options.previousHash?.(fact.key)));
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(hostConcurrency, hosts.length) }, worker));
  const order = new Map(facts.map((f, i) => [f.key, i]));
  return results.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
}

function judge(fact: WatchedFact, page: Page | { ok: false; blocked: string; redirects: string[] }, previousHash: string | undefined): FactResult {
  const base = { key: fact.key, platformId: fact.platformId, url: fact.url };
  const via = page.redirects.length ? ` (redirects: ${page.redirects.join(" -> ")})` : "";
  if (!page.ok) {
    if ("blocked" in page) return { ...base, verdict: "blocked", detail: page.blocked, finalUrl: null, textHash: null };
    return { ...base, verdict: "dead", detail: `${page.reason}${via}`, finalUrl: page.finalUrl ?? null, textHash: null };
  }
  const textHash = createHash("sha256").update(normaliseText(page.text)).digest("hex");
  const from = new URL(fact.url).hostname;
  const to = new URL(page.finalUrl).hostname;
  if (!sameSite(from, to)) return { ...base, verdict: "moved", detail: `now redirects from ${from} to ${to}${via}`, finalUrl: page.finalUrl, textHash };
  const cut = page.truncated ? " (only the first part of a very large page was read)" : "";
  if (!fact.quote) return { ...base, verdict: "no-quote", detail: `the page answers ${page.status}; no quote to look for${via}${cut}`, finalUrl: page.finalUrl, textHash };
  if (!quoteOnPage(fact.quote, page.text)) return { ...base, verdict: "quote-gone", detail: `the quote is no longer on the page${via}${cut}`, finalUrl: page.finalUrl, textHash };
  if (previousHash && previousHash !== textHash) return { ...base, verdict: "changed", detail: `the page changed since the last check, the quote is still there${via}`, finalUrl: page.finalUrl, textHash };
  return { ...base, verdict: "present", detail: `the quote is on the page${via}`, finalUrl: page.finalUrl, textHash };
}
