import "server-only";
import { createHash } from "node:crypto";
import { colourNames, darken, hsl, hueOf, lighten, mix } from "@/server/images/colour";

/**
 * The offline renderer's illustration: an SVG composed from the prompt's words (colour names,
 * subjects, time of day, weather), laid out by a generator seeded with a hash of the prompt, so a
 * prompt always gives the same picture. It is a preview, not a model
 * (docs/decisions/0020-offline-image-renderer.md).
 */

export const SCENE_SIZE = 1024;
const S = SCENE_SIZE;

type Element =
  | "sky" | "sun" | "moon" | "stars" | "cloud" | "bird" | "rocket" | "balloon" | "mountain" | "city" | "sea"
  | "beach" | "grass" | "desert" | "forest" | "house" | "castle" | "boat" | "flower" | "cat" | "dog" | "robot"
  | "person" | "snow" | "rain" | "fog" | "night" | "dusk" | "autumn" | "pastel" | "dark";

/** Words the renderer understands; plurals (s, es, ies) are found through their singular. */
const lexicon: ReadonlyMap<string, Element> = new Map(Object.entries({
  sky: "sky", heaven: "sky",
  sun: "sun", sunny: "sun", sunshine: "sun", sunlight: "sun", daylight: "sun",
  moon: "moon", moonlight: "moon", moonlit: "moon", crescent: "moon",
  star: "stars", starry: "stars", galaxy: "stars", cosmos: "stars", space: "stars", universe: "stars", nebula: "stars",
  cloud: "cloud", cloudy: "cloud", storm: "cloud", stormy: "cloud",
  bird: "bird", seagull: "bird", gull: "bird", crow: "bird", eagle: "bird", swallow: "bird", flock: "bird",
  rocket: "rocket", spaceship: "rocket", spacecraft: "rocket",
  balloon: "balloon",
  mountain: "mountain", hill: "mountain", alp: "mountain", alps: "mountain", peak: "mountain", volcano: "mountain", valley: "mountain",
  city: "city", skyline: "city", town: "city", building: "city", skyscraper: "city", metropolis: "city", street: "city", cyberpunk: "city", urban: "city",
  sea: "sea", ocean: "sea", lake: "sea", river: "sea", water: "sea", bay: "sea", harbor: "sea", harbour: "sea", wave: "sea", island: "sea", pond: "sea",
  beach: "beach", shore: "beach", coast: "beach", sand: "beach", sandy: "beach",
  grass: "grass", meadow: "grass", field: "grass", lawn: "grass", countryside: "grass", landscape: "grass", park: "grass",
  desert: "desert", dune: "desert",
  forest: "forest", tree: "forest", wood: "forest", woods: "forest", jungle: "forest", pine: "forest", oak: "forest",
  house: "house", cabin: "house", cottage: "house", home: "house", hut: "house", farm: "house", barn: "house", village: "house",
  castle: "castle", palace: "castle", fortress: "castle", kingdom: "castle", tower: "castle",
  boat: "boat", ship: "boat", sail: "boat", sailboat: "boat", yacht: "boat",
  flower: "flower", garden: "flower", rose: "flower", tulip: "flower", daisy: "flower", bloom: "flower", blossom: "flower", sunflower: "flower",
  cat: "cat", kitten: "cat", kitty: "cat",
  dog: "dog", puppy: "dog", puppie: "dog",
  robot: "robot", android: "robot", cyborg: "robot", mech: "robot", droid: "robot",
  person: "person", man: "person", woman: "person", girl: "person", boy: "person", child: "person", people: "person",
  astronaut: "person", wizard: "person", traveler: "person", traveller: "person", hiker: "person", knight: "person",
  snow: "snow", snowy: "snow", winter: "snow", blizzard: "snow", frost: "snow", ice: "snow", icy: "snow",
  rain: "rain", rainy: "rain", raining: "rain",
  fog: "fog", foggy: "fog", mist: "fog", misty: "fog", haze: "fog",
  night: "night", midnight: "night", nighttime: "night",
  sunset: "dusk", sunrise: "dusk", dusk: "dusk", dawn: "dusk", evening: "dusk", twilight: "dusk",
  autumn: "autumn", fall: "autumn",
  pastel: "pastel", soft: "pastel", dreamy: "pastel",
  dark: "dark", gloomy: "dark", spooky: "dark", haunted: "dark",
} satisfies { [word: string]: Element }));

/** Scene words that are drawn (not moods); an unattached colour name goes to the scene palette. */
const drawable = new Set<Element>([
  "sky", "sun", "moon", "stars", "cloud", "bird", "rocket", "balloon", "mountain", "city", "sea", "beach", "grass",
  "desert", "forest", "house", "castle", "boat", "flower", "cat", "dog", "robot", "person",
]);

function lookup(word: string): Element | undefined {
  return (
    lexicon.get(word) ??
    (word.endsWith("ies") ? lexicon.get(`${word.slice(0, -3)}y`) : undefined) ??
    (word.endsWith("es") ? lexicon.get(word.slice(0, -2)) : undefined) ??
    (word.endsWith("s") ? lexicon.get(word.slice(0, -1)) : undefined)
  );
}

