export function inlineScriptHashes(html: string | Buffer, options?: { nonce?: string; latin1?: string }): string[];
export function cachedPagePolicy(body: string | Buffer, renderPolicy: string): string;
export function cspFor(html: string | Buffer, options?: { nonce?: string; extraHashes?: string[] }): string;
export function cspForHashes(hashes: string[], nonce?: string): string;
export function newNonce(): string;
export function cspWithNonce(nonce: string, hashes?: string[]): string;
export const SCRIPTLESS_CSP: string;
export function nextCsp(pages: Map<string, { body: Buffer; page: boolean }>, distDir?: string): (pathname: string, nonce: string) => string;
