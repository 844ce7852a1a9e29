import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay outside the server bundle.
  serverExternalPackages: ["@libsql/client", "pg", "sharp", "pino", "nodemailer", "ioredis", "minisearch"],
  typedRoutes: false,
};

export default nextConfig;
