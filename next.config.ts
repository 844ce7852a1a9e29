import type { NextConfig } from "next";
import { hsts, securityHeaders } from "./security-headers.mjs";
import { dynamicWhen } from "./lib/discovery/dynamic-keys";

// Build mode is the one setting read here: development needs eval for React Refresh.
const dev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // No next/image anywhere (plain <img>): the /_next/image optimizer stays off, so nobody can make
  // the server resize images on request (it answers 404).
  images: { unoptimized: true },
  // No second in-memory copy of pre-rendered pages (Next.js keeps up to 50 MB by default): the
  // server layer already answers their HTML from memory, and the rest (client navigations' RSC
  // payloads) is read from the build's files, which the OS caches (issue 16, decision 0092).
  cacheMaxMemorySize: 0,
  // Native and server-only packages stay outside the server bundle.
  serverExternalPackages: ["@libsql/client", "pg", "sharp", "pino", "nodemailer", "ioredis", "minisearch"],
  // In production the server layer (scripts/start.mjs) sets every security header, the per-response
  // Content-Security-Policy included; these rules also cover `next dev`.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders({ dev }) },
      // HSTS only when the request reached us over HTTPS (directly or through a proxy that says so).
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [hsts] },
    ];
  },
  async rewrites() {
    return {
      // A shared finder URL (/?use=code,images) is rendered on the server with its results;
      // plain `/` stays static (docs/decisions/0006-finder-selection-in-the-url.md).
      beforeFiles: [
        { source: "/", has: [{ type: "query", key: "use", value: "(?<use>.+)" }], destination: "/find/:use" },
        // Constraints without a selection (/?free=1) are rendered on the server too, with no use case.
        ...dynamicWhen.finder.filter((key) => key !== "use").map((key) => ({ source: "/", has: [{ type: "query" as const, key }], destination: "/find/-" })),
        // The browse page with constraints is rendered per request; plain /platforms stays static.
        // A use case's page with filters likewise (issue 28).
        ...dynamicWhen.useCase.map((key) => ({ source: "/use-cases/:id", has: [{ type: "query" as const, key }], destination: "/use-cases/:id/filter" })),
        ...dynamicWhen.browse.map((key) => ({ source: "/platforms", has: [{ type: "query" as const, key }], destination: "/platforms/filter" })),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
