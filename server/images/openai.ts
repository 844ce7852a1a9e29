import "server-only";
import { z } from "zod";
import { ImageGenerationError } from "@/server/images/errors";
import type { ImageProvider } from "@/server/images/provider";
import {
  MAX_IMAGE_BYTES,
  decodeBase64Image,
  deadline,
  readCapped,
  readJson,
  trimBase,
  upstreamFailure,
  upstreamFetch,
} from "@/server/images/upstream";

export type OpenAiImageOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1).optional(), url: z.string().min(1).optional() })).min(1),
});
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/** `IMAGE_BASE_URL` may be given with or without its `/v1`. */
export function openAiEndpoint(baseUrl: string): string {
  return `${trimBase(baseUrl).replace(/\/v1$/, "")}/v1/images/generations`;
}

/** An OpenAI-compatible images API: POST /v1/images/generations, answered with b64_json or a URL. */
export function createOpenAiProvider(options: OpenAiImageOptions): ImageProvider {
  const endpoint = openAiEndpoint(options.baseUrl);
  return {
    id: "openai",
    label: `${options.model} (OpenAI-compatible images API)`,
    offline: false,
    async generate(prompt, { signal: callerSignal } = {}) {
      const { signal, clear } = deadline(options.timeoutMs, callerSignal);
      try {
        const response = await upstreamFetch(
          endpoint,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              accept: "application/json",
              ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            body: JSON.stringify({ model: options.model, prompt, n: 1, size: "1024x1024" }),
          },
          signal,
        );
        const body = await readJson(response, signal);
        if (!response.ok) {
          const parsed = errorSchema.safeParse(body);
          throw upstreamFailure(response.status, parsed.success ? parsed.data.error.message : undefined, "images API");
        }
        const answer = answerSchema.safeParse(body);
        const first = answer.success ? answer.data.data[0] : undefined;
        if (first?.b64_json) return decodeBase64Image(first.b64_json);
        if (first?.url) return await download(new URL(first.url, endpoint).href, signal);
        throw new ImageGenerationError("bad-response", "images API answered without data[0].b64_json or data[0].url");
      } finally {
        clear();
      }
    },
  };
}

/** Provider URLs expire, so the image is fetched now (same deadline, capped size) and stored by us. */
async function download(url: string, signal: AbortSignal): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new ImageGenerationError("bad-response", `image URL is not http(s): ${url.slice(0, 80)}`);
  const response = await upstreamFetch(url, { headers: { accept: "image/*" } }, signal);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ImageGenerationError("upstream", `image download answered HTTP ${response.status}`);
  }
  return readCapped(response, MAX_IMAGE_BYTES, signal);
}
