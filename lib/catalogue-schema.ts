import { z } from "zod";
import { DERIVED_USE_CASE, useCaseIds } from "@/lib/use-cases";
import { runsOnPlaces } from "@/lib/attributes";
import { taskIdSchema } from "@/lib/task-id";

export const useCaseIdSchema = z.enum(useCaseIds);
export const taggableUseCaseIdSchema = useCaseIdSchema.exclude([DERIVED_USE_CASE]);

/** Capability tags (SPEC §3). A closed list: free text tags are how directories rot. */
export const capabilities = [
  "text", "code", "research", "images", "video", "audio", "data-analysis", "web-development",
  "backend", "database", "search", "productivity", "business", "creative", "writing", "marketing",
  "translation", "design", "avatar", "editing", "transcription", "models", "voice", "chatbot",
  "presentation", "entertainment", "education", "analysis", "gaming", "ai-development",
] as const;
export const capabilitySchema = z.enum(capabilities);
export type Capability = z.infer<typeof capabilitySchema>;

export const categories = [
  { id: "chat-assistant", label: "Chat assistants" },
  { id: "code", label: "Code tools" },
  { id: "image", label: "Image generators" },
  { id: "video", label: "Video generators" },
  { id: "audio", label: "Audio, voice and music" },
  { id: "writing", label: "Writing tools" },
  { id: "seo", label: "SEO tools" },
  { id: "marketing", label: "Marketing tools" },
  { id: "chatbot", label: "Chatbot builders" },
  { id: "logo", label: "Logo makers" },
  { id: "design", label: "Design tools" },
  { id: "presentation", label: "Presentation makers" },
  { id: "education", label: "Education and courses" },
  { id: "translation", label: "Translation" },
  { id: "3d", label: "3D generators" },
  { id: "automation", label: "Automation and agents" },
  { id: "photo", label: "Photo editing" },
  { id: "search-engine", label: "AI search engines" },
  { id: "meetings", label: "Meetings and scheduling" },
  { id: "data-bi", label: "Data and BI" },
  { id: "voice-agent", label: "Voice agents" },
  { id: "local-models", label: "Local and open models" },
  { id: "model-api", label: "Model APIs and infrastructure" },
] as const;
export const categoryIdSchema = z.enum(categories.map((c) => c.id) as [string, ...string[]] as [
  (typeof categories)[number]["id"],
  ...(typeof categories)[number]["id"][],
]);
export type CategoryId = (typeof categories)[number]["id"];

export const tierSchema = z.enum(["free", "freemium", "paid"]);
export type Tier = z.infer<typeof tierSchema>;

const httpsUrl = z.url({ protocol: /^https$/ });

/**
 * Where a priced or limited fact comes from (issue 26): the page that states it, the day it was read
 * and compared, whether the page is the vendor's own or a secondary source, and a short verbatim
 * quote from that page that states the fact. A fact that could not be re-read carries a `note`
 * saying why instead of a quote, and keeps its old date, so the site shows its age.
 */
export const factSourceSchema = z
  .object({
    url: httpsUrl,
    checked: z.iso.date(),
    kind: z.enum(["vendor", "secondary"]),
    quote: z.string().min(8).max(600).optional(),
    note: z.string().min(10).max(300).optional(),
  })
  .strict();
export type FactSource = z.infer<typeof factSourceSchema>;

/** A source for an attribute: the same evidence format as prices, and the quote is required. */
export const attributeSourceSchema = factSourceSchema.safeExtend({ quote: z.string().min(8).max(600) });
const sources = z.array(attributeSourceSchema).min(1).max(4);
const yesNo = z.enum(["yes", "no"]);
const attribute = <T extends z.ZodType>(value: T) => z.object({ value, sources }).strict();

/**
 * The attributes people filter by (issue 28, lib/attributes.ts): each recorded one carries its value
 * and the quotes that state it; one the file leaves out is unknown ('not recorded').
 */
export const attributesSchema = z
  .object({
    api: attribute(z.enum(["yes", "paid-separately", "no"])).optional(),
    openSource: z.object({ value: z.enum(["open-source", "open-weights", "no"]), licence: z.string().min(2).max(40).optional(), sources }).strict().optional(),
    local: attribute(yesNo).optional(),
    runsOn: attribute(z.array(z.enum(runsOnPlaces)).min(1)).optional(),
    teamPlan: attribute(yesNo).optional(),
    sso: attribute(yesNo).optional(),
    commercialUse: attribute(z.enum(["allowed", "not-allowed"])).optional(),
    watermark: attribute(yesNo).optional(),
    trainsOnContent: attribute(yesNo).optional(),
    euDataRegion: attribute(yesNo).optional(),
  })
  .strict();
export type PlatformAttributes = z.infer<typeof attributesSchema>;

/**
 * What visitors call a platform and ask it for (issue 25; docs/decisions/0180-vocabulary-as-data.md):
 * other names people type, the tasks of the controlled vocabulary (content/vocabulary/tasks.json) it
 * does well today, its main job first, and requests it answers well, in visitors' words. The task
 * ids' existence, alias clashes and the main task's use case are checked by `npm run content:check`
 * (lib/content-check.ts: vocabularyProblems).
 */
export const platformVocabularySchema = z
  .object({
    aliases: z
      .array(z.string().min(2).max(40).regex(/^[^A-Z]+$/, "aliases are written in lower case").refine((a) => a === a.trim(), "no leading or trailing spaces"))
      .max(8),
    tasks: z.array(taskIdSchema).min(1).max(12),
    examples: z.array(z.string().min(5).max(120)).min(2).max(5),
  })
  .strict();
