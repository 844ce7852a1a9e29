export function contentSecurityPolicy(options: { dev: boolean }): string;
export function securityHeaders(options: { dev: boolean }): { key: string; value: string }[];
export const hsts: { key: string; value: string };
