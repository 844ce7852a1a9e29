import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platforms } from "@/lib/catalogue";
import { curatedList } from "@/lib/compare/curated";
import { prerenderedIds } from "@/lib/prerender";
import { cspFor, inlineScriptHashes } from "@/scripts/csp.mjs";
import { sitemapEntries } from "@/server/sitemap";
import { MAX_URLS_PER_SITEMAP } from "@/lib/sitemap";
import { startAppServer, type AppServer } from "@/tests/support/app-process";
import { wholeSitemap } from "@/tests/support/sitemap";

// Issue 32 (docs/decisions/0170): platform pages past PRERENDER_PLATFORMS, the curated comparisons
// that involve them and their Open Graph images are rendered on first request. Over HTTP against
// the production server and build: a page rendered on demand is answered exactly as a pre-rendered
// page of the same template is (headers, policy rule, ETag rule, markup), and an unknown id is
// still a 404.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let app: AppServer;
const built = prerenderedIds(platforms);
const prerendered = platforms.find((p) => built.has(p.id))!;
const onDemand = platforms.filter((p) => !built.has(p.id));
const manifest = JSON.parse(fs.readFileSync(".next/prerender-manifest.json", "utf8")) as { routes: Record<string, unknown> };

beforeAll(async () => {
  app = await startAppServer();
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

function get(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.url}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that belong to one response or one body; every other header must be the same, value for value. */
const PER_BODY = new Set(["date", "x-request-id", "etag", "content-length", "content-security-policy", "connection", "keep-alive"]);
const sameHeaders = (h: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !PER_BODY.has(k)).sort(([a], [b]) => a.localeCompare(b)));
/** The policy with its script hashes taken out: its shape. */
const policyShape = (csp: unknown) => String(csp).replace(/ 'sha256-[^']+'/g, "").replace(/'nonce-[^']+'/g, "NONCE");
/** The page's template: the head's tags and their naming attributes, the scripts it loads, the stylesheets. */
function template(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    head: [...head.matchAll(/<(meta|link|script)\b[^>]*?(?:\s(name|property|rel|as)="([^"]*)")?[^>]*>/g)].map((m) => `${m[1]} ${m[2] ?? ""}=${m[2] === "name" || m[2] === "property" || m[2] === "rel" || m[2] === "as" ? m[3] : ""}`).filter((t) => !t.includes("og:image:alt")),
    scripts: [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]),
    styles: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    nonces: (html.match(/\snonce="/g) ?? []).length,
  };
}

/** Checks the rule every pre-rendered page follows, and returns the answer. */
function asPrerendered(answer: Answer): Answer {
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("s-maxage=31536000");
  // The ETag is the body's hash; the policy names exactly the body's inline scripts, by hash.
  expect(answer.headers.etag).toBe(`"${createHash("sha1").update(answer.body).digest("base64url")}"`);
  expect(answer.headers["content-security-policy"]).toBe(cspFor(answer.body));
  expect(answer.headers["content-security-policy"]).not.toMatch(/'nonce-|'unsafe-inline'[^;]*;.*script-src|script-src[^;]*'unsafe-inline'/);
  return answer;
}

describe("pages rendered on demand", () => {
  it("the build pre-rendered the first PRERENDER_PLATFORMS platform pages and left the rest", () => {
    expect(onDemand.length).toBeGreaterThan(0);
    expect(manifest.routes[`/platforms/${prerendered.id}`]).toBeDefined();
    for (const p of onDemand) expect(manifest.routes[`/platforms/${p.id}`], p.id).toBeUndefined();
  });

  it("a platform page rendered on its first request is answered like a pre-rendered one: headers, policy, ETag and template", async () => {
    const id = onDemand.at(-1)!.id;
    const before = await get(`/platforms/${prerendered.id}`);
    const first = asPrerendered(await get(`/platforms/${id}`));
    const again = asPrerendered(await get(`/platforms/${id}`));
    asPrerendered(before);
    // From the first answer on, the same headers as the pre-rendered page, value for value.
    expect(sameHeaders(first.headers)).toEqual(sameHeaders(before.headers));
    expect(sameHeaders(again.headers)).toEqual(sameHeaders(before.headers));
    expect(policyShape(first.headers["content-security-policy"])).toBe(policyShape(before.headers["content-security-policy"]));
    // The same bytes every time (one render, kept), and the same template as the pre-rendered page.
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const a = template(first.body.toString("utf8"));
    expect(a).toEqual(template(before.body.toString("utf8")));
    expect(a.nonces).toBe(0);
    expect(first.body.toString("utf8")).toContain(`<link rel="canonical" href="`);
    expect(first.body.toString("utf8")).toContain(`/platforms/${id}"`);
  });

  it("answers 304 to its ETag, compresses like the static cache, and answers HEAD on a first request with the GET's headers", async () => {
    const id = onDemand.at(-2)!.id;
    const head = await get(`/platforms/${id}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const page = asPrerendered(await get(`/platforms/${id}`));
    expect(sameHeaders(head.headers)).toEqual(sameHeaders(page.headers));
    expect(head.headers.etag).toBe(page.headers.etag);
    expect((await get(`/platforms/${id}`, { "if-none-match": String(page.headers.etag) })).status).toBe(304);
    const br = await get(`/platforms/${id}`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(page.body)).toBe(true);
  });

  it("renders once for many first visitors at the same time", async () => {
    const id = onDemand.at(-3)!.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/platforms/${id}`)));
    for (const answer of answers) asPrerendered(answer);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it("the same page asked with a query string (answered by Next.js) runs its scripts under its policy", async () => {
    const id = onDemand.at(-4)!.id;
    await get(`/platforms/${id}`);
    const variant = await get(`/platforms/${id}?ref=newsletter`);
    expect(variant.status).toBe(200);
    const policy = String(variant.headers["content-security-policy"]);
    for (const hash of inlineScriptHashes(variant.body)) expect(policy).toContain(hash);
  });

  it("asked first with a query string, it is the page itself, with the same answer as without", async () => {
    const id = onDemand.at(-5)!.id;
    const tagged = asPrerendered(await get(`/platforms/${id}?utm_source=newsletter`));
    const bare = asPrerendered(await get(`/platforms/${id}`));
    expect(bare.headers.etag).toBe(tagged.headers.etag);
    expect(sameHeaders(bare.headers)).toEqual(sameHeaders(tagged.headers));
  });

  it("a client navigation to it before anyone opened it leaves the page as it would have been (no nonce kept)", async () => {
    const id = onDemand.at(-6)!.id;
    // Next.js sends a payload request without its cache-busting `_rsc` parameter to the URL with it.
    const first = await get(`/platforms/${id}`, { rsc: "1" });
    const location = first.status === 307 ? new URL(String(first.headers.location), app.url) : undefined;
    const payload = location ? await get(`${location.pathname}${location.search}`, { rsc: "1" }) : first;
    expect(payload.status).toBe(200);
    expect(payload.headers["content-type"]).toMatch(/^text\/x-component/);
    const page = asPrerendered(await get(`/platforms/${id}`));
    expect(template(page.body.toString("utf8")).nonces).toBe(0);
  });

  it("a curated comparison past the pre-rendered ones is answered like a pre-rendered one", async () => {
    const curated = curatedList();
    const built = curated.find((p) => manifest.routes[`/compare/${p.slug}`]);
    const late = curated.find((p) => !manifest.routes[`/compare/${p.slug}`]);
    expect(built).toBeDefined();
    expect(late).toBeDefined();
    const before = asPrerendered(await get(`/compare/${built!.slug}`));
    const first = asPrerendered(await get(`/compare/${late!.slug}`));
    expect(sameHeaders(first.headers)).toEqual(sameHeaders(before.headers));
    expect(template(first.body.toString("utf8"))).toEqual(template(before.body.toString("utf8")));
  });

  it("an Open Graph image past the pre-rendered ones is a PNG with the same headers as a built one", async () => {
    const built = await get(`/og/platforms/${prerendered.id}`);
    const late = await get(`/og/platforms/${onDemand.at(-1)!.id}`);
    const lateAgain = await get(`/og/platforms/${onDemand.at(-1)!.id}`);
    for (const image of [built, late, lateAgain]) {
      expect(image.status).toBe(200);
      expect(image.body.subarray(1, 4).toString("latin1")).toBe("PNG");
    }
    const keep = (h: http.IncomingHttpHeaders) => ({ type: h["content-type"], cache: h["cache-control"] });
    expect(keep(late.headers)).toEqual(keep(built.headers));
    expect(keep(lateAgain.headers)).toEqual(keep(built.headers));
    expect(lateAgain.body.equals(late.body)).toBe(true);
  });

  it("an unknown id is still a 404, every time, for the page, its image and a comparison", async () => {
    for (const path of ["/platforms/no-such-platform", "/og/platforms/no-such-platform", "/compare/chatgpt-vs-no-such-platform"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(String(answer.headers["cache-control"]), path).not.toMatch(/s-maxage=31536000/);
      }
    }
    // Nothing was kept for them: not by the server layer, not in Next.js's cache on disk.
    const kept = fs.existsSync(".next/server/route-cache") ? fs.readdirSync(".next/server/route-cache", { recursive: true, encoding: "utf8" }) : [];
    expect(kept.filter((file) => file.includes("no-such-platform"))).toEqual([]);
    const page = await get("/platforms/no-such-platform");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    // Its scripts run under its policy: each carries the response's nonce or is listed by hash.
    const policy = String(page.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const signed = new Set(nonce ? inlineScriptHashes(page.body, { nonce }) : []);
    for (const hash of inlineScriptHashes(page.body)) if (!signed.has(hash)) expect(policy).toContain(hash);
  });
});

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe("the sitemap index", () => {
  it("lists every public page once, across files of at most 50,000 URLs, as XML", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    const { index: text, files } = await wholeSitemap(async (path) => {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-type"], path).toMatch(/^application\/xml/);
      return answer.body.toString("utf8");
    });
    expect(text).toContain("<sitemapindex");
    expect(files.length).toBeGreaterThan(0);
    const paths = files.flatMap((file) => {
      expect(file).toContain("<urlset");
      // A list's later pages ('/platforms?page=2', decision 0192) are pages of their own.
      const locs = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]!.replaceAll("&amp;", "&")));
      expect(locs.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
      return locs;
    });
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(sitemapEntries().map((e) => pathOf(e.url)).sort());
    // Every platform page and curated comparison, the ones rendered on demand included.
    for (const p of platforms) expect(paths).toContain(`/platforms/${p.id}`);
    for (const pair of curatedList()) expect(paths).toContain(`/compare/${pair.slug}`);
    expect((await get("/sitemaps/99.xml")).status).toBe(404);
  });
});
