import { z } from "zod";
import { visitorText } from "@/lib/visitor-text";

/** Field limits of a suggested tool (issue 29). */
export const suggestionLimits = { name: 100, toolUrl: 2_000, why: 2_000, email: 254 } as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());

/** POST /functions/v1/suggest-tool: a tool the catalogue lacks. `website` is the honeypot, as on the other forms. */
export const suggestionRequestSchema = z.object({
  name: visitorText("the tool's name", "Please give the tool's name.", { multiline: false })
    .min(1, "Please give the tool's name.")
    .max(suggestionLimits.name, `Please keep the name under ${suggestionLimits.name} characters.`),
  toolUrl: visitorText("the tool's site", "Please enter the tool's web address, starting with https://.", { multiline: false })
    .max(suggestionLimits.toolUrl, `A web address can have at most ${suggestionLimits.toolUrl.toLocaleString("en-US")} characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: "Please enter the tool's web address, starting with https://." })),
  why: visitorText("why it belongs here", "Please say in a few words why it belongs here.", { multiline: true })
    .min(1, "Please say in a few words why it belongs here.")
    .max(suggestionLimits.why, `Please keep it under ${suggestionLimits.why.toLocaleString("en-US")} characters.`),
  email: optional(
    visitorText("your email address", "Please enter a valid email address, like name@example.com, or leave it empty.", { multiline: false })
      .max(suggestionLimits.email, `An email address can have at most ${suggestionLimits.email} characters.`)
      .pipe(z.email("Please enter a valid email address, like name@example.com, or leave it empty.")),
  ),
  website: z.string().max(2_000).optional(),
});

export const suggestionFields = ["name", "toolUrl", "why", "email"] as const;
export type SuggestionField = (typeof suggestionFields)[number];
export type SuggestionFieldErrors = Partial<Record<SuggestionField, string>>;

export function suggestionFieldErrors(error: z.ZodError): { fields: SuggestionFieldErrors } {
  const fields: SuggestionFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if ((suggestionFields as readonly unknown[]).includes(key) && !fields[key as SuggestionField]) fields[key as SuggestionField] = issue.message;
  }
  return { fields };
}

/** The stored text: one labelled line per field, the reason last. The site is never fetched. */
export function suggestionText({ name, toolUrl, why }: { name: string; toolUrl: string; why: string }): string {
  return [`Tool: ${name}`, `Site: ${toolUrl}`, "Why:", why].join("\n");
}
