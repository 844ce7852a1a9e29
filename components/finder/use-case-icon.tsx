import "server-only";
import { PageIcon, type PageIconName } from "@/components/ui/page-icon";
import type { UseCaseId } from "@/lib/use-cases";

/** Each use case's icon, by lucide's name (drawn from components/ui/page-icon-data.ts). */
export const useCaseIcons: Record<UseCaseId, PageIconName> = {
  text: "file-text",
  writing: "pen-line",
  images: "image",
  video: "video",
  code: "code",
  "vibe-coding": "wand-sparkles",
  learning: "book-open",
  free: "gift",
  "app-development": "smartphone",
  research: "microscope",
  audio: "eighth-notes",
  creative: "palette",
  productivity: "zap",
  business: "briefcase",
  design: "box",
  education: "graduation-cap",
  translation: "languages",
  search: "search",
  data: "chart-column",
  seo: "trending-up",
  marketing: "megaphone",
  chatbot: "bot",
  logo: "layers",
  presentation: "presentation",
  "web-development": "globe",
  social: "share-2",
  avatar: "circle-user",
};

/** A use case's icon, decorative (the button it sits in says the use case's name). */
export function UseCaseIcon({ id, className }: { id: UseCaseId; className?: string }) {
  return <PageIcon name={useCaseIcons[id]} className={className} />;
}

