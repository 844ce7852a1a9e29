/** Limits and examples for image prompts, shared by the form and the server function. */
export const PROMPT_MAX_LENGTH = 1000;

/** The placeholder's example. */
export const placeholderPrompt = "A serene mountain lake at sunset with a small red cabin and pine trees";

/** Prompts a visitor can click to fill the box. */
export const examplePrompts = [
  "An orange cat sitting under a full moon on a starry night",
  "A friendly robot watering flowers in a sunny garden",
  "A futuristic city skyline at night with purple clouds",
  "A sailboat on a turquoise sea with seagulls",
  "A castle in the snowy mountains in winter",
] as const;
