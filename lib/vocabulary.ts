import { z } from "zod";
import aliasesSeedJson from "@/content/vocabulary/aliases-seed.json";
import intentsJson from "@/content/vocabulary/intents.json";
import namesJson from "@/content/vocabulary/names.json";
import synonymsJson from "@/content/vocabulary/synonyms.json";
import stopWordsJson from "@/content/vocabulary/stopwords.json";
import tasksJson from "@/content/vocabulary/tasks.json";
import { flagFilterKeys, runsOnPlaces } from "@/lib/attributes";
import { categoryIdSchema, taggableUseCaseIdSchema } from "@/lib/catalogue-schema";
import { fold } from "@/lib/discovery/text";
import { taskIdSchema } from "@/lib/task-id";

/**
 * The interpreter's vocabulary as data (issue 25; docs/decisions/0180-vocabulary-as-data.md): the
 * synonym table, the intent word lists, the name recogniser's rules, the alias seed and the
 * controlled task vocabulary live in content/vocabulary/*.json. This module validates them with zod
 * when it loads (so at build time, as the catalogue is) and hands them to the code that reads
 * visitors' words. Server-side only: nothing the client bundles imports it.
 */

const note = z.string().min(3).max(400).optional();
/** A phrase as the tables write it: lower case words (a '*' may end a word in the intent lists). */
const phrase = z.string().min(1).max(80).regex(/^[^A-Z]+$/, "phrases are written in lower case").refine((p) => p === p.trim() && !/\s{2}/.test(p), "no leading, trailing or double spaces");

export const synonymSchema = z
  .object({
    note,
    phrases: z.array(phrase).min(1),
    useCases: z.array(taggableUseCaseIdSchema).min(1),
    /** Extra words to search the catalogue's text with. */
    also: z.array(phrase).optional(),
    /** Counts only when no other entry matched. */
    weak: z.boolean().optional(),
    /** Says nothing about the task ('AI' alone): weak, and not even that beside a platform's name ('Jasper AI'). */
    generic: z.boolean().optional(),
    /** Says who the visitor is ('a student', 'our company'), not the task: weak, and after a list it describes the visitor, no new task. */
    who: z.boolean().optional(),
    /** How much a match counts in ranking (default 1): objects such as 'email' or 'pdf' say less than tasks. */
    weight: z.number().positive().max(5).optional(),
    /** The kinds of platform (catalogue categories) the words mean, when they say. */
    categories: z.array(categoryIdSchema).min(1).optional(),
  })
  .strict();
export type Synonym = z.infer<typeof synonymSchema>;

const intentList = z
  .object({
    note,
    /** 'start': the phrase counts only at the start of the message. */
    at: z.enum(["start"]).optional(),
    phrases: z.array(phrase).min(1),
    /** Phrases taken out of the text before the list is tried ('royalty free' is no question of rights). */
    except: z.array(phrase).optional(),
    /** Words that may stand between the list's phrase and what it is about ('not to change my voice'). */
    between: z.array(phrase).optional(),
    /** Words that deny a task of the vocabulary said after them, and nothing else ('without changing my voice'). */
    beforeTasks: z.array(phrase).optional(),
    /** Words after which the list's phrases are what the list says ('per minute' is a length of time). */
    after: z.array(phrase).optional(),
  })
  .strict();
export type IntentList = z.infer<typeof intentList>;

/** Every intent list the code reads, by name: a list missing from the file, or one no code reads, fails validation. */
export const intentListNames = [
  "compare", "compareSoft", "alternatives", "particles", "awayFrom", "somethingElse", "kindAgain", "free", "notFree", "cheap", "cheaper", "noLimits", "headNouns", "purposeLinks", "kindNouns", "price", "describe", "privacy", "rights",
  "guides", "seenIn", "seenArticles", "writingTask", "team", "fillers", "possessives", "venues", "venueBrands", "ownWords", "hardware", "venuePrepositions", "venueOwners", "venueJoined", "prepositions", "placePrepositions", "documentNouns", "languageNames", "receivedTexts", "composeVerbs", "ownVoice", "speechWords", "conversion", "conversionTo", "conversionLast", "conversionJoins", "bareJoins", "inputFrom", "topicWords", "inputOf", "inputVerbs", "possession", "possessors", "onlyWords", "identity", "roleVerbs", "quantities", "durations", "purposeFor", "contextEnds", "duringWords", "negation", "deniedVerbs", "denials", "complaints", "inabilities", "contrasts", "photoEdits", "photoNouns", "photoReads", "noCode", "notCoding", "noCoder", "codingWords", "verbSenses", "verbSubjects", "build", "greeting", "help", "thanks", "pronoun", "sameWords", "requirement", "ofThose", "whichOf", "firstTwo", "firstThree", "continuation", "addsToTask", "moreOfThem", "wishOpening", "describedThing", "selfSubjects", "aboutAI", "priceVerbs", "doItHere", "imageHere", "dataSentVerbs", "languageAskVerbs", "yesNoStart", "siteAbout", "siteOwners", "siteNouns", "siteHolds", "siteAsks", "siteFacts", "siteAssistant",
  "sitePrivacy", "siteCorrection", "siteSuggest", "sitePrices", "siteRanking", "siteApi", "siteUpdates", "siteOwner", "offTopic", "doItForMe", "exampleOf", "writeForMe", "assignments", "aboutTopic", "personalQuestions", "questionStart", "changeOfSubject", "thanksJoin", "askForTool", "copilotCode", "copilotOffice", "conjunctions", "privacyNouns", "residency", "appQuestion", "refusals", "remote", "stayVerbs", "inHouse", "likeAfterName", "likeBeforeName",
] as const;
export type IntentListName = (typeof intentListNames)[number];

