import type { z } from "zod";
import { platformChangeSchema } from "@/lib/catalogue-schema";

/** One recorded change to a catalogue fact (issue 17): what it was, what it is, and the page that says so. */
export type Change = z.infer<typeof platformChangeSchema> & { platform: string };
