import type { IncomingMessage, ServerResponse } from "node:http";

export const FUNCTION_ROUTES: string[];
export function loadRouteHandler(distDir: string, route: string, method?: string): Promise<((request: Request) => Promise<Response>) | undefined>;
export function loadFunctionHandlers(distDir?: string): Promise<Map<string, (request: Request) => Promise<Response>>>;
export function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request;
export function serveWithHandler(
  handler: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
  options: { origin: string; onError: (error: unknown) => void },
): Promise<void>;
