import { contactStore } from "@/server/contact/contact-service";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

/** Readiness: the database answers. A load balancer stops sending traffic while it does not. */
export async function GET(): Promise<Response> {
  try {
    const store = await contactStore();
    await store.ping();
    return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.warn({ err: error }, "readiness check failed");
    return Response.json({ status: "unavailable", error: "The database is not answering." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
