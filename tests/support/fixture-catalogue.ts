import { getPlatform } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";

/**
 * Small catalogues for engine tests (docs/decisions/0146-discovery-factory.md): invented platforms
 * built on a real entry's shape (prices and sources), so a test says exactly what the engine knows.
 */
export function fixturePlatform(p: Pick<Platform, "id" | "name" | "description" | "category" | "useCases"> & Partial<Platform>): Platform {
  const base = structuredClone(getPlatform("remove-bg")!);
  // The real entry's vocabulary (its aliases, tasks and examples) is no part of an invented platform.
  delete base.vocabulary;
  return { ...base, capabilities: [], strengths: [], ...p, pricing: { ...base.pricing, ...p.pricing } };
}
