import type { Instrumentation } from "next";

/**
 * Runs once when a Next.js server instance starts (not during `next build`). Starts the contact
 * delivery loop, which sends stored messages through SMTP and retries failures, and warms the
 * chat assistant's search index.
 */
export async function register() {
  // NEXT_RUNTIME is set by Next.js itself, not by the operator: the one read of process.env outside
  // server/env.ts, to keep Node-only code out of the edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startContactDelivery } = await import("@/server/contact/contact-service");
    await startContactDelivery();
    // The source watcher's schedule, when SOURCES_CHECK_EVERY_HOURS is set (docs/decisions/0142).
    const { startSourceSchedule } = await import("@/server/sources/server-schedule");
    startSourceSchedule();
    // Page views counted by the server layer, and the platform pages' source marks (decisions 0160, 0161).
    const { installServerHooks } = await import("@/server/server-hooks");
    installServerHooks();
    // Build the chat assistant's search index now rather than on the first visitor's question.
    const { warmUpRetrieval } = await import("@/server/chat/retrieval");
    setImmediate(warmUpRetrieval);
    // And the discovery engine's indexes, before the first search.
    const { warmUpDiscovery } = await import("@/server/discovery");
    setImmediate(warmUpDiscovery);
    // And the curated comparisons, which the proxy reads on its first request (0.4 s at 10,000 platforms).
    setImmediate(() => void import("@/lib/compare/curated"));
  }
}

/**
 * Every error a page, route handler or proxy throws (issue 27): one JSON line in the structured
 * log with the request id the server layer stamped, instead of Next.js's unstructured block on
 * stderr (the server layer starts Next.js with `quiet`, which silences that block).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/server/request-errors");
  logRequestError(error, request, context);
};
