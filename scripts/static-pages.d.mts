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
  /** A page's: the hashes of its inline scripts, and the scripts it loads at start. */
  inlineHashes?: string[];
  asyncScripts?: string[];
};
/** The bytes of plain (uncompressed) page bodies kept for clients that ask for no encoding. */
export const PLAIN_PAGES_BYTES: number;
export function pageEntry(html: Buffer): Entry;
export function keepGzipped<T extends { body: Buffer; gzip?: Buffer }>(item: T, body: Buffer, level: number): T;
export function keepGzippedLater<T extends { body: Buffer; gzip?: Buffer }>(item: T, level: number, done: () => void): void;
export function loadStaticPages(distDir?: string): Map<string, Entry>;
export function loadStaticAssets(distDir?: string, pages?: Map<string, Entry>): Map<string, Entry>;
export function serveStaticPage(cache: Map<string, Entry>, req: IncomingMessage, res: ServerResponse, transform?: (pathname: string, item: Entry) => Entry): boolean;
export function withBody(item: Entry, body: Buffer): Entry;
