import { clientIp, jsonError } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { handleMcpRequest } from "@/server/mcp/server";
import { rateLimitWithHeaders } from "@/server/rate-limit";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Mcp-Session-Id, RateLimit, RateLimit-Policy, Retry-After",
};

/** POST /mcp: the MCP endpoint (Streamable HTTP, stateless), rate-limited like the API. */
export async function POST(request: Request): Promise<Response> {
  const { limited, headers } = await rateLimitWithHeaders("api", clientIp(request));
  let response: Response;
  try {
    response = limited ?? (await handleMcpRequest(request));
  } catch (error) {
    requestLogger(request, "mcp").error({ err: error }, "mcp request failed");
    response = jsonError(500, "Something went wrong on our side. Please try again later.");
  }
  for (const [key, value] of Object.entries({ ...CORS, ...headers })) response.headers.set(key, value);
  return response;
}

/** Stateless: there is no stream to open (GET) and no session to end (DELETE). */
function notAllowed(): Response {
  return jsonError(405, "This MCP endpoint is stateless: send JSON-RPC messages with POST.", undefined, { Allow: "POST, OPTIONS", ...CORS });
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