export type PromptReading = {
  /** Everything the prompt mentions, each with the colour named just before it, if any. */
  elements: Map<Element, string | undefined>;
  /** Colour names not tied to a subject: the scene's palette. */
  palette: string[];
};

/** Reads colour names and subjects from a prompt ("a red fox" ties red to the fox). */
export function readPrompt(prompt: string): PromptReading {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const elements = new Map<Element, string | undefined>();
  const palette: string[] = [];
  let pending: string[] = [];
  let sinceColour = 0;
  for (const word of words) {
    const colour = colourNames.get(word);
    const element = lookup(word);
    if (colour && !(element && pending.length)) {
      pending.push(colour);
      sinceColour = 0;
      continue;
    }
    if (element) {
      const tied = drawable.has(element) ? pending[0] : undefined;
      if (!elements.has(element) || (tied && !elements.get(element))) elements.set(element, tied);
      if (tied) pending = [];
      else if (drawable.has(element)) {
        palette.push(...pending);
        pending = [];
      }
      continue;
    }
    // A colour stays tied to the next subject across a couple of words ("a bright red sports car").
    if (pending.length && ++sinceColour > 2) {
      palette.push(...pending);
      pending = [];
    }
  }
  palette.push(...pending);
  return { elements, palette: [...new Set(palette)] };
}

