"use client";

import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ChunkBoundary, useRetryableChunk } from "@/components/ui/chunk-boundary";
import { Icon } from "@/components/ui/icon";
import { OPEN_CHAT_EVENT } from "@/components/chat/chat-events";

// The panel (Markdown renderer, stream parser) loads when the visitor shows intent (pointer over or
// focus on the button) or opens it, so it adds nothing to a page's first-load JavaScript or to
// the main thread's work while the page loads.
const loadPanel = () => import("@/components/chat/chat-panel");

/** Said beside the round button when the panel's code could not be fetched. */
export const CHAT_LOAD_FAILED = "The chat could not be loaded. Check your connection and open it again.";

/** The floating round button and, once opened, the chat panel (SPEC §2 Chat widget). */
export function ChatLauncher({ loadPanelChunk = loadPanel }: { loadPanelChunk?: typeof loadPanel } = {}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // When the panel's chunk cannot be loaded, the button comes back with a note, and the next
  // opening asks for the chunk again.
  const panel = useRetryableChunk(loadPanelChunk);
  const { retry, onError } = panel;
  const failed = useCallback(() => {
    onError();
    setOpen(false);
  }, [onError]);

  const show = useCallback(() => {
    retry();
    setMounted(true);
    setOpen(true);
  }, [retry]);
  const close = useCallback(() => setOpen(false), []);
  const wasOpen = useRef(false);

  // Focus returns to the round button when the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  return (
    <>
      {mounted ? (
        <ChunkBoundary key={panel.attempt} what="the chat panel" onError={failed} fallback={null}>
          <Suspense fallback={null}>
            <panel.Chunk open={open} onClose={close} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
      {panel.failed && !open ? (
        <p role="alert" className="fixed bottom-24 right-5 z-50 max-w-xs rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg">
          {CHAT_LOAD_FAILED}
        </p>
      ) : null}
      <button
        ref={buttonRef}
        hidden={open}
        type="button"
        onClick={show}
        aria-label="Open AI chat assistant"
        aria-haspopup="dialog"
        className="fixed bottom-5 right-5 z-50 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
        >
        <Icon name="message-circle" className="size-7" />
        </button>
    </>
  );
}
