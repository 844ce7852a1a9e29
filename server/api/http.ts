import "server-only";
import { createHash } from "node:crypto";
import { clientIp, jsonError } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { rateLimitWithHeaders } from "@/server/rate-limit";

// What every answer of the public API shares (docs/decisions/0070-public-read-only-api.md): the API
// rate-limit tier with its headers, open CORS for reading, Cache-Control, an ETag with 304, a
// Server-Timing figure, and errors as `{ error }` mapped in one place.

/**
 * Data changes only with a deploy, so a client may keep an answer five minutes; but every answer
 * carries that client's own RateLimit header, so only the client's cache may keep it, never a
 * shared one (issue 27, docs/decisions/0117-api-answers-are-private.md).
 */
export const API_CACHE_CONTROL = "private, max-age=300, stale-while-revalidate=3600";

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Link, RateLimit, RateLimit-Policy, Retry-After, Server-Timing, X-Request-Id",
};

/**
 * A 200 answer whose ETag is the hash of its body, so a client can revalidate it for free. The body
 * is encoded once and those bytes are both hashed and sent: handing the hash and the Response the
 * text made a copy each (3 MB apiece for a page of 500 platforms, decision 0239).
 */
function withEtag(body: string, contentType: string): Response {
  const bytes = Buffer.from(body, "utf8");
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return new Response(bytes, { status: 200, headers: { "Content-Type": contentType, "Cache-Control": API_CACHE_CONTROL, ETag: etag } });
}

export function apiJson(body: unknown): Response {
  return withEtag(JSON.stringify(body), "application/json; charset=utf-8");
}

export function apiText(body: string, contentType: string): Response {
  return withEtag(body, contentType);
}

export function apiError(status: number, message: string): Response {
  return jsonError(status, message, undefined, { "Cache-Control": "no-store" });
}

/** True when one of the If-None-Match entity tags (weak or strong, or `*`) matches. */
function matches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Wraps a GET handler of the API: rate-limits first (a flood costs one counter), runs the handler,
 * maps a thrown error to a logged 500, answers 304 when the client's ETag still matches, and adds
 * the CORS, RateLimit and Server-Timing headers to every answer, errors included.
 */
export function apiRoute<C>(name: string, handler: Handler<C>): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    const started = performance.now();
    const { limited, headers: limitHeaders } = await rateLimitWithHeaders("api", clientIp(request));
    let response: Response;
    if (limited) {
      response = limited;
      response.headers.set("Cache-Control", "no-store");
    } else {
      try {
        response = await handler(request, context);
      } catch (error) {
        requestLogger(request, name).error({ err: error }, "api request failed");
        response = apiError(500, "Something went wrong on our side. Please try again later.");
      }
    }
    if (response.status === 200 && matches(request.headers.get("if-none-match"), response.headers.get("etag"))) {
      const headers = new Headers(response.headers);
      headers.delete("content-type");
      response = new Response(null, { status: 304, headers });
    }
    for (const [key, value] of Object.entries({ ...CORS_HEADERS, ...limitHeaders })) response.headers.set(key, value);
    response.headers.set("Server-Timing", `app;dur=${(performance.now() - started).toFixed(2)}`);
    return response;
  };
}

/** The CORS preflight: any origin may read the API, and send If-None-Match to revalidate. */
export function apiPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "If-None-Match, Content-Type, Accept",
      "Access-Control-Max-Age": "86400",
    },
  });
}
