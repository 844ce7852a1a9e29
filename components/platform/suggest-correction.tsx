"use client";

import { lazy, Suspense, useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";

// The form (fields, validation messages, the request) is a separate chunk, fetched when the reader
// shows intent (pointer over, touch or focus on the button) and shown on click: a platform page's
// first load carries only this button (docs/decisions/0017-corrections-from-readers.md).
const loadForm = () => import("@/components/platform/correction-form");
const CorrectionForm = lazy(loadForm);
const prefetch = () => void loadForm();

/** 'Suggest a correction' on a platform page: a button that opens a short correction form. */
export function SuggestCorrection({ platformId, platformName }: { platformId: string; platformName: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((o) => !o)}
        className={buttonClasses("outline", "md")}
      >
        Suggest a correction
      </button>
      {open ? (
        <div id={formId} className="mt-5">
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the form…</p>}>
            <CorrectionForm platformId={platformId} platformName={platformName} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
