import { z } from "zod";
import { visitorText } from "@/lib/visitor-text";

/** Field limits of a contact message (docs/decisions/0032). */
export const contactLimits = { name: 100, email: 254, message: 5_000 } as const;

/** POST /functions/v1/send-contact-email. `website` is the honeypot: people never see or fill it. */
export const contactRequestSchema = z.object({
  name: visitorText("your name", "Please enter your name.", { multiline: false })
    .min(1, "Please enter your name.")
    .max(contactLimits.name, `Please keep your name under ${contactLimits.name} characters.`),
  email: visitorText("your email address", "Please enter your email address.", { multiline: false })
    .min(1, "Please enter your email address.")
    .max(contactLimits.email, `An email address can have at most ${contactLimits.email} characters.`)
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  message: visitorText("your message", "Please enter a message.", { multiline: true })
    .min(1, "Please enter a message.")
    .max(contactLimits.message, `Please keep your message under ${contactLimits.message.toLocaleString("en-US")} characters.`),
  website: z.string().max(2_000).optional(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export type ContactFieldErrors = Partial<Record<"name" | "email" | "message", string>>;

/** The first problem of each field, for messages shown next to the fields. */
export function contactFieldErrors(error: z.ZodError): { fields: ContactFieldErrors } {
  const fields: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if ((key === "name" || key === "email" || key === "message") && !fields[key]) fields[key] = issue.message;
  }
  return { fields };
}
