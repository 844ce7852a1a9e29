import type { Metadata } from "next";
import type { ReactNode } from "react";

/**
 * The owner's console (issue 29, docs/decisions/0140): never indexed, never cached (every page is
 * rendered per request and answers Cache-Control: no-store), linked from no visitor page.
 */
export const metadata: Metadata = { title: "Console", robots: { index: false, follow: false, nocache: true } };
export const dynamic = "force-dynamic";

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl px-4 py-8">{children}</div>;
}
