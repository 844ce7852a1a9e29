import type { IncomingMessage, ServerResponse } from "node:http";
import type { DestinationStream, Logger } from "pino";

export function serverLogger(level?: string, destination?: DestinationStream): Logger;
export function logServerErrors(log: Logger, req: IncomingMessage, res: ServerResponse, requestId: string): void;
