import type { UseCaseId } from "@/lib/use-cases";
import { useCaseIconData } from "@/components/finder/use-case-icon-data";

/** A use case's icon, decorative (the button it sits in says the use case's name). */
export function UseCaseIcon({ id, className }: { id: UseCaseId; className?: string }) {
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
      // Markup from our own data file (lucide's drawings), never from input.
      dangerouslySetInnerHTML={{ __html: useCaseIconData[id].svg }}
    />
  );
}
