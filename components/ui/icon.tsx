import { iconMarkup, type IconName } from "@/components/ui/icon-data";

/**
 * A decorative icon (lucide's drawing, components/ui/icon-data.ts): hidden from assistive
 * technology, so the control or text beside it must say what it means. Works in server and client
 * components; one element to render and hydrate.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      // Markup from our own generated data file, never from input.
      dangerouslySetInnerHTML={{ __html: iconMarkup[name] }}
    />
  );
}
