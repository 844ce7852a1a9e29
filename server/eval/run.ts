import "server-only";
import { messages } from "@/content/assistant-messages";
import { getPlatform } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { monthlyPrice } from "@/lib/discovery/price";
import { emptyQuery } from "@/lib/discovery/query";
import { escapeRegExp } from "@/lib/format";
import type { ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/server/chat/chat-message";
import { offlineResult } from "@/server/chat/offline-assistant";
import { discover } from "@/server/discovery";
import { conversations, type ConversationJudgement } from "@/server/eval/conversations";
import { groups, type Group } from "@/server/eval/groups";
import { searches, type SearchJudgement } from "@/server/eval/searches";

/**
 * The generalisation evaluation (issue 25; docs/decisions/0145-generalisation-eval.md): graded
 * judgements for searches and assistant conversations, split once into dev and test by a fixed hash
 * of the query, scored per face and per split. Fixes are made for classes of failure seen on dev;
 * the test split is never read to tune anything, and `server/eval/eval.test.ts` holds it to the
 * figures reached.
 */

export type Split = "dev" | "test";
export type Face = "search" | "assistant";

/** FNV-1a (32 bits) of the query as typed, lower-cased: fixed, so the split never moves. */
export function splitOf(query: string): Split {
  let h = 0x811c9dc5;
  for (const ch of query.toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? "dev" : "test";
}

type Judged = { kind?: keyof typeof groups; named?: string; missing?: string; budget?: number; free?: boolean; honest?: "site" | "off-topic" };

export type Outcome = {
  face: Face;
  split: Split;
  query: string;
  ranked: string[];
  /** nDCG@5 against the graded judgements; undefined when the judgement grades no platforms. */
  ndcg?: number;
  /** Share of the first three that are the right kind of tool and meet the stated constraints. */
  precision?: number;
  /** The named platform came first. */
  firstHit?: boolean;
  /** A missing name, a site question or an off-topic request answered honestly. */
  honest?: boolean;
  problems: string[];
};

function meets(p: Platform, j: Judged): boolean {
  if (j.free && p.pricing.tier === "paid") return false;
  if (j.budget !== undefined && p.pricing.tier === "paid") {
    const price = monthlyPrice(p);
    if (price === undefined || price > j.budget + 1e-9) return false;
  }
  return true;
}

function rightKind(p: Platform, k: Group["kind"]): boolean {
  return Boolean(k.categories?.includes(p.category) || (p.useCases[0] && k.useCases?.includes(p.useCases[0])));
}

function gainOf(id: string, j: Judged): number {
  const p = getPlatform(id);
  if (!p || !meets(p, j)) return 0;
  if (j.named === id) return 3;
  const rel = j.kind ? groups[j.kind].rel.get(id) : undefined;
  return rel ?? 0;
}

const discount = (i: number) => 1 / Math.log2(i + 2);

function score(face: Face, query: string, ranked: string[], j: Judged): Omit<Outcome, "honest" | "problems"> & { problems: string[] } {
  const problems: string[] = [];
  const out: Omit<Outcome, "honest" | "problems"> = { face, split: splitOf(query), query, ranked };
  if (j.kind) {
    const ids = new Set([...groups[j.kind].rel.keys(), ...(j.named ? [j.named] : [])]);
    const ideal = [...ids].map((id) => gainOf(id, j)).filter((g) => g > 0).sort((a, b) => b - a).slice(0, 5);
    const idcg = ideal.reduce((s, g, i) => s + (2 ** g - 1) * discount(i), 0);
    const dcg = ranked.slice(0, 5).reduce((s, id, i) => s + (2 ** gainOf(id, j) - 1) * discount(i), 0);
    out.ndcg = idcg ? dcg / idcg : 0;
    const top = ranked.slice(0, 3).map((id) => getPlatform(id)).filter((p): p is Platform => Boolean(p));
    out.precision = top.filter((p) => rightKind(p, groups[j.kind!].kind) && meets(p, j)).length / 3;
    if (out.precision < 2 / 3) problems.push(`kind ${j.kind}: first three [${ranked.slice(0, 3).join(", ")}]`);
  }
  if (j.named) {
    out.firstHit = ranked[0] === j.named;
    if (!out.firstHit) problems.push(`${j.named} named but first is ${ranked[0] ?? "(none)"}`);
  }
  return { ...out, problems };
}

export function scoreSearch(j: SearchJudgement): Outcome {
  const result = discover({ ...emptyQuery, text: j.q.slice(0, 200) }, { articles: 0 });
  const ranked = result.platforms.map((r) => r.platform.id);
  const out = score("search", j.q, ranked, j);
  let honest: boolean | undefined;
  if (j.missing) {
    // A name the catalogue lacks names nothing: no result may say 'named in your search', but the
    // one the text also names ('gorgias vs chatbase' names Chatbase).
    const falselyNamed = result.platforms.filter((r) => r.reasons.named && r.platform.id !== j.named).map((r) => r.platform.id);
    honest = falselyNamed.length === 0;
    if (!honest) out.problems.push(`${j.missing} is not in the catalogue, yet ${falselyNamed.join(", ")} shown as named`);
  }
  return { ...out, ...(honest !== undefined ? { honest } : {}) };
}

/** The platforms an answer puts forward, in order: its numbered list, else the platforms it links. */
export function answerPlatforms(answer: string): { listed: string[]; linked: string[] } {
  const listed = [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);
  const linked = [...new Set([...answer.matchAll(/\]\(\/platforms\/([a-z0-9-]+)[)#]/g)].map((m) => m[1]!))];
  return { listed, linked };
}

/** A conversation as the chat widget holds it: each answer's state goes back with the next turn (docs/decisions/0188). */
export function converse(turns: readonly string[]): string {
  const messages: ChatMessage[] = [];
  let state: ChatState | undefined;
  for (const content of turns) {
    if (messages.length) {
      const answer = offlineResult(messages, state ? { state } : {});
      messages.push({ role: "assistant", content: answer.text });
      state = answer.state;
    }
    messages.push({ role: "user", content });
  }
  return offlineResult(messages, state ? { state } : {}).text;
}

/** 'X is not in our catalogue yet', in English or in the visitor's language (content/assistant-messages.ts). */
const notInCatalogue = new RegExp(
  ["not in (?:our|the) catalogue", ...Object.values(messages).map((m) => escapeRegExp(m.notInCatalogue.split("**")[2]!.split(/[,.]/)[0]!.trim()))].join("|"),
  "i",
);

export function scoreConversation(j: ConversationJudgement): Outcome & { answer: string } {
  const answer = converse(j.turns);
  const { listed, linked } = answerPlatforms(answer);
  const ranked = listed.length ? listed : linked;
  const query = j.turns.join(" → ");
  const out = score("assistant", query, ranked, j);
  let honest: boolean | undefined;
  if (j.missing) {
    honest = notInCatalogue.test(answer) && !/named in your (?:search|question)/i.test(answer);
    if (!honest) out.problems.push(`does not say ${j.missing} is not in the catalogue`);
  }
  if (j.honest) {
    // A sentence and a pointer, no products: a site question points to one of the site's own pages
    // (contact, developers, changes...), an off-topic request at most to what the assistant is for.
    const sitePage = /\]\(\/(?!platforms\/)[a-z#]/.test(answer);
    honest = linked.length === 0 && (j.honest === "off-topic" || sitePage);
    if (!honest) out.problems.push(`${j.honest} question answered with ${linked.length ? `products [${ranked.slice(0, 4).join(", ")}]` : "no pointer to the site's pages"}`);
  }
  return { ...out, ...(honest !== undefined ? { honest } : {}), answer };
}

export type Figures = { count: number; ndcg: number; precision: number; firstHit: number; honest: number; counts: { ndcg: number; firstHit: number; honest: number } };

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 1);

export function figures(outcomes: readonly Outcome[]): Figures {
  const graded = outcomes.filter((o) => o.ndcg !== undefined);
  const named = outcomes.filter((o) => o.firstHit !== undefined);
  const honest = outcomes.filter((o) => o.honest !== undefined);
  return {
    count: outcomes.length,
    ndcg: mean(graded.map((o) => o.ndcg!)),
    precision: mean(graded.map((o) => o.precision!)),
    firstHit: mean(named.map((o) => (o.firstHit ? 1 : 0))),
    honest: mean(honest.map((o) => (o.honest ? 1 : 0))),
    counts: { ndcg: graded.length, firstHit: named.length, honest: honest.length },
  };
}

export type EvalRun = { outcomes: Outcome[]; table: Record<Face, Record<Split, Figures>> };

export function runGeneralisationEval(set: { searches?: readonly SearchJudgement[]; conversations?: readonly ConversationJudgement[] } = {}): EvalRun {
  const outcomes: Outcome[] = [...(set.searches ?? searches).map(scoreSearch), ...(set.conversations ?? conversations).map(scoreConversation)];
  const table = {} as EvalRun["table"];
  for (const face of ["search", "assistant"] as const) {
    table[face] = {} as Record<Split, Figures>;
    for (const split of ["dev", "test"] as const) table[face][split] = figures(outcomes.filter((o) => o.face === face && o.split === split));
  }
  return { outcomes, table };
}
