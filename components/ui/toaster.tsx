"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";

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

/** Notices (sonner), mounted only on pages that show them (contact, image) to keep other pages script-free. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} style={accessibleColours} />;
}
