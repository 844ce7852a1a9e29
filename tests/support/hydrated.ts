import { expect, type Locator } from "@playwright/test";

/** A control works once React has hydrated it (its element carries React's keys); a click or a key before that is lost (seen in CI, 2026-11-30 and 2026-12-01). */
export async function hydrated(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(true);
}
