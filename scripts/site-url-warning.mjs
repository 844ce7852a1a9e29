// Issue 30: without SITE_URL every absolute URL (feeds, sitemap, OpenAPI, /developers, canonical
// links, Open Graph images) points at http://localhost:3000. Harmless on a laptop; on a server that
// others reach it is wrong everywhere at once, so `npm start` says so.

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

/** True when `host` only accepts connections from this machine. */
export function isLoopback(host) {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The warning to print, or null: SITE_URL unset (or empty) and a listening address beyond loopback. */
export function siteUrlWarning(rawSiteUrl, host, port) {
  if ((rawSiteUrl ?? "").trim() || isLoopback(host)) return null;
  return (
    `SITE_URL is not set, and the server listens on ${host}:${port}, beyond this machine: every absolute URL ` +
    "(feeds, sitemap, OpenAPI, the developers page, canonical links) will point at http://localhost:3000. " +
    "Set SITE_URL to the public address (for example SITE_URL=https://ai-finder.example.org) and start again."
  );
}