/** mulberry32: a small, fast, seeded generator; the same seed always gives the same sequence. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

const r1 = (n: number) => Math.round(n * 10) / 10;

export type Scene = { svg: string; drawn: string[] };

/** Composes the illustration for a prompt. */
export function composeScene(prompt: string): Scene {
  const normalized = prompt.trim().toLowerCase().replace(/\s+/g, " ");
  const seed = createHash("sha256").update(normalized).digest().readUInt32BE(0);
  const random = generator(seed);
  const reading = readPrompt(normalized);
  const has = (e: Element) => reading.elements.has(e);
  const colourOf = (e: Element) => reading.elements.get(e);

  let palette = reading.palette.length ? [...reading.palette] : [];
  const baseHue = palette[0] ? hueOf(palette[0]) : random.between(0, 360);
  while (palette.length < 4) palette.push(hsl(baseHue + palette.length * random.between(28, 62), random.between(55, 80), random.between(48, 66)));
  if (has("pastel")) palette = palette.map((c) => lighten(c, 0.4));
  if (has("dark")) palette = palette.map((c) => darken(c, 0.3));
  const [p0, p1, p2, p3] = palette as [string, string, string, string];

  const scenic = [...reading.elements.keys()].some((e) => drawable.has(e) || e === "night" || e === "dusk" || e === "snow" || e === "rain" || e === "fog");
  const drawn: string[] = [];
  const parts = scenic ? landscape({ has, colourOf, random, palette: [p0, p1, p2, p3], explicitPalette: reading.palette.length > 0, drawn }) : abstract(random, [p0, p1, p2, p3], drawn);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${parts.defs.length ? `<defs>${parts.defs.join("")}</defs>` : ""}${parts.body.join("")}</svg>`;
  return { svg, drawn };
}

type Parts = { defs: string[]; body: string[] };

type LandscapeInput = {
  has: (e: Element) => boolean;
  colourOf: (e: Element) => string | undefined;
  random: Random;
  palette: [string, string, string, string];
  explicitPalette: boolean;
  drawn: string[];
};

function landscape({ has, colourOf, random, palette, explicitPalette, drawn }: LandscapeInput): Parts {
  const defs: string[] = [];
  const body: string[] = [];
  const [p0, p1, p2, p3] = palette;
  const night = has("night") || (has("moon") && !has("sun")) || (has("stars") && !has("sun"));
  const dusk = !night && has("dusk");
  const snow = has("snow");
  const horizon = Math.round(random.between(560, 660));

  // Sky: the time of day, tinted by the prompt's colours (or painted in the colour given to "sky").
  let sky = night ? ["#020617", "#1e1b4b", "#3b2f73"] : dusk ? ["#2e1065", "#be185d", "#fb923c"] : ["#1d6fd8", "#60a5fa", "#dbeafe"];
  if (snow && !night && !dusk) sky = ["#64748b", "#a5b4c8", "#e2e8f0"];
  const skyColour = colourOf("sky");
  if (skyColour) sky = [darken(skyColour, 0.45), skyColour, lighten(skyColour, 0.55)];
  else if (explicitPalette) sky = sky.map((c) => mix(c, p0, 0.28));
  if (has("dark")) sky = sky.map((c) => darken(c, 0.35));
  defs.push(linear("sky", [[0, sky[0]!], [0.6, sky[1]!], [1, sky[2]!]]));
  body.push(`<rect width="${S}" height="${S}" fill="url(#sky)"/>`);

  if (night || has("stars")) {
    drawn.push("stars");
    const count = random.int(90, 150);
    for (let i = 0; i < count; i++) {
      body.push(`<circle cx="${r1(random.between(0, S))}" cy="${r1(random.between(0, horizon - 40))}" r="${r1(random.between(0.7, 2.4))}" fill="#fffbeb" opacity="${r1(random.between(0.35, 1))}"/>`);
    }
  }

  // Sun or moon, with a glow, and its reflection later if there is water.
  let light: { x: number; y: number; colour: string } | undefined;
  const wantsMoon = has("moon") || night;
  const wantsSun = has("sun") || (!night && random.chance(dusk ? 1 : 0.75));
  if (wantsSun) {
    const colour = colourOf("sun") ?? (dusk ? "#fdba74" : "#fde68a");
    const x = random.between(200, 824);
    const y = dusk ? horizon - random.between(40, 120) : random.between(150, 280);
    const radius = dusk ? random.between(80, 110) : random.between(55, 75);
    defs.push(radial("sunGlow", [[0, colour, 0.9], [0.35, colour, 0.35], [1, colour, 0]]));
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius * 3.2)}" fill="url(#sunGlow)"/>`);
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${lighten(colour, 0.25)}"/>`);
    light = { x, y, colour };
    drawn.push("sun");
  }
  if (wantsMoon) {
    const colour = colourOf("moon") ?? "#f1f5f9";
    const x = light ? (light.x > 512 ? random.between(160, 360) : random.between(664, 864)) : random.between(180, 844);
    const y = random.between(140, 260);
    const radius = random.between(50, 72);
    defs.push(radial("moonGlow", [[0, colour, 0.55], [0.4, colour, 0.18], [1, colour, 0]]));
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius * 3)}" fill="url(#moonGlow)"/>`);
    body.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${colour}"/>`);
    for (let i = 0; i < 4; i++) {
      const a = random.between(0, Math.PI * 2);
      const d = random.between(0, radius * 0.6);
      body.push(`<circle cx="${r1(x + Math.cos(a) * d)}" cy="${r1(y + Math.sin(a) * d)}" r="${r1(random.between(radius * 0.08, radius * 0.2))}" fill="${darken(colour, 0.12)}" opacity="0.6"/>`);
    }
    if (!light) light = { x, y, colour };
    drawn.push("moon");
  }

  if (has("cloud") || has("rain") || (!night && random.chance(0.5))) {
    drawn.push("cloud");
    const tint = colourOf("cloud") ?? (night ? "#64748b" : has("rain") || has("cloud") && has("dark") ? "#94a3b8" : "#ffffff");
    const count = has("rain") ? 5 : random.int(2, 4);
    for (let i = 0; i < count; i++) body.push(cloud(random.between(80, 944), random.between(90, horizon - 200), random.between(0.7, 1.3), tint, night ? 0.45 : 0.9, random));
  }

  if (has("mountain")) {
    drawn.push("mountain");
    const colour = colourOf("mountain") ?? mix(night ? "#1e293b" : "#475569", p1, 0.3);
    body.push(mountains(horizon, 260, lighten(mix(colour, sky[1]!, 0.35), 0.12), snow, random));
    body.push(mountains(horizon + 8, 190, colour, snow || random.chance(0.5), random));
  }

  if (has("rocket")) {
    drawn.push("rocket");
    body.push(rocket(random.between(260, 760), random.between(260, horizon - 120), random.between(-14, 14), colourOf("rocket") ?? "#e2e8f0", p1));
  }
  if (has("balloon")) {
    drawn.push("balloon");
    body.push(balloon(random.between(180, 840), random.between(200, horizon - 180), random.between(0.8, 1.2), colourOf("balloon") ?? p0, p2, defs));
  }
  if (has("bird")) {
    drawn.push("bird");
    const colour = colourOf("bird") ?? (night ? "#cbd5e1" : "#1e293b");
    const cx = random.between(200, 820);
    const cy = random.between(180, horizon - 200);
    const count = random.int(4, 8);
    for (let i = 0; i < count; i++) body.push(bird(cx + random.between(-160, 160), cy + random.between(-80, 80), random.between(0.6, 1.4), colour));
  }

  const water = has("sea") || has("boat");
  const ground = colourOf("grass") ?? colourOf("desert") ?? (snow ? "#e2e8f0" : has("desert") ? "#d6a35c" : has("autumn") ? "#a16207" : "#3f8f3a");
  const shade = (c: string) => (night ? mix(c, "#0f172a", 0.6) : dusk ? mix(c, "#4c1d95", 0.3) : c);

  if (has("city")) {
    drawn.push("city");
    body.push(skyline(horizon, colourOf("city") ?? (night || dusk ? "#111827" : mix("#334155", p2, 0.25)), night || dusk, random));
  }

  if (water) {
    drawn.push("sea");
    const colour = colourOf("sea") ?? mix(night ? "#0b1a3a" : "#0e5aa7", p2, explicitPalette ? 0.25 : 0.1);
    defs.push(linear("water", [[0, lighten(mix(colour, sky[2]!, 0.4), 0.1)], [1, darken(colour, 0.35)]]));
    body.push(`<rect x="0" y="${horizon}" width="${S}" height="${S - horizon}" fill="url(#water)"/>`);
    if (light) {
      for (let i = 0; i < 16; i++) {
        const w = (140 - i * 6) * random.between(0.5, 1.1);
        body.push(`<rect x="${r1(light.x - w / 2 + random.between(-12, 12))}" y="${r1(horizon + 8 + i * 16)}" width="${r1(w)}" height="3" rx="1.5" fill="${light.colour}" opacity="${r1(0.75 - i * 0.04)}"/>`);
      }
    }
    for (let i = 0; i < 40; i++) {
      const x = random.between(0, S);
      const y = random.between(horizon + 20, S);
      const w = random.between(14, 40) * (0.5 + (y - horizon) / (S - horizon));
      body.push(`<path d="M${r1(x)} ${r1(y)} q${r1(w / 2)} -6 ${r1(w)} 0" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.25"/>`);
    }
  } else {
    drawn.push("ground");
    body.push(hill(horizon, 30, shade(lighten(ground, 0.15)), random));
  }

  if (has("forest")) {
    drawn.push("forest");
    const colour = colourOf("forest") ?? (has("autumn") ? "#c2410c" : snow ? "#1f4d3a" : "#166534");
    const round = has("autumn") || has("flower") || has("grass");
    const count = random.int(14, 22);
    for (let i = 0; i < count; i++) {
      const x = (i + random.between(0, 0.8)) * (S / count);
      const h = random.between(50, 95);
      body.push(round ? roundTree(x, horizon + 6, h, shade(lighten(colour, 0.15)), random) : pine(x, horizon + 6, h, shade(lighten(colour, 0.1)), snow));
    }
  }

  const landmarks: Array<() => string> = [];
  if (has("house")) landmarks.push(() => { drawn.push("house"); return house(0, 0, 1, colourOf("house") ?? p1, shade, night || dusk, snow); });
  if (has("castle")) landmarks.push(() => { drawn.push("castle"); return castle(colourOf("castle") ?? "#9ca3af", p0, shade, night || dusk); });

  // The near ground (a shore when there is water) that landmarks and characters stand on.
  const shoreTop = water ? 860 : horizon + random.between(110, 170);
  const characters = (["robot", "person", "cat", "dog"] as const).filter((e) => has(e));
  const needsLand = !water || landmarks.length > 0 || characters.length > 0 || has("flower") || has("beach") || has("forest");
  if (needsLand) {
    const nearGround = has("beach") ? colourOf("beach") ?? "#e9c98d" : ground;
    body.push(hill(shoreTop, 45, shade(nearGround), random));
  }

  if (has("boat")) {
    drawn.push("boat");
    const y = water && needsLand ? random.between(horizon + 60, shoreTop - 60) : random.between(horizon + 80, horizon + 220);
    body.push(boat(random.between(180, 840), y, 0.6 + ((y - horizon) / (S - horizon)) * 0.8, colourOf("boat") ?? "#7c2d12", lighten(p0, 0.6), shade));
  }

  // Landmarks stand at the sides of the near ground; characters share the middle in front of them.
  const sides = random.chance(0.5) ? [170, 854] : [854, 170];
  for (const draw of landmarks) {
    const x = sides.shift() ?? 512;
    body.push(`<g transform="translate(${r1(x)} ${r1(shoreTop + 70)}) scale(${r1(random.between(0.8, 1))})">${draw()}</g>`);
  }

  if (has("flower")) {
    drawn.push("flower");
    const count = random.int(14, 24);
    const colours = colourOf("flower") ? [colourOf("flower")!, lighten(colourOf("flower")!, 0.3)] : [p0, p1, p2, p3, "#f472b6", "#facc15"];
    for (let i = 0; i < count; i++) {
      const x = random.between(20, 1004);
      const y = random.between(shoreTop + 60, 1010);
      body.push(flower(x, y, 0.9 + (y - shoreTop) / 220, colours[i % colours.length]!, random));
    }
  }

  characters.forEach((e, i) => {
    const n = characters.length;
    const x = n === 1 ? random.between(360, 664) : 260 + (i * 504) / (n - 1) + random.between(-30, 30);
    const scale = random.between(0.95, 1.2);
    const y = random.between(960, 995);
    const given = colourOf(e);
    // Characters stay readable at night: dimmed, not drowned like the background.
    const dim = (c: string) => (night ? mix(c, "#0f172a", 0.3) : c);
    const drawing =
      e === "robot" ? robot(dim(given ?? mix("#94a3b8", p2, 0.2)), night ? "#67e8f9" : "#22d3ee")
        : e === "person" ? person(dim(given ?? "#1e293b"), dim(p0))
          : e === "cat" ? cat(dim(given ?? "#1f2937"), "#facc15")
            : dog(dim(given ?? "#8b5a2b"));
    const flip = random.chance(0.5) ? " scale(-1 1)" : "";
    body.push(`<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(95 * scale)}" ry="${r1(14 * scale)}" fill="#000000" opacity="0.18"/>`);
    body.push(`<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})${flip}">${drawing}</g>`);
    drawn.push(e);
  });

  if (snow) {
    drawn.push("snow");
    for (let i = 0; i < 160; i++) body.push(`<circle cx="${r1(random.between(0, S))}" cy="${r1(random.between(0, S))}" r="${r1(random.between(1.5, 4.5))}" fill="#ffffff" opacity="${r1(random.between(0.5, 0.95))}"/>`);
  }
  if (has("rain")) {
    drawn.push("rain");
    for (let i = 0; i < 180; i++) {
      const x = random.between(-60, S);
      const y = random.between(-40, S);
      body.push(`<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + 10)}" y2="${r1(y + 34)}" stroke="#cbd5e1" stroke-width="2" opacity="0.45"/>`);
    }
  }
  if (has("fog")) {
    drawn.push("fog");
    for (let i = 0; i < 4; i++) body.push(`<rect x="-40" y="${r1(horizon - 120 + i * 90 + random.between(-20, 20))}" width="${S + 80}" height="${r1(random.between(50, 90))}" rx="40" fill="#f8fafc" opacity="0.22"/>`);
  }

  defs.push(radial("vignette", [[0.55, "#000000", 0], [1, "#000000", 0.38]]));
  body.push(`<rect width="${S}" height="${S}" fill="url(#vignette)"/>`);
  return { defs, body };
}

