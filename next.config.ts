import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay outside the server bundle.
  serverExternalPackages: ["@libsql/client", "pg", "sharp", "pino", "nodemailer", "ioredis", "minisearch"],
  async rewrites() {
    return {
      // A shared finder URL (/?use=code,images) is rendered on the server with its results;
      // plain `/` stays static (docs/decisions/0006-finder-selection-in-the-url.md).
      beforeFiles: [{ source: "/", has: [{ type: "query", key: "use", value: "(?<use>.+)" }], destination: "/find/:use" }],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
