"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToaster, toasterWanted } from "./notify";

const SonnerToaster = dynamic(() => import("./sonner-toaster"), { ssr: false });

/**
 * The notice area of the pages that show notices (contact, image). It renders nothing until the
 * first `notify()`, which loads sonner: the pages' first load carries none of its script.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  return wanted ? <SonnerToaster /> : null;
}
