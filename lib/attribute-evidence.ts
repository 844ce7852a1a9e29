import { runsOnLabels, runsOnPlaces, type AttributeId, type RunsOn } from "@/lib/attributes";

/**
 * What each attribute means and what evidence supports a value (issue 28): the content check
 * refuses a value no quote supports (lib/content-check.ts), and the platform page labels values with
 * these definitions. Server-side only in practice: the finder needs none of it (lib/attributes.ts).
 */

/** Words a quote must contain to support a place (matched case-insensitively unless noted). */
const placeEvidence: ReadonlyMap<RunsOn, RegExp> = new Map<RunsOn, RegExp>([
  ["web", /\b(web|browsers?|online|in your browser)\b/i],
  ["windows", /\bwindows\b/i],
  ["macos", /\b(mac ?os|macs?|os x|apple silicon)\b/i],
  ["linux", /\blinux\b/i],
  ["ios", /\b(ios|iphone|ipad|app store)\b/i],
  ["android", /\b(android|google play)\b/i],
  ["browser-extension", /\b(extensions?|add-ons?|chrome web store)\b/i],
  ["ide-plugin", /\b(vs ?code|visual studio|jetbrains|intellij|ide|neovim|xcode|eclipse|plugin|extension)\b/i],
  ["cli", /\b(cli|command[- ]line|terminal|shell)\b/i],
]);

/** A negation: what a 'no' value's quote must say besides the attribute's own words. */
const negation = /\b(no|not|none|never|without|cannot|can't|doesn't|does not|isn't|is not|aren't|only|closed|proprietary|disabled|off|opt[- ]in)\b|n't\b|\bnon-?commercial\b/i;



export type AttributeDefinition = {
  id: AttributeId;
  /** The row's label on a platform page and in compare. */
  label: string;
  /** The closed set of values (runsOn: the places). */
  values: readonly string[];
  /** How a value reads to a visitor. */
  valueLabel: (value: string) => string;
  /** Words a supporting quote must contain for a value; null when the value needs no more than `keywords`. */
  support: (value: string) => RegExp[];
};

const keywords = {
  api: /\bapis?\b|developer platform|\bsdk\b/i,
  open: /open[- ]?source|open[- ]weights?|\bmit\b|apache|\bgpl|agpl|licen[cs]e|source code|github/i,
  local: /self[- ]host|on[- ]prem|locally|local(ly)? (models?|machine)|on your (own )?(machine|computer|device|hardware|server|infrastructure)|offline|docker|install/i,
  team: /\b(team|teams|business|workspace|organi[sz]ation|enterprise)\b/i,
  sso: /\bsso\b|single sign[- ]on|\bsaml\b|okta|\bscim\b/i,
  commercial: /commercial/i,
  watermark: /watermark/i,
  training: /\btrain|improve (our|the|its) (models?|services?|products?)|model (training|improvement)/i,
  eu: /\beu\b|europe|european|data residency|data region|region/i,
};

function yesNo(label: (v: string) => string, word: RegExp): Pick<AttributeDefinition, "values" | "valueLabel" | "support"> {
  return { values: ["yes", "no"], valueLabel: label, support: (v) => (v === "no" ? [word, negation] : [word]) };
}

export const attributeDefinitions: readonly AttributeDefinition[] = [
  {
    id: "api",
    label: "API",
    values: ["yes", "paid-separately", "no"],
    valueLabel: (v) => (v === "yes" ? "Yes" : v === "paid-separately" ? "Yes, billed separately from the plans" : "No public API"),
    support: (v) => (v === "no" ? [keywords.api, negation] : v === "paid-separately" ? [keywords.api, /separate|pay[- ]as[- ]you[- ]go|per (token|request|call|minute|second|image|character)|usage[- ]based|billed|credits|pricing|\$/i] : [keywords.api]),
  },
  {
    id: "openSource",
    label: "Open source",
    values: ["open-source", "open-weights", "no"],
    valueLabel: (v) => (v === "open-source" ? "Open source" : v === "open-weights" ? "Open weights" : "No (proprietary)"),
    support: (v) => (v === "open-weights" ? [/open[- ]?weights?|weights|open models?|download(able)? (the )?models?|hugging ?face/i] : v === "no" ? [keywords.open, negation] : [keywords.open]),
  },
  { id: "local", label: "Runs on your own machine", ...yesNo((v) => (v === "yes" ? "Yes (self-hosted or local)" : "No, cloud only"), keywords.local) },
  {
    id: "runsOn",
    label: "Where it runs",
    values: runsOnPlaces,
    valueLabel: (v) => runsOnLabels.get(v as RunsOn) ?? v,
    support: (v) => {
      const place = placeEvidence.get(v as RunsOn);
      return place ? [place] : [/(?!)/];
    },
  },
  { id: "teamPlan", label: "Team plan", ...yesNo((v) => (v === "yes" ? "Yes" : "No"), keywords.team) },
  { id: "sso", label: "Single sign-on (SSO)", ...yesNo((v) => (v === "yes" ? "Yes" : "No"), keywords.sso) },
  {
    id: "commercialUse",
    label: "Commercial use of free-plan output",
    values: ["allowed", "not-allowed"],
    valueLabel: (v) => (v === "allowed" ? "Allowed" : "Not allowed"),
    support: (v) => (v === "not-allowed" ? [keywords.commercial, negation] : [keywords.commercial]),
  },
  { id: "watermark", label: "Watermark on free output", ...yesNo((v) => (v === "yes" ? "Yes" : "No"), keywords.watermark) },
  { id: "trainsOnContent", label: "Trains on your content by default", ...yesNo((v) => (v === "yes" ? "Yes, unless you opt out" : "No"), keywords.training) },
  { id: "euDataRegion", label: "EU data region", ...yesNo((v) => (v === "yes" ? "Yes" : "No"), keywords.eu) },
];

export const attributeIds = attributeDefinitions.map((d) => d.id);
export const attributeDefinition = (id: AttributeId): AttributeDefinition => attributeDefinitions.find((d) => d.id === id)!;

/**
 * The problem with a value and the quotes given for it, or undefined when every part of the value
 * is supported: each value (each place for runsOn) needs one quote containing all its words.
 */
export function unsupportedValue(id: AttributeId, value: string | readonly string[], quotes: readonly string[]): string | undefined {
  const definition = attributeDefinition(id);
  const values = Array.isArray(value) ? value : [value as string];
  for (const v of values) {
    const words = definition.support(v);
    if (!quotes.some((q) => words.every((w) => w.test(q)))) {
      return `no quote supports ${id} = '${v}' (a quote needs ${words.map((w) => w.source.slice(0, 60)).join(" and ")})`;
    }
  }
  return undefined;
}