/** Without a recognised subject: a calm abstract composition in the prompt's colours. */
function abstract(random: Random, palette: [string, string, string, string], drawn: string[]): Parts {
  const [p0, p1, p2, p3] = palette;
  const defs = [linear("bg", [[0, darken(p0, 0.55)], [0.55, darken(p1, 0.25)], [1, lighten(p2, 0.1)]])];
  const body = [`<rect width="${S}" height="${S}" fill="url(#bg)"/>`];
  for (let i = 0; i < 7; i++) {
    const colour = palette[i % 4]!;
    const id = `orb${i}`;
    defs.push(radial(id, [[0, lighten(colour, 0.35), 0.9], [0.7, colour, 0.55], [1, colour, 0]]));
    body.push(`<circle cx="${r1(random.between(80, 944))}" cy="${r1(random.between(80, 944))}" r="${r1(random.between(110, 340))}" fill="url(#${id})"/>`);
  }
  for (let i = 0; i < 4; i++) {
    const y = random.between(380, 900) + i * 30;
    const a = random.between(-140, 140);
    const b = random.between(-140, 140);
    body.push(`<path d="M-20 ${r1(y)} C ${r1(S * 0.3)} ${r1(y + a)}, ${r1(S * 0.7)} ${r1(y + b)}, ${S + 20} ${r1(y + random.between(-60, 60))} L ${S + 20} ${S + 20} L -20 ${S + 20} Z" fill="${[p3, p2, p1, p0][i]}" opacity="${r1(random.between(0.25, 0.45))}"/>`);
  }
  for (let i = 0; i < 70; i++) body.push(`<circle cx="${r1(random.between(0, S))}" cy="${r1(random.between(0, S))}" r="${r1(random.between(1, 3.5))}" fill="#ffffff" opacity="${r1(random.between(0.2, 0.7))}"/>`);
  defs.push(radial("vignette", [[0.55, "#000000", 0], [1, "#000000", 0.35]]));
  body.push(`<rect width="${S}" height="${S}" fill="url(#vignette)"/>`);
  drawn.push("abstract");
  return { defs, body };
}

