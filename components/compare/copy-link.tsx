"use client";

import { useState } from "react";

/**
 * 'Copy link' on comparison pages (issue 30): the address is the comparison, so this copies it.
 * Where the clipboard is refused (an insecure origin, a denied permission), the address is shown
 * selected instead, for the visitor to copy by hand.
 */
export function CopyLink({ label = "Copy link to this comparison" }: { label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");
  const [address, setAddress] = useState("");

  async function copy() {
    const url = window.location.href;
    setAddress(url);
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("manual");
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={copy}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-ink hover:bg-slate-50"
      >
        {label}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {state === "copied" ? "Link copied." : null}
      </p>
      {state === "manual" ? (
        <label className="flex flex-wrap items-center gap-2 text-sm">
          Copy this address:
          <input readOnly value={address} onFocus={(e) => e.currentTarget.select()} className="w-72 rounded-md border border-slate-300 px-2 py-1" />
        </label>
      ) : null}
    </div>
  );
}
