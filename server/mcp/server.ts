import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import { apiPlatformSchema, apiUseCaseSchema } from "@/lib/api/schemas";
import { listUseCases, platformDetail } from "@/server/api/catalogue";
import { siteConfig } from "@/server/site-config";

// The MCP endpoint's tools (docs/decisions/0073-mcp-endpoint.md): read-only, answering from the
// same catalogue bodies and discovery engine as the public API, so an agent and a developer get
// the same facts in the same shapes.

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A tool answer: the data as structured content, and the same JSON as text for older clients. */
function result(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
}

function failure(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

function createServer(): McpServer {
  const server = new McpServer(
    { name: "ai-platform-finder", title: siteConfig.name, version: "1.0.0" },
    {
      instructions:
        `${siteConfig.name}: a curated catalogue of AI platforms with use cases, pricing tiers, starting prices and strengths. ` +
        "Use search_platforms to find platforms for a task, get_platform for one platform's facts, compare_platforms to set a few side by side, " +
        "and list_use_cases for the use-case ids the filters accept. The catalogue data is licensed CC BY 4.0.",
    },
  );

  server.registerTool(
    "list_use_cases",
    {
      title: "List use cases",
      description: "The use cases the finder knows (ids and labels), with how many catalogue platforms serve each.",
      outputSchema: { useCases: z.array(apiUseCaseSchema) },
      annotations: readOnly,
    },
    () => result({ useCases: listUseCases().data }),
  );

  server.registerTool(
    "get_platform",
    {
      title: "Get a platform",
      description: "One platform's facts: description, category, pricing tier and starting price, strengths, use cases, website and the date the facts were checked.",
      inputSchema: { id: z.string().min(1).max(60).describe("The platform's id, e.g. 'claude' or 'midjourney'.") },
      outputSchema: { platform: apiPlatformSchema },
      annotations: readOnly,
    },
    ({ id }) => {
      const body = platformDetail(id);
      return body ? result({ platform: body.data }) : failure(`There is no platform with the id '${id}'. Use search_platforms to find ids.`);
    },
  );

  return server;
}

/**
 * Answers one MCP request, stateless: a fresh server and transport per request, so any instance
 * can answer any request and nothing is kept between them. JSON answers rather than SSE streams,
 * since every tool answers at once.
 */
export async function handleMcpRequest(request: Request): Promise<Response> {
  const server = createServer();
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  const response = await transport.handleRequest(request);
  void server.close();
  return response;
}
