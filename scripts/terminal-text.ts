// Stored text printed on the operator's terminal (`npm run messages`): whatever a visitor typed is
// shown, never obeyed (docs/decisions/0015-control-characters.md). Escape sequences (ESC), bells,
// backspaces and carriage returns could clear the screen, forge a 'Delivery: sent' line or plant
// hyperlinks (OSC 8); bidirectional overrides could reorder what is read.

/** Bidirectional formatting characters (embeddings, overrides, isolates) and line/paragraph separators. */
const INVISIBLE_FORMAT = /[\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/**
 * `text` with every control character made visible: C0 as its Control Pictures symbol (ESC as ␛,
 * NUL as ␀), DEL as ␡, C1 and bidirectional controls as <U+XXXX>. In `multiline` text, line feed
 * and tab stay as they are (the caller prints the lines); elsewhere they are shown too.
 */
export function visible(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, (c) => {
      if (multiline && (c === "\n" || c === "\t")) return c;
      return c === "\u007f" ? "\u2421" : String.fromCharCode(0x2400 + c.charCodeAt(0));
    })
    .replace(/[\u0080-\u009f]/g, codePoint)
    .replace(INVISIBLE_FORMAT, codePoint);
}

function codePoint(c: string): string {
  return `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`;
}

/**
 * JSON for a terminal: JSON.stringify escapes C0 controls already; DEL, C1 and bidirectional
 * controls are escaped as \uXXXX too. The output parses back to exactly the same values.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
