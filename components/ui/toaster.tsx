"use client";

import { Toaster as Sonner } from "sonner";

/** Notices (sonner), mounted only on pages that show them (contact, image) to keep other pages script-free. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
