import { attributeDefinitions } from "@/lib/attribute-evidence";
import { runsOnLabels, type AttributeId, type FlagFilter, type RunsOn } from "@/lib/attributes";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { factsChecked, platformUseCases } from "@/lib/platform";
import { labelOfUseCase, useCases, type UseCaseId } from "@/lib/use-cases";

// The rows of a comparison table, decided apart from their markup: which facts, in which order,
// and whether every column agrees (those rows hide under 'Show differences only').

export type FactKey = "tier" | "price" | "freePlan" | "bestFor" | "strengths" | "limits" | "links" | "checked";

export type CompareRow =
  | { kind: "fact"; key: FactKey; label: string; values: string[]; same: boolean }
  | { kind: "attribute"; id: string; label: string; selected: boolean; values: string[]; recorded: boolean[]; same: boolean; forTask?: boolean }
  | { kind: "useCase"; id: UseCaseId; label: string; selected: boolean; values: boolean[]; same: boolean };

type Comparable = Pick<Platform, "id" | "name" | "category" | "pricing" | "strengths" | "useCases" | "website"> & Partial<Pick<Platform, "limits" | "attributes">>;

/** What the visitor's task asks of a platform besides use cases (the finder's attribute filters, or words read from the task). */
export type WantedAttributes = { has?: readonly FlagFilter[]; runs?: readonly RunsOn[] };

const attributeOfFilter: ReadonlyMap<FlagFilter, AttributeId> = new Map<FlagFilter, AttributeId>([
  ["api", "api"],
  ["open", "openSource"],
  ["local", "local"],
  ["sso", "sso"],
]);

const NOT_RECORDED = "Not recorded";

/**
 * The attributes a chooser weighs first for a task (issue 26: 'for coding: where it runs; for
 * images: commercial use, watermark'). A use case picked in the finder brings its rows to the top.
 */
const attributesForTask: ReadonlyMap<UseCaseId, readonly AttributeId[]> = new Map<UseCaseId, readonly AttributeId[]>([
  ["code", ["runsOn", "api", "openSource", "local"]],
  ["vibe-coding", ["runsOn", "teamPlan"]],
  ["app-development", ["api", "runsOn", "openSource"]],
  ["web-development", ["runsOn", "api"]],
  ["images", ["commercialUse", "watermark", "api"]],
  ["video", ["watermark", "commercialUse", "api"]],
  ["avatar", ["watermark", "commercialUse"]],
  ["audio", ["commercialUse", "api"]],
  ["logo", ["commercialUse"]],
  ["design", ["commercialUse", "runsOn"]],
  ["text", ["runsOn", "trainsOnContent"]],
  ["writing", ["runsOn", "trainsOnContent"]],
  ["research", ["runsOn", "api"]],
  ["data", ["trainsOnContent", "euDataRegion"]],
  ["business", ["teamPlan", "sso", "euDataRegion"]],
  ["productivity", ["teamPlan", "sso", "runsOn"]],
  ["chatbot", ["api", "sso", "euDataRegion"]],
  ["translation", ["api", "runsOn"]],
  ["search", ["api"]],
]);

/**
 * The attribute rows: one per attribute the site knows (lib/attribute-evidence.ts), the value or
 * 'Not recorded' per platform; the ones the task asks for first and marked, and one 'Runs on X' row
 * per place it asks for.
 */
function attributeRows(platforms: readonly Comparable[], wanted: WantedAttributes, task: readonly UseCaseId[] = []): CompareRow[] {
  const required = new Set([...(wanted.has ?? [])].flatMap((k) => attributeOfFilter.get(k) ?? []));
  const forTask = new Set(task.flatMap((u) => attributesForTask.get(u) ?? []).filter((id) => !required.has(id)));
  const picked = new Set([...required, ...forTask]);
  const rows = attributeDefinitions.map((d): CompareRow => {
    const values = platforms.map((p) => {
      const a = p.attributes?.[d.id];
      if (!a) return NOT_RECORDED;
      const list: readonly string[] = Array.isArray(a.value) ? a.value : [a.value as string];
      return list.map(d.valueLabel).join(", ");
    });
    return { kind: "attribute", id: d.id, label: d.label, selected: picked.has(d.id), ...(forTask.has(d.id) ? { forTask: true } : {}), values, recorded: values.map((v) => v !== NOT_RECORDED), same: allSame(values) };
  });
  const places = (wanted.runs ?? []).map((place): CompareRow => {
    const values = platforms.map((p) => (p.attributes?.runsOn?.value.includes(place) ? "Yes" : NOT_RECORDED));
    return { kind: "attribute", id: `runs:${place}`, label: `Runs on ${runsOnLabels.get(place) ?? place}`, selected: true, values, recorded: values.map((v) => v !== NOT_RECORDED), same: allSame(values) };
  });
  return [...places, ...rows.filter((r) => r.kind === "attribute" && r.selected), ...rows.filter((r) => r.kind === "attribute" && !r.selected)];
}

