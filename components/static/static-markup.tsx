import "server-only";
import { createHash } from "node:crypto";
import { StaticHtml, type StaticHtmlProps } from "@/components/static/static-html";
import { putStaticHtml } from "@/components/static/registry";
import type { Markup } from "@/lib/html";

/**
 * Content that needs no React in the browser (an article's body, an FAQ, a list of cards) as one
 * element whose inside is HTML: React neither walks it when hydrating nor finds it in the page's
 * payload, which names the block by a hash of its HTML (docs/decisions/0135-static-html-outside-the-payload.md).
 * `html` is markup built by lib/html.ts or HTML rendered from the site's own Markdown, never input.
 */
export function StaticMarkup({ html, ...props }: { html: Markup | string } & Omit<StaticHtmlProps, "blockKey">) {
  const value = typeof html === "string" ? html : html.value;
  const blockKey = createHash("sha256").update(value).digest("base64url").slice(0, 22);
  putStaticHtml(blockKey, value);
  return <StaticHtml blockKey={blockKey} {...props} />;
}
