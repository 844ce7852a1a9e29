import { z } from "zod";

/** One recorded change to a catalogue fact (issue 17): what it was, what it is, and the page that says so. */
export const changeSchema = z
  .object({
    date: z.iso.date(),
    platform: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    field: z.enum(["tier", "startingPrice", "details", "description", "strengths"]),
    before: z.string().min(1).max(400),
    after: z.string().min(1).max(400),
    source: z.url({ protocol: /^https$/ }),
  })
  .strict();

export type ChangeInput = z.input<typeof changeSchema>;
export type Change = z.infer<typeof changeSchema>;
