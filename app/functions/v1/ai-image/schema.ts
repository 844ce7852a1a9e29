import { z } from "zod";
import { PROMPT_MAX_LENGTH } from "@/lib/image-prompts";

/** POST /functions/v1/ai-image `{prompt}`; the prompt is trimmed before its length is checked. */
export const imageRequestSchema = z.object({
  prompt: z
    .string({ error: "Send the prompt as text." })
    .trim()
    .min(1, "Please enter a prompt.")
    .max(PROMPT_MAX_LENGTH, `The prompt is too long: at most ${PROMPT_MAX_LENGTH.toLocaleString("en-US")} characters.`),
});

export type ImageRequest = z.infer<typeof imageRequestSchema>;
