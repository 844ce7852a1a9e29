// No zod here: the finder bundles this module on the client. Schemas live in catalogue-schema.ts.

/**
 * The 27 use cases of the finder, in the order the selector shows them.
 * Ids and labels are the spec's (SPEC §3), word for word.
 */
export const useCases = [
  { id: "text", label: "Text Generation" },
  { id: "writing", label: "Writing & Editing" },
  { id: "images", label: "Image Creation" },
  { id: "video", label: "Video Generation" },
  { id: "code", label: "Code Assistance" },
  { id: "vibe-coding", label: "Vibe Coding" },
  { id: "learning", label: "Learning" },
  { id: "free", label: "Free" },
  { id: "app-development", label: "App Development" },
  { id: "research", label: "Research & Analysis" },
  { id: "audio", label: "Audio & Music" },
  { id: "creative", label: "Creative Work" },
  { id: "productivity", label: "Productivity" },
  { id: "business", label: "Business & Marketing" },
  { id: "design", label: "Design & 3D" },
  { id: "education", label: "Education & Learning" },
  { id: "translation", label: "Translation" },
  { id: "search", label: "Web Search" },
  { id: "data", label: "Data Analysis" },
  { id: "seo", label: "SEO" },
  { id: "marketing", label: "Marketing" },
  { id: "chatbot", label: "Chatbot" },
  { id: "logo", label: "Logo & Design" },
  { id: "presentation", label: "Presentation" },
  { id: "web-development", label: "Web Development" },
  { id: "social", label: "Social Media" },
  { id: "avatar", label: "Avatar & Visuals" },
] as const;

export type UseCase = (typeof useCases)[number];
export type UseCaseId = UseCase["id"];

export const useCaseIds = useCases.map((u) => u.id) as [UseCaseId, ...UseCaseId[]];

/**
 * 'free' is derived from a platform's pricing tier, never tagged by hand
 * (docs/decisions/0004-catalogue-as-typed-data.md).
 */
export const DERIVED_USE_CASE = "free" as const;
export type TaggableUseCaseId = Exclude<UseCaseId, typeof DERIVED_USE_CASE>;

const labels = new Map<string, string>(useCases.map((u) => [u.id, u.label]));

export function labelOfUseCase(id: UseCaseId): string {
  return labels.get(id) ?? id;
}

export function isUseCaseId(value: string): value is UseCaseId {
  return labels.has(value);
}
