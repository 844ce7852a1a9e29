import { useSyncExternalStore } from "react";
import { parseStoredShortlist, removeItem, toggleItem, type ShortlistItem } from "@/lib/compare/shortlist";

// The compare shortlist: in localStorage only (no account, nothing sent to the server), shared by
// every toggle and the bar through one small external store, and kept in step across tabs by the
// 'storage' event.

const KEY = "compare-shortlist";
const EMPTY: ShortlistItem[] = [];
const listeners = new Set<() => void>();
let current: ShortlistItem[] | null = null;

function read(): ShortlistItem[] {
  try {
    return parseStoredShortlist(window.localStorage.getItem(KEY));
  } catch {
    return EMPTY; // Storage blocked (privacy mode, a sandboxed frame): the shortlist lives for this page only.
  }
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== KEY) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function snapshot(): ShortlistItem[] {
  current ??= read();
  return current;
}

const serverSnapshot = () => EMPTY;

function write(next: ShortlistItem[]) {
  current = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Not persisted, but still shown for this page.
  }
  for (const listener of listeners) listener();
}

/** The shortlist; empty on the server and during hydration, then what this browser stored. */
export function useShortlist(): ShortlistItem[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export const toggleShortlist = (item: ShortlistItem) => write(toggleItem(snapshot(), item));
export const removeFromShortlist = (id: string) => write(removeItem(snapshot(), id));
export const clearShortlist = () => write([]);
