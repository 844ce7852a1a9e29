import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconMarkup } from "@/components/ui/icon-data";
import { pageIconMarkup } from "@/components/ui/page-icon-data";
import { pageIconSvg } from "@/components/ui/page-icon";
import { useCaseIcons } from "@/components/finder/use-case-icon";
import { useCases } from "@/lib/use-cases";
// @ts-expect-error: a plain ES module script without types
import { iconMarkup as lucideMarkup } from "../../scripts/generate-icons.mjs";

/** The source of every client component (the files that ship to the browser). */
function clientSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(file);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes(".test.")) return [];
    const text = fs.readFileSync(file, "utf8");
    return text.startsWith('"use client"') ? [text] : [];
  });
}

describe("icons", () => {
  it("gives every use case a drawn icon", () => {
    expect(Object.keys(useCaseIcons).sort()).toEqual(useCases.map((u) => u.id).sort());
    for (const name of Object.values(useCaseIcons)) expect(pageIconSvg(name, "size-5").value).toMatch(/^<svg [^>]+class="size-5"><(path|circle|rect|line|polyline) /);
  });

  it("ships to the browser only the icons client components draw", () => {
    const sources = [...clientSources("components"), ...clientSources("app")].join("\n");
    for (const name of Object.keys(iconMarkup)) expect(sources, `no client component draws "${name}": generate it into page-icon-data.ts`).toContain(`name="${name}"`);
    for (const name of Object.keys(pageIconMarkup)) expect(iconMarkup).not.toHaveProperty(name);
  });

  it.each(Object.entries({ ...iconMarkup, ...pageIconMarkup }))("%s is lucide's current drawing", async (name, svg) => {
    expect(svg).toBe(await (lucideMarkup as (name: string) => Promise<string>)(name));
  });
});
