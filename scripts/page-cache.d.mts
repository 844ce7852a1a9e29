import type { IncomingMessage, ServerResponse } from "node:http";

export type CachedPage = {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  /** The hash of the body (etagOf). */
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
  cacheControl?: string;
  bytes: number;
};
export const PAGE_CACHE_CONTROL: string;
export const REDIRECT_CACHE_CONTROL: string;
export class ByteLru {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  readonly map: Map<string, CachedPage>;
  get(key: string): CachedPage | undefined;
  set(key: string, entry: CachedPage): boolean;
  resize(key: string): void;
  delete(key: string): void;
}
export function etagOf(body: Buffer, nonce?: string): string;
export function expectedAnswer(pathname: string): { type: string; minBytes: number; whole: (body: Buffer) => boolean };
export function implausibleAnswer(pathname: string, headers: { contentType?: unknown; contentLength?: unknown }, body: Buffer): string;
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
export type PageCacheHook = ((req: IncomingMessage, res: ServerResponse, rawUrl: string) => boolean) & { cache: ByteLru };
export function createPageCache(options: {
  maxBytes: number;
  canonicalUrl: (pathname: string, params: URLSearchParams) => { url: string; onMismatch: "redirect" | "same" } | undefined;
  sameUrl: (a: string, b: string) => boolean;
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** The policy of a copy whose render carried a per-request nonce, worked out once when it is stored from the render's bytes and policy. */
  cspForCached?: (body: Buffer, renderPolicy: string) => string;
  onSkip?: (reason: string, key: string) => void;
}): PageCacheHook;
