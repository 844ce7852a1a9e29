// 5. First-load JavaScript per route: every script the page's HTML loads, gzipped, as a visitor
// downloads it on a first visit: gzip, and brotli as the server sends it to browsers that accept it.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { round } from "./lib.mjs";

export async function benchFirstLoadJs(baseUrl, routes) {
  const rows = [];
  for (const route of routes) {
    const html = await (await fetch(baseUrl + route)).text();
    // Scripts marked noModule (legacy polyfills) are never fetched by modern browsers.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
    const srcs = [...new Set(tags.map((m) => m[1]))];
    let raw = 0;
    let gz = 0;
    let br = 0;
    for (const src of srcs) {
      const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
      br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length;
    rows.push({ route, scripts: srcs.length, jsKiB: round(raw / 1024), jsGzipKiB: round(gz / 1024), jsBrotliKiB: round(br / 1024), htmlGzipKiB: round(htmlGz / 1024) });
  }
  return rows;
}