const languageLists = z.object({ strong: z.array(phrase).min(1), weak: z.array(phrase).min(1) }).strict();
export const intentsSchema = z
  .object({
    note,
    lists: z.object(Object.fromEntries(intentListNames.map((n) => [n, intentList])) as Record<IntentListName, typeof intentList>).strict(),
    languages: z.object({ note, en: z.array(phrase).min(1), de: languageLists, es: languageLists, fr: languageLists, pt: languageLists, it: languageLists }).strict(),
    /** Kinds of material a conversion starts from or makes, each a group of words that stand for one another there (lib/discovery/tasks.ts). */
    media: z.object({ note, kinds: z.record(z.string().regex(/^[a-z]+$/), z.array(phrase).min(2)) }).strict(),
    /** Words for a kind of tool that stand for one another at the end of a phrase ('company wiki bot', 'company wiki chatbot'; lib/discovery/tasks.ts). */
    helpers: z.object({ note, groups: z.array(z.array(phrase).min(2)).min(1) }).strict(),
    /** A workflow between apps said by naming the apps (lib/discovery/tasks.ts). */
    workflows: z.object({ note, task: z.string().min(3), linkVerbs: z.array(phrase).min(1), triggers: z.array(phrase).min(1), plainTriggers: z.array(phrase).min(1), actionVerbs: z.array(phrase).min(1), automatic: z.array(phrase).min(1), apps: z.array(phrase).min(2) }).strict(),
    /** Situations told in two kinds of words near each other ('photos' and 'grainy', 'phone' and 'missed'), each saying a task (lib/discovery/situations.ts). */
    situations: z
      .object({
        note,
        // `secondList` names an intent list whose phrases are the second kind too ('languageNames'), so the list is not copied.
        pairs: z
          .array(
            z
              .object({ note, task: z.string().min(3), first: z.array(phrase).min(1), second: z.array(phrase).optional(), secondList: z.enum(intentListNames).optional(), within: z.number().int().min(1).max(12) })
              .strict()
              .refine((p) => (p.second?.length ?? 0) > 0 || p.secondList !== undefined, "a pair needs `second` words or a `secondList`"),
          )
          .min(1),
      })
      .strict(),
    /** Shorthand of the trade and the words the task tables use for it ('i2v': 'image to video'; lib/discovery/understand.ts). */
    abbreviations: z.object({ note, expand: z.record(z.string().regex(/^[a-z0-9]+( [a-z0-9]+)*$/), phrase) }).strict(),
    /** How visitors say the attributes they need: each filter and each place with its phrases (lib/discovery/attribute-wishes.ts). */
    attributes: z
      .object({
        note,
        filters: z.partialRecord(z.enum(flagFilterKeys), z.array(phrase).min(1)),
        places: z.partialRecord(z.enum(runsOnPlaces), z.array(phrase).min(1)),
        kinds: z.partialRecord(z.enum(flagFilterKeys), z.array(categoryIdSchema).min(1)),
        placeKinds: z.partialRecord(z.enum(runsOnPlaces), z.object({ useCases: z.array(taggableUseCaseIdSchema).min(1), categories: z.array(categoryIdSchema).min(1) }).strict()),
      })
      .strict(),
  })
  .strict();

const platformId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const wordList = z.object({ note, phrases: z.array(phrase).min(1) }).strict();
export const namesSchema = z
  .object({
    note,
    companies: z.object({ note }).catchall(platformId),
    ambiguous: z.object({ note }).catchall(z.object({ phrases: z.array(phrase).min(1), ids: z.array(platformId).min(2) }).strict()),
    guards: z.object({ note }).catchall(z.object({ note, notAfter: z.array(phrase).optional(), notBefore: z.array(phrase).optional() }).strict()),
    neverAlone: wordList,
    exactOnly: wordList,
    aboutAPlatform: wordList,
    notNameWords: wordList,
    everydayNameWords: wordList,
    everydayTerms: wordList,
    chatWords: wordList,
    fileFormats: wordList,
    /** Products the catalogue does not list, by name, with their kind of tool in words the interpreter reads. */
    unlisted: z.object({ note }).catchall(z.string().min(3).max(80)),
  })
  .strict();

export const aliasesSeedSchema = z.object({ note }).catchall(z.array(phrase).min(1).max(12));

