"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { OPEN_CHAT_EVENT } from "@/components/chat/chat-events";

// The panel (Markdown renderer, stream parser) loads when the visitor shows intent (pointer over or
// focus on the button) or opens it, so it adds nothing to a page's first-load JavaScript or to
// the main thread's work while the page loads.
const loadPanel = () => import("@/components/chat/chat-panel");
const ChatPanel = lazy(loadPanel);

/** The floating round button and, once opened, the chat panel (SPEC §2 Chat widget). */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
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
        <Suspense fallback={null}>
        <ChatPanel open={open} onClose={close} />
        </Suspense>
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
