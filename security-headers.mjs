// Security headers for every response (docs/decisions/0010-security-headers.md).
// Static pages stay static, so scripts are allowed inline ('unsafe-inline') instead of per-request
// nonces; 'unsafe-eval' is never allowed in production.

/** @param {{ dev: boolean }} options */
export function contentSecurityPolicy({ dev }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
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

/** @param {{ dev: boolean }} options */
export function securityHeaders({ dev }) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

export const hsts = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
