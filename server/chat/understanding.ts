import "server-only";
import { getPlatform } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import type { ChatMessage } from "@/lib/chat/types";
import { alternativeWords, compareWords, understandText, withoutTask, type Understanding } from "@/lib/discovery/understand";
import { fold } from "@/lib/discovery/text";
import { escapeRegExp } from "@/lib/format";
import type { UseCaseId } from "@/lib/use-cases";
import type { Language } from "@/content/assistant-messages";
import { findMentions, namedPlatforms, normalise } from "@/server/discovery/platform-names";

/**
 * Stage one of the offline assistant (docs/decisions/0043-assistant-pipeline.md): reading one chat
 * message. The task words are the discovery engine's synonym table (`understandText`), so the
 * assistant understands exactly what search and the finder understand; this module adds only what
 * a conversation needs on top: the intents, the platforms named, 'for a team', the language, and
 * whether the message refers back to the last answer. Pure and deterministic.
 */

export type Intent = "recommend" | "describe" | "price" | "compare" | "alternatives" | "guides" | "greeting" | "help" | "thanks";
export type { Language } from "@/content/assistant-messages";

export type Cues = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  /** Any comparison word, "or" included: enough when two platforms are named. */
  compare: boolean;
  /** An explicit comparison ("vs", "compare", "better than", "compared with"). */
  compareStrong: boolean;
  alternatives: boolean;
  price: boolean;
  describe: boolean;
  article: boolean;
  /** "it", "them", "those": the question is about something named earlier. */
  pronoun: boolean;
  /** "which of those", "of them", "among these": a filter over the last answer's list. */
  ofThose: boolean;
  /** A short follow-up opening with "and" / "what about": the rest comes from the last question. */
  continuation: boolean;
  /**
   * A question about terms the catalogue does not record: how a platform treats your data
   * ('privacy'), or what you may do with what it makes ('rights').
   */
  policy?: "privacy" | "rights";
};

export type Question = {
  /** The message as typed (at most 2,000 characters). */
  text: string;
  norm: string;
  words: number;
  platforms: Platform[];
  ambiguousCopilot: boolean;
  /** What the synonym table reads in the message: use cases, needs, price wishes. */
  task: Understanding;
  useCases: UseCaseId[];
  free: boolean;
  budget?: number;
  cheap: boolean;
  /** 'for a team', 'for my company': noted in the answer; the catalogue has no team-plan facts. */
  team: boolean;
  language: Language;
  cues: Cues;
  /** The intents the message states, most specific first (a message may state two: compare and price). */
  intents: Intent[];
};

// Intent words, English first, then German, Spanish, French and Portuguese (folded: no accents).
const priceWords =
  /\b(how much|price|prices|pricing|priced|cost|costs|costing|pay|paid|subscriptions?|plans?|tiers?|free|expensive|cheap|cheaper|cheapest|worth it|trial|preis|preise|kosten|kostet|wie viel|kostenlos|precio|precios|cuesta|cuanto|gratis|prix|coute|combien|gratuit|preco|precos|custa|quanto|gratuito)\b/;
const describeWords =
  /\b(what is|what s|whats|what are|tell me about|tell me more|explain|describe|overview|who makes|who made|what does(?! \w+( \w+)? (cost|charge))|good at|review|know about|info|information|used for|use it for|was ist|que es|qu est ce que|o que e)\b/;
// Terms, not tasks: 'is my data safe with ChatGPT' asks about privacy, not data analysis.
const privacyWords =
  /\b(privacy|private|privately|data (safe|secure|security|protection|retention|policy|privacy|stored|storage)|(my|our|your|personal|customer|company) (data|information|conversations|chats|prompts|files)|train(s|ed|ing)? (on|with)|used (for|to) train|gdpr|hipaa|confidential|safe to use|is it safe|secure|security|datenschutz|privacidad|confidentialite|privacidade)\b/;
const rightsWords =
  /\b(commercial(ly)?|licen[cs]e[sd]?|licensing|copyright(ed|s)?|who owns|own (the|my) (rights|images?|pictures?|output|content|music|songs?|videos?|code)|ownership|usage rights|royalt(y|ies)(?! free)|sell (the|my|them|it)\b|nutzungsrechte|derechos|droits d auteur|direitos)\b/;
const guideWords = /\b(guides?|articles?|blog|blogs|tutorials?|read|reading|posts?|write ?ups?|anleitung|ratgeber|guia|guias|tutoriel)\b/;
const writingTask = /\b(write|writing|draft|drafting|generate|create|make|edit|proofread|publish|schedule|scheduling|ranking|rank)\b/;
const teamWords = /\b(for (a|my|our|the) (team|company|business|staff|agency)|team plan|teams|whole team|my team|our team|enterprise)\b/;

