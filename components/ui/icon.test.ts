import { describe, expect, it } from "vitest";
import { iconMarkup } from "@/components/ui/icon-data";
import { useCaseIcons } from "@/components/finder/use-case-icon";
import { useCases } from "@/lib/use-cases";
// @ts-expect-error: a plain ES module script without types
import { iconMarkup as lucideMarkup } from "../../scripts/generate-icons.mjs";

describe("icons", () => {
  it("gives every use case a drawn icon", () => {
    expect(Object.keys(useCaseIcons).sort()).toEqual(useCases.map((u) => u.id).sort());
    for (const name of Object.values(useCaseIcons)) expect(iconMarkup[name]).toBeTruthy();
  });

  it.each(Object.entries(iconMarkup))("%s is lucide's current drawing", async (name, svg) => {
    expect(svg).toBe(await (lucideMarkup as (name: string) => Promise<string>)(name));
  });
});
