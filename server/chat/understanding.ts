import "server-only";
import type { Platform } from "@/lib/catalogue-schema";
import { useCases, type UseCaseId } from "@/lib/use-cases";
import { namedPlatforms, normalise } from "@/server/chat/platform-names";

/**
 * Reading one chat message: which platforms it names, which finder use cases its task maps to,
 * price filters, and the cue words of each intent. Pure and deterministic; the offline assistant
 * decides what to answer from this (docs/decisions/0040-offline-catalogue-assistant.md).
 */

type Cue = { pattern: RegExp; useCases: UseCaseId[]; weak?: boolean };

const languages = "english|spanish|french|german|italian|portuguese|dutch|polish|japanese|chinese|mandarin|korean|arabic|hindi|russian|turkish";

/**
 * Task words to finder use cases, matched on the normalised text (lower-case words, single spaces).
 * A weak cue (the bare verb "write", "creative", "chat") only counts when nothing more specific
 * matched: "write code" is a coding question, "write a song" a music one.
 */
const cues: Cue[] = [
  {
    pattern: /\b(vibe cod\w*|without (any )?(coding|code|programming|writing code|a developer)|no code|nocode|non coders?|non technical|not a (developer|programmer|coder)|can t code|cannot code|don t (know how to )?code)\b/,
    useCases: ["vibe-coding", "app-development"],
  },
  {
    pattern: /\b((build|make|create|develop|code|ship|launch)(ing|s)? (a |an |my |our |the )?(own |simple |small |new |first |mobile |web |ios |android |saas |full stack )*(app|apps|application|applications|mvp|saas)|app builders?|app development|mobile apps?|ios apps?|android apps?|full stack)\b/,
    useCases: ["app-development"],
  },
  {
    pattern:
      /\b((build|make|create|design|develop|code|launch|set up|start)(ing|s)? (a |an |my |our |the )?(own |simple |small |new |personal |business |portfolio )*(websites?|web sites?|sites?|portfolio)|website builders?|landing pages?|web apps?|front ?end|html|css|react|next js|nextjs|web dev\w*)\b/,
    useCases: ["web-development"],
  },
  {
    pattern: /\b(code|coding|coder|program|programming|programmer|debug\w*|developers?|software|refactor\w*|python|javascript|typescript|java|rust|golang|bugs?|ide|pull requests?|unit tests?|autocomplete|codebase|repos?)\b/,
    useCases: ["code"],
  },
  {
    pattern: /\b(blogs?|blog posts?|blogging|essays?|articles?|copywriting|emails?|newsletters?|proofread\w*|grammar|spelling|paraphras\w*|rephras\w*|novels?|books?|stor(y|ies)|cover letters?|content writing|(sales|elevator|investor) pitch(es)?)\b/,
    useCases: ["writing"],
  },
  { pattern: /\b(write|writes|writing|writer|written|draft\w*|rewrit\w*)\b/, useCases: ["writing"], weak: true },
  { pattern: /\b(logos?|brand identity|brand kit|branding|icons?|favicon)\b/, useCases: ["logo"] },
  { pattern: /\b(presentations?|slides?|slide ?decks?|decks?|powerpoint|keynote|google slides)\b/, useCases: ["presentation"] },
  {
    pattern: /\b(images?|pictures?|pics?|photos?|photographs?|illustrations?|artwork|art|drawings?|draw|paint\w*|portraits?|wallpapers?|text to image|stickers?)\b/,
    useCases: ["images"],
  },
  {
    pattern: /\b(videos?|film|films|filmmaking|movies?|clips?|animat\w*|youtube|footage|trailers?|explainers?|commercials?|b roll|short form)\b/,
    useCases: ["video"],
  },
  {
    pattern: /\b(music|songs?|singing|audio|voice ?overs?|voices?|text to speech|tts|speech|narrat\w*|podcasts?|sound effects?|voice cloning|jingles?|beats)\b/,
    useCases: ["audio"],
  },
  {
    pattern: new RegExp(`\\b(learn(ing)? (a |another |new |)?(foreign )?languages?|language learning|learn (${languages})|(speak|practi[cs]e) (${languages}))\\b`),
    useCases: ["learning", "education"],
  },
  {
    pattern: new RegExp(`\\b(translat\\w*|dubb?(ing|ed)?|subtitles?|locali[sz]\\w*|multilingual|into (${languages}))\\b`),
    useCases: ["translation"],
  },
  { pattern: /\b(meetings?|transcri\w*|minutes|call notes|zoom calls?|sales calls?|interviews?)\b/, useCases: ["productivity", "business"] },
  { pattern: /\b(productiv\w*|organi[sz]\w*|to do|todo|tasks?|calendar|notes|note taking|summari[sz]\w*|inbox|second brain)\b/, useCases: ["productivity"] },
  {
    pattern: /\b(study|studying|learn|learning|learns|homework|tutor\w*|exams?|revision|revise|flashcards?|quiz\w*|courses?|school|students?|teach\w*|lessons?|education\w*|university|college|lectures?)\b/,
    useCases: ["learning", "education"],
  },
  { pattern: /\b(research\w*|sources|citations?|cite|papers?|literature|fact check\w*|investigat\w*)\b/, useCases: ["research"] },
  {
    pattern: /\b(web search|search the (web|internet)|internet search|search engine(?! optimi)|answer engine|google search|look things up|browse the web|browsing)\b/,
    useCases: ["search"],
  },
  { pattern: /\b(data|spreadsheets?|excel|csv|analytics|charts?|graphs?|dashboards?|statistics|sql)\b/, useCases: ["data"] },
  {
    pattern: /\b(seo|search engine optimi[sz]\w*|rank (higher )?(on|in) google|keyword research|keywords|backlinks?|serp|search rankings?)\b/,
    useCases: ["seo"],
  },
  {
    pattern: /\b(marketing|marketer|marketers|ads|advert\w*|campaigns?|ad copy|promot\w*|copywriting|newsletters?|product descriptions?)\b/,
    useCases: ["marketing"],
  },
  {
    pattern: /\b(social media|social posts?|socials|instagram|tiktok|linkedin|twitter|tweets?|facebook|youtube shorts|reels|captions?|schedul\w* (posts?|content))\b/,
    useCases: ["social"],
  },
  {
    pattern: /\b(chat ?bots?|support bots?|customer (support|service)|help ?desk|support agents?|live chat|ai agents? for (my |our )?(site|website|shop|store|customers)|faq bot|answer (my |our )?customers)\b/,
    useCases: ["chatbot"],
  },
  { pattern: /\b(business|businesses|company|companies|enterprise|startups?|small business|my team|our team|sales|b2b|corporate)\b/, useCases: ["business"] },
  {
    pattern: /\b(design|designs|designing|3d|ui|ux|mockups?|prototyp\w*|graphics?|posters?|flyers?|invitations?|thumbnails?|banners?|brochures?)\b/,
    useCases: ["design"],
  },
  { pattern: /\b(avatars?|talking heads?|presenters?|spokesperson|digital twins?|ai actors?|lip sync\w*)\b/, useCases: ["avatar"] },
  { pattern: /\b(creative|creativity|fiction|brainstorm\w*|ideas|storytelling)\b/, useCases: ["creative"], weak: true },
  {
    pattern: /\b(text generation|generate text|general assistant|all rounder|everyday (questions|tasks|use|work)|ask questions|answer questions|chat assistants?|chat with ai)\b/,
    useCases: ["text"],
    weak: true,
  },
];

