import { jsonError } from "@/server/http";
import { readStoredImage } from "@/server/images/service";

/**
 * GET /images/{sha256}.{png|jpg|webp|gif}: a stored image. The name is the hash of the bytes, so
 * the answer never changes and may be cached for a year; any other name is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  const image = await readStoredImage(name);
  if (!image) return jsonError(404, "Image not found.");
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.format.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${name.slice(0, 64)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function notAllowed(): Response {
  return jsonError(405, "Method not allowed: images are read with GET.", undefined, { Allow: "GET, HEAD" });
}

export const POST = notAllowed;
export const PUT = notAllowed;
export const PATCH = notAllowed;
export const DELETE = notAllowed;