/**
 * Words per language (folded: no accents): words only that language uses count 2, common short
 * words 1. A language is the message's language when at least two of its words occur, they score
 * at least 3, and more than English's common words and any other language: a name, 'ok' or one
 * word is never enough (docs/decisions/0189-assistant-messages.md).
 */
const languageWords: Record<Exclude<Language, "en">, { strong: RegExp; weak: RegExp }> = {
  de: {
    strong: /\b(ich|wie|welche|welches|welcher|welchen|kostenlos|kostenlose|kostenloses|beste|besten|bester|werkzeug|mochte|gibt|nicht|uber|zum|zur|ubersetzen|alternativen|vergleich|vergleiche|vergleichen|unterschied|preis|kostet|programmieren|erstellen|schreiben|bilder|fur|englische|deutsche|ins|zu|brauche|suche|werden|davon|kann|hilft|mir|wer|hinter|dieser|diese|dieses|seite|steht|wird|sind|auf|von|bei|mich)\b/g,
    weak: /\b(und|ist|das|der|die|ein|eine|einen|mit|es|oder|was|mein|meine)\b/g,
  },
  es: {
    strong: /\b(que|como|quiero|herramienta|herramientas|mejor|puedo|hay|cual|cuanto|cuesta|busco|necesito|hacer|crear|gratuita|comparar|traducir|escribir|diferencia|precio|alternativas|para|sobre|alguno|alguna|esta|recomiendas)\b/g,
    weak: /\b(una|un|el|la|los|las|con|mis|mi|del|es|y|de|gratuito)\b/g,
  },
  fr: {
    strong: /\b(je|comment|quel|quelle|quels|quelles|meilleur|meilleure|outil|outils|puis|avec|gratuit|gratuite|faire|cherche|veux|creer|ecrire|traduire|combien|coute|prix|comparer|pour|quoi|c est|lequel|laquelle|est ce)\b/g,
    weak: /\b(une|un|le|la|les|des|mes|mon|est|du|et|de)\b/g,
  },
  pt: {
    strong: /\b(eu|quero|ferramenta|ferramentas|melhor|posso|qual|gratuita|fazer|preciso|voce|criar|musica|traduzir|escrever|quanto|custa|preco|comparar|para|o que|uso|sobre|barata|barato)\b/g,
    weak: /\b(uma|um|o|os|as|com|meus|meu|do|da|e|de|ia|gratuito)\b/g,
  },
  it: {
    strong: /\b(quale|quali|costa|migliore|migliori|strumento|strumenti|voglio|vorrei|posso|fare|creare|scrivere|tradurre|codice|confrontare|confronta|differenza|prezzo|per|della|delle|degli|cerco|serve|consigli|consigliate|immagini|cosa|inglese|che)\b/g,
    weak: /\b(il|lo|la|gli|un|una|uno|di|e|mi|con|come|quanto|qual)\b/g,
  },
};
const englishWords = /\b(i|the|and|for|with|what|which|how|to|is|my|an|of|best|tool|can|it|in|on|free|me|make|want|need|does|do|app|one|this|that|a)\b/g;

const distinct = (text: string, re: RegExp) => new Set(text.match(re) ?? []);