function linear(id: string, stops: Array<[number, string]>): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`;
}

function radial(id: string, stops: Array<[number, string, number]>): string {
  return `<radialGradient id="${id}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("")}</radialGradient>`;
}

function cloud(x: number, y: number, scale: number, colour: string, opacity: number, random: Random): string {
  const puffs = [
    [0, 0, 70, 38], [-60, 12, 50, 28], [60, 12, 55, 30], [-25, -22, 45, 32], [30, -20, 48, 34],
  ].map(([dx, dy, rx, ry]) => `<ellipse cx="${r1(dx! * scale)}" cy="${r1(dy! * scale)}" rx="${r1(rx! * scale * random.between(0.85, 1.15))}" ry="${r1(ry! * scale)}"/>`);
  return `<g transform="translate(${r1(x)} ${r1(y)})" fill="${colour}" opacity="${opacity}">${puffs.join("")}</g>`;
}

function mountains(base: number, height: number, colour: string, caps: boolean, random: Random): string {
  const points: Array<[number, number]> = [[-40, base]];
  const peaks: Array<{ left: [number, number]; top: [number, number]; right: [number, number] }> = [];
  let x = -40;
  while (x < S + 40) {
    const width = random.between(150, 300);
    const top: [number, number] = [x + width / 2, base - height * random.between(0.45, 1)];
    const valley: [number, number] = [x + width, base - height * random.between(0.05, 0.3)];
    peaks.push({ left: points[points.length - 1]!, top, right: valley });
    points.push(top, valley);
    x += width;
  }
  points.push([S + 40, base + 2], [-40, base + 2]);
  let svg = `<path d="M${points.map(([px, py]) => `${r1(px)} ${r1(py)}`).join(" L")} Z" fill="${colour}"/>`;
  if (caps) {
    for (const { left, top, right } of peaks) {
      const t = 0.3;
      const l: [number, number] = [top[0] + (left[0] - top[0]) * t, top[1] + (left[1] - top[1]) * t];
      const r: [number, number] = [top[0] + (right[0] - top[0]) * t, top[1] + (right[1] - top[1]) * t];
      const mid = (l[1] + r[1]) / 2;
      svg += `<path d="M${r1(top[0])} ${r1(top[1])} L${r1(r[0])} ${r1(r[1])} L${r1((top[0] + r[0]) / 2)} ${r1(mid - 8)} L${r1(top[0])} ${r1(mid + 6)} L${r1((top[0] + l[0]) / 2)} ${r1(mid - 10)} L${r1(l[0])} ${r1(l[1])} Z" fill="#f8fafc" opacity="0.92"/>`;
    }
  }
  return svg;
}

