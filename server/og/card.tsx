import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import type { Platform } from "@/lib/catalogue-schema";
import { formatDate, type Article } from "@/server/articles";
import { platformFacts } from "@/server/og/images";
import { siteConfig } from "@/server/site-config";

// Open Graph cards (docs/decisions/0074-open-graph-images-at-build.md): drawn by next/og at build
// time, with DejaVu Sans from assets/fonts (Bitstream Vera licence, redistributable), never a font
// fetched from the network.

const ogSize = { width: 1200, height: 630 };

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | undefined;
function loadFonts() {
  const file = (name: string) => readFileSync(path.join(process.cwd(), "assets", "fonts", name));
  fonts ??= [
    { name: "DejaVu Sans", data: file("DejaVuSans.ttf"), weight: 400, style: "normal" },
    { name: "DejaVu Sans", data: file("DejaVuSans-Bold.ttf"), weight: 700, style: "normal" },
  ];
  return fonts;
}

export type OgCard = {
  /** A short line above the title: the kind of page, a date, a category. */
  eyebrow: string;
  title: string;
  /** Up to two short facts shown as pills under the title (tier, price...). */
  facts?: string[];
  /** One line of supporting text. */
  subtitle?: string;
};

/** Title size steps down with length, so a long article title still fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 60) return 60;
  return 50;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

export function ogImage({ eyebrow, title, facts = [], subtitle }: OgCard): ImageResponse {
  const host = new URL(siteConfig.url).host;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #e0e7ff 100%)",
          borderLeft: "24px solid #4f46e5",
          fontFamily: "DejaVu Sans",
          color: "#0f172a",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", fontSize: 30, fontWeight: 700, color: "#4338ca" }}>{siteConfig.name}</div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 30, color: "#475569", marginBottom: 20 }}>{eyebrow}</div>
          <div style={{ display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, letterSpacing: -1 }}>{title}</div>
          {subtitle ? <div style={{ display: "flex", fontSize: 30, color: "#334155", marginTop: 24, lineHeight: 1.3 }}>{clip(subtitle, 150)}</div> : null}
          {facts.length ? (
            <div style={{ display: "flex", marginTop: 32 }}>
              {facts.map((fact) => (
                <div
                  key={fact}
                  style={{ display: "flex", fontSize: 32, fontWeight: 700, color: "#3730a3", background: "#e0e7ff", borderRadius: 999, padding: "10px 28px", marginRight: 20 }}
                >
                  {fact}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <div style={{ display: "flex", fontSize: 26, color: "#475569" }}>{host}</div>
      </div>
    ),
    { ...ogSize, fonts: loadFonts() },
  );
}

/** The site's card: the home page's, and the default of every page without its own. */
export function siteOgImage(): ImageResponse {
  return ogImage({
    eyebrow: "Compare 40+ AI platforms",
    title: "Find the right AI tool for your task",
    subtitle: "Ranked, explained picks by use case, pricing and capabilities, plus honest guides.",
  });
}

/** A platform's card: name, category, tier and starting price. */
export function platformOgImage(platform: Platform): ImageResponse {
  const { category, tier, price } = platformFacts(platform);
  const facts = [tier, platform.pricing.startingPrice ? `From ${platform.pricing.startingPrice}` : price.length > 24 ? "Paid plans only" : price];
  return ogImage({ eyebrow: `AI platform · ${category}`, title: platform.name, facts, subtitle: platform.description });
}

/** An article's card: title and date. */
export function articleOgImage(article: Article): ImageResponse {
  return ogImage({ eyebrow: `Guide · ${formatDate(article.date)} · ${article.readingMinutes} min read`, title: article.title });
}


/** A use-case page's card: its title and how many platforms serve it. */
export function ogImageOfUseCase(title: string, summary: string, platformCount: number): ImageResponse {
  return ogImage({ eyebrow: "Browse by use case", title, subtitle: summary, facts: [`${platformCount} platforms`] });
}
