"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Logs the path a visitor could not find, as the spec's 404 page does (SPEC §2). */
export function LogMissingPath() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
