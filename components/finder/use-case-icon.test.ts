import { describe, expect, it } from "vitest";
import { useCaseIconData } from "@/components/finder/use-case-icon-data";
import { useCases } from "@/lib/use-cases";

type IconData = { __iconData: { node: [string, Record<string, string>][] } };

describe("use-case icons", () => {
  it("has one for every use case", () => {
    expect(Object.keys(useCaseIconData).sort()).toEqual(useCases.map((u) => u.id).sort());
  });

  it.each(Object.entries(useCaseIconData))("%s is lucide's current drawing", async (_, { lucide, svg }) => {
    const { __iconData } = (await import(`lucide-react/icons/${lucide}`)) as unknown as IconData;
    const markup = __iconData.node
      .map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).filter(([name]) => name !== "key").map(([name, value]) => `${name}="${value}"`).join(" ")}/>`)
      .join("");
    expect(svg).toBe(markup);
  });
});
