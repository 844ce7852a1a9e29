import "server-only";
import { sql } from "drizzle-orm";
import { sourcedFact } from "@/lib/catalogue-facts";
import { html } from "@/lib/html";
import { formatDate } from "@/server/articles";
import { contactStore } from "@/server/contact/contact-service";
import type { ContactStore } from "@/server/db/store";
import { logger } from "@/server/logger";

/**
 * The platform page's "may have changed since" marks (issue 29, docs/decisions/0161). The pages are
 * pre-rendered; each fact's source line carries a comment `<!--facts:KEY ...-->` where a mark may
 * go. This module reads the watcher's verdicts from the database every {@link REFRESH_EVERY_MS}
 * (never per request) and builds each mark's markup; the server layer puts the marks in place of
 * the comments as it serves the page from memory (scripts/source-marks.mjs).
 */

const REFRESH_EVERY_MS = 15_000;
const log = logger.child({ component: "source-marks" });

/** The verdicts a visitor is told about: the quote is no longer there, the page went elsewhere, the page is gone. */
export const markedVerdicts = ["quote-gone", "moved", "dead"] as const;
type MarkedVerdict = (typeof markedVerdicts)[number];

/** The words a visitor reads after 'may have changed since {date}', for each verdict. */
function finding(verdict: MarkedVerdict, seen: string, finalUrl: string | null): string {
  if (verdict === "quote-gone") return `when we looked again on ${seen}, the page no longer said what we quote`;
  if (verdict === "moved") {
    const host = finalUrl && URL.canParse(finalUrl) ? new URL(finalUrl).hostname.replace(/^www\./, "") : undefined;
    return `when we looked again on ${seen}, the page sent us to another site${host ? ` (${host})` : ""}`;
  }
  return `when we looked again on ${seen}, the page did not open`;
}

export type SourceMarks = { version: number; byKey: ReadonlyMap<string, string> };

/**
 * Each marked fact's markup, by fact key: only where the watcher's verdict is about the source the
 * page cites now (same URL) and came after the date the fact was read, so a fact the owner re-read
 * and rebuilt since is not marked for its old source.
 */
export async function loadSourceMarks(store: ContactStore): Promise<Map<string, string>> {
  const rows = await store.rows(sql`SELECT fact_key, url, verdict, final_url, checked_at FROM source_checks WHERE verdict IN ('quote-gone', 'moved', 'dead') ORDER BY fact_key`);
  // By key, so a platform's facts come together and its record is unpacked once (platformRecord keeps the last few).
  const marks = new Map<string, string>();
  for (const r of rows) {
    const fact = sourcedFact(String(r.fact_key));
    const verdict = String(r.verdict) as MarkedVerdict;
    const checkedAt = new Date(Number(r.checked_at));
    if (!fact || String(r.url) !== fact.source.url || checkedAt.toISOString().slice(0, 10) < fact.source.checked) continue;
    if (verdict === "quote-gone" && !fact.source.quote) continue;
    const seen = formatDate(checkedAt.toISOString().slice(0, 10));
    marks.set(
      fact.key,
      html`<span class="text-amber-800" data-source-mark="${verdict}"> · <span class="font-semibold">may have changed since ${formatDate(fact.source.checked)}</span>: ${finding(verdict, seen, r.final_url == null ? null : String(r.final_url))}</span>`.value,
    );
  }
  return marks;
}

const KEY = Symbol.for("ai-platform-finder.source-marks");
type State = { marks: SourceMarks; started: boolean };
const state = ((globalThis as Record<symbol, State | undefined>)[KEY] ??= { marks: { version: 0, byKey: new Map() }, started: false });

/** The marks as last read from the database. */
export function currentSourceMarks(): SourceMarks {
  return state.marks;
}

/** Reads the verdicts again; the version changes only when a mark does. */
export async function refreshSourceMarks(): Promise<void> {
  try {
    const byKey = await loadSourceMarks(await contactStore());
    const old = state.marks.byKey;
    const same = byKey.size === old.size && [...byKey].every(([k, v]) => old.get(k) === v);
    if (!same) state.marks = { version: state.marks.version + 1, byKey };
  } catch (error) {
    log.warn({ err: error }, "could not read the source watcher's verdicts");
  }
}

/** Reads the verdicts now and every few seconds. */
export function startSourceMarks(): void {
  if (state.started) return;
  state.started = true;
  void refreshSourceMarks();
  setInterval(() => void refreshSourceMarks(), REFRESH_EVERY_MS).unref();
}
