export type Header = { key: string; value: string };
export function contentSecurityPolicy(options: { dev: boolean; scriptSources?: string[] }): string;
export const baseSecurityHeaders: Header[];
export function securityHeaders(options: { dev: boolean }): Header[];
export const crossOriginResourcePolicy: Header;
export const hsts: Header;
