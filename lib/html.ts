/**
 * HTML built as a string, escaped as React escapes it. For the few places where a long list of
 * identical, non-interactive blocks (platform cards) is a large share of a page's render and
 * hydration time: as markup each card is one element for React instead of about thirty
 * (docs/decisions/0098-cards-as-markup.md).
 */

/** Markup that is safe to insert: built by `html` (every value escaped), never taken from input. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const escapes: ReadonlyMap<string, string> = new Map([["&", "&amp;"], ["<", "&lt;"], [">", "&gt;"], ['"', "&quot;"], ["'", "&#x27;"]]);

const needsEscape = /[&<>"']/;

/** Escapes text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return needsEscape.test(text) ? text.replace(/[&<>"']/g, (c) => escapes.get(c)!) : text;
}


type Value = Markup | string | number | boolean | null | undefined | readonly Value[];

function insert(value: Value): string {
  if (value === null || value === undefined || value === false || value === true) return "";
  if (value instanceof Markup) return value.value;
  if (Array.isArray(value)) return value.map(insert).join("");
  return escapeHtml(String(value));
}

/** A template of markup: strings and numbers are escaped, Markup is inserted as it is, arrays joined, null, undefined and booleans left out. */
export function html(strings: TemplateStringsArray, ...values: readonly Value[]): Markup {
  let out = strings[0] as string;
  for (let i = 0; i < values.length; i++) out += insert(values[i] as Value) + (strings[i + 1] as string);
  return new Markup(out);
}