export type PlatformVocabulary = z.infer<typeof platformVocabularySchema>;

/** One recorded change to a catalogue fact, kept in the platform's own file (the change log is derived from them). */
export const platformChangeSchema = z
  .object({
    date: z.iso.date(),
    field: z.enum(["tier", "startingPrice", "details", "description", "strengths", "limits", "otherPrices", "attributes"]),
    before: z.string().min(1).max(400),
    after: z.string().min(1).max(400),
    source: httpsUrl,
  })
  .strict();

const priceSchema = z
  .string()
  .regex(/^\$\d+(\.\d{2})?\/(month|year|user\/month|seat\/month)( billed annually)?$/, "startingPrice looks like '$20/month'");

/** Every source a platform's priced facts cite, with the fact it backs. */
export const factFields = ["tier", "startingPrice", "details"] as const;
export type FactField = (typeof factFields)[number];

export const pricingSchema = z
  .object({
    tier: tierSchema,
    /** Cheapest individual paid plan in US dollars with its period, e.g. '$20/month'. */
    startingPrice: priceSchema.optional(),
    details: z.string().min(30).max(400),
    /**
     * Sources of the priced facts (issue 17): the tier, the starting price (when there is one) and
     * the free-plan details each cite the page that states them and the day it was checked.
     */
    sources: z
      .object({ tier: factSourceSchema, startingPrice: factSourceSchema.optional(), details: z.array(factSourceSchema).min(1).max(6) })
      .strict(),
    /** Other real prices of this platform (other plans, annual rates) that articles may quote, e.g. '$200'. */
    otherPrices: z.array(z.string().regex(/^\$\d+(\.\d{1,2})?$/, "otherPrices are amounts like '$200' or '$16.67'")).optional(),
  })
  .superRefine((pricing, ctx) => {
    if (pricing.startingPrice && !pricing.sources.startingPrice) {
      ctx.addIssue({ code: "custom", message: "a starting price needs a source (pricing.sources.startingPrice)", path: ["sources", "startingPrice"] });
    }
    if (!pricing.startingPrice && pricing.sources.startingPrice) {
      ctx.addIssue({ code: "custom", message: "a source for a starting price that is not there", path: ["sources", "startingPrice"] });
    }
  });

export const platformSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "id must be a kebab-case slug"),
    name: z.string().min(2).max(40),
    description: z.string().min(40).max(220),
    category: categoryIdSchema,
    capabilities: z.array(capabilitySchema).min(1),
    pricing: pricingSchema,
    strengths: z.array(z.string().min(3).max(90)).min(3).max(6),
    useCases: z.array(taggableUseCaseIdSchema).min(1),
    website: httpsUrl,
    linkedin: httpsUrl.regex(/^https:\/\/www\.linkedin\.com\/(company|showcase)\/[^/]+\/?$/).optional(),
    twitter: httpsUrl.regex(/^https:\/\/x\.com\/[A-Za-z0-9_]{1,15}$/).optional(),
    /**
     * Domains the vendor owns besides its website's (its help desk, its parent company's docs), so a
     * source there counts as the vendor's own page.
     */
    vendorDomains: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/)).max(6).optional(),
    /** Two to four specific limits a chooser should know (no free plan, watermarks, seat minimums...). */
    limits: z.array(z.string().min(10).max(160)).min(2).max(4),
    /** API, open source, local, where it runs, team plan and SSO, commercial use, watermark, training, EU region. */
    attributes: attributesSchema.optional(),
    /** Aliases, tasks and example requests (optional until every platform file has them). */
    vocabulary: platformVocabularySchema.optional(),
    /** Changes made to this platform's facts, oldest first. */
    changes: z
      .array(platformChangeSchema)
      .refine(
        // A change is named by its day, field and place among that day's (lib/change-log.ts changeId): two alike would share an anchor.
        (list) => new Set(list.map((c) => JSON.stringify([c.date, c.field, c.before, c.after, c.source]))).size === list.length,
        "two changes record the same thing on the same day: keep one",
      )
      .optional(),
    /**
     * A referral programme (SPEC §3): the note discloses it. The link is the operator's own
     * (REFERRAL_URL, set by server/referrals.ts); without one the card shows no referral.
     */
    referral: z.object({ url: httpsUrl.optional(), note: z.string().min(20).max(200) }).strict().optional(),
  })
  .strict();

export type PlatformInput = z.input<typeof platformSchema>;
/** A platform as its file states it: every source with its page, quote and note, and its change history. */
export type PlatformRecord = z.infer<typeof platformSchema>;

type Dated = Pick<FactSource, "checked">;
/** An attribute as the server keeps it: its value (and licence), not its sources. */
export type KeptAttributes = { [K in keyof PlatformAttributes]?: Omit<NonNullable<PlatformAttributes[K]>, "sources"> };
/**
 * A platform as the server keeps it in memory (docs/decisions/0218): the record without the pages,
 * quotes and notes of its sources (only the day each priced fact was checked) and without its change
 * history. Those are most of a record's bytes and few pages show them: `platformRecord(id)`
 * (lib/catalogue.ts) gives the whole record.
 */
export type Platform = Omit<PlatformRecord, "pricing" | "attributes" | "changes"> & {
  pricing: Omit<PlatformRecord["pricing"], "sources"> & { sources: { tier: Dated; startingPrice?: Dated; details: Dated[] } };
  attributes?: KeptAttributes;
};
