import type { IncomingMessage, ServerResponse } from "node:http";
import type { Entry } from "./static-pages.mjs";

export const BLOCKS_HEADER: string;
export function countPageView(req: IncomingMessage, res: ServerResponse, pathname: string, count?: (pathname: string) => void): void;
export function createSourceMarker(marks?: () => { version: number; byKey: ReadonlyMap<string, string> } | undefined): (pathname: string, item: Entry) => Entry;
export function flushPageViews(): Promise<void>;
