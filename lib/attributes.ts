// No zod here: the finder and the filter forms bundle this module on the client.

/**
 * The attributes people filter by (issue 28): one definition per attribute, shared by the schema,
 * the content check, the platform page, the filters of every face (finder, /platforms, /use-cases,
 * /search, compare, API, MCP, CSV) and the interpreter. An attribute a platform's file does not
 * record is unknown, shown as 'not recorded', never guessed (docs/decisions/0150-attributes.md).
 */

/** Where a platform runs. */
export const runsOnPlaces = ["web", "windows", "macos", "linux", "ios", "android", "browser-extension", "ide-plugin", "cli"] as const;
export type RunsOn = (typeof runsOnPlaces)[number];
export const runsOnLabels: ReadonlyMap<RunsOn, string> = new Map<RunsOn, string>([
  ["web", "Web"],
  ["windows", "Windows"],
  ["macos", "macOS"],
  ["linux", "Linux"],
  ["ios", "iOS"],
  ["android", "Android"],
  ["browser-extension", "Browser extension"],
  ["ide-plugin", "IDE plugin"],
  ["cli", "Command line"],
]);

type YesNo = "yes" | "no";
export type AttributeValues = {
  api: "yes" | "paid-separately" | "no";
  openSource: "open-source" | "open-weights" | "no";
  local: YesNo;
  runsOn: RunsOn[];
  teamPlan: YesNo;
  sso: YesNo;
  commercialUse: "allowed" | "not-allowed";
  watermark: YesNo;
  trainsOnContent: YesNo;
  euDataRegion: YesNo;
};
export type AttributeId = keyof AttributeValues;

/** The attribute part of a platform as the filters read it: the raw values, recorded or not. */
export type AttributeRecord = { [K in AttributeId]?: { value: AttributeValues[K] } };

/**
 * The filters built on attributes, one definition for every face (issue 28). Each is a URL key the
 * finder, /platforms, /use-cases/{id}, /search, compare, the API, MCP and the CSV read the same way:
 * `api=1&open=1&local=1&sso=1&runs=ios,android`. A platform whose attribute is not recorded does not
 * pass: the exclusion line says 'not recorded', so a missing fact is never read as a 'no'.
 */
export const flagFilters = [
  { key: "api", label: "Has an API", passed: "has an API", recorded: "recorded as having an API", excluded: "have no API recorded", test: (a: AttributeRecord) => a.api?.value === "yes" || a.api?.value === "paid-separately" },
  { key: "open", label: "Open source or open weights", passed: "open source or open weights", recorded: "recorded as open source or open weights", excluded: "are not recorded as open", test: (a: AttributeRecord) => a.openSource?.value === "open-source" || a.openSource?.value === "open-weights" },
  { key: "local", label: "Runs on your own machine", passed: "runs on your own machine", recorded: "recorded as running on your own machine", excluded: "are not recorded as running locally", test: (a: AttributeRecord) => a.local?.value === "yes" },
  { key: "sso", label: "Single sign-on (SSO)", passed: "offers single sign-on", recorded: "recorded as offering single sign-on (SSO)", excluded: "have no SSO recorded", test: (a: AttributeRecord) => a.sso?.value === "yes" },
] as const;
export type FlagFilter = (typeof flagFilters)[number]["key"];
export const flagFilterKeys: readonly FlagFilter[] = flagFilters.map((f) => f.key);

/**
 * A platform's attribute facts in the compact form the browser's finder receives with each card:
 * the flag filters it passes and `runs:<place>` for each place it runs (e.g. ['api', 'runs:web']).
 */
export function attributeFlags(attributes: AttributeRecord | undefined): string[] {
  if (!attributes) return [];
  const flags: string[] = flagFilters.filter((f) => f.test(attributes)).map((f) => f.key);
  for (const place of attributes.runsOn?.value ?? []) flags.push(`runs:${place}`);
  return flags;
}

export function isRunsOn(value: string): value is RunsOn {
  return (runsOnPlaces as readonly string[]).includes(value);
}
