import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import type { FlagFilter, RunsOn } from "@/lib/attributes";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { applyConstraints, failedConstraints, passedConstraints, sortResults } from "@/lib/discovery/constraints";
import { monthlyPrice } from "@/lib/discovery/price";
import { sortUseCases } from "@/lib/discovery/params";
import type { DiscoveryQuery, ExclusionCounts } from "@/lib/discovery/query";
import { synonyms } from "@/lib/discovery/synonyms";
import { fold, processTerm, singular, stopWords, words } from "@/lib/discovery/text";
import { alternativeWords, compareWords, matchSynonyms, understandText, withoutPriceWishes, withoutTask, type Need, type Understanding } from "@/lib/discovery/understand";
import { platformUseCases } from "@/lib/platform";
import { mainJob, rankPlatforms } from "@/lib/ranking";
import { labelOfUseCase, useCases, type UseCaseId } from "@/lib/use-cases";
import type { Article } from "@/server/articles";
import { aliasesOf, editDistance, namesNeverAlone } from "@/server/discovery/platform-names";

/** The reading without the use cases the visitor removed from it (the chips on /search). */
function withoutSkipped(u: Understanding | undefined, skip: readonly UseCaseId[] | undefined): Understanding | undefined {
  if (!u || !skip?.length) return u;
  const keep = (ids: readonly UseCaseId[]) => ids.filter((id) => !skip.includes(id));
  return { ...u, useCases: keep(u.useCases), needs: u.needs.map((n) => ({ ...n, useCases: keep(n.useCases) })).filter((n) => n.useCases.length > 0) };
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
  wishes?: { free: boolean; budget?: number; has?: FlagFilter[]; runs?: RunsOn[] };
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
};

export type DiscoveryCatalogue = {
  /** The platforms, in editorial order (ties keep it). */
  platforms: readonly Platform[];
  /** The guides search also finds; none by default. */
  articles?: () => readonly Article[];
  /** Other names of a platform ('11labs'); the site's alias table by default. */
  aliases?: (id: string) => string[];
};

export type Discovery = {
  discover: (query: DiscoveryQuery, options?: { articles?: number }) => DiscoveryResult;
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
};

/** Words asked about one platform, which leave a name alone ('later pricing', 'pitch app review'). */
const aboutAPlatform: ReadonlySet<string> = new Set(["price", "prices", "pricing", "cost", "costs", "plan", "plans", "review", "reviews", "login", "app", "free", "trial"]);

