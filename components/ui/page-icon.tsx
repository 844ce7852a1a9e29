import "server-only";
import { IconSvg, iconSvgAttributes } from "@/components/ui/icon";
import { iconMarkup, type IconName } from "@/components/ui/icon-data";
import { pageIconMarkup } from "@/components/ui/page-icon-data";
import { html, Markup } from "@/lib/html";

/** Every icon the site draws: the client components' and the ones only the server draws. */
export type PageIconName = IconName | keyof typeof pageIconMarkup;

function drawingOf(name: PageIconName): string {
  return name in pageIconMarkup ? pageIconMarkup[name as keyof typeof pageIconMarkup] : iconMarkup[name as IconName];
}

/**
 * A decorative icon drawn by a server component: any of the site's icons, none of which reaches
 * the browser's JavaScript (docs/decisions/0203-icons-by-where-they-are-drawn.md).
 */
export function PageIcon({ name, className }: { name: PageIconName; className?: string }) {
  return <IconSvg markup={drawingOf(name)} className={className} />;
}

/** The same icon as markup, for blocks built with lib/html.ts (compare rows, static blocks). */
export function pageIconSvg(name: PageIconName, className: string): Markup {
  const attributes = Object.entries(iconSvgAttributes).map(([key, value]) => html` ${key}="${value}"`);
  return html`<svg${attributes} class="${className}">${new Markup(drawingOf(name))}</svg>`;
}
