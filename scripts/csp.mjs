// Content-Security-Policy per response, without 'unsafe-inline' for scripts
// (docs/decisions/0014-hash-and-nonce-csp.md). Kept apart from the static cache and the server
// layer so that any code that serves HTML (the static cache, a future cache of dynamic pages) can
// ask for the policy of the HTML it sends:
//   - cspFor(html): HTML known in full (pre-rendered, cached): the hashes of its inline scripts.
//   - newNonce() + cspWithNonce(nonce): HTML rendered per request by Next.js, which reads the
//     nonce from the request's own Content-Security-Policy header and puts it on every script.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy } from "../security-headers.mjs";

/** Script types a browser runs (and so checks against script-src); others (JSON, JSON-LD) are data. */
const EXECUTED_TYPES = /^(module|importmap|speculationrules|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript))$/i;

/** Bytes `\s` matches in latin1 text (tab to carriage return, space, no-break space). */
const isSpace = (b) => (b >= 9 && b <= 13) || b === 32 || b === 160;
const isWordByte = (b) => (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 95;
const SCRIPT = Buffer.from("script", "latin1");
/** Whether `bytes` at `at` spell 'script', in any case. */
function spellsScript(bytes, at) {
  if (at + SCRIPT.length > bytes.length) return false;
  for (let i = 0; i < SCRIPT.length; i++) if ((bytes[at + i] | 0x20) !== SCRIPT[i]) return false;
  return true;
}

/**
 * Each `<script …>…</script>` in the bytes, as `/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi`
 * finds them in their latin1 text, without making that text: the tag's attributes as text and
 * where its content starts and ends. A page stored by the page cache is hundreds of kilobytes at a
 * large catalogue, and a latin1 copy of each was made only to be searched (decision 0239).
 * @param {Buffer} bytes @returns {Generator<{ attributes: string, start: number, end: number }>}
 */
function* scriptElements(bytes) {
  let from = 0;
  for (;;) {
    const open = bytes.indexOf(60, from); // <
    if (open === -1) return;
    from = open + 1;
    if (!spellsScript(bytes, open + 1) || (open + 7 < bytes.length && isWordByte(bytes[open + 7]))) continue;
    const gt = bytes.indexOf(62, open + 7); // >
    if (gt === -1) return;
    let close = gt + 1;
    let after = -1;
    for (;;) {
      close = bytes.indexOf("</", close, "latin1");
      if (close === -1) return;
      if (spellsScript(bytes, close + 2)) {
        let i = close + 8;
        while (i < bytes.length && isSpace(bytes[i])) i++;
        if (bytes[i] === 62) {
          after = i + 1;
          break;
        }
      }
      close += 1;
    }
    yield { attributes: bytes.toString("latin1", open + 7, gt), start: gt + 1, end: close };
    from = after;
  }
}

/**
 * The CSP hash sources ("'sha256-...'") of every inline script in `html` that a browser would run.
 * Each script's own bytes are hashed, found in the bytes (no decoded copy of the page, nor a
 * re-encoding): a cached page's policy costs a fraction of a millisecond.
 */
export function inlineScriptHashes(html, { nonce } = {}) {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const hashes = new Set();
  for (const { attributes, start, end } of scriptElements(bytes)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    if (nonce !== undefined && nonceAttribute(attributes) !== nonce) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3] ?? "").trim() : "";
    if (value && !EXECUTED_TYPES.test(value)) continue;
    const body = bytes.subarray(start, end);
    // Browsers hash the script's text after the HTML parser has turned CR LF and CR into LF.
    const source = body.includes(13) ? body.toString("utf8").replace(/\r\n?/g, "\n") : body;
    hashes.add(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  }
  return [...hashes];
}

/** Whether the bytes hold a `nonce="` attribute (after white space), searched without a decoded copy. @param {Buffer} bytes */
export function hasNonceAttribute(bytes) {
  for (let at = bytes.indexOf('nonce="', 0, "latin1"); at !== -1; at = bytes.indexOf('nonce="', at + 1, "latin1")) if (at > 0 && isSpace(bytes[at - 1])) return true;
  return false;
}