/** A discovery engine over one catalogue. */
export function createDiscovery(catalogue: DiscoveryCatalogue): Discovery {
  const { platforms } = catalogue;
  const byId = new Map(platforms.map((p) => [p.id, p]));
  const getPlatform = (id: string) => byId.get(id);
  const guides = catalogue.articles ?? (() => []);
  const aliasesFor = catalogue.aliases ?? aliasesOf;

  const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));
  const fieldLabels: ReadonlyMap<string, string> = new Map(Object.entries({ name: "name", names: "name", description: "description", strengths: "strengths", details: "pricing", useCases: "use cases", capabilities: "capabilities", category: "category" }));

  /** Every name a platform goes by, as one string of words ('ElevenLabs' also as 'eleven labs', '11labs'). */
  function namesOf(p: Platform): string {
    // A name that is an everyday verb ('Make') is known only by its aliases ('make.com', 'integromat').
    const own = namesNeverAlone.has(fold(p.name)) ? [] : [p.name, p.name.replace(/[\s.-]+/g, "")];
    const all = new Set([...own, ...aliasesFor(p.id)]);
    return [...all].join(" ");
  }

  function build(): Indexes {
    const typo = (term: string) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false);
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
        names: namesOf(p),
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
    names.addAll(platforms.map((p) => ({ id: p.id, names: namesOf(p) })));

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
    const vocabulary = new Set<string>();
    const ordinary = new Set<string>();
    for (const p of platforms) {
      const prose = [p.description, ...p.strengths, p.pricing.details, ...p.useCases.map(labelOfUseCase), ...p.capabilities].join(" ");
      for (const word of fold(prose).split(/[^\p{L}\p{N}]+/u)) if (word) vocabulary.add(word);
      // Web addresses ('grok.com') are names, not words.
      for (const word of prose.replace(/\S+\.[a-z]{2,}\b\S*/g, " ").split(/[^\p{L}\p{N}]+/u)) if (/^\p{Ll}+$/u.test(word)) ordinary.add(fold(word));
    }
    return { text, names, articles, useCases: useCaseIndex, vocabulary, ordinary };
  }

  let built: Indexes | undefined;
  function indexes(): Indexes {
    built ??= build();
    return built;
  }

  const editorialOrder = new Map(platforms.map((p, i) => [p.id, i]));
  // Worked out once per engine, never per query (docs/decisions/0190-engine-work-per-candidate.md):
  // each platform's use cases with 'free' derived, the finder's rankable items, and the platforms
  // serving each use case and in each category, in editorial order. A query reads the lists of what
  // it asks for instead of scanning the catalogue.
  const ownUseCases = new Map(platforms.map((p) => [p.id, platformUseCases(p)]));
  const casesOf = (p: Platform) => ownUseCases.get(p.id) ?? platformUseCases(p);
  const rankable = platforms.map((p) => ({ id: p.id, useCases: casesOf(p), platform: p }));
  const servingUseCase = new Map<UseCaseId, Platform[]>();
  const inCategory = new Map<string, Platform[]>();
  for (const p of platforms) {
    for (const u of casesOf(p)) {
      const list = servingUseCase.get(u);
      if (list) list.push(p);
      else servingUseCase.set(u, [p]);
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
    selected: UseCaseId[];
    understood: UseCaseId[];
    coverage: number;
    named: number;
    text: number;
    /** Likeness to the `similarTo` platform (same category, shared use cases, similar words), 0 to 1. */
    similar: number;
    /** 1 when the platform's main job (its first listed use case) is what the visitor asked for. */
    main?: number;
    hit?: SearchResult;
  };

  /**
   * Relevance of a candidate: the selection first (the finder's rule), then a name the query says,
   * then how much of the understood need it covers (each table entry by the share of its use cases
   * the platform serves, times its weight), then likeness to a platform asked about, then the
   * catalogue's own words.
   */
  function scoreOf(c: Candidate): number {
    return bandOf(c) + c.coverage * 100 + c.similar * 300 + c.text * 80 + (c.main ?? 0) * 40;
  }

  /** The part of relevance a 'cheap' wish may not reorder: selection, name, coverage and likeness, coarsely. */
  function bandOf(c: Candidate): number {
    return c.selected.length * 10_000 + c.named * 1000;
  }
  /** Relevance in coarse steps (coverage in quarters, likeness and text in thirds): within a step, 'cheap' may reorder. */
  function tieBand(c: Candidate): number {
    return bandOf(c) + Math.round(c.coverage * 4) * 25 + Math.round(c.similar * 3) * 100 + Math.round(c.text * 3) * 27;
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
  /** Every name and alias, folded and padded, for `knows`. */
  const everyFoldedName = new Set([...foldedNames.values()].flat());

  /**
   * Words that are part of names but never name a platform on their own: everyday words ('make' in
   * Make and Figma Make, 'read' in Read AI, 'search' in Brave Search API, 'power' in Power BI) and the
   * generic parts of names and stop words ('ai', 'app', 'com', 'api', 'for' as in 'Copilot for code'):
   * 'best ai for writing' names no platform.
   */
  const notNameWords: ReadonlySet<string> = new Set([...stopWords, ...namesNeverAlone, "com", "api", "search", "read", "retell", "relevance", "power"]);

  /**
   * Words of names that do not name one platform on their own: the words above, words that several
   * names share ('google', 'microsoft') and a few everyday words of multi-word names ('dream machine').
   * A name that is itself a word of the synonym table ('Make') counts only as a whole phrase.
   */
  const everydayNameWords = new Set([
    "make", "dream", "machine", "copy", "open", "studio", "labs", "dev", "new", "developer", "coach", "max", "pro", "le", "fin",
    // Everyday words in longer names and aliases: 'my shop' is not Photoshop ('photo shop'), 'black and white' not Black Forest Labs.
    "shop", "black", "forest", "tailor", "brands", "beautiful", "express", "journey", "hey", "tab", "eleven", "notebook", "designer", "character", "quill",
  ]);
  const tableWords = new Set(synonyms.flatMap((e) => e.phrases.flatMap((ph) => words(ph))));
  // The first word of a platform's own name, not of an alias: 'remove' for Remove.bg, never 'photo' for the alias 'photo shop'.
  const firstWords = new Map(platforms.map((p) => [p.id, new Set([padded(p.name).trim().split(" ")[0]!])]));
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
    const scores = new Map<string, number>();
    const folded = padded(text);
    const queryTerms = new Set(folded.split(" ").filter((t) => t.length >= 2 && !notNameWords.has(t)));
    if (!folded.trim()) return scores;
    // A word of a longer task phrase the text says names only a platform that does that task:
    // 'remove vocals' is no mention of Remove.bg, 'remove background' still is.
    const taskPhrases = matchSynonyms(text).filter((f) => f.phrase.includes(" "));
    // An ordinary word of the catalogue's prose that is also a name ('pitch', 'remove', 'agents',
    // 'later') names that platform only when the text says nothing else: 'pitch' is Pitch, 'write my
    // elevator pitch' is not, nor 'remove filler words' Remove.bg.
    const content = folded.trim().split(" ").filter((t) => t && !notNameWords.has(t) && !aboutAPlatform.has(t) && !alternativeWords.test(` ${t} `) && !compareWords.test(` ${t} `));
    // Unless the platform does what the rest of the text asks: 'remove background' still names Remove.bg.
    const asked = matchSynonyms(text);
    const ordinaryInText = (w: string, id: string) => {
      if (!indexes().ordinary.has(w) || !content.some((t) => t !== w)) return false;
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
    for (const id of [...mentioned].sort((a, b) => (editorialOrder.get(a) ?? 0) - (editorialOrder.get(b) ?? 0))) {
      const names = foldedNames.get(id) ?? [];
      const full = names.filter((n) => {
        const one = !n.trim().includes(" ");
        return n.trim().length >= 2 && folded.includes(n) && !(one && weakNameWords.has(n.trim()) && tableWords.has(n.trim())) && !(one && (taskWord(n.trim(), id) || ordinaryInText(n.trim(), id)));
      });
      if (full.length) matchedNames.set(id, full);
    }
    // The longest name wins where names overlap: 'github copilot' names GitHub Copilot, not also
    // Microsoft Copilot, whose 'copilot' is only part of it.
    const allMatched = [...matchedNames.entries()].flatMap(([id, ns]) => ns.map((n) => ({ id, n: n.trim() })));
    for (const [id, ns] of matchedNames) {
      const own = ns.filter((n) => !allMatched.some((o) => o.id !== id && o.n.length > n.trim().length && ` ${o.n} `.includes(` ${n.trim()} `)));
      if (own.length) scores.set(id, 1 + 0.01 * Math.max(...own.map((n) => n.length)));
    }
    const distinctive = [...queryTerms].filter((t) => !weakNameWords.has(t));
    if (!distinctive.length) return scores;
    for (const r of indexes().names.search(distinctive.join(" "), { combineWith: "OR" })) {
      const id = String(r.id);
      if (scores.has(id)) continue;
      // A task word names a platform only as the first word of one of its names ('remove' for Remove.bg,
      // never 'agent' for Replit Agent, 'bot' for QuillBot or 'translate' for Google Translate).
      // A word under three letters names a platform only as its whole name ('v0', never the 'lm' of NotebookLM).
      if (r.terms.some((t) => queryTerms.has(t) && t.length >= 3 && !weakNameWords.has(t) && !taskWord(t, id) && !ordinaryInText(t, id) && (!tableWords.has(t) || firstWords.get(id)?.has(t)))) scores.set(id, 0.9);
      // A prefix or typo match counts only for words long enough to mean a name ('gem' is not Gemini),
      // and not for ordinary words the catalogue itself uses: 'research' is not a typo of the 'Search'
      // in Brave Search API, nor 'voice' a prefix of Voiceflow.
      // The synonym table's words are ordinary words too ('translate' is no typo of Google Translate).
      else if (r.queryTerms.some((q) => q.length >= 4 && !indexes().vocabulary.has(q) && !tableWords.has(q) && !notNameWords.has(q))) scores.set(id, 0.8);
    }
    return scores;
  }

  /** How much of one need a platform covers: the share of its use cases it serves, and its kind counting as one more part when the need names kinds. */
  function covers(need: Need, own: readonly UseCaseId[], category: string): number {
    const parts = need.useCases.length + (need.categories?.length ? 1 : 0);
    const hit = need.useCases.filter((u) => own.includes(u)).length + (need.categories?.includes(category) ? 1 : 0);
    return parts ? hit / parts : 0;
  }

  /**
   * How much each platform is like `subject`: the same category (half), the share of use cases they
   * have in common (Jaccard, a quarter) and how well the subject's own description finds it (a quarter).
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

  function likenessUncached(subject: Platform): Map<string, number> {
    const mine = new Set(casesOf(subject));
    const words = [subject.description, subject.strengths.join(" "), subject.capabilities.join(" ")].join(" ");
    const hits = indexes().text.search(words, { combineWith: "OR", fuzzy: false, prefix: false }).filter((h) => h.id !== subject.id);
    const top = hits[0]?.score ?? 1;
    const textOf = new Map(hits.map((h) => [String(h.id), h.score / top]));
    const out = new Map<string, number>();
    // Only platforms sharing a use case or the category can be alike.
    for (const p of new Set([...[...mine].flatMap((u) => servingUseCase.get(u) ?? []), ...(inCategory.get(subject.category) ?? [])])) {
      if (p.id === subject.id) continue;
      const theirs = casesOf(p);
      const shared = theirs.filter((u) => mine.has(u)).length;
      const union = new Set([...mine, ...theirs]).size || 1;
      const sameCategory = p.category === subject.category ? 1 : 0;
      if (!shared && !sameCategory) continue;
      out.set(p.id, 0.5 * sameCategory + 0.25 * (shared / union) + 0.25 * (textOf.get(p.id) ?? 0));
    }
    return out;
  }

  /** The synonym table's words long enough to be misspelt, for repairTypos. */
  const repairable = [...tableWords].filter((w) => w.length >= 5);

  /**
   * Repairs a misspelt task word that nothing else would find: a word of five letters or more that
   * is in neither the table, the catalogue's prose nor a platform's name (even with a typo), one edit
   * (two from nine letters) from a table word with the same first letter. 'persentation' is
   * 'presentation', 'transaltion' 'translation'; the prose index allows one typo a word only, for speed.
   */
  function repairTypos(text: string): string {
    return text.replace(/\p{L}{5,}/gu, (word) => {
      const folded = fold(word);
      const one = words(folded)[0] ?? folded;
      if (tableWords.has(one) || indexes().vocabulary.has(folded) || indexes().vocabulary.has(one) || stopWords.has(folded)) return word;
      const cap = folded.length >= 9 ? 2 : 1;
      let best: string | undefined;
      let distance = cap + 1;
      for (const candidate of repairable) {
        if (candidate[0] !== folded[0]) continue;
        const d = editDistance(folded, candidate, cap);
        if (d < distance) [best, distance] = [candidate, d];
      }
      // A misspelt name ('elevenlab', 'sythesia') is the names index's to find, not a task word.
      return best && !indexes().names.search(folded).length ? best : word;
    });
  }

  /** A text as the name and intent checks read it: folded, words only, spaces around. */
  function padded(text: string): string {
    return ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  }

  /**
   * The platforms a text names surely (score 0.9 or more), surest first, with their scores. A name
   * inside a longer one also named ('Claude' in 'Claude Code') is the same mention and left out.
   */
  function surelyNamed(text: string): [Platform, number][] {
    const chosen: [Platform, number][] = [];
    for (const [id, score] of [...nameScores(text)].sort((a, b) => b[1] - a[1])) {
      const p = getPlatform(id);
      if (!p || score < 0.9 || chosen.some(([c]) => fold(c.name).includes(fold(p.name)))) continue;
      chosen.push([p, score]);
    }
    return chosen;
  }

  /**
   * The one platform a text asks for others like: 'alternatives to Canva', 'cheap ChatGPT
   * alternative', 'apps like Notion', 'cheaper than Cursor'. Undefined when the text names none, or
   * two equally surely ('ChatGPT or Claude alternatives' is no single subject).
   */
  function alternativeSubject(text: string): { subject: Platform; task: string } | undefined {
    const folded = padded(text);
    if (!alternativeWords.test(folded) && !/ (like|than) /.test(folded)) return undefined;
    const [first, second] = surelyNamed(text);
    if (!first) return undefined;
    // Two platforms named in full, or as surely ('ChatGPT or Claude alternatives'), are no single subject.
    if (second && (second[1] === first[1] || second[1] >= 1)) return undefined;
    const [subject] = first;
    // What is left once the subject, the asking words and generic nouns are gone: a task, if any ('for video').
    let task = folded;
    for (const name of foldedNames.get(subject.id) ?? []) task = task.replaceAll(name, " ");
    task = task.replace(new RegExp(alternativeWords.source, "g"), " ").replace(/ (like|than|to|of|apps?|tools?|sites?|websites?|platforms?|software|services?|options?|programs?|ai) /g, " ");
    return { subject, task: task.replace(/\s+/g, " ").trim() };
  }

  /** The platforms a text asks to compare: 'ChatGPT vs Claude', 'compare Cursor, Windsurf and Cline'. Two to four named surely; otherwise undefined. */
  function comparedIn(text: string): Platform[] | undefined {
    const folded = padded(text);
    if (!compareWords.test(folded)) return undefined;
    const chosen = surelyNamed(text).map(([p]) => p);
    if (chosen.length < 2 || chosen.length > 4) return undefined;
    // In the order the text names them.
    const at = (p: Platform) => Math.min(...(foldedNames.get(p.id) ?? []).map((n) => folded.indexOf(n)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
    return chosen.sort((a, b) => at(a) - at(b));
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
  function discover(query: DiscoveryQuery, options: { articles?: number } = {}): DiscoveryResult {
    const typed = query.text?.trim() ?? "";
    const asked = typed ? repairTypos(typed) : "";
    const understoodAsked = asked ? understandText(asked) : undefined;
    const read = !query.similarTo && asked ? alternativeSubject(asked) : undefined;
    const subject = query.similarTo ? getPlatform(query.similarTo) : read?.subject;
    // 'alternatives to Grammarly' asks for its kind; 'alternatives to Canva for logos' for those of its kind that make logos.
    const readTask = read?.task ? understandText(read.task) : undefined;
    const text = read ? (readTask?.useCases.length ? read.task : "") : asked;
    // 'AI' says what for only when nothing else does: 'Jasper AI' is Jasper, not Jasper and the chat assistants.
    const understoodText = understoodAsked?.generic && surelyNamed(asked).length ? withoutTask(understoodAsked) : understoodAsked;
    const understood = withoutSkipped(read ? (text ? readTask : undefined) : understoodText, query.skip);
    const cheap = query.cheap || Boolean(understoodAsked?.cheap) || (subject !== undefined && /\bcheaper than\b/.test(fold(asked)));
    let candidates: Candidate[];
    /** The one platform a text only names, whose likes follow it. */
    let sole: Platform | undefined;

    // A text that says only a price wish ('free', 'cheapest', 'under $10') browses the whole catalogue with the wish applied.
    const saysWishes = Boolean(understoodAsked?.free || understoodAsked?.cheap || understoodAsked?.budget !== undefined || understoodAsked?.has.length || understoodAsked?.runs.length);
    const onlyWishes = Boolean(text) && !subject && !understoodText?.useCases.length && saysWishes && words(withoutPriceWishes(text)).every((w) => stopWords.has(w));
    if ((!text && !subject) || onlyWishes) {
      // Only the platforms serving a selected use case can rank (rankPlatforms keeps their editorial order among equals).
      const base = query.useCases.length
        ? rankPlatforms(servingAny(query.useCases).map((p) => rankable[editorialOrder.get(p.id)!]!), query.useCases).map((r) => r.item.platform)
        : platforms;
      candidates = base.map((platform) => ({ platform, selected: query.useCases.filter((u) => casesOf(platform).includes(u)), understood: [], coverage: 0, named: 0, text: 0, similar: 0 }));
    } else {
      const { text: textIndex } = indexes();
      const terms = [withoutPriceWishes(text), ...(understood?.also ?? [])].join(" ").trim();
      const hits = terms ? textIndex.search(terms, { combineWith: "OR" }) : [];
      const top = hits[0]?.score ?? 1;
      const hitById = new Map(hits.map((h) => [String(h.id), h]));
      // Naming the subject of 'alternatives to X' is not a reason to rank X.
      const named = subject ? new Map<string, number>() : nameScores(text);
      const wanted = understood?.useCases ?? [];
      // A text that only names one platform ('suno', 'heygen pricing') asks about it and its kind:
      // it comes first (named), the platforms like it after, as they would for 'alternatives to X'.
      const [first, second] = subject || wanted.length ? [] : surelyNamed(text);
      sole = first && !second ? first[0] : undefined;
      const like = subject ? likeness(subject) : sole ? likeness(sole) : undefined;
      // The platforms that can pass the filter below, and only those, are scored: named ones, those
      // like the subject, those serving a use case the text asks for and the text index's hits above
      // its threshold (docs/decisions/0190-engine-work-per-candidate.md). A new reason to admit a
      // platform must add its ids here too.
      const ids = new Set<string>(named.keys());
      if (like) for (const id of like.keys()) ids.add(id);
      for (const u of wanted) for (const p of servingUseCase.get(u) ?? []) ids.add(p.id);
      for (const h of hits) if (h.score / top >= 0.15) ids.add(String(h.id));
      ids.delete(subject?.id ?? "");
      const selectedSet = new Set(query.useCases);
      const needSets = (understood?.needs ?? []).map((n) => ({ need: n, useCases: new Set(n.useCases) }));
      const scored: { c: Candidate; score: number; order: number }[] = [];
      for (const id of ids) {
        const platform = byId.get(id);
        if (!platform) continue;
        const own = casesOf(platform);
        const hit = hitById.get(platform.id);
        const c: Candidate = {
          platform,
          selected: query.useCases.filter((u) => own.includes(u)),
          understood: wanted.filter((u) => own.includes(u)),
          coverage: needSets.reduce((sum, { need }) => sum + need.weight * covers(need, own, platform.category), 0),
          named: named.get(platform.id) ?? 0,
          text: hit ? hit.score / top : 0,
          similar: like?.get(platform.id) ?? 0,
          // Its main job is what was asked: a selected use case, or a full-weight need of the text whose kinds of tool (if it names any) include this one's.
          main: Math.max(
            mainJob(platform, selectedSet),
            ...needSets.map(({ need: n, useCases: set }) => (n.weight >= 1 && (!n.categories || n.categories.includes(platform.category)) ? mainJob(platform, set) : 0)),
          ),
          hit,
        };
        if (query.useCases.length > 0 && c.selected.length === 0) continue;
        // Read in the text without a task of its own, the list keeps the alike (same kind, or much
        // in common), not every platform that shares a use case with the subject.
        if (sole ? !(c.named > 0 || c.similar >= 0.25) : like ? !(c.similar >= (read && !wanted.length ? 0.25 : Number.MIN_VALUE) && (!wanted.length || c.understood.length > 0)) : !(c.named > 0 || c.understood.length > 0 || c.text >= 0.15)) continue;
        scored.push({ c, score: scoreOf(c), order: editorialOrder.get(platform.id) ?? 0 });
      }
      candidates = scored.sort((a, b) => b.score - a.score || a.order - b.order).map((x) => x.c);
    }
    if (cheap) {
      const price = (c: Candidate) => monthlyPrice(c.platform) ?? Number.POSITIVE_INFINITY;
      candidates = candidates
        .map((c, i) => ({ c, i }))
        .sort((a, b) => tieBand(b.c) - tieBand(a.c) || price(a.c) - price(b.c) || a.i - b.i)
        .map((x) => x.c);
    }
    // Price wishes in the text ('free logo maker', 'video generator under $20') that the filters do
    // not already apply: the platforms meeting them come first among those as relevant (named or
    // selected alike, serving the task at all), each part in its order. A filter would hide the
    // others while the page's 'Free plan only' box stays unticked; the page says what was done.
    // Attributes said in words ('with an API', 'iphone app', 'open source') are wishes the same way.
    const wish = {
      free: !query.free && Boolean(understoodAsked?.free),
      budget: query.budget === undefined ? understoodAsked?.budget : undefined,
      tiers: [],
      categories: [],
      has: (understoodAsked?.has ?? []).filter((k) => !query.has?.includes(k)),
      runs: (understoodAsked?.runs ?? []).filter((r) => !query.runs?.includes(r)),
    };
    const wishes = wish.free || wish.budget !== undefined || wish.has.length > 0 || wish.runs.length > 0;
    if (wishes) {
      const band = (c: Candidate) => bandOf(c) + (c.coverage > 0 ? 100 : 0) + (c.similar > 0 ? 100 : 0);
      candidates = candidates
        .map((c, i) => ({ c, i, misfit: failedConstraints(c.platform, wish).length }))
        .sort((a, b) => band(b.c) - band(a.c) || a.misfit - b.misfit || a.i - b.i)
        .map((x) => x.c);
    }

    const { kept, excluded, excludedTotal } = applyConstraints(candidates, (c) => c.platform, query);
    const sorted = sortResults(kept, (c) => c.platform, query.sort);
    const results: PlatformResult[] = sorted.map((c) => {
      const { words, fields } = matchedWords(c.hit);
      return {
        platform: c.platform,
        score: scoreOf(c),
        reasons: {
          useCases: sortUseCases([...c.selected, ...c.understood]),
          words,
          fields,
          constraints: passedConstraints(c.platform, query),
          named: c.named > 0,
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
      ...(asked !== typed ? { corrected: asked } : {}),
      ...(wishes ? { wishes: { free: wish.free, ...(wish.budget !== undefined ? { budget: wish.budget } : {}), ...(wish.has.length ? { has: wish.has } : {}), ...(wish.runs.length ? { runs: wish.runs } : {}) } } : {}),
    };
  }

  /** The table's words, shortest first, for completing a word while it is typed. */
  const completions = [...tableWords].sort((a, b) => a.length - b.length || a.localeCompare(b));
  /** What each table word asks for: the use cases of the entries whose phrases hold it. */
  const meaningOf = new Map<string, string>();
  for (const w of tableWords) {
    const cases = new Set(synonyms.filter((e) => e.phrases.some((ph) => words(ph).includes(w))).flatMap((e) => e.useCases));
    meaningOf.set(w, [...cases].sort().join(","));
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
    const result = discover({ text: completeLastWord(q), useCases: [], free: false, tiers: [], categories: [], sort: "best" }, { articles: 3 });
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

  return { discover, suggest, completeLastWord, warmUp: () => void indexes(), knows };
}
