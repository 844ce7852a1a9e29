import { platformRecord, platforms } from "@/lib/catalogue";
import type { Change } from "@/lib/change-log-schema";

/** Newest first; changes of one day keep the reverse of their recorded order. */
function newestFirst(changes: Change[]): Change[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => b.change.date.localeCompare(a.change.date) || b.index - a.index)
    .map(({ change }) => change);
}

let log: readonly Change[] | undefined;

/**
 * The change log, derived from the `changes` each platform file records (validated with the
 * catalogue), newest first. Worked out on first use: it unpacks every platform's record
 * (docs/decisions/0218), which a platform page does not need.
 */
export function changeLog(): readonly Change[] {
  log ??= newestFirst(platforms.flatMap((p) => (platformRecord(p.id)!.changes ?? []).map((c) => ({ ...c, platform: p.id }))));
  return log;
}

/** One platform's changes, in the change log's order. */
export function changesOf(platformId: string): Change[] {
  return newestFirst((platformRecord(platformId)?.changes ?? []).map((c) => ({ ...c, platform: platformId })));
}

const fieldLabels: Record<Change["field"], string> = {
  tier: "Tier",
  startingPrice: "Starting price",
  details: "Plan details",
  description: "Description",
  strengths: "Strengths",
  limits: "Limits",
  otherPrices: "Other prices",
  attributes: "Attributes",
};

export function fieldLabel(field: Change["field"]): string {
  return fieldLabels[field];
}

/** A stable id for a change, used as the Atom entry id and the page anchor. */
export function changeId(change: Change): string {
  // Its place among the platform's changes of that day, in the log's order (compared by content:
  // the change log and a platform page's list are separate copies).
  const same = (c: Change) => c.field === change.field && c.before === change.before && c.after === change.after && c.source === change.source;
  const i = changesOf(change.platform)
    .filter((c) => c.date === change.date)
    .findIndex(same);
  return `${change.date}-${change.platform}-${change.field}-${i}`;
}
