// Security headers for every response (docs/decisions/0010-security-headers.md, 0014-hash-and-nonce-csp.md).
// In production the Content-Security-Policy is set per response by the server layer
// (scripts/csp.mjs): a pre-rendered page's policy lists the hashes of its own inline scripts, any
// other response gets a fresh nonce. 'unsafe-inline' and 'unsafe-eval' are allowed for scripts only
// in development (React Refresh), where next.config.ts sends the policy.

/**
 * @param {{ dev: boolean, scriptSources?: string[] }} options `scriptSources`: the hash and nonce
 *   sources ("'sha256-...'", "'nonce-...'") the response's inline scripts need (production only).
 */
export function contentSecurityPolicy({ dev, scriptSources = [] }) {
  const scripts = dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptSources];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");
}

/** The headers every response carries besides its Content-Security-Policy. */
export const baseSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * The header rules next.config.ts applies. Production leaves the CSP out: Next.js applies its header
 * rules after the server layer's, so a fixed policy here would replace the per-response one.
 * @param {{ dev: boolean }} options
 */
export function securityHeaders({ dev }) {
  return dev ? [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) }, ...baseSecurityHeaders] : [...baseSecurityHeaders];
}

/** Images and build assets are for this site's pages only. */
export const crossOriginResourcePolicy = { key: "Cross-Origin-Resource-Policy", value: "same-origin" };

export const hsts = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