function hill(top: number, swell: number, colour: string, random: Random): string {
  const a = top - random.between(0, swell);
  const b = top + random.between(-swell, swell);
  const c = top - random.between(0, swell);
  return `<path d="M0 ${r1(a)} C ${r1(S * 0.25)} ${r1(b - swell)}, ${r1(S * 0.55)} ${r1(b + swell)}, ${S} ${r1(c)} L ${S} ${S} L 0 ${S} Z" fill="${colour}"/>`;
}

function skyline(base: number, colour: string, lit: boolean, random: Random): string {
  const parts: string[] = [];
  const back = lighten(colour, 0.18);
  for (const [layer, fill, tall] of [[0, back, 1.15], [1, colour, 0.85]] as const) {
    let x = random.between(-40, 0);
    while (x < S) {
      const w = random.between(45, 110);
      const h = random.between(90, 330) * tall * (layer === 0 ? 1 : random.between(0.6, 1));
      const y = base - h;
      parts.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w - 4)}" height="${r1(h + 2)}" fill="${fill}"/>`);
      if (random.chance(0.2)) parts.push(`<rect x="${r1(x + w / 2 - 3)}" y="${r1(y - 40)}" width="4" height="40" fill="${fill}"/>`);
      if (layer === 1) {
        const window = lit ? "#fde68a" : "#bfdbfe";
        for (let wy = y + 14; wy < base - 16; wy += 24) {
          for (let wx = x + 9; wx < x + w - 16; wx += 16) {
            if (random.chance(lit ? 0.45 : 0.3)) parts.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="7" height="11" fill="${window}" opacity="${lit ? 0.9 : 0.55}"/>`);
          }
        }
      }
      x += w;
    }
  }
  return parts.join("");
}

function pine(x: number, base: number, h: number, colour: string, snow: boolean): string {
  const w = h * 0.55;
  const tiers = [0, 1, 2].map((i) => {
    const top = base - h + i * h * 0.22;
    const bottom = base - h * 0.18 - (2 - i) * h * 0.14 + i * h * 0.02;
    const half = w * (0.55 + i * 0.25);
    return `<path d="M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(bottom)} L${r1(x - half)} ${r1(bottom)} Z" fill="${i === 0 && snow ? "#f1f5f9" : colour}"/>`;
  });
  return `<rect x="${r1(x - 4)}" y="${r1(base - h * 0.2)}" width="8" height="${r1(h * 0.22)}" fill="#3f2a1d"/>${tiers.join("")}`;
}

function roundTree(x: number, base: number, h: number, colour: string, random: Random): string {
  const r = h * 0.38;
  return `<rect x="${r1(x - 5)}" y="${r1(base - h * 0.5)}" width="10" height="${r1(h * 0.5)}" fill="#4a2f1d"/><circle cx="${r1(x)}" cy="${r1(base - h * 0.62)}" r="${r1(r)}" fill="${colour}"/><circle cx="${r1(x - r * 0.6)}" cy="${r1(base - h * 0.48)}" r="${r1(r * 0.7)}" fill="${darken(colour, 0.12)}"/><circle cx="${r1(x + r * 0.6)}" cy="${r1(base - h * 0.5)}" r="${r1(r * random.between(0.6, 0.8))}" fill="${lighten(colour, 0.08)}"/>`;
}

function house(x: number, y: number, s: number, colour: string, shade: (c: string) => string, lit: boolean, snow: boolean): string {
  const wall = shade(colour);
  const window = lit ? "#fde68a" : "#dbeafe";
  return `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="50" y="-235" width="26" height="60" fill="${shade("#7f1d1d")}"/>
<rect x="-100" y="-150" width="200" height="150" fill="${wall}"/>
<path d="M-122 -148 L0 -250 L122 -148 Z" fill="${snow ? "#f1f5f9" : shade(darken(colour, 0.45))}"/>
<rect x="-18" y="-82" width="40" height="82" rx="4" fill="${shade("#451a03")}"/>
<rect x="-78" y="-118" width="40" height="38" rx="3" fill="${window}"/><rect x="40" y="-118" width="40" height="38" rx="3" fill="${window}"/>
<path d="M-58 -118 V-80 M-78 -99 H-38 M60 -118 V-80 M40 -99 H80" stroke="${shade(darken(colour, 0.4))}" stroke-width="3"/>
</g>`;
}

function castle(colour: string, accent: string, shade: (c: string) => string, lit: boolean): string {
  const wall = shade(colour);
  const dark = shade(darken(colour, 0.25));
  const roof = shade(accent);
  const window = lit ? "#fde68a" : "#1f2937";
  const battlements = (x: number, y: number, w: number) =>
    Array.from({ length: Math.floor(w / 20) }, (_, i) => `<rect x="${x + i * 20}" y="${y - 14}" width="12" height="14" fill="${wall}"/>`).join("");
  return `<rect x="-110" y="-200" width="220" height="200" fill="${wall}"/>${battlements(-110, -200, 220)}
<rect x="-175" y="-290" width="70" height="290" fill="${dark}"/><path d="M-183 -288 L-140 -380 L-97 -288 Z" fill="${roof}"/>
<rect x="105" y="-290" width="70" height="290" fill="${dark}"/><path d="M97 -288 L140 -380 L183 -288 Z" fill="${roof}"/>
<rect x="-30" y="-330" width="60" height="130" fill="${wall}"/><path d="M-38 -328 L0 -420 L38 -328 Z" fill="${roof}"/>
<path d="M-40 0 V-80 A40 40 0 0 1 40 -80 V0 Z" fill="${shade("#292524")}"/>
<rect x="-148" y="-240" width="14" height="30" rx="7" fill="${window}"/><rect x="132" y="-240" width="14" height="30" rx="7" fill="${window}"/><rect x="-7" y="-290" width="14" height="30" rx="7" fill="${window}"/>
<rect x="-80" y="-150" width="14" height="26" rx="7" fill="${window}"/><rect x="66" y="-150" width="14" height="26" rx="7" fill="${window}"/>`;
}

function boat(x: number, y: number, s: number, colour: string, sail: string, shade: (c: string) => string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})">
<path d="M-120 0 L120 0 L88 42 L-92 42 Z" fill="${shade(colour)}"/>
<rect x="-3" y="-210" width="6" height="210" fill="${shade("#3f2a1d")}"/>
<path d="M8 -200 L8 -14 L112 -14 Z" fill="${shade(sail)}"/><path d="M-8 -176 L-8 -14 L-92 -14 Z" fill="${shade(darken(sail, 0.08))}"/>
<path d="M-130 48 q20 -8 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.4"/>
</g>`;
}

function rocket(x: number, y: number, angle: number, colour: string, accent: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">
<circle cx="0" cy="190" r="34" fill="#e2e8f0" opacity="0.35"/><circle cx="-18" cy="250" r="40" fill="#e2e8f0" opacity="0.25"/><circle cx="12" cy="320" r="48" fill="#e2e8f0" opacity="0.18"/>
<path d="M-20 70 Q0 170 20 70 Z" fill="#f97316"/><path d="M-11 70 Q0 130 11 70 Z" fill="#fde047"/>
<path d="M-30 40 L-62 86 L-28 74 Z M30 40 L62 86 L28 74 Z" fill="${accent}"/>
<path d="M0 -130 C38 -80 40 -10 30 72 L-30 72 C-40 -10 -38 -80 0 -130 Z" fill="${colour}"/>
<path d="M0 -130 C20 -104 28 -86 31 -70 L-31 -70 C-28 -86 -20 -104 0 -130 Z" fill="${accent}"/>
<circle cx="0" cy="-20" r="17" fill="#1e3a8a" stroke="${darken(colour, 0.3)}" stroke-width="6"/>
</g>`;
}

