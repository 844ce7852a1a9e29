/**
 * Where a fact's "may have changed since" mark goes on its pre-rendered platform page: a comment
 * naming the facts of one source line (their keys, as the source watcher knows them). The server
 * layer replaces it with the mark when the watcher found the source changed (scripts/source-marks.mjs,
 * docs/decisions/0161); otherwise it stays, invisible.
 */
export function markSlot(keys: readonly string[]): string {
  return `<!--facts:${keys.join(" ")}-->`;
}
