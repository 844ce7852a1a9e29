import { iconMarkup, type IconName } from "@/components/ui/icon-data";

/** The attributes of every icon's `<svg>` (lucide's), shared by the element below and the markup in page-icon.tsx. */
export const iconSvgAttributes = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  "aria-hidden": "true",
} as const;

/** An icon's `<svg>` around its drawing (markup from our own generated data files, never from input). */
export function IconSvg({ markup, className }: { markup: string; className?: string }) {
  return (
    <svg
      xmlns={iconSvgAttributes.xmlns}
      width={iconSvgAttributes.width}
      height={iconSvgAttributes.height}
      viewBox={iconSvgAttributes.viewBox}
      fill={iconSvgAttributes.fill}
      stroke={iconSvgAttributes.stroke}
      strokeWidth={iconSvgAttributes["stroke-width"]}
      strokeLinecap={iconSvgAttributes["stroke-linecap"]}
      strokeLinejoin={iconSvgAttributes["stroke-linejoin"]}
      aria-hidden="true"
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * A decorative icon (lucide's drawing, components/ui/icon-data.ts): hidden from assistive
 * technology, so the control or text beside it must say what it means. Works in server and client
 * components; one element to render and hydrate. Icons only the server draws: page-icon.tsx.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <IconSvg markup={iconMarkup[name]} className={className} />;
}
