import { clientIp, methodNotAllowed, readJsonBody } from "@/server/http";
import { imageErrorResponse } from "@/server/images/errors";
import { imageService } from "@/server/images/service";
import { requestLogger } from "@/server/logger";
import { rateLimit } from "@/server/rate-limit";
import { imageRequestSchema } from "./schema";

/** The prompt is at most 1,000 characters; 8 KB leaves room for JSON escaping of any script. */
const MAX_BODY_BYTES = 8 * 1024;

/** POST {prompt} -> 200 {imageUrl, provider, offline?} or {error} with a 4xx/5xx status. */
export async function POST(request: Request): Promise<Response> {
  const log = requestLogger(request, "ai-image");
  const limited = await rateLimit("image", clientIp(request));
  if (limited) return limited;

  const body = await readJsonBody(request, imageRequestSchema, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body.response;

  try {
    const image = await imageService().generate(body.data.prompt, { signal: request.signal });
    log.info({ imageUrl: image.imageUrl, provider: image.provider }, "image generated");
    return Response.json(image);
  } catch (error) {
    return imageErrorResponse(error, log);
  }
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