function balloon(x: number, y: number, s: number, colour: string, stripe: string, defs: string[]): string {
  defs.push(`<clipPath id="envelope"><path d="M0 -110 C70 -110 100 -60 100 -10 C100 40 40 80 18 110 L-18 110 C-40 80 -100 40 -100 -10 C-100 -60 -70 -110 0 -110 Z"/></clipPath>`);
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})">
<path d="M0 -110 C70 -110 100 -60 100 -10 C100 40 40 80 18 110 L-18 110 C-40 80 -100 40 -100 -10 C-100 -60 -70 -110 0 -110 Z" fill="${colour}"/>
<g clip-path="url(#envelope)" fill="${stripe}"><rect x="-70" y="-120" width="26" height="240"/><rect x="-13" y="-120" width="26" height="240"/><rect x="44" y="-120" width="26" height="240"/></g>
<path d="M-16 110 L-14 150 M16 110 L14 150" stroke="#3f2a1d" stroke-width="3"/><rect x="-18" y="148" width="36" height="28" rx="4" fill="#92400e"/>
</g>`;
}

function bird(x: number, y: number, s: number, colour: string): string {
  return `<path transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s)})" d="M-22 0 Q-11 -12 0 0 Q11 -12 22 0" stroke="${colour}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

function flower(x: number, y: number, s: number, colour: string, random: Random): string {
  const h = 40 * s;
  const r = 7 * s;
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2 + random.between(0, 0.5);
    return `<circle cx="${r1(x + Math.cos(a) * r * 1.3)}" cy="${r1(y - h + Math.sin(a) * r * 1.3)}" r="${r1(r)}" fill="${colour}"/>`;
  });
  return `<path d="M${r1(x)} ${r1(y)} Q${r1(x - 6 * s)} ${r1(y - h / 2)} ${r1(x)} ${r1(y - h)}" stroke="#166534" stroke-width="${r1(2.5 * s)}" fill="none"/>${petals.join("")}<circle cx="${r1(x)}" cy="${r1(y - h)}" r="${r1(r * 0.8)}" fill="#fde047"/>`;
}