/** The message's language, or undefined when its words do not say (a name, 'ok', one word, a tie). */
export function languageOf(text: string): Language | undefined {
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").replace(/ +/g, " ")} `;
  const english = distinct(folded, englishWords).size;
  const scored = (Object.entries(languageWords) as [Exclude<Language, "en">, (typeof languageWords)["de"]][])
    .map(([lang, words]) => {
      const strong = distinct(folded, words.strong).size;
      const weak = distinct(folded, words.weak).size;
      return { lang, score: 2 * strong + weak, words: strong + weak };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (best && best.words >= 2 && best.score >= 3 && best.score > english && best.score > (second?.score ?? 0)) return best.lang;
  if (english >= 2) return "en";
  return undefined;
}

/** The language of the conversation: the message's own, else the newest earlier message that says, else English. */
export function conversationLanguage(text: string, history: readonly ChatMessage[]): Language {
  const own = languageOf(text);
  if (own) return own;
  for (const m of [...history].reverse()) {
    if (m.role !== "user") continue;
    const earlier = languageOf(m.content.slice(0, 500));
    if (earlier) return earlier;
  }
  return "en";
}

/** The platform a page of this site is about (/platforms/<id>, its sections and sub-paths included). */
export function platformOfPage(page: string | undefined): Platform | undefined {
  const id = page?.match(/^\/platforms\/([a-z0-9-]+)(?:[/?#]|$)/)?.[1];
  return id ? getPlatform(id) : undefined;
}

/** The language to answer in: the message's own, else English. */
export function detectLanguage(text: string): Language {
  return languageOf(text) ?? "en";
}

function readCues(norm: string, folded: string, platforms: readonly Platform[], raw: string): Cues {
  const mentionsLikeAlternatives = platforms.some((p) => new RegExp(`\\b(like|than|from|replace|replacing) ${escapeRegExp(normalise(p.name).trim())}\\b`).test(norm));
  return {
    greeting: /^ (hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening)|hallo|bonjour|hola|ola|oi)\b/.test(folded),
    help: /\b(what can you do|what do you do|who are you|what are you|how does this work|how do (i|you) use|what can i ask|how can you help|help$|what do you know|capabilities)\b/.test(norm),
    thanks: /^ (thanks|thank you|thx|ty|cheers|ok|okay|cool|nice|perfect|awesome|great|got it|danke|gracias|merci|obrigado|obrigada)\b/.test(folded),
    compare: compareWords.test(folded) || /\b(better|worse|which (one|is)|or)\b/.test(norm),
    compareStrong: compareWords.test(folded),
    alternatives: alternativeWords.test(folded) || mentionsLikeAlternatives,
    price: priceWords.test(folded) || /\$\s*\d/.test(raw),
    describe: describeWords.test(folded),
    article: guideWords.test(norm) && !writingTask.test(norm),
    pronoun: /\b(it|its|them|they|this|that|these|those|both|one|ones|es|ello|ellos|eso|ils|ca|isso|eles)\b/.test(folded),
    ofThose: /\b(of (those|these|them)|among (those|these|them)|those|these|von denen|davon|de ellos|de esos|de estos|parmi|deles|desses)\b/.test(folded),
    continuation: /^ (and|what about|how about|und|y|et|e) /.test(folded),
    ...(rightsWords.test(folded) ? { policy: "rights" as const } : privacyWords.test(folded) ? { policy: "privacy" as const } : {}),
  };
}

function intentsOf(q: Omit<Question, "intents">): Intent[] {
  const { cues } = q;
  const intents: Intent[] = [];
  if (cues.compareStrong || (q.platforms.length >= 2 && cues.compare)) intents.push("compare");
  if (cues.alternatives) intents.push("alternatives");
  if (cues.price && (q.platforms.length > 0 || !q.useCases.length)) intents.push("price");
  if (cues.article) intents.push("guides");
  if (cues.describe && q.platforms.length) intents.push("describe");
  if (q.useCases.length && !q.platforms.length) intents.push("recommend");
  if (q.platforms.length && !intents.length) intents.push("describe");
  if (cues.greeting) intents.push("greeting");
  if (cues.help) intents.push("help");
  if (cues.thanks) intents.push("thanks");
  return intents;
}

/**
 * The task a message states, read without the platforms it names: 'GPT-5' names ChatGPT and is no
 * text-generation task, 'Canva AI' names Canva and asks for no chat assistant. Price wishes are
 * read from the whole message.
 */
function taskBesideNames(raw: string, named: boolean): Understanding {
  const whole = understandText(raw);
  if (!named) return whole;
  const norm = normalise(raw);
  let rest = norm;
  for (const m of findMentions(raw)) rest = `${rest.slice(0, m.start)}${" ".repeat(m.end - m.start)}${rest.slice(m.end)}`;
  const task = understandText(rest);
  if (task.generic) return withoutTask(whole);
  return { ...whole, useCases: task.useCases, needs: task.needs, phrases: task.phrases, also: task.also, generic: false };
}

/**
 * Reads a message. `context` is earlier text used only to decide what "copilot" means, so a
 * follow-up in a coding conversation resolves to GitHub Copilot.
 */
export function understand(text: string, context = ""): Question {
  const raw = text.slice(0, 2000);
  const norm = normalise(raw);
  const folded = ` ${fold(raw).replace(/[^\p{L}\p{N}$]+/gu, " ").trim()} `;
  const { platforms, ambiguousCopilot } = namedPlatforms(raw, context);
  const task = taskBesideNames(raw, platforms.length > 0);
  const base = {
    text: raw,
    norm,
    words: norm.trim() ? norm.trim().split(" ").length : 0,
    platforms,
    ambiguousCopilot,
    task,
    useCases: task.useCases,
    free: task.free,
    ...(task.budget !== undefined ? { budget: task.budget } : {}),
    cheap: task.cheap,
    team: teamWords.test(norm),
    language: detectLanguage(raw),
    cues: readCues(norm, folded, platforms, raw),
  };
  return { ...base, intents: intentsOf(base) };
}