const selectorOrder = new Map<string, number>(useCases.map((u, i) => [u.id, i]));

/** The finder use cases a message's task maps to, in the selector's order. */
export function detectUseCases(text: string): UseCaseId[] {
  // "a support bot for my website": the words after "for my" say where, not what. They count only
  // when the rest of the message names no task.
  const norm = normalise(text);
  const task = norm.replace(/ for (my|our|your|his|her|their) ([a-z0-9]+ ){1,3}/g, " ");
  const found = tasksIn(task);
  return found.length ? found : tasksIn(norm);
}

function tasksIn(norm: string): UseCaseId[] {
  const strong = new Set<UseCaseId>();
  const weak = new Set<UseCaseId>();
  for (const cue of cues) {
    if (!cue.pattern.test(norm)) continue;
    for (const id of cue.useCases) (cue.weak ? weak : strong).add(id);
  }
  // "build an app without coding" is no-code building, not a coding question.
  if (strong.has("vibe-coding")) strong.delete("code");
  const found = strong.size ? strong : weak;
  return [...found].sort((a, b) => (selectorOrder.get(a) ?? 0) - (selectorOrder.get(b) ?? 0));
}

// A number starts only where no digit or point precedes it: without that, each position inside a
// long digit run started a match that scanned to the run's end (quadratic on 100 KB of digits).
const amount = String.raw`(?<![\d.])(\d+(?:\.\d+)?)`;
const money = String.raw`(?:\$\s*${amount}|${amount}\s*(?:\$|usd|dollars?|bucks))`;
const period = String.raw`(?:\s*(?:\/|a|an|per|each)\s*(month|mo|year|yr)\b|\s+(monthly|yearly|annually))?`;
const budgetBefore = new RegExp(
  String.raw`\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to|no more than|within|budget(?: of| is)?|for|around|about)\s*(?:of\s*)?${money}${period}`,
);
const budgetAfter = new RegExp(`${money}${period}\\s*(?:or less|or under|or cheaper|max|at most|tops|or below)`);
const budgetSymbol = new RegExp(`(?:<=?)\\s*${money}${period}`);