function cat(colour: string, eyes: string): string {
  return `<path d="M52 -14 C150 -10 150 -110 96 -128" stroke="${colour}" stroke-width="20" fill="none" stroke-linecap="round"/>
<ellipse cx="0" cy="-72" rx="66" ry="76" fill="${colour}"/>
<circle cx="-10" cy="-168" r="50" fill="${colour}"/>
<path d="M-54 -190 L-50 -246 L-18 -212 Z M0 -212 L30 -246 L36 -190 Z" fill="${colour}"/>
<ellipse cx="-30" cy="-172" rx="9" ry="11" fill="${eyes}"/><ellipse cx="10" cy="-172" rx="9" ry="11" fill="${eyes}"/>
<ellipse cx="-30" cy="-172" rx="2.5" ry="9" fill="#0f172a"/><ellipse cx="10" cy="-172" rx="2.5" ry="9" fill="#0f172a"/>
<path d="M-16 -150 L-10 -144 L-4 -150 Z" fill="#f9a8d4"/>`;
}

function dog(colour: string): string {
  const dark = darken(colour, 0.3);
  return `<path d="M-86 -130 C-110 -150 -118 -180 -128 -200" stroke="${colour}" stroke-width="16" fill="none" stroke-linecap="round"/>
<rect x="-80" y="-96" width="22" height="96" rx="9" fill="${dark}"/><rect x="44" y="-96" width="22" height="96" rx="9" fill="${dark}"/>
<rect x="-95" y="-160" width="190" height="86" rx="42" fill="${colour}"/>
<rect x="-56" y="-96" width="22" height="96" rx="9" fill="${colour}"/><rect x="68" y="-96" width="22" height="96" rx="9" fill="${colour}"/>
<circle cx="106" cy="-178" r="46" fill="${colour}"/><ellipse cx="146" cy="-160" rx="32" ry="22" fill="${lighten(colour, 0.15)}"/>
<circle cx="174" cy="-166" r="9" fill="#111827"/><circle cx="112" cy="-190" r="6" fill="#111827"/>
<ellipse cx="84" cy="-166" rx="16" ry="36" fill="${dark}" transform="rotate(18 84 -166)"/>`;
}

function robot(colour: string, glow: string): string {
  const dark = darken(colour, 0.3);
  return `<rect x="-4" y="-340" width="8" height="42" fill="${dark}"/><circle cx="0" cy="-344" r="11" fill="${glow}"/>
<rect x="-112" y="-186" width="28" height="112" rx="14" fill="${dark}"/><rect x="84" y="-186" width="28" height="112" rx="14" fill="${dark}"/>
<rect x="-56" y="-62" width="40" height="62" rx="8" fill="${dark}"/><rect x="16" y="-62" width="40" height="62" rx="8" fill="${dark}"/>
<rect x="-82" y="-200" width="164" height="146" rx="22" fill="${colour}"/>
<circle cx="0" cy="-128" r="24" fill="${dark}"/><circle cx="0" cy="-128" r="13" fill="${glow}"/>
<rect x="-16" y="-216" width="32" height="18" fill="${dark}"/>
<rect x="-64" y="-306" width="128" height="94" rx="20" fill="${colour}"/>
<circle cx="-26" cy="-262" r="14" fill="${glow}"/><circle cx="26" cy="-262" r="14" fill="${glow}"/>
<rect x="-24" y="-236" width="48" height="8" rx="4" fill="${dark}"/>`;
}

function person(colour: string, accent: string): string {
  return `<rect x="-30" y="-96" width="22" height="96" rx="9" fill="${colour}"/><rect x="8" y="-96" width="22" height="96" rx="9" fill="${colour}"/>
<path d="M-44 -210 Q0 -226 44 -210 L58 -84 L-58 -84 Z" fill="${accent}"/>
<path d="M-44 -206 L-66 -110" stroke="${accent}" stroke-width="18" stroke-linecap="round"/><path d="M44 -206 L66 -110" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>
<circle cx="0" cy="-246" r="30" fill="${colour}"/>`;
}
