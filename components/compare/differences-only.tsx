"use client";

import { useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * 'Show differences only': a switch over a server-rendered table. Rows where every column agrees
 * carry `data-same`; while the switch is on they are hidden by one CSS rule (app/globals.css), so
 * the table itself stays a server component.
 */
export function DifferencesOnly({ children }: { children: ReactNode }) {
  const [on, setOn] = useState(false);
  return (
    <div data-differences-only={on ? "" : undefined}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => setOn(!on)}
        className="inline-flex min-h-10 items-center gap-3 rounded-lg py-1 pr-2 font-medium"
      >
        <span
          aria-hidden="true"
          className={cn("relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors", on ? "bg-brand-600" : "bg-slate-400")}
        >
          <span className={cn("absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5.5" : "translate-x-0.5")} />
        </span>
        Show differences only
      </button>
      {children}
    </div>
  );
}
