import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import type { FlagFilter, RunsOn } from "@/lib/attributes";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { applyConstraints, failedConstraints, passedConstraints, sortResults } from "@/lib/discovery/constraints";
import { monthlyPrice } from "@/lib/discovery/price";
import { sortUseCases } from "@/lib/discovery/params";
import { emptyQuery, type DiscoveryQuery, type ExclusionCounts } from "@/lib/discovery/query";
import { synonyms } from "@/lib/discovery/synonyms";
import { fold, processTerm, singular, stopWords, words } from "@/lib/discovery/text";
import { escapeRegExp } from "@/lib/format";
import { compileTasks, siteTasks, type TaskMatcher } from "@/lib/discovery/tasks";
import { knownBase } from "@/lib/discovery/word-forms";
import { fillers } from "@/lib/discovery/function-words";
import { alternativeWords, cheaperWords, compareWords, contextWordsOf, matchSynonyms, refusedAt, pricedAfter, saysOnlyWho, turnsTo, understandText as readText, tableWords, withoutCodingWords, withoutPriceWishes, withoutTask, type Need, type Understanding } from "@/lib/discovery/understand";
import { platformUseCases, sameJob } from "@/lib/platform";
import { rankPlatforms } from "@/lib/ranking";
import { labelOfUseCase, useCases, type UseCaseId } from "@/lib/use-cases";
import type { Article } from "@/server/articles";
import { englishNear, isEnglishWord } from "@/server/discovery/english-words";
import { editDistance } from "@/server/discovery/edit-distance";
import { aliasesOf, guardedAt, namesNeverAlone } from "@/server/discovery/platform-names";
import { intents, names as vocabularyNames, phrasePattern, tasks as siteTaskList, type Task } from "@/lib/vocabulary";
import { buildSemantic, type Embedder, type SemanticIndex } from "@/server/discovery/semantic";
import { appWord, namesAnAttribute, wishKinds } from "@/lib/discovery/attribute-wishes";
import { buildLexicon, type Lexicon } from "@/lib/discovery/lexicon";
import { termHits, type TermHitList, type TermHits } from "@/server/discovery/term-hits";
import { compactPostings } from "@/server/discovery/compact-postings";

/** The reading without the use cases the visitor removed from it (the chips on /search). */
function withoutSkipped(u: Understanding | undefined, skip: readonly UseCaseId[] | undefined): Understanding | undefined {
  if (!u || !skip?.length) return u;
  const keep = (ids: readonly UseCaseId[]) => ids.filter((id) => !skip.includes(id));
  return {
    ...u,
    useCases: keep(u.useCases),
    needs: u.needs.map((n) => ({ ...n, useCases: keep(n.useCases) })).filter((n) => n.useCases.length > 0),
    // A task whose use cases were all removed goes with them.
    tasks: u.tasks.filter((t) => keep(t.useCases).length > 0),
  };
}

/**
 * The discovery engine (docs/decisions/0080-one-discovery-engine.md): given free text, selected use
 * cases, constraints and a sort, which platforms, in what order, and why. Every face calls
 * `discover()`: the finder's server render, /search, /platforms, /use-cases/{id}, compare, the
 * assistant, the API and MCP.
 *
 * `createDiscovery()` builds an engine over a catalogue (docs/decisions/0146-discovery-factory.md):
 * the site's own is made once in `server/discovery/index.ts`; tests build engines over small fixture
 * catalogues. Each engine builds its MiniSearch indexes on its first query.
 */

export type MatchReasons = {
  /** Selected or understood use cases the platform serves. */
  useCases: UseCaseId[];
  /** Query words that matched the platform's text, as the catalogue spells them. */
  words: string[];
  /** Where they matched: name, description, strengths, pricing... */
  fields: string[];
  /** Constraints it passed, in words. */
  constraints: string[];
  /** The query named this platform (exactly or with a typo). */
  named: boolean;
  /** The platform the query asked for alternatives to ('alternatives to Canva'), by name. */
  alternativeTo?: string;
  /** Tasks the text states that the platform's vocabulary lists (ids of content/vocabulary/tasks.json); absent when none. */
  tasks?: string[];
};
export type PlatformResult = { platform: Platform; score: number; reasons: MatchReasons };
export type ArticleResult = { slug: string; title: string; excerpt: string; words: string[] };
export type DiscoveryResult = {
  platforms: PlatformResult[];
  excluded: ExclusionCounts;
  /** Platforms removed by any constraint, each counted once. */
  excludedTotal: number;
  articles: ArticleResult[];
  /** Use cases the text maps to (or that match its words), for 'browse by task' links. */
  useCases: UseCaseId[];
  understood?: Understanding;
  /** The platform whose alternatives these are: asked (`similarTo`) or read in the text ('cheaper than Cursor'). */
  alternativeTo?: Platform;
  /** Two to four platforms the text asks to compare ('Cursor vs Windsurf'), in the order named. */
  compare?: Platform[];
  /** The text as read when a misspelt task word was repaired ('persentation' read as 'presentation'). */
  corrected?: string;
  /** Price wishes read in the text that no filter applied: the platforms meeting them were put first. */
  wishes?: { free: boolean; budget?: number; has?: FlagFilter[]; runs?: RunsOn[]; team?: boolean };
  /**
   * A product the text names that the catalogue does not list ('sora', 'LM Studio'), as the visitor
   * wrote it: its words rank nothing ('studio' finds no Studio), and every face says it is not in
   * the catalogue yet.
   */
  unknownName?: string;
  /** Every platform that matched and passed the constraints, when `limit` cut `platforms` short (or could have). */
  total?: number;
  /** With `limit`: the platforms the text names (at most three, in the list's order), wherever they are in the whole list. */
  named?: Platform[];
};

type PlatformDoc = { id: string; name: string; names: string; description: string; strengths: string; details: string; useCases: string; capabilities: string; category: string };
type ArticleDoc = { id: string; title: string; excerpt: string; body: string };
type UseCaseDoc = { id: UseCaseId; label: string };

type Indexes = {
  text: MiniSearch<PlatformDoc>;
  names: MiniSearch<{ id: string; names: string }>;
  articles: MiniSearch<ArticleDoc>;
  useCases: MiniSearch<UseCaseDoc>;
  /** Every word of the catalogue's own prose (descriptions, strengths, pricing, use cases), folded. */
  vocabulary: Set<string>;
  /** The prose's ordinary words: those it writes in lower case somewhere ('studio', never 'Ollama' or 'Zoom'). */
  ordinary: Set<string>;
  /** The platforms' example requests (vocabulary.examples), whole words only. */
  examples: MiniSearch<{ id: string; examples: string }>;
  /** The semantic signal (docs/decisions/0185-semantic-signal.md), unless turned off. */
  semantic?: SemanticIndex;
  /** The words of the use cases' labels and of the task vocabulary's phrases in every language, folded. */
  useCaseWords: Set<string>;
  taskWords: Set<string>;
  /**
   * Names the prose mentions, folded: words it writes capitalised and not in capitals alone
   * ('Ollama', 'WhatsApp', never 'SaaS' or 'GPU'), and pairs of capitalised words ('LM Studio').
   */
  proseNames: Set<string>;
  /** The words of the platforms' example requests (vocabulary.examples), folded: visitors' words the prose may lack ('packshot'). */
  exampleWords: Set<string>;
};

export type DiscoveryCatalogue = {
  /** The platforms, in editorial order (ties keep it). */
  platforms: readonly Platform[];
  /** The guides search also finds; none by default. */
  articles?: () => readonly Article[];
  /** Other names of a platform ('11labs'); the site's alias table by default. */
  aliases?: (id: string) => string[];
  /** The controlled task vocabulary (content/vocabulary/tasks.json by default). */
  tasks?: readonly Task[];
  /**
   * The semantic signal beside the lexical index (docs/decisions/0185-semantic-signal.md): off unless
   * asked for (the site asks, unless SEMANTIC_SEARCH=off, decision 0224); true builds word vectors from this catalogue's own text; a
   * function returning an `Embedder` replaces them (the bench measures other models this way).
   */
  semantic?: boolean | ((corpus: readonly string[]) => Embedder);
  /** How many text-index hits the engine keeps for the words it was asked, over all words (TERM_HITS_KEPT by default; 0 keeps none). */
  termHitsKept?: number;
};

export type DiscoverOptions = {
  /** Guides to return at most (5 by default). */
  articles?: number;
  /**
   * Platforms to return at most, the first in the answer's order: the others are ranked and counted
   * (`total`) but their reasons are not worked out (docs/decisions/0193-engine-search-at-10000.md).
   * Every platform by default.
   */
  limit?: number;
  /** Platforms of the answer's order to pass over before the `limit` returned (a page of the API's list); 0 by default. */
  offset?: number;
};

export type Discovery = {
  discover: (query: DiscoveryQuery, options?: DiscoverOptions) => DiscoveryResult;
  suggest: (text: string, limit?: number) => { platforms: { id: string; name: string }[]; useCases: { id: UseCaseId; label: string }[]; articles: { slug: string; title: string }[] };
  completeLastWord: (text: string) => string;
  /** Builds the indexes now rather than on the first query. */
  warmUp: () => void;
  /**
   * Whether a word is one the catalogue knows: an ordinary word of its prose (written in lower case
   * there), of the synonym table, a stop word or a platform's whole name. A word it does not know,
   * said like a name ('Ollama', which the prose mentions only as a name), is a product it does not list.
   */
  knows: (word: string) => boolean;
  /** The product a text names that the catalogue does not list, as written ('LM Studio'), if any. */
  unknownName: (text: string) => string | undefined;
  /** A product the catalogue does not list, named as where the visitor works ('we live in HubSpot'), if any. */
  placeName: (text: string) => string | undefined;
  /** The platforms whose one-word name the text says only as an ordinary word ('the most realistic motion' is no mention of Motion). */
  ordinaryNames: (text: string) => ReadonlySet<string>;
  /** The platforms a text surely names as the search reads names (a name's first word alone included: 'is reclaim free?'). */
  surelyNamed: (text: string) => string[];
};

/** What a task the text states adds to a platform's relevance when the platform's vocabulary lists it as its main job (tuned on the dev split). */
const TASK_WEIGHT = 150;
/** Between the names in a names field: a tokeniser's separator that keeps each name's own spaces apart from the list's. */
const NAME_SEPARATOR = ", ";
/** The share of TASK_WEIGHT for a task the platform lists after its main one. */
/** Every word of the interpreter's intent lists ('techy' in 'not techy', 'unrelated'): a word of ours, never a product's name. */
const intentWords: ReadonlySet<string> = new Set([
  ...Object.values(intents.lists).flatMap((list) => list.phrases.flatMap((p) => words(p.replace(/\*/g, "")))),
  ...Object.keys(intents.abbreviations.expand).flatMap(words),
  // The apps a workflow names are known words, never a typo to split ('mailchimp' is no 'mail chimp').
  ...intents.workflows.apps.flatMap(words),
]);

const TASK_OTHER = 0.6;
/** What naming a platform before the others adds to its name score (times 1,000 in relevance). */
const NAMED_IN_ORDER = 0.1;
/** The share of TASK_WEIGHT for a task whose words the synonym table read too: there the table's reading (with its kinds of tool) leads, and the task breaks ties. */
const TASK_ALSO_TABLE = 0.25;
/** What the example requests' words add to relevance at most, beside the catalogue's own words' 80. */
const EXAMPLES_WEIGHT = 10;

/** Small words before a place a task happens ('on whatsapp', 'no whatsapp', 'in Notion'): a name after them is a detail of the task. */
const prepositions: ReadonlySet<string> = new Set(intents.lists.prepositions.phrases);
/** Words that join names in a list ('Gamma et Pitch'). */
const conjunctions: ReadonlySet<string> = new Set(intents.lists.conjunctions.phrases);
/** Those that put a name in a place even with no task said ('I sell second-hand clothes on Vinted', 'en Vinted'). */
const placePrepositions: ReadonlySet<string> = new Set([...prepositions].filter((w) => !["to", "from", "for", "with", "con", "mit", "avec", "com"].includes(w)));
/** Prepositions of place in the other languages that are words of English too ('a Bologna'): read as such only in a text of another language. */
const placePrepositionsAbroad: ReadonlySet<string> = new Set(intents.lists.placePrepositions.phrases);

/** Words asked about one platform, which leave a name alone ('later pricing', 'pitch app review'). */
const aboutAPlatform: ReadonlySet<string> = new Set(vocabularyNames.aboutAPlatform.phrases);
const possessiveWords: ReadonlySet<string> = new Set(intents.lists.possessives.phrases);
/** Every wish for a lower price in a text ('too pricey'), compiled once. */
const cheaperWordsAll = new RegExp(cheaperWords.source, "g");
/** Words beside a name that make it the model of what is asked ('a ChatGPT-style assistant', 'estilo ChatGPT'): intents.json likeAfterName, likeBeforeName. */
const likeAfterName = phrasePattern(intents.lists.likeAfterName.phrases);
const likeBeforeName = phrasePattern(intents.lists.likeBeforeName.phrases);
const likeWordsAll = new RegExp(`${likeAfterName.source}|${likeBeforeName.source}`, "g");

/**
 * The semantic signal's part in relevance (docs/decisions/0185-semantic-signal.md; chosen on the dev
 * split): a platform's nearness counts from NEAR_FLOOR of the nearest platform's (0) up to the
 * nearest's (1), weighs NEAR_WEIGHT (less than a word match, 80, or a need covered, 100), and
 * alone keeps a platform in the list from NEAR_KEEP. Below NEAR_MIN cosine nothing is near.
 */
const NEAR_WEIGHT = 80;
const NEAR_FLOOR = 0.7;
const NEAR_KEEP = 0.5;
const NEAR_MIN = 0.2;
/** Nearness's share where the reading read kinds of tool (use cases) but no task, and where it read a task (decision 0224; chosen on dev). */
const NEAR_WHERE_READ = 0.5;
const NEAR_WHERE_TASK = 0;

/**
 * The text index's hits kept for common and recently asked words, over all words (term-hits.ts,
 * decisions 0193 and 0205): a word as common as 'pro' hits most of a catalogue of 10,000, so this is
 * a few hundred such words; about 20 bytes a hit, 10 MiB at most. Likeness keeps twice as many
 * (scores only, 12 bytes a hit).
 */
const TERM_HITS_KEPT = 500_000;

/** How many recent texts each engine remembers its readings of (names, typos, unknown names, the task reading). */
const RECENT_TEXTS = 64;

/**
 * A reading of a text remembered for the last RECENT_TEXTS texts: one request reads the same text
 * several times (the assistant asks for the unknown name, then discovers; discover checks the names
 * said surely, then ranks). The readings are pure functions of the text and this engine's catalogue,
 * shared between callers and never changed by them.
 */
