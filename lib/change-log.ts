import { platforms } from "@/lib/catalogue";
import type { Change } from "@/lib/change-log-schema";

/**
 * The change log, derived from the `changes` each platform file records (validated with the
 * catalogue), newest first; changes of one day keep the reverse of their recorded order.
 */
export const changeLog: readonly Change[] = platforms
  .flatMap((p) => (p.changes ?? []).map((c) => ({ ...c, platform: p.id })))
  .map((change, index) => ({ change, index }))
  .sort((a, b) => b.change.date.localeCompare(a.change.date) || b.index - a.index)
  .map(({ change }) => change);

export function changesOf(platformId: string): Change[] {
  return changeLog.filter((c) => c.platform === platformId);
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
  const i = changeLog.filter((c) => c.platform === change.platform && c.date === change.date).indexOf(change);
  return `${change.date}-${change.platform}-${change.field}-${i}`;
}
