import "server-only";
import { countPageView, flushPageViews, startPageViewFlush } from "@/server/page-views";
import { currentSourceMarks, startSourceMarks, type SourceMarks } from "@/server/sources/marks";

/**
 * What the server layer (scripts/start.mjs, plain JavaScript in the same process as Next.js) needs
 * from the application: where to count a page view, and the platform pages' source marks
 * (docs/decisions/0160, 0161). Handed over on a well-known global, since the server layer cannot
 * import the application's bundled modules; the server layer works without it (no marks, no counts)
 * until it is installed.
 */
export type ServerHooks = {
  /** One view of the page at this path (a platform page or an article; any other path is ignored). */
  countPageView(pathname: string): void;
  /** Stores the views counted so far (on shutdown). */
  flushPageViews(): Promise<void>;
  /** The marks to put in the platform pages, with a version that changes when they do. */
  sourceMarks(): SourceMarks;
};

export const SERVER_HOOKS = Symbol.for("ai-platform-finder.server-hooks");

export function installServerHooks(): void {
  const hooks: ServerHooks = { countPageView, flushPageViews: () => flushPageViews(), sourceMarks: currentSourceMarks };
  (globalThis as Record<symbol, unknown>)[SERVER_HOOKS] = hooks;
  startPageViewFlush();
  startSourceMarks();
}
