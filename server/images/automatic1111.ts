import "server-only";
import { z } from "zod";
import { ImageGenerationError } from "@/server/images/errors";
import type { ImageProvider } from "@/server/images/provider";
import { decodeBase64Image, deadline, readJson, trimBase, upstreamFailure, upstreamFetch } from "@/server/images/upstream";

export type Automatic1111Options = {
  baseUrl: string;
  /** `user:password` for a server started with --api-auth (HTTP Basic); anything else is sent as a bearer token. */
  apiKey?: string;
  timeoutMs: number;
  steps?: number;
  width?: number;
  height?: number;
};

const answerSchema = z.object({ images: z.array(z.string().min(1)).min(1) });
/** FastAPI validation errors ({detail}) and the web UI's own exception answers ({error, errors}). */
const errorSchema = z.object({
  detail: z.union([z.string(), z.array(z.object({ msg: z.string() }))]).optional(),
  errors: z.string().optional(),
  error: z.string().optional(),
});

function errorMessage(body: unknown): string | undefined {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { detail, errors, error } = parsed.data;
  const fromDetail = Array.isArray(detail) ? detail.map((d) => d.msg).join("; ") : detail;
  return [fromDetail, errors, error].find((m) => m && m.trim()) ?? undefined;
}

function authorization(apiKey: string | undefined): Record<string, string> {
  if (!apiKey) return {};
  if (apiKey.includes(":")) return { authorization: `Basic ${Buffer.from(apiKey).toString("base64")}` };
  return { authorization: `Bearer ${apiKey}` };
}

/** The Automatic1111 / Forge Stable Diffusion web UI API: POST /sdapi/v1/txt2img -> {images:[base64 png]}. */
export function createAutomatic1111Provider(options: Automatic1111Options): ImageProvider {
  const endpoint = `${trimBase(options.baseUrl)}/sdapi/v1/txt2img`;
  const { steps = 25, width = 1024, height = 1024 } = options;
  return {
    id: "automatic1111",
    label: "Stable Diffusion (Automatic1111/Forge)",
    offline: false,
    async generate(prompt, { signal: callerSignal } = {}) {
      const { signal, clear } = deadline(options.timeoutMs, callerSignal);
      try {
        const response = await upstreamFetch(
          endpoint,
          {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", ...authorization(options.apiKey) },
            body: JSON.stringify({ prompt, steps, width, height }),
          },
          signal,
        );
        const body = await readJson(response, signal);
        if (!response.ok) throw upstreamFailure(response.status, errorMessage(body), "Stable Diffusion API");
        const answer = answerSchema.safeParse(body);
        const first = answer.success ? answer.data.images[0] : undefined;
        if (!first) throw new ImageGenerationError("bad-response", "Stable Diffusion API answered without images[0]");
        return decodeBase64Image(first);
      } finally {
        clear();
      }
    },
  };
}