const allSame = <T,>(values: readonly T[]) => values.every((v) => v === values[0]);

/**
 * 'Best for' is the platform's main job (issue 26: 'ChatGPT: Creative Work' came from whatever set
 * it apart from the others compared): the kind of tool it is, and the first use cases its entry
 * lists, which the catalogue orders main job first.
 */
export function bestFor(p: Pick<Platform, "category" | "useCases">): string {
  const kind = categories.find((c) => c.id === p.category)?.label ?? "";
  const jobs = p.useCases.slice(0, 2).map(labelOfUseCase).join(", ");
  return kind ? `${singular(kind)}: ${jobs}` : jobs;
}

/** 'Chat assistants' -> 'Chat assistant'; 'Audio, voice and music' stays as it is. */
function singular(label: string): string {
  return /s$/.test(label) && !label.includes(",") && !/ and /.test(label) ? label.replace(/s$/, "") : label;
}

/** The cheapest paid plan as the table shows it. */
export function cheapestPaid(p: Pick<Platform, "pricing">): string {
  if (p.pricing.startingPrice) return p.pricing.startingPrice;
  return p.pricing.tier === "free" ? "None: it is free" : "Not published: see its site";
}

/** What the free plan allows: the pricing details, or a plain 'No free plan'. */
export function freePlan(p: Pick<Platform, "pricing">): string {
  return p.pricing.tier === "paid" ? "No free plan" : p.pricing.details;
}

/**
 * Rows of the table for 2 to 4 platforms. Use cases: the ones the visitor selected in the finder
 * come first (marked `selected`), then every other use case at least one platform covers, in the
 * finder's order.
 */
export function compareRows(platforms: readonly Comparable[], selected: readonly UseCaseId[] = [], wanted: WantedAttributes = {}): CompareRow[] {
  const fact = (key: FactKey, label: string, values: string[], comparable = true): CompareRow => ({
    kind: "fact",
    key,
    label,
    values,
    same: comparable && allSame(values),
  });
  const covered = platforms.map((p) => new Set(platformUseCases(p)));
  const picked = new Set(selected);
  const useCaseOrder = [
    ...useCases.filter((u) => picked.has(u.id)),
    ...useCases.filter((u) => !picked.has(u.id) && covered.some((c) => c.has(u.id))),
  ];
  const useCaseRows = useCaseOrder.map((u): CompareRow => {
    const values = covered.map((c) => c.has(u.id));
    return { kind: "useCase", id: u.id, label: u.label, selected: picked.has(u.id), values, same: allSame(values) };
  });
  const attributes = attributeRows(platforms, wanted, selected);
  // The task's own rows come first: when it asks for attributes, 'What it has' leads; else the use cases.
  const taskAsksAttributes = attributes.some((r) => r.kind === "attribute" && r.selected);
  return [
    fact("tier", "Tier", platforms.map((p) => p.pricing.tier)),
    fact("price", "Cheapest paid plan", platforms.map(cheapestPaid)),
    fact("freePlan", "Free plan", platforms.map(freePlan)),
    fact("bestFor", "Best for", platforms.map(bestFor)),
    ...(taskAsksAttributes ? [...attributes, ...useCaseRows] : [...useCaseRows, ...attributes]),
    fact("strengths", "Strengths", platforms.map((p) => p.strengths.join("\n"))),
    ...(platforms.some((p) => p.limits) ? [fact("limits", "Limits to know", platforms.map((p) => p.limits?.join("\n") ?? "Not recorded"))] : []),
    // Official links always differ: the row is never hidden.
    fact("links", "Official links", platforms.map((p) => p.website), false),
    fact("checked", "Facts checked", platforms.map(factsChecked)),
  ];
}
