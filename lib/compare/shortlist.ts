import { MAX_COMPARE } from "@/lib/compare/ids";

// The shortlist's list operations, apart from the browser store (components/compare/shortlist-store.ts)
// so they are tested without a DOM. Items keep the name so the bar needs no catalogue.

export type ShortlistItem = { id: string; name: string };

/** Adds the platform, or removes it when it is already there; a full list is returned unchanged. */
export function toggleItem(list: readonly ShortlistItem[], item: ShortlistItem): ShortlistItem[] {
  if (list.some((i) => i.id === item.id)) return list.filter((i) => i.id !== item.id);
  if (list.length >= MAX_COMPARE) return [...list];
  return [...list, { id: item.id, name: item.name }];
}

export function removeItem(list: readonly ShortlistItem[], id: string): ShortlistItem[] {
  return list.filter((i) => i.id !== id);
}

/** Reads what localStorage holds; anything malformed (an old format, a hand edit) counts as empty. */
export function parseStoredShortlist(raw: string | null): ShortlistItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const entry of data) {
    if (typeof entry !== "object" || entry === null) continue;
    const { id, name } = entry as Record<string, unknown>;
    if (typeof id !== "string" || typeof name !== "string" || !/^[a-z0-9-]{1,60}$/.test(id) || seen.has(id)) continue;
    seen.add(id);
    items.push({ id, name: name.slice(0, 60) });
  }
  return items.slice(0, MAX_COMPARE);
}