/** How visitors say a task: whole-word phrases of one to six words, lower case, no punctuation. */
const taskPhrase = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[\p{Ll}\p{N}]+( [\p{Ll}\p{N}]+){0,5}$/u, "a task phrase is 1-6 lower-case words separated by single spaces, with no punctuation");
const otherLanguage = z.array(taskPhrase).min(1).max(8);

/** One task of the controlled vocabulary (content/vocabulary/tasks.json; /work format section 1). */
export const taskSchema = z
  .object({
    id: taskIdSchema,
    label: z.string().min(3).max(80),
    useCases: z.array(taggableUseCaseIdSchema).min(1).max(3),
    phrases: z.object({ en: z.array(taskPhrase).min(3).max(15), es: otherLanguage, de: otherLanguage, fr: otherLanguage, pt: otherLanguage, it: otherLanguage }).strict(),
  })
  .strict();
export type Task = z.infer<typeof taskSchema>;

export const tasksSchema = z.array(taskSchema).min(1).superRefine((tasks, ctx) => {
  const ids = new Set<string>();
  const phrases = new Map<string, string>();
  for (const t of tasks) {
    if (ids.has(t.id)) ctx.addIssue({ code: "custom", message: `task ${t.id} is listed twice` });
    ids.add(t.id);
    for (const p of Object.values(t.phrases).flat()) {
      const other = phrases.get(p);
      if (other && other !== t.id) ctx.addIssue({ code: "custom", message: `the phrase '${p}' is in two tasks: ${other} and ${t.id}` });
      phrases.set(p, t.id);
    }
  }
});

/** The stop words of the five other languages (read raw by lib/discovery/text.ts; checked here): folded single words. */
const stopWord = z.string().regex(/^[a-z]{1,12}$/, "a stop word is one folded word: lower case, no accents");
export const stopWordsSchema = z.object({ note, es: z.array(stopWord).min(1), de: z.array(stopWord).min(1), fr: z.array(stopWord).min(1), pt: z.array(stopWord).min(1), it: z.array(stopWord).min(1) }).strict();

/** Parses one vocabulary file, or throws naming the file and every problem in it. */
function load<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`content/vocabulary/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

export const synonyms: readonly Synonym[] = load("synonyms.json", z.array(synonymSchema), synonymsJson);
export const intents = load("intents.json", intentsSchema, intentsJson);
export const names = load("names.json", namesSchema, namesJson);
export const tasks: readonly Task[] = load("tasks.json", tasksSchema, tasksJson);
for (const { task } of intents.situations.pairs) if (!tasks.some((t) => t.id === task)) throw new Error(`content/vocabulary/intents.json: situations names '${task}', which is no task of content/vocabulary/tasks.json`);
load("stopwords.json", stopWordsSchema, stopWordsJson);
/** The seed of other names by platform id (the platform files' vocabulary.aliases are read beside it). */
export const aliasesSeed: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(load("aliases-seed.json", aliasesSeedSchema, aliasesSeedJson)).filter((e): e is [string, string[]] => Array.isArray(e[1])),
);

/** The entries of a keyed table without its note: { note, a: x, b: y } -> [[a, x], [b, y]]. */
export function entriesOf<T>(table: { note?: string } & Record<string, T | string | undefined>): [string, T][] {
  return Object.entries(table).filter((e): e is [string, T] => e[0] !== "note" && e[1] !== undefined);
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A list's phrases as one regular expression over folded text: whole words, longest phrase first,
 * '*' any further letters of a word. `at: 'start'` anchors it to the start of a padded text (' hi ').
 */
export function phrasePattern(phrases: readonly string[], options: { at?: "start"; flags?: string } = {}): RegExp {
  const alternatives = [...new Set(phrases)].sort((a, b) => b.length - a.length).map((p) => escape(fold(p)).replace(/\*/g, "\\w*"));
  const body = `(?:${alternatives.join("|")})\\b`;
  return new RegExp(options.at === "start" ? `^ ${body}` : `\\b${body}`, options.flags ?? "");
}

/** An intent list compiled: `test` on a folded, padded text (its `except` phrases taken out first). */
export type IntentPattern = { pattern: RegExp; test: (folded: string) => boolean };

export function intentPattern(name: IntentListName, flags = ""): IntentPattern {
  const list = intents.lists[name];
  const pattern = phrasePattern(list.phrases, { ...(list.at ? { at: list.at } : {}), flags });
  const except = list.except?.length ? phrasePattern(list.except, { flags: "g" }) : undefined;
  return {
    pattern,
    test: (folded) => {
      pattern.lastIndex = 0;
      return pattern.test(except ? folded.replace(except, " ") : folded);
    },
  };
}

/** Whether one folded word is one of an intent list's phrases (a '*' ending any word), the list compiled once. */
export function listWord(name: IntentListName): (word: string | undefined) => boolean {
  const whole = new RegExp(`^${phrasePattern(intents.lists[name].phrases).source}$`);
  return (word) => word !== undefined && whole.test(word);
}
