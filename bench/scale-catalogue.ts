// Synthetic catalogues for the scale bench (issue 32, `npm run bench -- scale`): N platforms made
// from the real ones (content/platforms), with invented names, reworded descriptions, shuffled
// strengths, other prices and tiers and fewer recorded attributes, each valid against the schema
// (lib/catalogue.ts parseCatalogue). The first entries are the real catalogue itself, unchanged, so
// the guides' links and the aliases still find their platforms. Deterministic (seeded).
import fs from "node:fs";
import path from "node:path";
import { parseCatalogue } from "@/lib/catalogue";
import { readCatalogueFiles } from "@/lib/catalogue-files";

type Raw = Record<string, unknown> & { id: string; name: string; description: string; pricing: Record<string, unknown> & { sources: Record<string, unknown> } };

/** Mulberry32: a small seeded generator, so a size always gives the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = ["va", "lo", "qui", "ren", "zo", "mar", "tek", "sol", "nim", "bra", "cor", "dex", "fi", "gal", "hux", "ire", "jun", "kal", "lum", "nov", "ort", "pix", "quo", "ryn", "syn", "tor", "ul", "vex", "wix", "yo", "zen", "ara", "bel", "cy", "dra", "eon"];
const BRAND_ENDINGS = ["", "", "", " AI", " Studio", " Labs", " Pro", " Pilot", " Flow", " Forge"];
const OPENERS = ["A", "An easy", "A fast", "A team-friendly", "A browser-based", "An affordable", "A privacy-minded", "A lightweight", "An all-in-one", "A focused"];
const NOUNS = ["tool", "assistant", "platform", "app", "workspace", "service", "suite", "studio"];
const FOR = ["for freelancers", "for small teams", "for students", "for agencies", "for marketers", "for developers", "for creators", "for researchers", "for support teams", "for writers", "for educators", "for analysts"];
const EXTRA = ["with templates", "with a shared library", "with version history", "with offline export", "with a browser extension", "with a public API", "with team roles", "with brand kits", "with usage reports", "with multilingual output", "with scheduled runs", "with granular permissions"];

const pick = <T,>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
function shuffled<T>(r: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1))}.`);

/** A brand name nobody has: two or three syllables, capitalised, sometimes with an ending. */
function brand(r: () => number, taken: Set<string>): string {
  for (;;) {
    const word = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(r, SYLLABLES)).join("");
    const name = `${word[0]!.toUpperCase()}${word.slice(1)}${pick(r, BRAND_ENDINGS)}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** One synthetic platform made from a real one. */
function variant(base: Raw, r: () => number, taken: Set<string>, n: number): Raw {
  const name = brand(r, taken);
  const id = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${n}`;
  const described = base.description.replaceAll(base.name, name).replace(/\.$/, "");
  const description = clip(`${pick(r, OPENERS)} ${pick(r, NOUNS)} ${pick(r, FOR)} ${pick(r, EXTRA)}: ${described}.`, 220);
  const pricing = structuredClone(base.pricing) as Raw["pricing"];
  const sources = pricing.sources as Record<string, unknown> & { tier: Record<string, unknown> };
  const tier = pick(r, ["free", "freemium", "freemium", "paid", "paid"] as const);
  pricing.tier = tier;
  if (tier === "free") {
    delete pricing.startingPrice;
    delete sources.startingPrice;
  } else {
    pricing.startingPrice = `$${pick(r, [5, 8, 9, 10, 12, 15, 19, 20, 24, 29, 30, 39, 49, 59, 99])}/${pick(r, ["month", "month", "user/month"])}`;
    sources.startingPrice ??= { ...sources.tier };
  }
  pricing.details = clip(String(pricing.details).replaceAll(base.name, name), 400);
  delete pricing.otherPrices;
  const entry: Raw = {
    ...structuredClone(base),
    id,
    name,
    description,
    pricing,
    strengths: shuffled(r, base.strengths as string[]),
    website: `https://${id}.example.com`,
  };
  for (const key of ["twitter", "linkedin", "changes", "referral", "vendorDomains"]) delete entry[key];
  const attributes = entry.attributes as Record<string, unknown> | undefined;
  if (attributes) for (const key of Object.keys(attributes)) if (r() < 0.3) delete attributes[key];
  return entry;
}

/** A catalogue of `size` platforms: the real ones first, then variants of them, valid against the schema. */
export function syntheticCatalogue(size: number, seed = 32): Raw[] {
  const real = readCatalogueFiles() as Raw[];
  const r = random(seed);
  const taken = new Set(real.map((p) => p.name.toLowerCase()));
  const out = real.slice(0, size);
  for (let n = out.length; n < size; n++) out.push(variant(real[n % real.length]!, r, taken, n));
  parseCatalogue(out); // throws with every problem
  return out;
}

/** Writes a catalogue as the loader reads it (lib/catalogue-files.ts): one file per platform and `_order.json`. */
export function writeCatalogue(dir: string, entries: readonly Raw[]): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const e of entries) fs.writeFileSync(path.join(dir, `${e.id}.json`), JSON.stringify(e, null, 2));
  fs.writeFileSync(path.join(dir, "_order.json"), JSON.stringify(entries.map((e) => e.id), null, 2));
}

// `tsx bench/scale-catalogue.ts <size> <dir>`: writes one catalogue.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [size, dir] = [Number(process.argv[2]), process.argv[3]];
  if (!Number.isInteger(size) || size < 1 || !dir) throw new Error("usage: tsx bench/scale-catalogue.ts <size> <dir>");
  writeCatalogue(dir, syntheticCatalogue(size));
}
