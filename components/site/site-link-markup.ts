import { SOFT_LINK } from "@/components/site/site-link";
import { html, type Markup } from "@/lib/html";

/** SiteLink as markup (lib/html.ts), for static blocks: the same `<a>`, answered by SoftLinks. */
export function siteLinkMarkup(href: string, className: string, content: Markup | string): Markup {
  return html`<a href="${href}" ${SOFT_LINK}="" class="${className}">${content}</a>`;
}
