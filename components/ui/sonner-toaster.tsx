"use client";

import { useEffect, type CSSProperties } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "./notify";

/**
 * sonner's light rich colours put the text at about 4:1 on its tinted backgrounds, under WCAG AA's
 * 4.5:1 (axe flags them). These darker text colours keep the same hues at 6:1 or more.
 */
const accessibleColours = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 32%)",
  "--warning-text": "hsl(31, 92%, 26%)",
  "--error-text": "hsl(0, 80%, 36%)",
} as CSSProperties;

export default function SonnerToaster() {
  // sonner subscribes in its own effect, which runs before this one; the notice waits one frame
  // more so the live region is in the page before anything is added to it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => toasterMounted());
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} style={accessibleColours} />;
}
