import { z } from "zod";
import { changes as recorded } from "@/content/changes";
import { changeSchema, type Change } from "@/lib/change-log-schema";

/** The change log, validated when the module loads (so at build time), newest first. */
export const changeLog: readonly Change[] = z
  .array(changeSchema)
  .parse(recorded)
  .map((change, index) => ({ change, index }))
  // Newest first; changes of one day keep the reverse of their recorded order.
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
};

export function fieldLabel(field: Change["field"]): string {
  return fieldLabels[field];
}

/** A stable id for a change, used as the Atom entry id and the page anchor. */
export function changeId(change: Change): string {
  const i = changeLog.filter((c) => c.platform === change.platform && c.date === change.date).indexOf(change);
  return `${change.date}-${change.platform}-${change.field}-${i}`;
}
