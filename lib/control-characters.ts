/**
 * Control characters in visitor text (docs/decisions/0015-control-characters.md). A message is
 * stored and shown as it was sent, so characters that a terminal, a mail client or a C string
 * would act on (NUL ends a C string, ESC starts a terminal escape) are refused with a field error,
 * never stripped silently.
 */

/** C0 controls except tab and line feed, DEL, and the C1 controls (U+0080-U+009F; U+009B is CSI). */
const MULTILINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** The same, and tab and line feed too: a one-line field (a name, an address) has no line breaks. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]/;

/** The first forbidden character of `text`, as "U+001B", or undefined when there is none. */
export function forbiddenControl(text: string, { multiline }: { multiline: boolean }): string | undefined {
  const found = (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).exec(text)?.[0];
  return found === undefined ? undefined : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The message a field shows when it holds one. */
export function controlCharacterMessage(what: string, code: string): string {
  if (code === "U+000A" || code === "U+0009") return `Please keep ${what} on one line, without tabs or line breaks.`;
  return `${what[0]!.toUpperCase()}${what.slice(1)} contains an invisible control character (${code}) that we cannot accept. Please remove it and send again.`;
}

/** Windows line ends are line ends: "\r\n" is read as "\n" before the check (a lone "\r" is refused). */
export function normaliseLineEnds(text: string): string {
  return text.replace(/\r\n/g, "\n");
}

/**
 * Control, format and separator characters: C0 and C1 controls, bidi marks, embeddings, overrides and
 * isolates (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069), zero-width characters, and the line
 * and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * Visitor text echoed back on a page (an unknown id in a URL): invisible characters removed, so it
 * cannot reorder the text around it (a bidi override) or hide what it says. Unlike a message, which
 * is refused (`forbiddenControl`), an echo is only ever shown, so stripping is what keeps it honest.
 */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}
