import { isUseCaseId, useCases, type UseCaseId } from "@/lib/use-cases";

const order = new Map<string, number>(useCases.map((u, i) => [u.id, i]));

/** Reads `?use=code,images` into known, unique use-case ids in the selector's order. */
export function parseSelection(value: string | string[] | null | undefined): UseCaseId[] {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  const ids = new Set(raw.split(",").map((s) => s.trim().toLowerCase()).filter(isUseCaseId));
  return [...ids].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

export function selectionQuery(selection: readonly UseCaseId[]): string {
  return selection.length ? `?use=${selection.join(",")}` : "";
}