/** The value of a script tag's nonce attribute (quoted or not), or undefined. */
function nonceAttribute(attributes) {
  const m = /(?:^|\s)nonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined;
}

/**
 * The policy of a stored copy of a page rendered with a nonce (the page cache, issue 27 finding 9,
 * docs/decisions/0116-cached-page-policy-from-the-render.md): the render's own policy with its
 * `'nonce-…'` replaced by the hashes of the inline scripts that carried that nonce, so the copy
 * allows exactly what the render allowed. A script in the body without the render's nonce (one
 * that got into the HTML some other way) ran on no visit and is not allowed in the copy either.
 * Called once, when the copy is stored from the render's own bytes; the cache never asks again.
 * @param {Buffer | string} body the bytes the render sent @param {string} renderPolicy its Content-Security-Policy
 */
export function cachedPagePolicy(body, renderPolicy) {
  const nonce = /'nonce-([^']+)'/.exec(renderPolicy)?.[1];
  if (nonce === undefined) return renderPolicy;
  const hashes = inlineScriptHashes(body, { nonce });
  return renderPolicy
    .split(";")
    .filter((directive) => directive.trim())
    .map((directive) => directive.trim().split(/\s+/).flatMap((token) => (token === `'nonce-${nonce}'` ? hashes : [token])).join(" "))
    .join("; ");
}

/** The policy for a page whose HTML is known in full: its inline scripts' hashes, and a nonce if given. */
export function cspFor(html, { nonce, extraHashes = [] } = {}) {
  return cspForHashes([...inlineScriptHashes(html), ...extraHashes], nonce);
}

/** The policy of HTML whose inline scripts have these hashes (inlineScriptHashes), with the nonce if any. */
export function cspForHashes(hashes, nonce) {
  return contentSecurityPolicy({ dev: false, scriptSources: [...(nonce ? [`'nonce-${nonce}'`] : []), ...new Set(hashes)] });
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

/** The policy of a response rendered with `nonce` (plus any hash sources it may also need). */
export function cspWithNonce(nonce, hashes = []) {
  return contentSecurityPolicy({ dev: false, scriptSources: [`'nonce-${nonce}'`, ...new Set(hashes)] });
}

/** The policy of responses that carry no inline script (errors, assets, images, JSON). */
export const SCRIPTLESS_CSP = contentSecurityPolicy({ dev: false });

/**
 * The policy source for requests Next.js answers. Next.js renders dynamic pages per request (they get
 * the nonce) but answers some requests with HTML pre-rendered at build, which carries no nonce: a
 * static page asked with a query string (`/blog?ref=x`), the not-found page, the global error page.
 * Their inline scripts' hashes are added, by path, so that whichever HTML Next.js sends runs.
 * @param {Map<string, { body: Buffer, page: boolean, inlineHashes?: string[] }>} pages the static cache (pages by decoded path)
 * @param {string} distDir the build folder
 */
export function nextCsp(pages, distDir = ".next") {
  /** @type {Map<string, string[]>} */
  const byPath = new Map();
  for (const [route, entry] of pages) if (entry.page) byPath.set(route, entry.inlineHashes ?? inlineScriptHashes(entry.body));
  const always = [];
  for (const name of ["_not-found", "_global-error"]) {
    const file = path.join(distDir, "server", "app", `${name}.html`);
    if (fs.existsSync(file)) always.push(...inlineScriptHashes(fs.readFileSync(file)));
  }
  /** @type {((pathname: string, nonce: string) => string) & { addPage: (route: string, body: Buffer) => void }} */
  const policy = Object.assign(
    (pathname, nonce) => {
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        // the server layer refuses malformed escapes before this point
      }
      return cspWithNonce(nonce, [...(byPath.get(decoded) ?? []), ...always]);
    },
    {
      // A page rendered on demand (docs/decisions/0170) joins the pre-rendered ones: Next.js answers
      // it with a query string from its own copy, which has no nonce either.
      addPage: (route, body) => void byPath.set(route, inlineScriptHashes(body)),
    },
  );
  return policy;
}
