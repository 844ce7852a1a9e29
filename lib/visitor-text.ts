import { z } from "zod";
import { controlCharacterMessage, forbiddenControl, normaliseLineEnds } from "@/lib/control-characters";

/**
 * A text field a visitor fills in: Windows line ends read as line feeds, control characters refused
 * (with the character named) before anything is trimmed, then trimmed. `what` names the field in
 * messages ("your message"); `required` is the message for a missing value.
 */
export function visitorText(what: string, required: string, { multiline }: { multiline: boolean }) {
  return z
    .string({ error: required })
    .overwrite(normaliseLineEnds)
    .superRefine((value, ctx) => {
      const code = forbiddenControl(value, { multiline });
      if (code) ctx.addIssue({ code: "custom", message: controlCharacterMessage(what, code) });
    })
    .trim();
}