function remember<R>(kept: Map<string, R>, text: string, read: (text: string) => R): R {
  if (kept.has(text)) return kept.get(text)!;
  const value = read(text);
  if (kept.size >= RECENT_TEXTS) kept.delete(kept.keys().next().value!);
  kept.set(text, value);
  return value;
}

/** Whether `word` is `of` with one letter left out ('wich' of 'which'). */
function oneLeftOut(of: string, word: string): boolean {
  if (of.length !== word.length + 1) return false;
  for (let k = 0; k < of.length; k++) if (of.slice(0, k) + of.slice(k + 1) === word) return true;
  return false;
}

/** Whether `word` is `of` with two neighbouring letters swapped ('teh' of 'the'). */
function twoSwapped(of: string, word: string): boolean {
  if (of.length !== word.length) return false;
  for (let k = 0; k + 1 < of.length; k++) if (of.slice(0, k) + of[k + 1] + of[k] + of.slice(k + 2) === word) return true;
  return false;
}

/** A discovery engine over one catalogue. */
export function createDiscovery(catalogue: DiscoveryCatalogue): Discovery {
  const recent = { understood: new Map<string, Understanding>(), names: new Map<string, { scores: Map<string, number>; ordinary: Set<string> }>(), repaired: new Map<string, string>(), unknown: new Map<string, ReturnType<typeof readUnknownName>>() };
  const { platforms } = catalogue;
  const byId = new Map(platforms.map((p) => [p.id, p]));
  const getPlatform = (id: string) => byId.get(id);
  const guides = catalogue.articles ?? (() => []);
  // Other names: the site's recogniser's (its seed and the site catalogue's files), and each platform's own vocabulary.aliases.
  const aliasesFor = catalogue.aliases ?? ((id: string) => [...new Set([...aliasesOf(id), ...(byId.get(id)?.vocabulary?.aliases ?? [])])]);
  const taskMatcher: TaskMatcher = catalogue.tasks ? compileTasks(catalogue.tasks) : siteTasks;
  /** The text read with this engine's task vocabulary. */
  const understandText = (text: string): Understanding => remember(recent.understood, text, (t) => readText(t, taskMatcher));
  /** The platforms whose vocabulary lists each task (by editorial position), once per engine. */
  const listingTaskOrds = new Map<string, number[]>();
  for (const [i, p] of platforms.entries()) {
    for (const t of p.vocabulary?.tasks ?? []) {
      const ords = listingTaskOrds.get(t);
      if (ords) ords.push(i);
      else listingTaskOrds.set(t, [i]);
    }
  }
  /** How much a task the text states weighs for a platform whose vocabulary lists it: its main job (first task) fully, another task a little less. */
  const taskFit = (own: readonly string[], u: Understanding | undefined): number => {
    if (!u?.tasks.length || !own.length) return 0;
    let best = 0;
    for (const t of u.tasks) best = Math.max(best, (own[0] === t.id ? 1 : own.includes(t.id) ? TASK_OTHER : 0) * (t.alsoTable ? TASK_ALSO_TABLE : 1));
    return best;
  };

  const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));
  const fieldLabels: ReadonlyMap<string, string> = new Map(Object.entries({ name: "name", names: "name", description: "description", strengths: "strengths", details: "pricing", useCases: "use cases", capabilities: "capabilities", category: "category" }));

  /** Every name a platform goes by, as one string of words ('ElevenLabs' also as 'eleven labs', '11labs'). */
  function namesOf(p: Platform): string {
    // A name that is an everyday verb ('Make') is known only by its aliases ('make.com', 'integromat').
    const own = namesNeverAlone.has(fold(p.name)) ? [] : [p.name, p.name.replace(/[\s.-]+/g, "")];
    const all = new Set([...own, ...aliasesFor(p.id)]);
    return [...all].join(NAME_SEPARATOR);
  }

  /**
   * The names as the lexical indexes (the text's names field, the names index) hold them: an alias of several words that holds an ordinary word
   * of the catalogue's prose ('word tune', 'zed editor') is indexed joined ('wordtune'), so the
   * ordinary word alone, or a typo of it ('world' for 'word'), is no match on a name. The name
   * recogniser (nameScores) reads such aliases whole.
   */
  function lexicalNamesOf(p: Platform, ordinary: ReadonlySet<string>): string {
    return namesOf(p)
      .split(NAME_SEPARATOR)
      .map((n) => (n.includes(" ") && words(n).some((w) => ordinary.has(w)) ? n.replace(/\s+/g, "") : n))
      .join(" ");
  }

  function build(): Indexes {
    const typo = (term: string) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false);
    const vocabulary = new Set<string>();
    const ordinary = new Set<string>();
    for (const p of platforms) {
      const prose = [p.description, ...p.strengths, p.pricing.details, ...p.useCases.map(labelOfUseCase), ...p.capabilities].join(" ");
      for (const word of fold(prose).split(/[^\p{L}\p{N}]+/u)) if (word) vocabulary.add(word);
      // Web addresses ('grok.com') are names, not words.
      for (const word of prose.replace(/\S+\.[a-z]{2,}\b\S*/g, " ").split(/[^\p{L}\p{N}]+/u)) if (/^\p{Ll}+$/u.test(word)) ordinary.add(fold(word));
    }
    const text = new MiniSearch<PlatformDoc>({
      fields: ["name", "names", "description", "strengths", "details", "useCases", "capabilities", "category"],
      processTerm,
      searchOptions: {
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        // One typo per word in the prose: a second one costs most of a question's time (the radix
        // tree's search widens with the distance) and finds almost nothing the names index does not.
        maxFuzzy: 1,
        prefix: (term) => term.length >= 3,
        weights: { fuzzy: 0.45, prefix: 0.375 },
        boost: { name: 6, names: 4, useCases: 2, capabilities: 1.5, strengths: 1.5, category: 1.5, description: 1, details: 0.4 },
      },
    });
    text.addAll(
      platforms.map((p) => ({
        id: p.id,
        name: p.name,
        names: lexicalNamesOf(p, ordinary),
        description: p.description,
        strengths: p.strengths.join(". "),
        details: `${p.pricing.tier}. ${p.pricing.details}`,
        useCases: p.useCases.map(labelOfUseCase).join(", "),
        capabilities: p.capabilities.join(" "),
        category: categoryLabel.get(p.category) ?? p.category,
      })),
    );
    // Names alone, with more typo room: 'midjurny', 'chatgtp', 'elevenlab' find their platform.
    const names = new MiniSearch<{ id: string; names: string }>({
      fields: ["names"],
      processTerm: (t) => fold(t) || null,
      searchOptions: { fuzzy: (term) => typo(term), prefix: (term) => term.length >= 3, weights: { fuzzy: 0.8, prefix: 0.9 } },
    });
    // An alias of several words goes in joined ('elevenlabs' for 'eleven labs'): only a word of the
    // name itself or a one-word alias names a platform alone (ownNameWords), so its words would be
    // dead weight in every fuzzy search here.
    names.addAll(platforms.map((p) => ({ id: p.id, names: namesOf(p).split(NAME_SEPARATOR).map((n) => (padded(n).trim().includes(" ") && n !== p.name ? padded(n).replace(/ /g, "") : n)).join(NAME_SEPARATOR) })));

    const articles = new MiniSearch<ArticleDoc>({
      fields: ["title", "excerpt", "body"],
      storeFields: [],
      processTerm,
      searchOptions: { fuzzy: (term) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 1, prefix: (term) => term.length >= 3, boost: { title: 4, excerpt: 2, body: 1 } },
    });
    articles.addAll(
      guides().map((a) => ({
        id: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        body: [...a.tldr, ...a.sections.map((s) => s.title), ...a.faqs.map((f) => f.q)].join(" "),
      })),
    );
    const useCaseIndex = new MiniSearch<UseCaseDoc>({
      fields: ["label"],
      processTerm,
      searchOptions: { fuzzy: (term) => (term.length >= 5 ? 0.25 : false), prefix: true },
    });
    useCaseIndex.addAll(useCases.map((u) => ({ id: u.id, label: u.label })));
    // Example requests (vocabulary.examples) are visitors' words, not the catalogue's: a field of their
    // own, whole words only (no prefix or typo: 'qual' is no 'qualify'), weighed low in scoreOf.
    const examples = new MiniSearch<{ id: string; examples: string }>({ fields: ["examples"], processTerm, searchOptions: { fuzzy: false, prefix: false } });
    examples.addAll(platforms.filter((p) => p.vocabulary?.examples.length).map((p) => ({ id: p.id, examples: p.vocabulary!.examples.join(". ") })));
    const semantic = !catalogue.semantic ? undefined : buildSemantic(platforms, guides(), typeof catalogue.semantic === "function" ? catalogue.semantic : undefined);
    const split = (t: string) => fold(t).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const useCaseWords = new Set(useCases.flatMap((u) => split(u.label)));
    const taskWords = new Set([...taskMatcher.byId.values()].flatMap((t) => Object.values(t.phrases).flat().flatMap(split)));
    const proseNames = new Set<string>();
    for (const p of platforms) {
      const prose = [p.description, ...p.strengths, p.pricing.details, ...p.capabilities].join(" ").replace(/\S+\.[a-z]{2,}\b\S*/g, " ");
      const tokens = prose.split(/[^\p{L}\p{N}]+/u);
      const capital = (t: string | undefined) => Boolean(t && /^\p{Lu}/u.test(t));
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i]!;
        if (!capital(t)) continue;
        if (/^\p{Lu}[\p{Ll}\p{N}]+(\p{Lu}[\p{Ll}\p{N}]*)*$/u.test(t) && /\p{Ll}/u.test(t)) proseNames.add(fold(t));
        if (capital(tokens[i + 1])) proseNames.add(`${fold(t)} ${fold(tokens[i + 1]!)}`);
      }
    }
    const exampleWords = new Set(platforms.flatMap((p) => (p.vocabulary?.examples ?? []).flatMap(split)));
    // Built once and never changed: each index's postings become typed arrays (decision 0208).
    for (const index of [text, names, articles, useCaseIndex, examples]) compactPostings(index);
    return { text, names, articles, useCases: useCaseIndex, vocabulary, ordinary, examples, useCaseWords, taskWords, proseNames, exampleWords, ...(semantic ? { semantic } : {}) };
  }

  let built: Indexes | undefined;
  function indexes(): Indexes {
    built ??= build();
    return built;
  }

  /**
   * The text index's OR search for a query's words, each word's hits kept (term-hits.ts, decision
   * 0193). A known word of another language is matched as it is, never as a near English word
   * ('résumer' is not 'resume').
   */
  let textTermHits: TermHits | undefined;
  let exampleTermHits: TermHits | undefined;
  /** The example requests' index, its words' hits kept the same way. */
  const exampleHits_ = (): TermHits => (exampleTermHits ??= termHits(indexes().examples, processTerm, { combineWith: "OR" }, { maxHits: catalogue.termHitsKept ?? TERM_HITS_KEPT, numbering: editorialOrder }));
  const textHits = (): TermHits =>
    (textTermHits ??= termHits(
      indexes().text,
      processTerm,
      { combineWith: "OR", fuzzy: (term) => (term.length >= 5 && !lexicon().foreign(term) ? 0.2 : false), prefix: (term) => term.length >= 3 && !lexicon().foreign(term) },
      { maxHits: catalogue.termHitsKept ?? TERM_HITS_KEPT, numbering: editorialOrder },
    ));
  /**
   * The text index's exact words (no typo, no prefix) for likeness: a subject's whole description
   * searched, scores only. Its words come back from subject to subject, so their hits are kept.
   */
  let likeTermHits: TermHits | undefined;
  const likeHits = (): TermHits =>
    (likeTermHits ??= termHits(indexes().text, processTerm, { combineWith: "OR", fuzzy: false, prefix: false }, { maxHits: 2 * (catalogue.termHitsKept ?? TERM_HITS_KEPT), numbering: editorialOrder, matches: false }));

  const editorialOrder = new Map(platforms.map((p, i) => [p.id, i]));
  // Worked out once per engine, never per query (docs/decisions/0190-engine-work-per-candidate.md):
  // each platform's use cases with 'free' derived, the finder's rankable items, and the platforms
  // serving each use case and in each category, in editorial order. A query reads the lists of what
  // it asks for instead of scanning the catalogue.
  const useCasesAt = platforms.map((p) => platformUseCases(p));
  const ownUseCases = new Map(platforms.map((p, i) => [p.id, useCasesAt[i]!]));
  const casesOf = (p: Platform) => ownUseCases.get(p.id) ?? platformUseCases(p);
  const rankable = platforms.map((p) => ({ id: p.id, useCases: casesOf(p), platform: p }));
  // By editorial position, what the candidates' loop in `discover` reads of each platform: arrays
  // read in order rather than the fields of thousands of objects spread over the heap (a broad
  // question at 10,000 platforms scores thousands of candidates). Four references a platform.
  const idAt = platforms.map((p) => p.id);
  const categoryAt = platforms.map((p) => p.category);
  /** Its main job: the first use case it lists (lib/ranking.ts mainJob). */
  const mainJobAt = platforms.map((p) => p.useCases[0]);
  const noTasks: readonly string[] = [];
  const tasksAt = platforms.map((p) => p.vocabulary?.tasks ?? noTasks);
  const servingUseCase = new Map<UseCaseId, Platform[]>();
  /** The same, by editorial position. */
  const servingUseCaseOrds = new Map<UseCaseId, number[]>();
  const inCategory = new Map<string, Platform[]>();
  for (const [i, p] of platforms.entries()) {
    for (const u of casesOf(p)) {
      const list = servingUseCase.get(u);
      if (list) list.push(p);
      else servingUseCase.set(u, [p]);
      const ords = servingUseCaseOrds.get(u);
      if (ords) ords.push(i);
      else servingUseCaseOrds.set(u, [i]);
    }
    const same = inCategory.get(p.category);
    if (same) same.push(p);
    else inCategory.set(p.category, [p]);
  }
  /** The platforms serving any of these use cases, in editorial order. */
  function servingAny(ids: readonly UseCaseId[]): Platform[] {
    if (ids.length === 1) return servingUseCase.get(ids[0]!) ?? [];
    const found = new Set(ids.flatMap((u) => servingUseCase.get(u) ?? []));
    return [...found].sort((a, b) => (editorialOrder.get(a.id) ?? 0) - (editorialOrder.get(b.id) ?? 0));
  }

  type Candidate = {
    platform: Platform;
    selected: readonly UseCaseId[];
    understood: readonly UseCaseId[];
    coverage: number;
    named: number;
    text: number;
    /** Likeness to the `similarTo` platform (same category, shared use cases, similar words), 0 to 1. */
    similar: number;
    /** 1 when the platform's main job (its first listed use case) is what the visitor asked for. */
    main?: number;
    /** How well the platform's own tasks (vocabulary.tasks) fit the tasks the text states, 0 to 1. */
    task?: number;
    /** How well its example requests match the text's words, 0 to 1. */
    example?: number;
    /** Nearness in meaning to the text (the semantic signal, semantic.ts), relative to the nearest platform: 0 to 1. */
    near?: number;
  };

  /**
   * Relevance of a candidate: the selection first (the finder's rule), then a name the query says,
   * then how much of the understood need it covers (each table entry by the share of its use cases
   * the platform serves, times its weight), then likeness to a platform asked about, then the
   * catalogue's own words.
   */
  /** How much more relevant a recorded team plan makes a platform when a team is said: a tenth (decision 0232). */
  const TEAM_PLAN_EDGE = 0.1;
  function scoreOf(c: Candidate): number {
    return bandOf(c) + c.coverage * 100 + c.similar * 300 + c.text * 80 + (c.main ?? 0) * 40 + (c.task ?? 0) * TASK_WEIGHT + (c.example ?? 0) * EXAMPLES_WEIGHT + (c.near ?? 0) * NEAR_WEIGHT;
  }

  /**
   * The use cases of `asked` that a platform serves (`own`), in `asked`'s order: `asked` itself when
   * it serves all and `none` when it serves none, so that the thousands of candidates of a broad
   * question at 10,000 platforms share two arrays rather than each making its own.
   */
  function servedOf(asked: readonly UseCaseId[], own: readonly UseCaseId[], none: readonly UseCaseId[]): readonly UseCaseId[] {
    let served = 0;
    for (const u of asked) if (own.includes(u)) served++;
    return served === asked.length ? asked : served === 0 ? none : asked.filter((u) => own.includes(u));
  }

  /** The part of relevance a 'cheap' wish may not reorder: selection, name, coverage and likeness, coarsely. */
  function bandOf(c: Candidate): number {
    return c.selected.length * 10_000 + c.named * 1000;
  }
  /**
   * Relevance in coarse steps (listing the task asked, coverage in quarters, likeness and text in thirds): within a step, 'cheap'
   * may reorder. Where tasks say all that is asked (`tasksSayIt`), a tool that does the task stays before one that only shares
   * its use cases ('send thank-you emails automatically, no budget' is the automation tools' free plans, not a cheaper chat assistant).
   */
  function tieBand(c: Candidate, tasksSayIt = false): number {
    return bandOf(c) + (tasksSayIt && c.task ? 500 : 0) + Math.round(c.coverage * 4) * 25 + Math.round(c.similar * 3) * 100 + Math.round(c.text * 3) * 27;
  }

  /** Query words (as typed) that produced a MiniSearch hit, mapped back to the document's spelling. */
  function matchedWords(hit: SearchResult | undefined): { words: string[]; fields: string[] } {
    if (!hit) return { words: [], fields: [] };
    const fields = new Set<string>();
    for (const list of Object.values(hit.match)) for (const f of list) fields.add(fieldLabels.get(f) ?? f);
    return { words: hit.terms, fields: [...fields] };
  }

  const foldedNames = new Map(
    platforms.map((p) => [p.id, [...(namesNeverAlone.has(fold(p.name)) ? [] : [p.name]), ...aliasesFor(p.id)].map((n) => ` ${fold(n).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `)]),
  );
  /** The platforms with a name (or alias) starting with each word: a text can name only those whose first word it says. */
  const namedByFirstWord = new Map<string, string[]>();
  for (const [id, names] of foldedNames) {
    for (const n of names) {
      const first = n.trim().split(" ")[0]!;
      const ids = namedByFirstWord.get(first);
      if (!ids) namedByFirstWord.set(first, [id]);
      else if (ids.at(-1) !== id) ids.push(id);
    }
  }
  /**
   * The platforms named by an everyday word that never names them alone: their whole name ('make',
   * 'rows'), or the first word of their name when no other name starts with it ('retell' of Retell AI,
   * never 'power', which starts Power BI and Power Automate).
   */
  const neverAloneByName = (() => {
    const byWord = new Map<string, string[]>();
    for (const p of platforms) {
      const name = fold(p.name).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
      const first = name.split(" ")[0]!;
      const word = namesNeverAlone.has(name) ? name : vocabularyNames.notNameWords.phrases.includes(first) ? first : undefined;
      if (word) byWord.set(word, [...(byWord.get(word) ?? []), p.id]);
    }
    return new Map([...byWord].filter(([, ids]) => ids.length === 1).map(([w, ids]) => [w, ids[0]!]));
  })();
  /** Every name and alias, folded and padded, for `knows`. */
  const everyFoldedName = new Set([...foldedNames.values()].flat());

  /**
   * Words that are part of names but never name a platform on their own: everyday words ('make' in
   * Make and Figma Make, 'read' in Read AI, 'search' in Brave Search API, 'power' in Power BI) and the
   * generic parts of names and stop words ('ai', 'app', 'com', 'api', 'for' as in 'Copilot for code'):
   * 'best ai for writing' names no platform.
   */
  const notNameWords: ReadonlySet<string> = new Set([...stopWords, ...namesNeverAlone, ...vocabularyNames.notNameWords.phrases]);

  /**
   * Words of names that do not name one platform on their own: the words above, words that several
   * names share ('google', 'microsoft') and a few everyday words of multi-word names ('dream machine',
   * content/vocabulary/names.json).
   * A name that is itself a word of the synonym table ('Make') counts only as a whole phrase.
   */
  const everydayNameWords: ReadonlySet<string> = new Set(vocabularyNames.everydayNameWords.phrases);
  // The first word of a platform's own name, not of an alias: 'remove' for Remove.bg, never 'photo' for the alias 'photo shop'.
  const firstWords = new Map(platforms.map((p) => [p.id, padded(p.name).trim().split(" ")[0]!]));
  /**
   * The words that may name a platform on their own: those of its own name and its one-word aliases,
   * never a word of a longer alias ('assist' of 'gemini code assist', 'forge' of a 'forge' alias): such
   * a word says the platform only with the rest of the alias, which the whole-name match reads.
   * A few words a platform: an array each, not a Set (a hash table apiece, 10,000 of them at scale).
   */
  const ownNameWords = new Map(
    platforms.map((p) => [p.id, [...new Set([...padded(p.name).trim().split(" "), padded(p.name).replace(/ /g, ""), ...aliasesFor(p.id).map(padded).filter((a) => !a.trim().includes(" ")).map((a) => a.trim())])]]),
  );
  const weakNameWords: Set<string> = (() => {
    const seen = new Map<string, Set<string>>();
    for (const [id, names] of foldedNames) for (const n of names) for (const w of n.trim().split(" ")) seen.set(w, (seen.get(w) ?? new Set()).add(id));
    const shared = [...seen].filter(([, ids]) => ids.size > 1).map(([w]) => w);
    return new Set([...notNameWords, ...everydayNameWords, ...shared]);
  })();

  /**
   * How surely the text names each platform: its full name (or an alias) as whole words scores
   * above 1, the longer name winning ('claude code' is Claude Code, not Claude); a distinctive word
   * of a name 0.9 ('leonardo', never 'ai'); a typo or a prefix of a long enough word that is no
   * ordinary task word 0.8 ('midjurny', 'midj').
   */
  function nameScores(text: string): Map<string, number> {
    return remember(recent.names, text, readNameScores).scores;
  }

  /** The platforms whose one-word name the text says as an ordinary word ('the most realistic motion' is no mention of Motion). */
  function ordinaryNames(text: string): ReadonlySet<string> {
    return remember(recent.names, text, readNameScores).ordinary;
  }

  /** The words (folded) a text capitalises inside a sentence, none where it capitalises most of its words (Title Case). */
  function capitalisedWords(text: string): ReadonlySet<string> {
    const tokens = [...text.slice(0, 300).matchAll(/\p{L}[\p{L}\p{N}]*/gu)];
    const inside = tokens.filter((m) => m.index > 0 && !/[.?!¿¡:]\s*$/.test(text.slice(0, m.index)));
    const upper = inside.filter((m) => /^\p{Lu}\p{Ll}/u.test(m[0]));
    if (!upper.length || upper.length * 2 > inside.length) return new Set();
    return new Set(upper.map((m) => fold(m[0])));
  }

  function readNameScores(text: string): { scores: Map<string, number>; ordinary: Set<string> } {
    const scores = new Map<string, number>();
    const ordinary = new Set<string>();
    /** What was read: a platform named by another of its names, or another way, is named. */
    const named = () => {
      for (const id of scores.keys()) ordinary.delete(id);
      return { scores, ordinary };
    };
    const folded = padded(text);
    const queryTerms = new Set(folded.split(" ").filter((t) => t.length >= 2 && !notNameWords.has(t)));
    if (!folded.trim()) return named();
    // A word of a longer task phrase the text says names only a platform that does that task:
    // 'remove vocals' is no mention of Remove.bg, 'remove background' still is.
    const taskPhrases = matchSynonyms(text).filter((f) => f.phrase.includes(" "));
    // An ordinary word of the catalogue's prose that is also a name ('pitch', 'remove', 'agents',
    // 'later') names that platform only when the text says nothing else: 'pitch' is Pitch, 'write my
    // elevator pitch' is not, nor 'remove filler words' Remove.bg.
    // Nor do a price or an attribute wished for ('motion is $34/mo which is too much', 'is reclaim free').
    const content = padded(withoutPriceWishes(text)).replace(cheaperWordsAll, " ").trim().split(" ").filter((t) => t && !notNameWords.has(t) && !aboutAPlatform.has(t) && !alternativeWords.test(` ${t} `) && !compareWords.test(` ${t} `));
    // Unless the platform does what the rest of the text asks: 'remove background' still names Remove.bg.
    const asked = matchSynonyms(text);
    // `everyday`: any everyday English word counts as ordinary too (a word of a longer name: 'together' of Together AI).
    // A word right beside 'vs' is one side of a comparison, a name ('motion app vs reclaim').
    const all = folded.trim().split(" ");
    // A word the recogniser's guards make ordinary wherever it is said ('my GitHub repo', names.json guards) names nothing.
    const starts: number[] = [];
    for (let i = 0, at = 1; i < all.length; at += all[i]!.length + 1, i++) starts.push(at);
    const guarded = (w: string) => all.every((t, i) => t !== w || guardedAt(folded, w, starts[i]!, starts[i]! + w.length));
    // So is a word joined to another platform's name by 'and' or 'or' ('comparer Gamma et Pitch').
    const joinedToName = (i: number, step: number, w: string) => conjunctions.has(all[i + step] ?? "") && (namedByFirstWord.get(all[i + 2 * step] ?? "") ?? []).some((id) => !foldedNames.get(id)?.some((n) => n.trim() === w));
    // A word capitalised inside a sentence is a name ('Does Motion have a team plan?', 'is Pitch any good for
    // investors'), unless the text capitalises most of its words ('Best Pitch Deck Maker For Startups').
    const capitalised = capitalisedWords(text);
    const compared = (w: string) =>
      all.some((t, i) => t === w && (compareWords.test(` ${all[i - 1]} `) || compareWords.test(` ${all[i + 1]} `) || joinedToName(i, -1, w) || joinedToName(i, 1, w)));
    const ordinaryInText = (w: string, id: string, everyday = false) => {
      if (!(indexes().ordinary.has(w) || (everyday && isEnglishWord(w))) || !content.some((t) => t !== w) || compared(w) || capitalised.has(w) || pricedAfter(text, w)) return false;
      const p = getPlatform(id);
      const own = p ? casesOf(p) : [];
      return !asked.some((f) => f.phrase !== w && (f.entry.useCases.some((u) => own.includes(u)) || (p && f.entry.categories?.includes(p.category))));
    };
    const taskWord = (t: string, id: string) => {
      const word = singular(t);
      const p = getPlatform(id);
      return taskPhrases.some(
        (f) => f.phrase.split(" ").includes(word) && !(p && (f.entry.useCases.some((u) => casesOf(p).includes(u)) || f.entry.categories?.includes(p.category))),
      );
    };
    const matchedNames = new Map<string, string[]>();
    // Only the platforms with a name starting with a word of the text, in editorial order (the order
    // the whole catalogue was read in before: equal scores keep it).
    const mentioned = new Set(folded.trim().split(" ").flatMap((w) => namedByFirstWord.get(w) ?? []));
    // A name of several words said with its last one in the plural ('opus clips pricing') is that name.
    const singularText = ` ${folded.trim().split(" ").map((w) => singular(w)).join(" ")} `;
    const saysName = (n: string) => folded.includes(n) || (n.trim().includes(" ") && singularText.includes(n));
    const placeOf = (n: string) => (folded.includes(n) ? folded.indexOf(n) : singularText.indexOf(n));
    for (const id of [...mentioned].sort((a, b) => (editorialOrder.get(a) ?? 0) - (editorialOrder.get(b) ?? 0))) {
      const names = foldedNames.get(id) ?? [];
      const full = names.filter((n) => {
        const one = !n.trim().includes(" ");
        if (!(n.trim().length >= 2 && saysName(n)) || (one && guarded(n.trim()))) return false;
        const asWord = one && ordinaryInText(n.trim(), id);
        if (asWord) ordinary.add(id);
        return !(one && weakNameWords.has(n.trim()) && tableWords.has(n.trim())) && !(one && (taskWord(n.trim(), id) || asWord));
      });
      if (full.length) matchedNames.set(id, full);
    }
    // An everyday word that is a name ('make') is that name beside 'vs' or joined to another name ('zapier or make', 'make vs n8n').
    for (const w of new Set(all)) {
      const id = neverAloneByName.get(w);
      // Not as a verb before what it makes ('canva or make a logo myself').
      const verbAt = (i: number) => fillers.has(all[i + 1] ?? "") && !conjunctions.has(all[i + 1] ?? "");
      if (id && !matchedNames.has(id) && compared(w) && !all.some((t, i) => t === w && verbAt(i))) matchedNames.set(id, [` ${w} `]);
    }
    // The longest name wins where names overlap: 'github copilot' names GitHub Copilot, not also
    // Microsoft Copilot, whose 'copilot' is only part of it.
    const allMatched = [...matchedNames.entries()].flatMap(([id, ns]) => ns.map((n) => ({ id, n: n.trim() })));
    for (const [id, ns] of matchedNames) {
      const own = ns.filter((n) => !allMatched.some((o) => o.id !== id && o.n.length > n.trim().length && ` ${o.n} `.includes(` ${n.trim()} `)));
      if (own.length) scores.set(id, 1);
    }
    // Several platforms named come in the order the visitor named them ('jasper vs copy.ai' is Jasper,
    // then Copy.ai), unless the rest of the text tells them apart by more.
    const firstAt = new Map([...scores.keys()].map((id) => [id, Math.min(...matchedNames.get(id)!.map(placeOf))]));
    const inOrder = () => {
      const places = [...new Set(firstAt.values())].sort((a, b) => a - b);
      for (const [id, at] of firstAt) scores.set(id, Math.floor(scores.get(id)!) + (NAMED_IN_ORDER * (places.length - 1 - places.indexOf(at))) / Math.max(1, places.length - 1));
    };
    inOrder();
    const distinctive = [...queryTerms].filter((t) => !weakNameWords.has(t));
    if (!distinctive.length) return named();
    const foreignText = lexicon().languagesOf(folded.trim().split(" ")).size > 0;
    // The plural of an ordinary word is ordinary too ('pics' is no partial 'Picsart').
    const ordinaryPlural = (q: string) => singular(q) !== q && (indexes().vocabulary.has(singular(q)) || tableWords.has(singular(q)) || isEnglishWord(singular(q)));
    /** Where each platform named by a misspelt or partial name is first said. */
    const misspeltAt = new Map<string, number>();
    for (const r of indexes().names.search(distinctive.join(" "), { combineWith: "OR" })) {
      const id = String(r.id);
      if (scores.has(id)) continue;
      // A task word names a platform only as the first word of one of its names ('remove' for Remove.bg,
      // never 'agent' for Replit Agent, 'bot' for QuillBot or 'translate' for Google Translate).
      // A word under three letters names a platform only as its whole name ('v0', never the 'lm' of NotebookLM).
      const own = ownNameWords.get(id);
      // A word of another language read ('sem', Portuguese 'without', in the alias 'sem rush') names nothing alone either.
      if (r.terms.some((t) => queryTerms.has(t) && t.length >= 3 && own?.includes(t) && !weakNameWords.has(t) && !guarded(t) && !taskWord(t, id) && !ordinaryInText(t, id, true) && (!tableWords.has(t) || firstWords.get(id) === t) && !(lexicon().foreign(t) && firstWords.get(id) !== t))) scores.set(id, 0.9);
      // A prefix or typo match counts only for words long enough to mean a name ('gem' is not Gemini),
      // and not for ordinary words the catalogue itself uses: 'research' is not a typo of the 'Search'
      // in Brave Search API, nor 'voice' a prefix of Voiceflow.
      // The synonym table's words are ordinary words too ('translate' is no typo of Google Translate).
      // And only onto a word of a name that is no ordinary word: a typo of 'editor' (in 'Zed editor',
      // 'Cursor editor') is an ordinary word misspelt ('editar'), not a name. Nor an everyday word of
      // English or of the other languages read ('knowing' is no typo of Kapwing, 'saber' none of a name).
      // In a text of another language, a word of six letters or fewer the lexicon lacks is more likely a
      // word of that language than a misspelt name ('poner' is no Power BI, 'blanc' no Bland AI, the
      // German 'klingt' no Kling).
      // In a text of another language, a name with an ending is a word of that language ('expressão' is
      // Portuguese, not Adobe Express's 'express'), while 'midjurny' is still a name misspelt.
      // A misspelling two letters off keeps the name's first letter: French 'donnent' is no Claude 'Sonnet'.
      else if (
        r.queryTerms.some((q) => q.length >= (foreignText ? 7 : 4) && !ordinaryPlural(q) && !indexes().vocabulary.has(q) && !tableWords.has(q) && !notNameWords.has(q) && !isEnglishWord(q) && !lexicon().foreign(q) && !(foreignText && r.terms.some((t) => q.length > t.length && q.startsWith(t)))) &&
        r.terms.some((t) => !indexes().ordinary.has(t) && own?.includes(t) && r.queryTerms.some((q) => q[0] === t[0] || editDistance(q, t, 1) <= 1))
      )
        scores.set(id, 0.8);
      if (scores.has(id)) misspeltAt.set(id, Math.min(...r.queryTerms.map((q) => folded.indexOf(` ${q} `)).filter((at) => at >= 0)));
    }
    // Platforms compared ('deeple vs google translate', 'decript or veed') come in the order the visitor
    // named them, a misspelt name as surely as one written right.
    if (misspeltAt.size && scores.size >= 2 && (compareWords.test(folded) || all.some((t) => conjunctions.has(t)))) {
      for (const [id, at] of misspeltAt) {
        scores.set(id, 1);
        firstAt.set(id, at);
      }
      inOrder();
    }
    return named();
  }

  /**
   * How much of one need a platform covers: the share of its use cases it serves, and its kind
   * counting as one more part when the need names kinds; all of a task's need when its vocabulary
   * lists the task (Remove.bg, a design tool, covers 'remove the background' whole).
   */
  function covers(need: Need, own: readonly UseCaseId[], category: string, tasks: readonly string[] = []): number {
    if (need.task && tasks.includes(need.task)) return 1;
    const parts = need.useCases.length + (need.categories?.length ? 1 : 0);
    let hit = need.categories?.includes(category) ? 1 : 0;
    for (const u of need.useCases) if (own.includes(u)) hit++;
    return parts ? hit / parts : 0;
  }

  /**
   * How much each platform is like `subject`: the same category and the same main job (the first use
   * case listed), counted alike, three tenths each; the share of use cases they have in common (Jaccard,
   * a fifth) and how well the subject's own description finds it (a fifth).
   */
  const likenessOf = new Map<string, Map<string, number>>();
  /** Subjects whose likeness is kept: each map holds up to the whole catalogue, so only the recently asked are kept. */
  const LIKENESS_KEPT = 64;
  function likeness(subject: Platform): Map<string, number> {
    let like = likenessOf.get(subject.id);
    if (like) likenessOf.delete(subject.id);
    else like = likenessUncached(subject);
    likenessOf.set(subject.id, like);
    if (likenessOf.size > LIKENESS_KEPT) likenessOf.delete(likenessOf.keys().next().value!);
    return like;
  }

  /** The words of a platform that find the platforms like it. */
  const likenessWords = (p: Platform) => [p.description, p.strengths.join(" "), p.capabilities.join(" ")].join(" ");

  /**
   * The catalogue's common words (in platforms' descriptions, strengths and capabilities), most
   * common first: at 10,000 platforms each such word's hits take milliseconds to work out, a
   * subject's likeness has dozens of them and a question a few. Words of at least 1% of the
   * platforms (and of 20).
   */
  function commonWords(): string[] {
    const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
    const platformsWith = new Map<string, number>();
    for (const p of platforms) {
      const own = new Set<string>();
      for (const token of tokenize(likenessWords(p))) {
        const processed = processTerm(token);
        for (const t of Array.isArray(processed) ? processed : [processed]) if (t) own.add(t);
      }
      for (const t of own) platformsWith.set(t, (platformsWith.get(t) ?? 0) + 1);
    }
    const least = Math.max(20, platforms.length / 100);
    return [...platformsWith].filter(([, n]) => n >= least).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([t]) => t);
  }

  function likenessUncached(subject: Platform): Map<string, number> {
    const mine = new Set(casesOf(subject));
    const hits = likeHits().search(likenessWords(subject));
    const own = editorialOrder.get(subject.id);
    // The best score of the others.
    let best = 0;
    for (const ord of hits.ords) if (ord !== own && hits.scoreAt(ord) > best) best = hits.scoreAt(ord);
    const top = best || 1;
    const out = new Map<string, number>();
    const subjectMain = casesOf(subject)[0];
    const subjectTask = subject.vocabulary?.tasks[0];
    // Only platforms sharing a use case or the category can be alike: each once, in the order they
    // are first reached (the use cases' lists, then the category's), marked by editorial position.
    const seen = new Uint8Array(platforms.length);
    const alike = (ord: number) => {
      if (seen[ord] || ord === own) return;
      seen[ord] = 1;
      const theirs = useCasesAt[ord]!;
      // Shared ones (as listed), and the union: the subject's and their others, each once.
      let shared = 0;
      let others = 0;
      for (let i = 0; i < theirs.length; i++) {
        const u = theirs[i]!;
        if (mine.has(u)) shared++;
        else if (theirs.indexOf(u) === i) others++;
      }
      const union = mine.size + others || 1;
      const sameCategory = categoryAt[ord] === subject.category ? 1 : 0;
      if (!shared && !sameCategory) return;
      // The same main job (the first use case listed) counts as much as the category: Perplexity, filed
      // with the chat assistants, is an answer engine first, like Exa, Kagi and You.com.
      const sameMain = theirs[0] !== undefined && theirs[0] === subjectMain ? 1 : 0;
      // So does the same main task (the first of the vocabulary's): Notion AI, filed with the writing
      // tools, is an AI workspace first, like Coda AI and ClickUp Brain.
      const sameTask = subjectTask !== undefined && tasksAt[ord]![0] === subjectTask ? 1 : 0;
      out.set(idAt[ord]!, 0.3 * sameCategory + 0.3 * sameMain + 0.3 * sameTask + 0.2 * (shared / union) + 0.2 * (hits.scoreAt(ord) / top));
    };
    for (const u of mine) for (const ord of servingUseCaseOrds.get(u) ?? []) alike(ord);
    for (const p of inCategory.get(subject.category) ?? []) alike(editorialOrder.get(p.id)!);
    return out;
  }

  /** The words of the other languages the interpreter reads, for repairTypos (lib/discovery/lexicon.ts). */
  let lexiconBuilt: Lexicon | undefined;
  const lexicon = (): Lexicon => (lexiconBuilt ??= buildLexicon(catalogue.tasks ?? siteTaskList, (w) => isEnglishWord(w) || indexes().ordinary.has(w)));

  /** The synonym table's words long enough to be misspelt, for repairTypos. */
  const repairable = [...tableWords].filter((w) => w.length >= 5);

  /**
   * Repairs a misspelt task word that nothing else would find: a word of five letters or more that
   * is in neither the table, the catalogue's prose nor a platform's name (even with a typo), one edit
   * (two from nine letters) from a table word with the same first letter. 'persentation' is
   * 'presentation', 'transaltion' 'translation'; the prose index allows one typo a word only, for speed.
   */
  function repairTypos(text: string): string {
    return remember(recent.repaired, text, readRepairs);
  }

  /** The first words of names and aliases (six letters or more) by their first letter: what two split words may join into. */
  const splitNameWords = (() => {
    const byLetter = new Map<string, Set<string>>();
    for (const names of foldedNames.values()) {
      for (const n of names) {
        const first = n.trim().split(" ")[0]!;
        if (first.length >= 6 && /^\p{L}+$/u.test(first)) byLetter.set(first[0]!, (byLetter.get(first[0]!) ?? new Set()).add(first));
      }
    }
    return byLetter;
  })();

  function joinSplitNames(text: string, asIs: (folded: string) => boolean, foreignText: boolean): string {
    const tokens = [...text.matchAll(/\p{L}+/gu)];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [a, b] = [tokens[i]!, tokens[i + 1]!];
      if (!/^\s+$/.test(text.slice(a.index + a[0].length, b.index))) continue;
      const [fa, fb] = [fold(a[0]), fold(b[0])];
      const pair = ` ${fa} ${fb} `;
      // Already a name as written ('deep seek', 'eleven labs' are aliases): nothing to join.
      if ((namedByFirstWord.get(fa) ?? []).some((id) => foldedNames.get(id)?.some((n) => n.includes(pair)))) continue;
      const joined = fa + fb;
      const words = splitNameWords.get(joined[0]!);
      if (!words || joined.length < 6) continue;
      let found = words.has(joined) ? joined : undefined;
      // A typo joined only from two words of three letters or more, neither a common word, in a text of
      // no other language ('ganó la' is no misspelt Granola).
      const typoJoin = !foreignText && fa.length >= 3 && fb.length >= 3 && !stopWords.has(fa) && !stopWords.has(fb) && !(asIs(fa) && asIs(fb));
      if (!found && typoJoin) for (const w of words) if (editDistance(joined, w, 1) <= 1) found = w;
      if (found) return `${text.slice(0, a.index)}${found}${text.slice(b.index + b[0].length)}`;
    }
    return text;
  }

  function readRepairs(text: string): string {
    // A known word of another language the interpreter reads is no typo ('generar', 'programa',
    // 'résumer'); in a text written in such a language, never into an English word it lacks ('programa para' is not 'program').
    const { foreign, languagesOf, inLanguages, english } = lexicon();
    const languages = languagesOf(fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
    const asIs = (folded: string) => {
      const one = words(folded)[0] ?? folded;
      // A misspelt name ('elevenlab', 'sythesia') is the names index's to find, not a task word.
      // A word of the text's own language is no typo, even when English has it too ('mon agenda' is no 'agendar').
      // Nor is a word of English ('nothing can leave my laptop' is no 'lease').
      // Nor a word the intent lists read ('datenschutz' is privacy, never 'daten' and a typo).
      return tableWords.has(one) || intentWords.has(folded) || indexes().vocabulary.has(folded) || indexes().vocabulary.has(one) || stopWords.has(folded) || foreign(folded) || inLanguages(folded, languages) || unlistedWords.has(folded) || knownForm(one) || isEnglishWord(folded) || indexes().names.search(folded).length > 0;
    };
    const repaired = text.replace(/\p{L}{5,}/gu, (word) => {
      const folded = fold(word);
      if (asIs(folded)) return word;
      const cap = folded.length >= 9 ? 2 : 1;
      let best: string | undefined;
      let distance = cap + 1;
      for (const candidate of repairable) {
        if (candidate[0] !== folded[0] || (languages.size > 0 && english(candidate) && !inLanguages(candidate, languages))) continue;
        const d = editDistance(folded, candidate, cap);
        if (d < distance) [best, distance] = [candidate, d];
      }
      return best ?? word;
    });
    // A name split in two ('fire flies', 'chat gtp'): the two words joined are the first word of a
    // name, as written or one edit from it when one of them is no word the text would otherwise mean.
    const rejoined = joinSplitNames(repaired, asIs, languages.size > 0);
    if (rejoined !== repaired) return readRepairs(rejoined);
    // Then compounds. Never a word written as a name, with a capital inside ('WellSaid' is not 'well
    // said'); in what reads as a product's name the catalogue lacks, German compounds only ('Soundraw'
    // is not 'sound raw', 'Präsentationserstellung' is still 'präsentation erstellen').
    const missing = unknownNameIn(repaired);
    return repaired.replace(/\p{L}{8,}/gu, (word, at: number) => {
      const folded = fold(word);
      if (asIs(folded) || /\p{Ll}\p{Lu}/u.test(word)) return word;
      const inName = Boolean(missing && at < missing.end && at + word.length > missing.start);
      return compoundParts(folded, languages.has("de"), !inName) ?? word;
    });
  }

  /** Every word of the task vocabulary's phrases. */
  const taskVocabularyWords: ReadonlySet<string> = new Set(taskMatcher.phrases.flat());
  /** A form the reading knows as another word of the tables or the tasks ('produktbeschreibungen' is 'produktbeschreibung', 'transcriban' 'transcribir'): no typo, no compound. */
  const knownForm = (w: string) => knownBase(w, (x) => tableWords.has(x) || taskVocabularyWords.has(x)) !== w;

  /** The words of the products the catalogue lacks (names.json 'unlisted'): a name, never a typo ('pixlr' is not 'pixar'). */
  const unlistedWords: ReadonlySet<string> = new Set(
    Object.keys(vocabularyNames.unlisted)
      .filter((name) => name !== "note")
      .flatMap((name) => fold(name).split(/[^\p{L}\p{N}]+/u))
      .filter((w) => w.length >= 5),
  );
  const onlyGerman: ReadonlySet<"de"> = new Set(["de"]);
  /** Endings only German nouns and verbs have among the languages read ('-ung', '-heit', '-keit', '-schaft'). */
  const germanEnding = /(?:ung|ungen|heit|keit|schaft|ieren)$/;
  /** A German noun of an action read as its verb, the way the tables say tasks: 'entfernung' is 'entfernen', 'erstellung' 'erstellen'. */
  function verbOf(part: string): string {
    const m = /^(\p{L}{3,})ung(?:en)?$/u.exec(part);
    return m && knownWord(`${m[1]}en`) ? `${m[1]}en` : part;
  }

  /** A folded word the interpreter knows: the table's, the catalogue's prose, or another language's it reads. */
  function knownWord(w: string): boolean {
    const one = words(w)[0] ?? w;
    return tableWords.has(one) || indexes().vocabulary.has(w) || indexes().vocabulary.has(one) || indexes().exampleWords.has(w) || indexes().proseNames.has(w) || lexicon().foreign(w) || lexicon().english(w);
  }

  /**
   * A compound no table lists, read as its parts ('datenanalyse' is 'daten analyse', 'bildgenerator'
   * 'bild generator', 'songwriting' 'song writing'): the split with the longest first part whose two
   * parts are both known words, a linking 's', 'n' or 'e' between them allowed ('bewerbungsschreiben').
   * German writes its noun phrases as one word: in a German text, in a word with a German ending, or
   * after a first part only German has, a known first part of four letters or more is enough ('logoerstellung' is about logos). A
   * known word with an ending ('storyboarding') is no compound, nor is a name ('Chatbase', 'Hootsuite':
   * the caller asks the names index first). `anyLanguage` false: German compounds only (in what reads
   * as a product's name). Undefined when no split is known.
   */
  function compoundParts(folded: string, german: boolean, anyLanguage = true): string | undefined {
    if (knownWord(folded)) return undefined;
    const stem = /(?:ings?|ers?|ed|es|s|ungen|ung|en|e)$/.exec(folded);
    if (stem && knownWord(folded.slice(0, stem.index)) && stem.index >= 5) return undefined;
    let head: string | undefined;
    for (let cut = folded.length - 3; cut >= 3; cut--) {
      const left = folded.slice(0, cut);
      if (!knownWord(left) || stopWords.has(left)) continue;
      const germanHead = german || germanEnding.test(folded) || (lexicon().foreign(left) && lexicon().inLanguages(left, onlyGerman));
      if (!anyLanguage && !germanHead) continue;
      for (const link of ["", "s", "n", "en", "e", "es"]) {
        if (!folded.startsWith(link, cut)) continue;
        const right = verbOf(folded.slice(cut + link.length));
        if (right.length >= 3 && knownWord(right) && !stopWords.has(right)) return `${left} ${right}`;
      }
      if (germanHead && cut >= 4 && folded.length - cut >= 4) head ??= `${left} ${verbOf(folded.slice(cut).replace(/^s(?=\p{L}{4})/u, ""))}`;
    }
    return head;
  }

  /** A text as the name and intent checks read it: folded, words only, spaces around. */
  function padded(text: string): string {
    return ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  }

  /** A text without the names (and other names) of the given platforms, folded. */
  function withoutNamesOf(text: string, named: readonly Platform[]): string {
    let t = padded(text);
    for (const p of named) for (const name of foldedNames.get(p.id) ?? []) t = t.replaceAll(name, " ");
    return t.trim();
  }

  /**
   * The platforms a text names surely (score 0.9 or more), surest first, with their scores. A name
   * inside a longer one also named ('Claude' in 'Claude Code') is the same mention and left out.
   */
  /** The one platform a text's words name, however loosely (a misspelt name), or none when they name none or several. */
  function onlyNameRead(text: string): [Platform, number][] {
    const scores = [...nameScores(text)];
    const p = scores.length === 1 ? getPlatform(scores[0]![0]) : undefined;
    return p ? [[p, scores[0]![1]]] : [];
  }

  /**
   * A text without the word 'app' right after a platform it surely names ('gamma app pricing', 'the
   * Claude desktop app'): the platform's own app, no app to build.
   */
  function withoutTheirApps(text: string): string {
    let out = text;
    for (const [p] of surelyNamed(text)) {
      for (const name of foldedNames.get(p.id) ?? []) {
        const parts = name.trim().split(" ").map(escapeRegExp).join("[^\\p{L}\\p{N}]+");
        const after = new RegExp(`(?<![\\p{L}\\p{N}])(${parts}(?:[^\\p{L}\\p{N}]+(?:desktop|mobile|phone|web))?)[^\\p{L}\\p{N}]+${appWord}(?![\\p{L}\\p{N}])`, "giu");
        out = out.replace(after, "$1");
      }
    }
    return out;
  }

  function surelyNamed(text: string): [Platform, number][] {
    const chosen: [Platform, number][] = [];
    for (const [id, score] of [...nameScores(text)].sort((a, b) => b[1] - a[1])) {
      const p = getPlatform(id);
      if (!p || score < 0.9 || chosen.some(([c]) => fold(c.name).includes(fold(p.name)))) continue;
      chosen.push([p, score]);
    }
    return chosen;
  }

  /** A name as a pattern on a text as it was typed, its words joined by anything but letters and digits. */
  const namePattern = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${name.trim().split(" ").map(escapeRegExp).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`, "giu");

  /**
   * The platforms a text names right after words that refuse them ('a research assistant that cites
   * its sources, not ChatGPT', 'ohne Canva'), and the text without their names: they are not asked
   * about, and not wanted among the results.
   */
  function refusedIn(text: string): { refused: ReadonlySet<string>; rest: string } {
    const folded = fold(text);
    const refused = new Set<string>();
    let rest = text;
    for (const [p] of surelyNamed(text)) {
      const names = foldedNames.get(p.id) ?? [];
      // Refused where it is named every time: 'like ChatGPT but not OpenAI' still asks for others like it.
      const said = names.flatMap((n) => [...folded.matchAll(namePattern(n))]);
      const denied = said.length > 0 && said.every((m) => refusedAt(folded, m.index, m.index + m[0].length));
      if (!denied) continue;
      refused.add(p.id);
      for (const n of names) rest = rest.replace(namePattern(n), " ");
    }
    return { refused, rest };
  }

  /** Where a padded, folded text first says one of a platform's names; past the end when it says none. */
  function nameAt(folded: string, p: Platform): number {
    return Math.min(...(foldedNames.get(p.id) ?? []).map((n) => folded.indexOf(n)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  }

  /**
   * The one platform a text asks for others like: 'alternatives to Canva', 'cheap ChatGPT
   * alternative', 'apps like Notion', 'cheaper than Cursor'. Undefined when the text names none, or
   * two equally surely ('ChatGPT or Claude alternatives' is no single subject).
   */
  function alternativeSubject(text: string): { subject: Platform; task: string } | undefined {
    const folded = padded(text);
    // 'Hootsuite is too expensive, a cheaper option?' asks for others like it too.
    const styled = likeAfterName.test(folded) || likeBeforeName.test(folded);
    const asksOthers = alternativeWords.test(folded) || cheaperWords.test(folded) || / (like|than) /.test(folded);
    if (!asksOthers && !styled) return undefined;
    // A misspelt name ('midjurney alternative') is the subject when it is the only name read.
    const sure = surelyNamed(text);
    const [first, second] = sure.length ? sure : onlyNameRead(text);
    if (!first) return undefined;
    // Two platforms named in full, or as surely ('ChatGPT or Claude alternatives'), are no single subject.
    if (second && (second[1] === first[1] || second[1] >= 1)) return undefined;
    const [subject] = first;
    // 'Try Claude instead of what I use now': named only before the words that turn away from something, it is what the visitor turns to.
    if (turnsTo(folded, nameAt(folded, subject))) return undefined;
    // 'A ChatGPT-style assistant', 'un asistente estilo ChatGPT': the word is beside the name, or it asks for no others like it ('Canva for my writing style').
    const besideName = (foldedNames.get(subject.id) ?? []).some((n) => new RegExp(`${escapeRegExp(n.trimEnd())} ${likeAfterName.source}|${likeBeforeName.source} ${escapeRegExp(n.trimStart())}`).test(folded));
    if (!asksOthers && !besideName) return undefined;
    // What is left once the subject, the asking words and generic nouns are gone: a task, if any ('for video').
    let task = folded;
    for (const name of foldedNames.get(subject.id) ?? []) task = task.replaceAll(name, " ");
    task = task.replace(new RegExp(alternativeWords.source, "g"), " ").replace(new RegExp(cheaperWords.source, "g"), " ");
    if (besideName) task = task.replace(likeWordsAll, " ");
    task = task.replace(/ (like|than|to|of|apps?|tools?|sites?|websites?|platforms?|software|services?|options?|programs?|ai) /g, " ");
    return { subject, task: task.replace(/\s+/g, " ").trim() };
  }

  /**
   * The one platform a text names beside a wish that platform does not meet: 'photoshop but free',
   * 'self hosted zapier', 'canva on my iphone' were Canva not recorded on iOS. The visitor names it
   * as the kind of tool they mean, so the answer is the platforms like it, those meeting the wish
   * first, as for 'alternatives to X'. The rest of the text, wishes aside, is the task, if any.
   */
  /** The wishes a reading states, as the constraints a platform meets or fails. */
  function wishConstraints(u: Understanding) {
    return { free: u.free, ...(u.budget !== undefined ? { budget: u.budget } : {}), tiers: [], categories: [], has: u.has, runs: u.runs };
  }

  function referenceFailingWish(text: string): { subject: Platform; task: string; wished: true } | undefined {
    const u = understandText(text);
    if (!u.free && u.budget === undefined && !u.has.length && !u.runs.length) return undefined;
    // A place or a feature said beside the name ('suno android app', 'midjourney api?', 'synthesia sso')
    // is asked of that platform: it comes first, those like it meeting the wish after. Only a wish for
    // where the software itself runs ('self hosted chatgpt', 'open source zapier') or a price names it
    // as the kind of tool meant.
    if (u.runs.length || u.team || u.has.some((k) => k !== "local" && k !== "open")) return undefined;
    const named = surelyNamed(text);
    if (named.length !== 1) return undefined;
    const [subject] = named[0]!;
    if (!failedConstraints(subject, wishConstraints(u)).length) return undefined;
    let task = padded(withoutPriceWishes(text));
    for (const name of foldedNames.get(subject.id) ?? []) task = task.replaceAll(name, " ");
    return { subject, task: task.replace(/\s+/g, " ").trim(), wished: true };
  }

  /** The platforms a text asks to compare: 'ChatGPT vs Claude', 'compare Cursor, Windsurf and Cline'. Two to four named surely; otherwise undefined. */
  function comparedIn(text: string): Platform[] | undefined {
    const folded = padded(text);
    if (!compareWords.test(folded)) return undefined;
    const chosen = surelyNamed(text).map(([p]) => p);
    if (chosen.length < 2 || chosen.length > 4) return undefined;
    // In the order the text names them.
    return chosen.sort((a, b) => nameAt(folded, a) - nameAt(folded, b));
  }

  /** Products the catalogue does not list, by their folded name, with their kind of tool. */
  const unlistedKinds: ReadonlyMap<string, string> = new Map(
    Object.entries(vocabularyNames.unlisted)
      .filter(([name]) => name !== "note")
      .map(([name, kind]) => [padded(name).trim(), kind]),
  );
  /** Words of the platforms' own names ('google', 'studio' of Google AI Studio), never a product the catalogue lacks. */
  const nameWordsAll = new Set(platforms.flatMap((p) => padded(p.name).trim().split(" ").map(singular)));
  /** Words names share, which extend a name on either side ('LM Studio', 'Aragon AI', 'Tabby Agent'): any word several names hold, and 'ai'. */
  const nameParts: ReadonlySet<string> = (() => {
    const ids = new Map<string, Set<string>>();
    for (const [id, names] of foldedNames) for (const n of names) for (const w of n.trim().split(" ")) ids.set(singular(w), (ids.get(singular(w)) ?? new Set()).add(id));
    return new Set(["ai", ...[...ids].filter(([w, set]) => set.size > 1 && w.length >= 2 && !stopWords.has(w)).map(([w]) => w)]);
  })();
  /**
   * Every name and alias (folded, padded, as foldedNames holds it) by its first word, for the names a
   * text says in full (unknownNameIn): the strings themselves, split into words when read.
   */
  const namesByFirstPart = new Map<string, string[]>();
  for (const names of foldedNames.values()) {
    for (const n of names) {
      const first = n.trim().split(" ", 1)[0];
      if (!first) continue;
      const list = namesByFirstPart.get(first);
      if (list) list.push(n);
      else namesByFirstPart.set(first, [n]);
    }
  }
  /** Every word of a listed platform's names and aliases. */
  const anyNameWords = new Set([...foldedNames.values()].flatMap((ns) => ns.flatMap((n) => n.trim().split(" "))));

  /** Words of the chat register, file formats, languages and everyday terms no dictionary lists ('asap', 'idk', 'pptx', 'friday', 'PhD'): never a product's name (names.json chatWords, fileFormats, everydayTerms). */
  // Nor a language ('parents email me in Arabic and Ukrainian'): a capital makes it no product.
  const neverNames: ReadonlySet<string> = new Set([...vocabularyNames.everydayTerms.phrases, ...vocabularyNames.chatWords.phrases, ...vocabularyNames.fileFormats.phrases, ...intents.lists.languageNames.phrases]);
  /** Stop words of three letters or more, whose one-letter slips are no names ('wich', 'teh', 'wat'). */
  const longStopWords = [...stopWords].filter((w) => w.length >= 3);
  /**
   * A short word that is a stop word with a letter left out or two letters swapped ('wich', 'wat',
   * 'teh'): a typo of it, not a product's name. Not a letter changed or added: 'Jan' is no 'can' or 'an'.
   */
  const nearStopWord = (w: string) => w.length <= 5 && longStopWords.some((s) => oneLeftOut(s, w) || twoSwapped(s, w));
  /** The plural of a short dictionary word, which `singular` leaves alone ('ums and ahs'). */
  const shortPlural = (w: string) => w.length <= 4 && w.endsWith("s") && isEnglishWord(w.slice(0, -1));

  /** Whether a folded word is a typo of an everyday English word (from seven letters: 'recomend', never 'ollama'). */
  function misspeltWord(w: string): boolean {
    if (w.length < 7) return false;
    const cap = w.length >= 9 ? 2 : 1;
    return englishNear(w, cap);
  }

  /**
   * The product a text names that the catalogue does not list, with where it stands in the text:
   * a word the catalogue's prose writes only as a name and no listed platform bears ('Ollama',
   * 'LM'), a word no dictionary, table or name knows ('sora', 'rytr', 'msty'), or a capitalised
   * word inside a sentence that nothing of the catalogue uses ('Tabby'), with the words names share
   * around it ('LM Studio', 'Aragon AI'). It must be the subject of the text, not a detail of the
   * task: followed by the end or a small word ('is ollama any good', 'copy.ai or rytr'), never by
   * another word of the task ('youtube thumbnails', 'my shopify store'), nor after a preposition
   * once the text states a task ('a chatbot on whatsapp'). A platform named in full covers its words.
   */
  function unknownNameIn(text: string): { name: string; start: number; end: number; words: string[] } | undefined {
    const found = remember(recent.unknown, text, readUnknownName);
    return found && !found.place ? found : undefined;
  }

  /** A product we lack named as where the visitor works ('we live in HubSpot', 'on Vinted'), not as what they ask about. */
  function placeNameIn(text: string): string | undefined {
    const found = remember(recent.unknown, text, readUnknownName);
    return found?.place ? found.name : undefined;
  }

  /** The first product we lack that a text names, or else the first it names as a place (`place`). */
  function readUnknownName(text: string): { name: string; start: number; end: number; words: string[]; place?: true } | undefined {
    const raw = [...text.slice(0, 300).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ raw: m[0], at: m.index, end: m.index + m[0].length, w: fold(m[0]) }));
    if (!raw.length) return undefined;
    const folded = raw.map((t) => t.w);
    // Tokens inside a listed platform's full name or alias ('hugging face', 'copy ai') are that platform's.
    // Only the names starting with a word of the text can cover it (docs/decisions/0193-engine-search-at-10000.md).
    const covered = new Set<number>();
    for (let i = 0; i < folded.length; i++) {
      for (const name of namesByFirstPart.get(folded[i]!) ?? []) {
        const parts = name.trim().split(" ");
        if (i + parts.length <= folded.length && parts.every((p, j) => folded[i + j] === p)) for (let j = 0; j < parts.length; j++) covered.add(i + j);
      }
    }
    // A product we know the catalogue lacks, by its name as listed (content/vocabulary/names.json
    // `unlisted`), even where the name is also a word ('Tome'), unless a listed platform's name covers it,
    // or, one everyday word in lower case in a text of another language, it is likelier a word of that
    // language ('que tome pedidos', Spanish 'take'; 'Tome es mejor que Gamma?' still names it).
    const { foreign, languagesOf } = lexicon();
    const languages = languagesOf(folded);
    for (let i = 0; i < folded.length; i++) {
      for (let n = Math.min(3, folded.length - i); n >= 1; n--) {
        const parts = folded.slice(i, i + n);
        if (parts.some((_, j) => covered.has(i + j)) || !unlistedKinds.has(parts.join(" "))) continue;
        if (n === 1 && languages.size > 0 && (foreign(parts[0]!) || isEnglishWord(parts[0]!)) && !/^\p{Lu}/u.test(raw[i]!.raw)) continue;
        let last = i + n - 1;
        while (last + 1 < raw.length && !covered.has(last + 1) && (nameParts.has(singular(folded[last + 1]!)) || /^\d+$/.test(folded[last + 1]!))) last++;
        return { name: text.slice(raw[i]!.at, raw[last]!.end), start: raw[i]!.at, end: raw[last]!.end, words: folded.slice(i, last + 1) };
      }
    }
    const german = languages.has("de");
    const abroad = (w: string) => languages.size > 0 && placePrepositionsAbroad.has(w);
    const ix = indexes();
    /** Another form of a word the tables or the tasks know ('Besprechungsprotokolle' of 'Besprechungsprotokoll'). */
    const formOfKnown = (w: string) => knownBase(w, (b) => ix.taskWords.has(b) || tableWords.has(b)) !== w;
    const known = (w: string) =>
      intentWords.has(w) || intentWords.has(singular(w)) ||
      stopWords.has(w) || tableWords.has(w) || tableWords.has(singular(w)) || ix.ordinary.has(w) || ix.ordinary.has(singular(w)) || notNameWords.has(w) || anyNameWords.has(w) ||
      isEnglishWord(w) || isEnglishWord(singular(w)) || shortPlural(w) || neverNames.has(w) || foreign(w) || namesAnAttribute(w) || ix.useCaseWords.has(w) || ix.taskWords.has(w) || ix.taskWords.has(singular(w)) || ix.exampleWords.has(w) || formOfKnown(w);
    /** A typo of a listed name ('midjuorney', 'cursr'), or a prefix of one being typed. */
    const typoOfName = (w: string) => ix.names.search(w, { fuzzy: w.length >= 7 ? 2 : w.length >= 5 ? 1 : false, prefix: true }).length > 0;
    const sentenceStart = (i: number) => i === 0 || /[.?!¿¡:]\s*$/.test(text.slice(0, raw[i]!.at));
    const nameOfProduct = (i: number): boolean => {
      if (covered.has(i)) return false;
      const { w, raw: as } = raw[i]!;
      // A number with its unit in one word ('2am', '4k', '60fps', '1080p') is a quantity.
      if (/^\d+$/.test(w) || /^\d+(?:am|pm|k|p|fps|h|hr|hrs|min|mins|s|sec|secs|gb|mb|tb|kb|x)$/.test(w) || stopWords.has(w) || nameWordsAll.has(singular(w)) || namesAnAttribute(w) || neverNames.has(w)) return false;
      // A short word right after a number is its unit ('a 5 sec clip', '30 mins', '60 fps', '300 dpi'), not a product.
      if (i > 0 && w.length <= 4 && /^\d+$/.test(folded[i - 1]!)) return false;
      // An ending joined by a hyphen to an everyday word ('watercolor-ish', 'notion-esque', 'kid-friendly') is part of that word.
      if (i > 0 && raw[i - 1]!.end === raw[i]!.at - 1 && text[raw[i]!.at - 1] === "-" && known(folded[i - 1]!)) return false;
      // Mentioned by the prose only as a name ('Ollama', 'LM Studio'), and no everyday or table word (not 'SaaS' or 'GPU').
      const mentioned = ix.proseNames.has(w) || (folded[i + 1] !== undefined && ix.proseNames.has(`${w} ${folded[i + 1]}`));
      if (mentioned && !ix.ordinary.has(w) && !isEnglishWord(w) && !tableWords.has(w) && !tableWords.has(singular(w))) return true;
      // Capitalised inside a sentence, and a word nothing of the catalogue uses ('Tabby Agent'); German capitalises every noun.
      if (!german && /^\p{Lu}/u.test(as) && !sentenceStart(i) && w !== "ai" && !tableWords.has(w) && !ix.vocabulary.has(w) && !anyNameWords.has(w) && !foreign(w) && !formOfKnown(w)) return true;
      // In a text of another language, a word no list knows is far likelier one of its words ('tengo', 'brauche') than a name; a name shaped like one still counts ('GPT4All').
      const shaped = /\p{N}/u.test(w) && /\p{L}/u.test(w);
      if (w.length < 3 || known(w) || ix.vocabulary.has(w) || (languages.size > 0 && !shaped)) return false;
      // A typo of a listed name ('midjuorney') is that platform's; of an everyday word ('recomend'), no name.
      // A prefix of one is a name being typed ('gam' in the header's suggestions), as the start of a task word is that word ('pres').
      if (typoOfName(w)) return false;
      if (i === raw.length - 1 && [...tableWords, ...ix.useCaseWords].some((t) => t.startsWith(w))) return false;
      return !misspeltWord(w) && !nearStopWord(w);
    };
    const reading = understandText(text);
    const hasTask = reading.useCases.length > 0;
    // The words of the tasks the text states: a name among them is what the task works on ('connect Gmail to Slack').
    const taskSpans = reading.tasks.map((t) => ` ${t.words} `);
    // The word a request for alternatives names ('alternatives to tome', 'something instead of rytr'), when no listed platform is it and it is no task word.
    const asksAlternatives = alternativeWords.test(padded(text)) || / (like|than) /.test(padded(text));
    /** A word that can stand where a name is expected: none of the tables', the tasks', the names' or the catalogue's prose. */
    const slotWord = (i: number) =>
      !covered.has(i) && folded[i]!.length >= 3 && !/^\d+$/.test(folded[i]!) && !stopWords.has(folded[i]!) && !tableWords.has(singular(folded[i]!)) && !ix.taskWords.has(folded[i]!) && !anyNameWords.has(folded[i]!) && !ix.ordinary.has(folded[i]!) && !namesAnAttribute(folded[i]!) && !neverNames.has(folded[i]!);
    const alternativeSlot = (i: number) => asksAlternatives && i > 0 && ["to", "of", "like", "than"].includes(folded[i - 1]!) && slotWord(i);
    // The other side of a comparison with a listed platform ('magic school ai vs brisk', 'spellbook vs just using claude'), even an everyday word.
    const compareAt = (j: number) => j >= 0 && j < folded.length && compareWords.test(` ${folded[j]} `);
    const namedWithin = (from: number, step: 1 | -1) => [0, 1, 2, 3].some((n) => covered.has(from + n * step));
    const comparedSlot = (i: number) => slotWord(i) && ((compareAt(i + 1) && namedWithin(i + 2, 1)) || (compareAt(i - 1) && namedWithin(i - 2, -1))) && !typoOfName(folded[i]!);
    let place: { name: string; start: number; end: number; words: string[]; place: true } | undefined;
    for (let i = 0; i < raw.length; i++) {
      if (!nameOfProduct(i) && !alternativeSlot(i) && !comparedSlot(i)) continue;
      let first = i;
      let last = i;
      while (first > 0 && !covered.has(first - 1) && nameParts.has(folded[first - 1]!) && folded[first - 1] !== "ai") first--;
      while (last + 1 < raw.length && !covered.has(last + 1) && (nameParts.has(singular(folded[last + 1]!)) || nameOfProduct(last + 1) || /^\d+$/.test(folded[last + 1]!))) last++;
      const next = folded[last + 1];
      // A product of a company the catalogue knows by another product ('on Amazon KDP', 'in Google Vids'): the preposition comes before the company.
      const before = first >= 2 && nameWordsAll.has(singular(folded[first - 1]!)) && !stopWords.has(folded[first - 1]!) && prepositions.has(folded[first - 2]!) ? folded[first - 2] : folded[first - 1];
      // A detail of the task, not its subject: 'youtube thumbnails', 'on my squarespace store', 'no whatsapp'.
      const detail =
        (next !== undefined && !stopWords.has(next) && !aboutAPlatform.has(next) && !alternativeWords.test(` ${next} `) && !compareWords.test(` ${next} `) && known(next)) ||
        (before !== undefined && (prepositions.has(before) || abroad(before)) && !alternativeSlot(first) && (hasTask || placePrepositions.has(before) || abroad(before))) ||
        taskSpans.some((span) => span.includes(` ${folded[first]} `)) ||
        // The head of a thing of the visitor's, after a possessive and a known word ('reset my iphone passcode').
        (first >= 2 && possessiveWords.has(folded[first - 2]!) && !stopWords.has(folded[first - 1]!) && known(folded[first - 1]!));
      if (detail) {
        if (!place && before !== undefined && (placePrepositions.has(before) || abroad(before))) place = { name: text.slice(raw[first]!.at, raw[last]!.end), start: raw[first]!.at, end: raw[last]!.end, words: folded.slice(first, last + 1), place: true };
        i = last;
        continue;
      }
      return { name: text.slice(raw[first]!.at, raw[last]!.end), start: raw[first]!.at, end: raw[last]!.end, words: folded.slice(first, last + 1) };
    }
    return place;
  }

  /** The kind of tool a product the catalogue does not list is, in words the interpreter reads (content/vocabulary/names.json `unlisted`). */
  function unlistedKindOf(nameWords: readonly string[]): string | undefined {
    // The name as listed, or as listed with more of the product's name after it ('Msty Studio').
    for (let k = nameWords.length; k >= 1; k--) {
      const kind = unlistedKinds.get(nameWords.slice(0, k).join(" ")) ?? unlistedKinds.get(nameWords.slice(0, k).join(""));
      if (kind) return kind;
    }
    return undefined;
  }

  /** What a text that says only a name the catalogue lacks finds: the platforms whose entries mention it ('LM Studio' in Cline's), never one that merely shares a word. */
  function mentioning(missing: { name: string; words: string[] }, query: DiscoveryQuery, corrected: string | undefined, options: DiscoverOptions): DiscoveryResult {
    const distinctive = missing.words.filter((w) => !nameParts.has(singular(w)) || missing.words.length === 1);
    // The entries' own prose, not their names: 'lm' is in NotebookLM's name, 'LM Studio' in Cline's description.
    const hits = distinctive.length ? indexes().text.search(distinctive.join(" "), { combineWith: "AND", fuzzy: false, prefix: false, fields: ["description", "strengths", "details", "capabilities"] }) : [];
    const candidates = hits.map((h) => getPlatform(String(h.id))).filter((p): p is Platform => Boolean(p));
    const { kept, excluded, excludedTotal } = applyConstraints(candidates, (p) => p, query);
    const found = distinctive.length ? indexes().articles.search(distinctive.join(" "), { combineWith: "AND", fuzzy: false, prefix: false }).slice(0, options.articles ?? 5) : [];
    const bySlug = new Map(guides().map((a) => [a.slug as string, a]));
    const sorted = sortResults(kept, (p) => p, query.sort);
    return {
      platforms: limited(sorted, options).map((platform) => ({
        platform,
        score: 0,
        reasons: { useCases: [], words: distinctive, fields: ["description"], constraints: passedConstraints(platform, query), named: false },
      })),
      excluded,
      excludedTotal,
      articles: found.map((r) => ({ slug: String(r.id), title: bySlug.get(String(r.id))!.title, excerpt: bySlug.get(String(r.id))!.excerpt, words: r.terms })),
      useCases: query.useCases,
      ...(corrected ? { corrected } : {}),
      unknownName: missing.name,
      ...(options.limit !== undefined ? { total: sorted.length, named: [] } : {}),
    };
  }

  /** The `options.limit` of a ranked list after the first `options.offset`, or all of it. */
  function limited<T>(list: T[], options: DiscoverOptions): T[] {
    const offset = Math.max(0, options.offset ?? 0);
    if (options.limit === undefined) return offset > 0 ? list.slice(offset) : list;
    return offset === 0 && options.limit >= list.length ? list : list.slice(offset, offset + Math.max(0, options.limit));
  }

  /**
   * Ranks platforms for a query.
   * - Use cases only: exactly the finder's ranking (SPEC §4, lib/ranking.ts).
   * - Text: platforms the text names first, then those serving the most use cases the text maps to
   *   (the synonym table), then the catalogue's own words (MiniSearch, typo-tolerant, prefix); with
   *   selected use cases too, the selection ranks first and the text orders within it.
   * - `similarTo`, or a text asking for alternatives to one platform: platforms like it (never
   *   itself), narrowed to the task the rest of the text names, if any ('for logos').
   * - No text and no use case: the whole catalogue in editorial order (browse).
   * Then constraints filter (and count what they removed), `cheap` breaks ties in relevance by
   * price, and the sort reorders.
   */
  function discover(query: DiscoveryQuery, options: DiscoverOptions = {}): DiscoveryResult {
    // A platform the text refuses ('not ChatGPT') is neither asked about nor among the results.
    const { refused, rest: unrefused } = query.text ? refusedIn(query.text) : { refused: new Set<string>(), rest: "" };
    const typed = unrefused.trim();
    const repaired = typed ? repairTypos(typed) : "";
    // A product the catalogue does not list ('sora', 'LM Studio'): said so, and its words rank nothing.
    const missing = repaired ? unknownNameIn(repaired) : undefined;
    // One we know of by kind ('LM Studio': running models on your own computer) reads as that kind
    // ('is LM Studio free?' as a free one of that kind); any other, as nothing.
    const kind = missing ? unlistedKindOf(missing.words) : undefined;
    const asked = missing ? `${repaired.slice(0, missing.start)} ${kind ?? ""} ${repaired.slice(missing.end)}`.replace(/\s+/g, " ").trim() : repaired;
    if (missing && !kind && words(asked).every((w) => stopWords.has(w))) return mentioning(missing, query, repaired !== typed ? repaired : undefined, options);
    // The text as its task is read: without the word 'app' after a platform it names ('gamma app free' asks about Gamma's own app).
    const reading = asked ? withoutTheirApps(asked) : asked;
    const understoodAsked = reading ? understandText(reading) : undefined;
    // Others like a platform, with a wish it fails ('a chatgpt-like interface I can self host'): the wish
    // orders anything like it, as for the platform named with the wish alone.
    // One platform refused with a word asking for others ('not Photoshop, any alternative?', 'I can't use
    // Photoshop, something easier?'): the others like it, as for 'alternatives to Photoshop'.
    const refusedOne = refused.size === 1 && asked && alternativeWords.test(padded(asked)) ? getPlatform([...refused][0]!) : undefined;
    const alike = !query.similarTo && reading ? (alternativeSubject(reading) ?? (refusedOne ? { subject: refusedOne, task: reading } : undefined)) : undefined;
    const failing = !query.similarTo && reading ? referenceFailingWish(reading) : undefined;
    // When none of its own kind meets the wish, the wish's kind stands in (a self-hosted chat interface);
    // when some do ('a Zapier alternative I can self host' is n8n), they are the answer, with the others like it after.
    const ownKindMeetsWish = (subject: Platform, wish: Understanding) =>
      platforms.some((p) => p.category === subject.category && p.id !== subject.id && !failedConstraints(p, wishConstraints(wish)).length);
    const standsIn = alike && failing?.subject.id === alike.subject.id && understoodAsked && !ownKindMeetsWish(alike.subject, understoodAsked);
    const read = alike ? (standsIn ? { ...alike, wished: true as const } : alike) : failing;
    const subject = query.similarTo ? getPlatform(query.similarTo) : read?.subject;
    // 'alternatives to Grammarly' asks for its kind; 'alternatives to Canva for logos' for those of its kind that make logos.
    // Who the others are for is no task of theirs: 'a GitHub Copilot alternative for students' asks for coding tools.
    const readTask = read?.task ? understandText(read.task) : undefined;
    const text = read ? (readTask?.useCases.length && !saysOnlyWho(readTask) ? read.task : "") : asked;
    // 'AI' says what for only when nothing else does: 'Jasper AI' is Jasper, not Jasper and the chat assistants; so is a misspelt 'Vappi AI' Vapi.
    // Nor beside an attribute wish: 'which AI tools work offline' asks for local tools, not chat assistants.
    const understoodText =
      understoodAsked?.generic && (surelyNamed(asked).length || onlyNameRead(asked).length || understoodAsked.has.length || understoodAsked.runs.length || understoodAsked.team) ? withoutTask(understoodAsked) : understoodAsked;
    const understood = withoutSkipped(read ? (text ? readTask : undefined) : understoodText, query.skip);
    const cheap = query.cheap || Boolean(understoodAsked?.cheap) || (subject !== undefined && /\bcheaper than\b/.test(fold(asked)));
    let candidates: Candidate[];
    /** The text index's hits for the text's words, when it was searched: the results' matched words. */
    let textHitList: TermHitList | undefined;
    /** The one platform a text only names, whose likes follow it. */
    let sole: Platform | undefined;

    // A text that says only a price wish ('free', 'cheapest', 'under $10') browses the whole catalogue with the wish applied.
    const saysWishes = Boolean(understoodAsked?.free || understoodAsked?.cheap || understoodAsked?.budget !== undefined || understoodAsked?.has.length || understoodAsked?.runs.length || understoodAsked?.team);
    // So does a text that, wishes aside, names no task and no platform ('which AI tools still work without an internet connection');
    // a misspelt name read alone is a platform named ('quilbot free' asks about QuillBot).
    const onlyWishes = Boolean(text) && !subject && !understoodText?.useCases.length && saysWishes && (words(withoutPriceWishes(text)).every((w) => stopWords.has(w)) || !(surelyNamed(text).length || onlyNameRead(text).length));
    if ((!text && !subject) || onlyWishes) {
      // Only the platforms serving a selected use case can rank (rankPlatforms keeps their editorial order among equals).
      const base = query.useCases.length
        ? rankPlatforms(servingAny(query.useCases).map((p) => rankable[editorialOrder.get(p.id)!]!), query.useCases).map((r) => r.item.platform)
        : platforms;
      candidates = base.map((platform) => ({ platform, selected: query.useCases.filter((u) => casesOf(platform).includes(u)), understood: [], coverage: 0, named: 0, text: 0, similar: 0 }));
    } else {
      const { semantic } = indexes();
      // Not coding, the words for code name no tool to rank ('can't code, it should let me download the code').
      const said = withoutPriceWishes(text);
      const terms = [understood?.noCode ? withoutCodingWords(said) : said, ...(understood?.also ?? [])].join(" ").trim();
      // A known word of another language is matched as it is, never as a near English word or the start of a name ('résumer' is not 'resume', 'foto' not Fotor).
      // Each term's hits are kept (term-hits.ts): the same hits and scores as MiniSearch's OR search.
      const hits = terms ? textHits().search(terms) : undefined;
      textHitList = hits;
      const top = hits?.top || 1;
      const exampleHits = terms ? exampleHits_().search(terms) : undefined;
      const exampleTop = exampleHits?.top || 1;
      // Naming the subject of 'alternatives to X' is not a reason to rank X. Nor are the words that stand
      // in for a product the catalogue lacks a name said ('Clipdrop' reads 'remove background', which
      // is not remove.bg named).
      const naming = kind ? text.replace(kind, " ") : text;
      const named = subject ? new Map<string, number>() : nameScores(naming);
      const wanted = understood?.useCases ?? [];
      // The semantic signal, fused by weight: nearness relative to the nearest platform (semantic.ts).
      // It reads what the text asks for, not the names it says (names are the lexical indexes'): a text
      // that names platforms and asks for nothing the interpretation reads ('cursor vs windsurf') has no meaning to be near.
      // The names said surely: read once, where the signal or a text that only names a platform needs them.
      const sure = semantic || !(subject || wanted.length) ? surelyNamed(naming) : [];
      // Nearness fills what the reading leaves unread: in full where it read nothing, half beside the
      // kinds of tool it read, not at all where it read a task of the vocabulary (decision 0224).
      const nearWeight = understood?.tasks.length ? NEAR_WHERE_TASK : wanted.length ? NEAR_WHERE_READ : 1;
      const signal = nearWeight > 0 ? semantic : undefined;
      // Nor the words that say what a task is done on or for ('animate *my logo*'): the reading counts them half, and nearness would bring their kind back.
      const context = signal ? contextWordsOf(text) : undefined;
      const meaning = !signal || (sure.length && !wanted.length) ? "" : words(withoutNamesOf(terms, sure.map(([p]) => p))).filter((w) => !context?.has(w)).join(" ");
      const nearness = signal && meaning ? signal.scores(meaning) : undefined;
      const nearest = Math.max(NEAR_MIN, ...(nearness?.values() ?? []));
      // A text that only names one platform ('suno', 'heygen pricing') asks about it and its kind:
      // it comes first (named), the platforms like it after, as they would for 'alternatives to X'.
      // A misspelt name ('midjurney subscription price') counts when it is the only name read.
      const [first, second] = subject || wanted.length ? [] : sure.length ? sure : onlyNameRead(naming);
      sole = first && !second ? first[0] : undefined;
      const like = subject ? likeness(subject) : sole ? likeness(sole) : undefined;
      // The platforms that can pass the filter below, and only those, are scored: named ones, those
      // like the subject, those serving a use case the text asks for and the text index's hits above
      // its threshold (docs/decisions/0190-engine-work-per-candidate.md). A new reason to admit a
      // platform must add its ids here too.
      // By editorial position (the engine's numbering, which the term hits share): one mark each.
      const admitted = new Uint8Array(platforms.length);
      const ords: number[] = [];
      const admit = (ord: number | undefined) => {
        if (ord !== undefined && ord < admitted.length && admitted[ord] === 0) {
          admitted[ord] = 1;
          ords.push(ord);
        }
      };
      for (const id of named.keys()) admit(editorialOrder.get(id));
      if (like) for (const id of like.keys()) admit(editorialOrder.get(id));
      for (const u of wanted) for (const ord of servingUseCaseOrds.get(u) ?? []) admit(ord);
      if (hits) for (const ord of hits.ords) if (hits.scoreAt(ord) / top >= 0.15) admit(ord);
      // The platforms listing a task the text states, those whose example requests match well, and the near in meaning.
      for (const t of understood?.tasks ?? []) for (const ord of listingTaskOrds.get(t.id) ?? []) admit(ord);
      if (exampleHits) for (const ord of exampleHits.ords) if (exampleHits.scoreAt(ord) / exampleTop >= 0.5) admit(ord);
      if (nearness) for (const id of nearness.keys()) admit(editorialOrder.get(id));
      const subjectOrd = subject ? editorialOrder.get(subject.id) : undefined;
      const selectedSet = new Set(query.useCases);
      const needSets = (understood?.needs ?? []).map((n) => ({ need: n, useCases: new Set(n.useCases) }));
      /** No use cases: shared by the candidates that have none (never changed). */
      const none: UseCaseId[] = [];
      const scored: { c: Candidate; score: number; order: number }[] = [];
      for (const ord of ords) {
        if (ord === subjectOrd) continue;
        const own = useCasesAt[ord]!;
        // A selection keeps only the platforms serving part of it.
        if (query.useCases.length > 0 && !query.useCases.some((u) => own.includes(u))) continue;
        const id = idAt[ord]!;
        const category = categoryAt[ord]!;
        const tasks = tasksAt[ord]!;
        const job = mainJobAt[ord];
        const textScore = hits ? hits.scoreAt(ord) : 0;
        let coverage = 0;
        // Its main job is what was asked: a selected use case, or a full-weight need of the text whose kinds of tool (if it names any) include this one's (lib/ranking.ts mainJob).
        let main = job !== undefined && selectedSet.has(job) ? 1 : 0;
        // By index, not `for...of`: a question without needs has an empty list of another elements kind, and iterating both kinds threw the optimised loop away (V8 'wrong map').
        for (let k = 0; k < needSets.length; k++) {
          const { need: n, useCases: set } = needSets[k]!;
          coverage = coverage + n.weight * covers(n, own, category, tasks);
          if (n.weight >= 1 && (!n.categories || n.categories.includes(category)) && job !== undefined && set.has(job)) main = 1;
        }
        const c: Candidate = {
          platform: platforms[ord]!,
          selected: servedOf(query.useCases, own, none),
          understood: servedOf(wanted, own, none),
          coverage,
          named: named.get(id) ?? 0,
          text: textScore ? textScore / top : 0,
          task: taskFit(tasks, understood),
          example: exampleHits ? exampleHits.scoreAt(ord) / exampleTop : 0,
          near: nearWeight * Math.max(0, ((nearness?.get(id) ?? 0) - nearest * NEAR_FLOOR) / (nearest * (1 - NEAR_FLOOR))),
          similar: like?.get(id) ?? 0,
          main,
        };
        // Read in the text without a task of its own, the list keeps the alike (same kind, or much
        // in common), not every platform that shares a use case with the subject.
        // Beside a wish the subject fails ('self hosted chatgpt'), anything like it may meet the wish: the wish orders them.
        const keep = sole
          ? c.named > 0 || c.similar >= 0.25
          : like
            ? c.similar >= (read && !wanted.length && !("wished" in read) ? 0.25 : Number.MIN_VALUE) && (!wanted.length || c.understood.length > 0)
            : c.named > 0 || c.understood.length > 0 || c.text >= 0.15 || (c.task ?? 0) > 0 || (c.example ?? 0) >= 0.5 || (c.near ?? 0) >= NEAR_KEEP;
        if (!keep) continue;
        scored.push({ c, score: scoreOf(c), order: ord });
      }
      candidates = scored.sort((a, b) => b.score - a.score || a.order - b.order).map((x) => x.c);
    }
    // Orderings only where there is something to order: a list of none is an array of another
    // elements kind, and the sorts below seeing both threw the optimised engine away (V8 'wrong map').
    if (cheap && candidates.length > 1) {
      const fullNeeds = understood?.needs.filter((n) => n.weight >= 1) ?? [];
      const tasksSayIt = fullNeeds.length > 0 && fullNeeds.every((n) => n.task);
      // Each candidate's keys worked out once, not at every comparison.
      candidates = candidates
        .map((c, i) => ({ c, i, band: tieBand(c, tasksSayIt), price: monthlyPrice(c.platform) ?? Number.POSITIVE_INFINITY }))
        .sort((a, b) => b.band - a.band || a.price - b.price || a.i - b.i)
        .map((x) => x.c);
    }
    // Price wishes in the text ('free logo maker', 'video generator under $20') that the filters do
    // not already apply: the platforms meeting them come first among those as relevant (named or
    // selected alike, serving the task at all), each part in its order. A filter would hide the
    // others while the page's 'Free plan only' box stays unticked; the page says what was done.
    // Attributes said in words ('with an API', 'iphone app', 'open source') are wishes the same way.
    const wish = {
      free: !query.free && Boolean(understoodAsked?.free),
      budget: query.budget === undefined ? understoodAsked?.budget : query.freePlanFits ? query.budget : undefined,
      tiers: [],
      categories: [],
      has: (understoodAsked?.has ?? []).filter((k) => !query.has?.includes(k)),
      runs: (understoodAsked?.runs ?? []).filter((r) => !query.runs?.includes(r)),
    };
    // A team plan is a wish only: the catalogue records it (attributes.teamPlan), no filter hides the others.
    const team = Boolean(query.team || understoodAsked?.team);
    const wishes = wish.free || wish.budget !== undefined || wish.has.length > 0 || wish.runs.length > 0 || team;
    if (wishes && candidates.length > 1) {
      // Among the platforms like a subject that fails the wish ('self hosted chatgpt', 'photoshop but
      // free'), those meeting it come first however alike the others are: the wish is what the
      // visitor added to the name. Selected use cases and named platforms still lead.
      // Serving a need's own use case (SEO for 'seo tool') outranks serving only its side one (marketing).
      // A need read at less than full weight (an object, what a task is done on or for) is no task here.
      const needs = understood?.needs ?? [];
      const fullNeeds = needs.filter((n) => n.weight >= 1);
      const primary = new Set<UseCaseId>((fullNeeds.length ? fullNeeds : needs).flatMap((n) => n.useCases.slice(0, 1)));
      // A team plan the catalogue records counts as a tenth more relevance (TEAM_PLAN_EDGE): half the
      // catalogue has none recorded, which is not having none, so it breaks near ties and never puts a
      // much weaker match first ('social media scheduler for my team' is still Buffer first).
      const noTeamPlan = (p: Platform) => (team && p.attributes?.teamPlan?.value !== "yes" ? 1 : 0);
      // A budget said in words ('seo tool under $50 a month'): a paid plan within it fits, and so does
      // a free plan, which is within any budget (decision 0216); a paid-only platform over it or with no listed price does not.
      const overBudget = (p: Platform) => {
        if (wish.budget === undefined || p.pricing.tier !== "paid") return 0;
        const price = monthlyPrice(p);
        return price !== undefined && price <= wish.budget + 1e-9 ? 0 : 1;
      };
      // A wish with no task beside it ('private AI on my own server', 'self hosted chatgpt') asks for
      // the kind of tool the wish defines (intents.json attributes.kinds): that kind first among the equally fitting.
      // Beside a platform asked about, its own kind meeting the wish comes before ('cheaper than Zapier,
      // that I can host myself' is n8n, not a local model); the wish's kind stands in when none of its kind does.
      const withoutBudget = { ...wish, budget: undefined };
      const ownKindMeets = subject !== undefined && candidates.some((c) => c.platform.category === subject.category && c.platform.id !== subject.id && failedConstraints(c.platform, withoutBudget).length === 0);
      const kinds = new Set<string>(understood?.useCases.length || query.useCases.length || ownKindMeets ? [] : wish.has.flatMap((k) => intents.attributes.kinds[k] ?? []));
      const otherKind = (p: Platform) => (kinds.size && !kinds.has(p.category) ? 1 : 0);
      // Where the subject's own kind meets the wish, alike means at least half as alike as the most
      // alike: a tool that only shares a broad main job (Krisp's productivity, beside Zapier) is no
      // alternative however well it meets the wish. Where none of its kind does ('ChatGPT, but on my
      // own computer'), any alike tool that meets it is, and the wish's own kind first.
      const halfAlike = ownKindMeets ? Math.max(0, ...candidates.map((c) => c.similar)) / 2 : 0;
      const doesSubjectsJob = (p: Platform) => subject !== undefined && sameJob(subject, p);
      // Beside a place or a feature wished for ('works on android'), a platform listing the task asked for
      // comes before one that only shares its broad use case: a tool for something else that meets the
      // wish is no answer. (A price wish still orders the relevant alike: a free tool of the kind first.)
      // (A place that holds one kind of tool, an IDE or the terminal, says the kind already: intents.json attributes.placeKinds.)
      const placeOrFeature = wish.has.length > 0 || wish.runs.some((r) => !intents.attributes.placeKinds[r]);
      const misfitOf = (c: Candidate) => failedConstraints(c.platform, withoutBudget).length + overBudget(c.platform);
      // A tool of the wish's own kind that meets it and whose own main use case is the one asked is as good as
      // one listing the task ('a chatbot on my own computer with no internet': a local model's chat
      // interface, beside the chat assistants that list chatting and run in their cloud).
      // Not where a tool of another kind listing the task meets the wish already (an image model one runs oneself, for 'stable diffusion webui').
      const kindsOfWishes = wishKinds(wish.has);
      const listersMeet = candidates.some((c) => c.task && !kindsOfWishes.has(c.platform.category) && misfitOf(c) === 0);
      const lists = (c: Candidate) => placeOrFeature && (Boolean(c.task) || (kindsOfWishes.has(c.platform.category) && !ownKindMeets && !listersMeet && (primary.has(c.platform.useCases[0]!) || (c.similar > 0 && doesSubjectsJob(c.platform))) && misfitOf(c) === 0));
      // Where none of the subject's kind meets the wish, a tool is alike only when it does the subject's main job, of its kind or with
      // its main use case (a local model's chat interface for ChatGPT; no image model, and for Zapier the automation tools, open source or not).
      const alikeEnough = (c: Candidate) => c.similar > 0 && (subject && !ownKindMeets ? doesSubjectsJob(c.platform) : c.similar >= halfAlike || kinds.has(c.platform.category));
      const band = (c: Candidate) => bandOf(c) + (c.coverage > 0 ? 100 : 0) + (c.understood.some((u) => primary.has(u)) ? 100 : 0) + (alikeEnough(c) ? 100 : 0) + (lists(c) ? 100 : 0);
      // Each candidate's keys worked out once, not at every comparison.
      candidates = candidates
        .map((c, i) => ({ c, i, band: band(c), misfit: misfitOf(c), other: otherKind(c.platform), team: team ? scoreOf(c) * (noTeamPlan(c.platform) ? 1 - TEAM_PLAN_EDGE : 1) : 0 }))
        .sort((a, b) => b.band - a.band || a.misfit - b.misfit || a.other - b.other || b.team - a.team || a.i - b.i)
        .map((x) => x.c);
    }

    if (refused.size) candidates = candidates.filter((c) => !refused.has(c.platform.id));
    const { kept, excluded, excludedTotal } = applyConstraints(candidates, (c) => c.platform, query);
    const sorted = sortResults(kept, (c) => c.platform, query.sort);
    // Reasons only for the platforms returned (a page shows 24, a suggestion box 5).
    const results: PlatformResult[] = limited(sorted, options).map((c) => {
      const { words, fields } = matchedWords(textHitList?.hit(c.platform.id));
      return {
        platform: c.platform,
        score: scoreOf(c),
        reasons: {
          useCases: sortUseCases([...c.selected, ...c.understood]),
          words,
          fields,
          constraints: passedConstraints(c.platform, query),
          named: c.named > 0,
          ...(c.task ? { tasks: (understood?.tasks ?? []).map((t) => t.id).filter((id) => c.platform.vocabulary?.tasks.includes(id)) } : {}),
          ...(subject ? { alternativeTo: subject.name } : sole && c.named === 0 ? { alternativeTo: sole.name } : {}),
        },
      };
    });

    let articles: ArticleResult[] = [];
    let matchedUseCases: UseCaseId[] = query.useCases;
    let compared: Platform[] | undefined;
    if (asked) {
      compared = subject ? undefined : comparedIn(asked);
      const found = indexes().articles.search(asked, { combineWith: "OR" });
      const best = found[0]?.score ?? 1;
      const bySlug = new Map(guides().map((a) => [a.slug as string, a]));
      articles = found
        .filter((r) => r.score >= best * 0.2)
        .slice(0, options.articles ?? 5)
        .map((r) => ({ slug: String(r.id), title: bySlug.get(String(r.id))!.title, excerpt: bySlug.get(String(r.id))!.excerpt, words: r.terms }));
      // Labels matter while typing ('pres' is Presentation) when the table found no task.
      const labelHits = understoodText?.useCases.length ? [] : indexes().useCases.search(asked, { combineWith: "OR", fuzzy: false }).map((r) => r.id as UseCaseId);
      matchedUseCases = sortUseCases([...(understoodText?.useCases ?? []), ...labelHits].filter((u) => u !== "free" && !query.skip?.includes(u)));
    }
    return {
      platforms: results,
      excluded,
      excludedTotal,
      articles,
      useCases: matchedUseCases,
      ...(understood ? { understood } : {}),
      ...(subject ? { alternativeTo: subject } : {}),
      ...(compared ? { compare: compared } : {}),
      ...(repaired !== typed ? { corrected: repaired } : {}),
      ...(missing ? { unknownName: missing.name } : {}),
      ...(wishes
        ? { wishes: { free: wish.free, ...(wish.budget !== undefined ? { budget: wish.budget } : {}), ...(wish.has.length ? { has: wish.has } : {}), ...(wish.runs.length ? { runs: wish.runs } : {}), ...(team ? { team } : {}) } }
        : {}),
      ...(options.limit !== undefined ? { total: sorted.length, named: namedIn(sorted) } : {}),
    };
  }

  /** The first three named platforms of a ranked list (the search page's 'Named' chips), read without working out every candidate's reasons. */
  function namedIn(sorted: readonly Candidate[]): Platform[] {
    const found: Platform[] = [];
    for (const c of sorted) if (c.named > 0 && found.push(c.platform) === 3) break;
    return found;
  }

  /** The table's words, shortest first, for completing a word while it is typed. */
  const completions = [...tableWords].sort((a, b) => a.length - b.length || a.localeCompare(b));
  /** What each table word asks for: the use cases of the entries whose phrases hold it. */
  const meaningOf = new Map<string, string>();
  {
    const casesOf = new Map<string, Set<string>>();
    for (const e of synonyms) for (const w of new Set(e.phrases.flatMap((ph) => words(ph)))) for (const id of e.useCases) casesOf.set(w, (casesOf.get(w) ?? new Set()).add(id));
    for (const w of tableWords) meaningOf.set(w, [...(casesOf.get(w) ?? [])].sort().join(","));
  }

  /**
   * The text with its last, unfinished word completed to a word of the synonym table, for
   * suggestions while typing: 'thumbn' is 'thumbnail', 'text to spe' 'text to speech' (a completion
   * that finishes a phrase with the words before it wins). A word that is already whole (in the
   * table or the catalogue's prose), or the start of a platform's name ('midj'), is left alone; so is
   * a word under four letters, unless it finishes a phrase.
   */
  function completeLastWord(text: string): string {
    const m = /(\p{L}{3,})$/u.exec(text);
    if (!m) return text;
    const last = fold(m[1]!);
    if (tableWords.has(last) || tableWords.has(singular(last)) || indexes().vocabulary.has(last)) return text;
    if (indexes().names.search(last, { prefix: true, fuzzy: false }).length) return text;
    const head = text.slice(0, m.index);
    const candidates = completions.filter((w) => w.startsWith(last) && w !== last);
    if (!candidates.length) return text;
    const finishesPhrase = (w: string) => matchSynonyms(`${head}${w}`).some((f) => f.phrase.includes(" ") && f.phrase.endsWith(` ${w}`));
    // Alone, a word is completed only when every way to finish it means the same ('summar': summary,
    // summarise...), never to guess between meanings ('pres': presentation or presenter).
    const oneMeaning = new Set(candidates.map((w) => meaningOf.get(w))).size === 1;
    const best = candidates.find(finishesPhrase) ?? (last.length >= 4 && oneMeaning ? candidates[0] : undefined);
    return best ? `${head}${best}` : text;
  }

  /** Suggestions while typing: a few platforms, use cases and guides for a partial query. */
  function suggest(text: string, limit = 5): { platforms: { id: string; name: string }[]; useCases: { id: UseCaseId; label: string }[]; articles: { slug: string; title: string }[] } {
    const q = text.trim().slice(0, 200);
    if (!q) return { platforms: [], useCases: [], articles: [] };
    const result = discover({ text: completeLastWord(q), useCases: [], free: false, tiers: [], categories: [], sort: "best" }, { articles: 3, ...(limit >= 0 ? { limit } : {}) });
    return {
      platforms: result.platforms.slice(0, limit).map((r) => ({ id: r.platform.id, name: r.platform.name })),
      useCases: result.useCases.slice(0, 3).map((id) => ({ id, label: labelOfUseCase(id) })),
      articles: result.articles.slice(0, 3).map((a) => ({ slug: a.slug, title: a.title })),
    };
  }

  function knows(word: string): boolean {
    const w = fold(word);
    return stopWords.has(w) || tableWords.has(w) || tableWords.has(singular(w)) || indexes().ordinary.has(w) || notNameWords.has(w) || everyFoldedName.has(` ${w} `);
  }

  /**
   * The indexes, the common words' hits, and the paths a question takes: a first question pays for
   * none of them. A question of each kind, made from the catalogue itself, is answered once: a
   * platform's name (the names' tables, its likeness), the name misspelt (the typo repairs), a use
   * case with a price wish (the reading, the wishes' ordering), and a name as it is typed. At
   * 10,000 platforms the first name asked took 70-100 ms in the engine, 40-50 once these had run.
   */
  function warmUp(): void {
    indexes();
    const common = commonWords();
    likeHits().keep(common);
    textHits().keep(common);
    const name = platforms[0]?.name;
    const label = useCases[0]?.label;
    for (const text of [name, name && name.length > 5 ? name.slice(0, -1) : undefined, label && `free ${label}`]) if (text) discover({ ...emptyQuery, text }, { limit: 24 });
    if (name) suggest(name.slice(0, 4));
  }

  return { discover, suggest, completeLastWord, warmUp, knows, unknownName: (text) => unknownNameIn(repairTypos(text.slice(0, 2000)))?.name, placeName: (text) => placeNameIn(repairTypos(text.slice(0, 2000))), ordinaryNames: (text) => ordinaryNames(text.slice(0, 2000)), surelyNamed: (text) => surelyNamed(text.slice(0, 2000)).map(([p]) => p.id) };
}
