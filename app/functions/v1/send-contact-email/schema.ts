import { z } from "zod";

/** Field limits of a contact message (docs/decisions/0032). */
export const contactLimits = { name: 100, email: 254, message: 5_000 } as const;

const field = (required: string) => z.string({ error: required }).trim();

/** POST /functions/v1/send-contact-email. `website` is the honeypot: people never see or fill it. */
export const contactRequestSchema = z.object({
  name: field("Please enter your name.")
    .min(1, "Please enter your name.")
    .max(contactLimits.name, `Please keep your name under ${contactLimits.name} characters.`),
  email: field("Please enter your email address.")
    .min(1, "Please enter your email address.")
    .max(contactLimits.email, `An email address can have at most ${contactLimits.email} characters.`)
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  message: field("Please enter a message.")
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
