// Issue 30: without an AI image model the generator only draws a preview; it then points to the
// catalogue's image tools that suit the prompt. Pure (no catalogue import): the page passes the
// tools in, and the client bundles only this.

export type ImageTool = {
  id: string;
  name: string;
  /** Has a free plan (free or freemium tier). */
  free: boolean;
  /** Known for legible text inside images (from the catalogue's own description and strengths). */
  text: boolean;
  /** Tagged for logos. */
  logo: boolean;
  /** A dedicated image, design or logo tool rather than an assistant that also draws. */
  dedicated: boolean;
};

/** Words in a catalogue entry that say it renders text in images well. */
export const TEXT_STRENGTH = /text in|typograph|lettering|legible|renders? text|text rendering/i;

const WANTS_TEXT = /\b(text|words?|lettering|letters|typography|sign|signs|poster|posters|title|caption|quote|font|saying|headline|label)\b/i;
const WANTS_LOGO = /\b(logos?|icons?|brand|branding|emblem|monogram|mascot)\b/i;

export type SuitedTool = ImageTool & { reasons: string[] };

/**
 * The tools to suggest for a prompt: those that suit what it asks (text in the image, a logo) first,
 * then dedicated image tools, free plans before paid ones, ties in the catalogue's order.
 */
export function imageToolsFor(prompt: string, tools: readonly ImageTool[], limit = 4): SuitedTool[] {
  const wantsText = WANTS_TEXT.test(prompt);
  const wantsLogo = WANTS_LOGO.test(prompt);
  return tools
    .map((tool, index) => {
      const reasons: string[] = [];
      if (wantsText && tool.text) reasons.push("good with text in images");
      if (wantsLogo && tool.logo) reasons.push("made for logos");
      if (tool.free) reasons.push("has a free plan");
      const score = (wantsText && tool.text ? 4 : 0) + (wantsLogo && tool.logo ? 4 : 0) + (tool.dedicated ? 2 : 0) + (tool.free ? 1 : 0);
      return { tool: { ...tool, reasons }, score, index };
    })
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.tool);
}
