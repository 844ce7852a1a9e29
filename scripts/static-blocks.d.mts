import type { AsyncLocalStorage } from "node:async_hooks";

export function staticBlocksPerRequest(): AsyncLocalStorage<Map<string, string>>;