/** A monthly budget in US dollars from "under $15/month", "less than 20 dollars", "$96 a year or less". */
export function parseBudget(text: string): number | undefined {
  const lower = text.toLowerCase();
  const m = budgetBefore.exec(lower) ?? budgetAfter.exec(lower) ?? budgetSymbol.exec(lower);
  if (!m) return undefined;
  const amount = Number(m[1] ?? m[2]);
  if (!Number.isFinite(amount)) return undefined;
  const unit = m[3] ?? m[4] ?? "month";
  return /^(year|yr|yearly|annually)$/.test(unit) ? amount / 12 : amount;
}

/** The monthly US-dollar figure of a catalogue starting price, or undefined when none is listed. */
export function monthlyPrice(platform: Pick<Platform, "pricing">): number | undefined {
  const m = /^\$(\d+(?:\.\d+)?)\/(month|year|user\/month|seat\/month)/.exec(platform.pricing.startingPrice ?? "");
  if (!m) return platform.pricing.tier === "free" ? 0 : undefined;
  const amount = Number(m[1]);
  return m[2] === "year" ? amount / 12 : amount;
}

export type Cues = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  /** Any comparison word, "or" included: enough when two platforms are named. */
  compare: boolean;
  /** An explicit comparison ("vs", "compare", "better than"): enough with one platform and an earlier one. */
  compareStrong: boolean;
  alternatives: boolean;
  price: boolean;
  describe: boolean;
  article: boolean;
  /** "it", "them", "that one": the question is about something named earlier. */
  pronoun: boolean;
};

export type Question = {
  norm: string;
  words: number;
  platforms: Platform[];
  ambiguousCopilot: boolean;
  useCases: UseCaseId[];
  /** Only free or freemium platforms. */
  free: boolean;
  /** A monthly budget in US dollars. */
  budget?: number;
  /** Cheapest first. */
  cheap: boolean;
  cues: Cues;
};

const writingTask = /\b(write|writing|draft|drafting|generate|create|make|edit|proofread|publish)\b/;

function readCues(norm: string, platforms: readonly Platform[], raw: string): Cues {
  const mentionsLikeAlternatives = platforms.some((p) => new RegExp(`\\b(like|than|from|replace|replacing) ${escape(normalise(p.name).trim())}\\b`).test(norm));
  return {
    greeting: /^ (hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening)|hallo|bonjour|hola)\b/.test(norm),
    help: /\b(what can you do|what do you do|who are you|what are you|how does this work|how do (i|you) use|what can i ask|how can you help|help$|what do you know|capabilities)\b/.test(norm),
    thanks: /^ (thanks|thank you|thx|ty|cheers|ok|okay|cool|nice|perfect|awesome|great|got it)\b/.test(norm),
    compare: /\b(vs|versus|compare\w*|comparison|differences?|differ|better|worse|which (one|is)|or)\b/.test(norm),
    compareStrong: /\b(vs|versus|compare\w*|comparison|differences?|differ|better than|worse than|stack up)\b/.test(norm),
    alternatives:
      /\b(alternatives?|similar|instead of|replacements?|competitors?|rivals?|other than|substitutes?|switch from|cheaper than)\b/.test(norm) ||
      mentionsLikeAlternatives,
    price:
      /\b(how much|price|prices|pricing|priced|cost|costs|costing|pay|paid|subscriptions?|plans?|tiers?|free|expensive|cheap|cheaper|cheapest|worth it|trial)\b/.test(norm) ||
      /\$\s*\d/.test(raw),
    describe: /\b(what is|what s|whats|what are|tell me about|tell me more|explain|describe|overview|who makes|who made|what does|good at|review|know about|info|information|used for|use it for)\b/.test(norm),
    article: /\b(guides?|articles?|blog|blogs|tutorials?|read|reading|posts?|write ?ups?)\b/.test(norm) && !writingTask.test(norm),
    pronoun: /\b(it|its|them|they|this|that|these|those|both|one)\b/.test(norm),
  };
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Reads a message. `context` is earlier text used only to decide what "copilot" means, so a
 * follow-up in a coding conversation resolves to GitHub Copilot.
 */
export function understand(text: string, context = ""): Question {
  const raw = text.slice(0, 2000);
  const norm = normalise(raw);
  const { platforms, ambiguousCopilot } = namedPlatforms(raw, context);
  const budget = parseBudget(raw);
  return {
    norm,
    words: norm.trim() ? norm.trim().split(" ").length : 0,
    platforms,
    ambiguousCopilot,
    useCases: detectUseCases(raw),
    free: /\b(free|for nothing|no cost|without paying|zero cost|0 dollars|not paid)\b/.test(norm) && !/\bfree trials?\b/.test(norm),
    budget,
    cheap: /\b(cheap|cheaper|cheapest|affordable|inexpensive|low cost|budget|least expensive)\b/.test(norm),
    cues: readCues(norm, platforms, raw),
  };
}
