export const DEFAULT_HEAP_MIB: number;
export function containerMemoryLimit(read?: (file: string) => string): number | undefined;
export function chooseHeap(input: { env: Record<string, string | undefined>; execArgv?: string[]; limitBytes?: number }): { mib: number; source: string } | undefined;
export function heapArgs(env?: Record<string, string | undefined>, execArgv?: string[]): string[];
export function boundHeap(script: string): Promise<void>;
export const SEMI_SPACE_MIB: number;
export function serverEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
