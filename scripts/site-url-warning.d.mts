export function isLoopback(host: string): boolean;
export function siteUrlWarning(rawSiteUrl: string | undefined, host: string, port: number): string | null;
