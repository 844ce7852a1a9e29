import { z } from "zod";
import { visitorText } from "@/lib/visitor-text";

/** Field limits of a correction (docs/decisions/0017). */
export const correctionLimits = { fact: 120, correction: 2_000, sourceUrl: 2_000, email: 254 } as const;

/** An optional field: absent, null or blank means not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());

/**
 * POST /functions/v1/suggest-correction: 'Suggest a correction' on a platform page. `website` is
 * the honeypot, as on the contact form.
 */
export const correctionRequestSchema = z.object({
  platformId: z.string({ error: "Say which platform the correction is about." }).regex(/^[a-z0-9-]{1,64}$/, "Unknown platform."),
  fact: visitorText("the fact", "Please say which fact is wrong.", { multiline: false })
    .min(1, "Please say which fact is wrong.")
    .max(correctionLimits.fact, `Please name the fact in under ${correctionLimits.fact} characters.`),
  correction: visitorText("your correction", "Please say what is right.", { multiline: true })
    .min(1, "Please say what is right.")
    .max(correctionLimits.correction, `Please keep your correction under ${correctionLimits.correction.toLocaleString("en-US")} characters.`),
  sourceUrl: optional(
    visitorText("the source", "Please enter a web address starting with https://, or leave it empty.", { multiline: false })
      .max(correctionLimits.sourceUrl, `A source address can have at most ${correctionLimits.sourceUrl.toLocaleString("en-US")} characters.`)
      .pipe(z.url({ protocol: /^https?$/, error: "Please enter a web address starting with https://, or leave it empty." })),
  ),
  email: optional(
    visitorText("your email address", "Please enter a valid email address, like name@example.com, or leave it empty.", { multiline: false })
      .max(correctionLimits.email, `An email address can have at most ${correctionLimits.email} characters.`)
      .pipe(z.email("Please enter a valid email address, like name@example.com, or leave it empty.")),
  ),
  website: z.string().max(2_000).optional(),
});

export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

export const correctionFields = ["fact", "correction", "sourceUrl", "email"] as const;
export type CorrectionField = (typeof correctionFields)[number];
export type CorrectionFieldErrors = Partial<Record<CorrectionField, string>>;

/** The first problem of each field, for messages shown next to the fields. */
export function correctionFieldErrors(error: z.ZodError): { fields: CorrectionFieldErrors } {
  const fields: CorrectionFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if ((correctionFields as readonly unknown[]).includes(key) && !fields[key as CorrectionField]) fields[key as CorrectionField] = issue.message;
  }
  return { fields };
}

/** The stored text of a correction: one labelled line per field, the correction itself last. */
export function correctionText({ fact, correction, sourceUrl }: Pick<CorrectionRequest, "fact" | "correction" | "sourceUrl">): string {
  return [`Which fact: ${fact}`, `Source: ${sourceUrl ?? "(none given)"}`, "What is right:", correction].join("\n");
}
