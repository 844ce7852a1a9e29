import "server-only";

/** Small colour helpers for the offline renderer (hex strings in, hex strings out). */
type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`;
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = s / 100;
  const light = l / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return toHex([channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255]);
}

/** The hue (0..360) of a colour, for building related colours. */
export function hueOf(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

/** Colour names a prompt may use, with the shade the renderer paints them in. */
export const colourNames: ReadonlyMap<string, string> = new Map(Object.entries({
  red: "#dc2626", crimson: "#b91c1c", scarlet: "#e11d48", ruby: "#be123c", orange: "#f97316", amber: "#f59e0b",
  yellow: "#facc15", gold: "#eab308", golden: "#eab308", green: "#16a34a", emerald: "#059669", lime: "#84cc16",
  olive: "#65742a", mint: "#6ee7b7", teal: "#0d9488", turquoise: "#2dd4bf", cyan: "#06b6d4", aqua: "#22d3ee",
  blue: "#2563eb", azure: "#0ea5e9", navy: "#1e3a8a", sapphire: "#1d4ed8", indigo: "#4f46e5", purple: "#9333ea",
  violet: "#7c3aed", lavender: "#c4b5fd", lilac: "#c8a2c8", magenta: "#d946ef", pink: "#ec4899", rose: "#f43f5e",
  peach: "#fdba74", coral: "#fb7185", brown: "#92400e", chocolate: "#6b3410", bronze: "#b45309", copper: "#c2410c",
  beige: "#e7d8b5", cream: "#fef3c7", ivory: "#fffbeb", white: "#f8fafc", silver: "#cbd5e1", grey: "#6b7280",
  gray: "#6b7280", black: "#111827", charcoal: "#1f2937",
}));
