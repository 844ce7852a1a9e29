"use client";

import { Suspense, useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ChunkBoundary, useRetryableChunk } from "@/components/ui/chunk-boundary";

// The form (fields, validation messages, the request) is a separate chunk, fetched when the reader
// shows intent (pointer over, touch or focus on the button) and shown on click: a platform page's
// first load carries only this button (docs/decisions/0017-corrections-from-readers.md).
const loadForm = () => import("@/components/platform/correction-form");

/** Said in the form's place when its code could not be fetched. */
export const FORM_LOAD_FAILED = "The form could not be loaded. Check your connection and select 'Suggest a correction' again.";

/** 'Suggest a correction' on a platform page: a button that opens a short correction form. */
export function SuggestCorrection({ platformId, platformName, loadFormChunk = loadForm }: { platformId: string; platformName: string; loadFormChunk?: typeof loadForm }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  // After a failed load, the next opening asks for the form's chunk again.
  const form = useRetryableChunk(loadFormChunk);
  const prefetch = () => void loadFormChunk().catch(() => undefined);
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (!open) form.retry();
          setOpen(!open);
        }}
        className={buttonClasses("outline", "md")}
      >
        Suggest a correction
      </button>
      {open ? (
        <div id={formId} className="mt-5">
          <ChunkBoundary key={form.attempt} what="the correction form" onError={form.onError} fallback={<p role="alert" className="text-sm text-slate-700">{FORM_LOAD_FAILED}</p>}>
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the form…</p>}>
              <form.Chunk platformId={platformId} platformName={platformName} />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : null}
    </div>
  );
}
