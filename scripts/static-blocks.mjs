// Each request's static blocks in a store of its own (components/static/registry.ts, decision
// 0219): the server components' render of a page writes its blocks there and the HTML render of
// the same request reads them, and they are let go with the request. One map shared by every
// request held up to 16 MiB of blocks most of which nothing would read again.
import { AsyncLocalStorage } from "node:async_hooks";

const SLOT = Symbol.for("ai-platform-finder.static-html");

/**
 * The store the registry reads, installed on its well-known global once.
 * @returns {AsyncLocalStorage<Map<string, string>>}
 */
export function staticBlocksPerRequest() {
  const g = /** @type {any} */ (globalThis);
  g[SLOT] ??= { blocks: new Map(), bytes: 0 };
  g[SLOT].requests ??= new AsyncLocalStorage();
  return g[SLOT].requests;
}
