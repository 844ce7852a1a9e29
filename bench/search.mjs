// Server time of the search page: 1,000 sequential requests for distinct queries (names, typos,
// plain-words tasks, nonsense), each timed from request to the last byte (node:http, lib.mjs's
// timedGet). Sequential on purpose:
// this is the cost of one render, not a throughput figure.
import { percentile, round, timedGet } from "./lib.mjs";

const seeds = [
  "midjourney", "midjurny", "chatgtp", "elevenlab", "claude code", "cursor vs windsurf", "schedule instagram posts", "keyword research",
  "voiceover", "slides", "notetaker", "remove background", "3d model from an image", "automate my email", "free image generator",
  "cheap avatar video", "translate pdf", "best ai for coding", "logo maker", "podcast editing", "customer support chatbot",
  "spreadsheet analysis", "learn spanish", "write a novel", "ai search engine", "build an app without coding", "xyzzy", "video editor",
];

export function searchQueries(n = 1000) {
  const out = [];
  for (let i = 0; out.length < n; i++) {
    const seed = seeds[i % seeds.length];
    // Distinct URLs: a varying suffix word defeats any cache keyed by the URL.
    out.push(i < seeds.length ? seed : `${seed} ${["tool", "app", "for teams", "online", "free", "pro"][i % 6]} ${i}`);
  }
  return out;
}

async function timed(url) {
  const { ms, status } = await timedGet(url);
  return { ms, ok: status === 200 };
}

/** p50/p99 server time over `n` distinct search URLs (and the suggestions JSON for the same words). */
export async function benchSearch(baseUrl, n = 1000) {
  const rows = [];
  for (const [name, path] of [["/search?q=", "/search?q="], ["/search/suggestions?q=", "/search/suggestions?q="]]) {
    await timed(`${baseUrl}${path}warm`);
    const times = [];
    let errors = 0;
    for (const q of searchQueries(n)) {
      const r = await timed(`${baseUrl}${path}${encodeURIComponent(q)}`);
      times.push(r.ms);
      if (!r.ok) errors++;
    }
    rows.push({ endpoint: name, requests: n, "p50 ms": round(percentile(times, 50)), "p99 ms": round(percentile(times, 99)), errors });
  }
  return rows;
}
