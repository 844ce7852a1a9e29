import type { IncomingMessage, ServerResponse } from "node:http";

export function allowedMethods(pathname: string): string[];
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void;
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean;
export function isInternalHeader(name: string): boolean;
export function dropInternalHeaders(req: IncomingMessage): string[];
