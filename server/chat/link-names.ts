import "server-only";
import { getPlatform } from "@/lib/catalogue";
import { mentionSpans, normalise, resolveCopilot, COPILOT } from "@/server/discovery/platform-names";

// Every catalogue platform a model's answer names links to its page (docs/decisions/0176-linking-model-answers.md).
// The names are found by the engine's one recogniser (server/discovery/platform-names.ts); this
// module only decides where a link may go in Markdown, and does it on a stream.

/** Whitespace-separated words held back at the end of the stream: the longest name has four words. */
const HOLD_WORDS = 4;

/** Characters before the unshown text read with it, so a name's context words are seen ('elevator pitch'). */
const CONTEXT_CHARS = 80;

type Region = { start: number; end: number };

/** Parts of Markdown where a name must stay as written: code, links, images, URLs, autolinks and bare paths. */
const protectedParts = /```[\s\S]*?(?:```|$)|`[^`\n]*`|!?\[[^\]\n]*\]\([^)\s]*\)|<[a-z][a-z0-9+.-]*:[^>\s]*>|https?:\/\/[^\s)]+|(?<![\w\])])\/[a-z0-9][^\s)]*/gi;
/** How far back an opened `[` or backtick holds the stream (a stray one must not hold the whole answer). */
const OPEN_HOLD_CHARS = 300;
/** A Markdown link to a platform page: the model linked the name itself. */
const platformLink = /^\[([^\]\n]*)\]\(\/platforms\/([^)\s/?#]+)\)$/;

function regionsOf(text: string): Region[] {
  return [...text.matchAll(protectedParts)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const inside = (at: number, regions: readonly Region[]) => regions.find((r) => at > r.start && at < r.end);

/**
 * Where the text may be cut now: before the whitespace that precedes the last HOLD_WORDS words (so a
 * name still arriving cannot be split), and before anything unfinished (a link, code) or any name
 * or protected part the cut would fall inside. At the end of the stream, everything.
 */
function safeCut(text: string, from: number, regions: readonly Region[], names: readonly Region[], final: boolean): number {
  if (final) return text.length;
  const spaces = [...text.slice(from).matchAll(/\s+/g)].map((m) => from + m.index);
  if (spaces.length < HOLD_WORDS) return from;
  let cut = spaces[spaces.length - HOLD_WORDS]!;
  // An opened link or code span that has not closed yet: wait for it.
  const lastOpen = Math.max(text.lastIndexOf("["), text.lastIndexOf("`"));
  if (lastOpen >= from && lastOpen >= text.length - OPEN_HOLD_CHARS && !regions.some((r) => lastOpen >= r.start && lastOpen < r.end)) cut = Math.min(cut, lastOpen);
  for (;;) {
    const within = inside(cut, regions) ?? inside(cut, names);
    if (!within) break;
    cut = within.start;
  }
  return Math.max(cut, from);
}

/**
 * A linker for one answer: push the model's text as it streams, get back what may be shown now,
 * with the first plain mention of each catalogue platform made a link to /platforms/{id}; flush at
 * the end. A name the model linked itself counts as linked; a link to a platform page that does
 * not exist is pointed at the platform its text names, or left as plain text.
 */
export function platformLinker() {
  let source = "";
  let emitted = 0;
  const linked = new Set<string>();

  function take(final: boolean): string {
    // Only the text not yet shown is read (with a few words before it, for the names' context): what
    // was shown is final, since a cut never falls inside a name or a protected part. Reading the whole
    // answer on every piece would cost its length squared.
    const regions = regionsOf(source.slice(emitted)).map((r) => ({ start: r.start + emitted, end: r.end + emitted }));
    let context = Math.max(0, emitted - CONTEXT_CHARS);
    const space = source.slice(context, emitted).search(/\s/);
    context = space === -1 ? emitted : context + space;
    const spans = mentionSpans(source.slice(context))
      .map((m) => ({ ...m, start: m.start + context, end: m.end + context }))
      .filter((m) => m.start >= emitted && !m.weak && !m.fuzzy);
    const cut = safeCut(source, emitted, regions, spans, final);
    if (cut <= emitted) return "";
    const segment = { start: emitted, end: cut };
    let out = "";
    let at = segment.start;
    const copilot = () => {
      const others = spans.filter((m) => m.id !== COPILOT).map((m) => getPlatform(m.id)!);
      return resolveCopilot(normalise(source), others);
    };
    // Protected parts and names in order; a name inside a protected part is left alone.
    const edits: { start: number; end: number; replace: string }[] = [];
    for (const r of regions) {
      if (r.start < segment.start || r.start >= segment.end) continue;
      const link = platformLink.exec(source.slice(r.start, r.end));
      if (!link) continue;
      const [, text, id] = link;
      if (getPlatform(id!)) linked.add(id!);
      else {
        const named = mentionSpans(text!).find((m) => !m.weak && !m.fuzzy && m.id !== COPILOT);
        edits.push({ start: r.start, end: r.end, replace: named ? `[${text}](/platforms/${named.id})` : text! });
        if (named) linked.add(named.id);
      }
    }
    for (const m of spans) {
      if (m.start < segment.start || m.end > segment.end) continue;
      if (regions.some((r) => m.start < r.end && m.end > r.start)) continue;
      const id = m.id === COPILOT ? copilot() : m.id;
      if (!id || linked.has(id)) continue;
      linked.add(id);
      edits.push({ start: m.start, end: m.end, replace: `[${m.text}](/platforms/${id})` });
    }
    edits.sort((a, b) => a.start - b.start);
    for (const e of edits) {
      out += source.slice(at, e.start) + e.replace;
      at = e.end;
    }
    out += source.slice(at, segment.end);
    emitted = cut;
    return out;
  }

  return {
    /** Adds streamed text; returns the part that may be shown now (possibly empty). */
    push(piece: string): string {
      source += piece;
      return /\s/.test(piece) ? take(false) : "";
    },
    /** The rest, at the end of the answer. */
    flush(): string {
      return take(true);
    },
  };
}

/** The whole of a finished text, linked (for tests and non-streamed text). */
export function linkPlatformNames(text: string): string {
  const linker = platformLinker();
  return linker.push(text) + linker.flush();
}
