import type { IncomingMessage, ServerResponse } from "node:http";

export type Entry = {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  vary: string;
  page: boolean;
  compressible: boolean;
  /** The response's Content-Security-Policy: a page's lists its inline scripts' hashes. */
  csp: string;
  gzip?: Buffer;
  br?: Buffer;
};
export function loadStaticPages(distDir?: string): Map<string, Entry>;
export function loadStaticAssets(distDir?: string, pages?: Map<string, Entry>): Map<string, Entry>;
export function serveStaticPage(cache: Map<string, Entry>, req: IncomingMessage, res: ServerResponse, transform?: (pathname: string, item: Entry) => Entry): boolean;
export function withBody(item: Entry, body: Buffer): Entry;
