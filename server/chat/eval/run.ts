import "server-only";
import { getPlatform } from "@/lib/catalogue";
import { monthlyPrice } from "@/lib/discovery/price";
import type { ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/server/chat/chat-message";
import { offlineResult } from "@/server/chat/offline-assistant";
import { questions, type EvalQuestion } from "@/server/chat/eval/questions";

/**
 * Runs the evaluation set against the offline assistant in-process (no server, no network): each
 * question's conversation is played turn by turn, the assistant's own answers in between.
 */

export type EvalOutcome = { question: EvalQuestion; answer: string; ranked: string[]; failures: string[] };
export type EvalReport = { outcomes: EvalOutcome[]; passed: number; total: number; rate: number };

function converse(turns: readonly string[]): { messages: ChatMessage[]; last: ReturnType<typeof offlineResult> } {
  const messages: ChatMessage[] = [];
  // As the chat widget does: each answer's state goes back with the next turn (docs/decisions/0188).
  let state: ChatState | undefined;
  for (const content of turns) {
    if (messages.length) {
      const answer = offlineResult(messages, state ? { state } : {});
      messages.push({ role: "assistant", content: answer.text });
      state = answer.state;
    }
    messages.push({ role: "user", content });
  }
  return { messages, last: offlineResult(messages, state ? { state } : {}) };
}

/** The platforms an answer puts forward, in order: its numbered list, else the platforms it links. */
export function rankedPlatforms(answer: string): string[] {
  const listed = [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);
  if (listed.length) return listed;
  return [...new Set([...answer.matchAll(/\]\(\/platforms\/([a-z0-9-]+)[)#]/g)].map((m) => m[1]!))];
}

/** Only the platforms of the numbered list (constraints apply to them, not to links in notes). */
function listedPlatforms(answer: string): string[] {
  return [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);
}

export function check(question: EvalQuestion, answer: string, unanswered: boolean): string[] {
  const failures: string[] = [];
  const ranked = rankedPlatforms(answer);
  const first3 = ranked.slice(0, 3);
  if (question.top3?.length) {
    const need = Math.min(question.atLeast ?? 1, question.top3.length);
    const hits = first3.filter((id) => question.top3!.includes(id)).length;
    if (hits < need) failures.push(`expected ${need} of [${question.top3.slice(0, 6).join(", ")}${question.top3.length > 6 ? ", ..." : ""}] among the first three, got [${first3.join(", ")}]`);
  }
  if (question.notFirst?.includes(ranked[0] ?? "")) failures.push(`${ranked[0]} must not come first`);
  for (const id of question.notListed ?? []) if (ranked.includes(id) && listedPlatforms(answer).includes(id)) failures.push(`${id} must not be listed`);
  for (const s of question.says ?? []) if (typeof s === "string" ? !answer.includes(s) : !s.test(answer)) failures.push(`does not say ${String(s)}`);
  for (const s of question.saysNot ?? []) if (typeof s === "string" ? answer.includes(s) : s.test(answer)) failures.push(`says ${String(s)}`);
  const listed = listedPlatforms(answer);
  if (question.allFree) {
    const paid = listed.filter((id) => getPlatform(id)?.pricing.tier === "paid");
    if (!listed.length) failures.push("lists no platform");
    if (paid.length) failures.push(`lists paid-only platforms: ${paid.join(", ")}`);
  }
  if (question.budget !== undefined) {
    // A free plan is within any budget: only a paid-only platform can be over it (or have no listed price).
    const over = listed.filter((id) => {
      const platform = getPlatform(id)!;
      const price = monthlyPrice(platform);
      return platform.pricing.tier === "paid" && (price === undefined || price > question.budget! + 1e-9);
    });
    if (!listed.length) failures.push("lists no platform");
    if (over.length) failures.push(`lists platforms over the budget: ${over.join(", ")}`);
  }
  if (question.unanswered !== undefined && question.unanswered !== unanswered) failures.push(question.unanswered ? "should count as unanswered" : "should be answered");
  return failures;
}

export function runEval(set: readonly EvalQuestion[] = questions): EvalReport {
  const outcomes = set.map((question) => {
    const turns = typeof question.ask === "string" ? [question.ask] : question.ask;
    const { last } = converse(turns);
    return { question, answer: last.text, ranked: rankedPlatforms(last.text), failures: check(question, last.text, last.unanswered) };
  });
  const passed = outcomes.filter((o) => !o.failures.length).length;
  return { outcomes, passed, total: outcomes.length, rate: outcomes.length ? passed / outcomes.length : 1 };
}
