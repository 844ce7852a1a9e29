import { clientIp } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { inFlight, MCP_MAX_IN_FLIGHT, MCP_MAX_IN_FLIGHT_PER_CLIENT } from "@/server/mcp/limits";
import { handleMcpRequest, INTERNAL_ERROR, jsonRpcError, readMcpMessage, SERVER_ERROR } from "@/server/mcp/server";
import { rateLimitKey } from "@/server/rate-limit-key";
import { rateLimitWithHeaders, type RateLimitOutcome } from "@/server/rate-limit";

// Open to every origin, like the read-only API it mirrors (docs/decisions/0120-mcp-bounds.md): no
// cookies or credentials are read, and a page that makes its visitors call /mcp gets, per visitor,
// no more than that visitor could do by hand: one message per request, one rate-limit point each,
// a small body, a bounded answer and a few requests in flight.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Mcp-Session-Id, RateLimit, RateLimit-Policy, Retry-After, X-Request-Id",
};

/**
 * Per process (the route module is loaded once per server process). A client's requests count from
 * arrival (a slow upload holds only its own client's slots, for at most the body deadline); the
 * process cap counts the requests being answered, so slow uploads from many addresses cannot
 * shut the endpoint for everyone.
 */
const perClient = inFlight(MCP_MAX_IN_FLIGHT_PER_CLIENT);
const answering = inFlight(MCP_MAX_IN_FLIGHT);

function withCors(response: Response, headers: Record<string, string> = {}): Response {
  for (const [key, value] of Object.entries({ ...CORS, ...headers })) response.headers.set(key, value);
  return response;
}

/** POST /mcp: the MCP endpoint (Streamable HTTP, stateless), rate-limited like the API, one message per request. */
export async function POST(request: Request): Promise<Response> {
  const ip = clientIp(request);
  const client = perClient.enter(rateLimitKey(ip));
  // Answered at once, never queued: a flood costs a counter, not memory.
  if (!client.ok) {
    return withCors(
      jsonRpcError(429, SERVER_ERROR, `Too many MCP requests in flight from your address (at most ${MCP_MAX_IN_FLIGHT_PER_CLIENT}): wait for an answer before sending more.`, { "Retry-After": "1" }),
    );
  }
  let limitHeaders: RateLimitOutcome["headers"] = {};
  try {
    const { limited, headers } = await rateLimitWithHeaders("api", ip);
    limitHeaders = headers;
    if (limited) {
      // The same budget and words as the API's 429, as a JSON-RPC error (Retry-After comes with the headers).
      const { error } = (await limited.json()) as { error: string };
      return withCors(jsonRpcError(429, SERVER_ERROR, error), limitHeaders);
    }
    const read = await readMcpMessage(request);
    if (!read.ok) return withCors(read.response, limitHeaders);
    const slot = answering.enter("");
    if (!slot.ok) return withCors(jsonRpcError(503, SERVER_ERROR, "The MCP endpoint is busy: try again in a moment.", { "Retry-After": "1" }), limitHeaders);
    try {
      return withCors(await handleMcpRequest(request, read.message), limitHeaders);
    } finally {
      slot.release();
    }
  } catch (error) {
    // Never the exception's text: the detail goes to the JSON log, the client gets the request id to quote.
    const requestId = request.headers.get("x-request-id") ?? "unknown";
    requestLogger(request, "mcp").error({ err: error }, "mcp request failed");
    return withCors(jsonRpcError(500, INTERNAL_ERROR, `Internal error: something went wrong on our side (request ${requestId}). Please try again later.`), limitHeaders);
  } finally {
    client.release();
  }
}

/** Stateless: there is no stream to open (GET) and no session to end (DELETE). */
function notAllowed(): Response {
  return jsonRpcError(405, SERVER_ERROR, "This MCP endpoint is stateless: send JSON-RPC messages with POST.", { Allow: "POST, OPTIONS", ...CORS });
}
export const GET = notAllowed;
export const DELETE = notAllowed;

export function OPTIONS(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID",
      "Access-Control-Max-Age": "86400",
    },
  });
}
