import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { readJsonBody } from "@/server/http";
import { logger } from "@/server/logger";

const schema = z.object({ name: z.string() });

/** A POST whose body stream delivers `first` and then fails, as when the client aborts the upload. */
function abortedUpload(first: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      setTimeout(() => controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" })), 5);
    },
  });
  return new Request("http://localhost/functions/v1/send-contact-email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "req-aborted-1" },
    body,
    duplex: "half",
  } as RequestInit);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("readJsonBody", () => {
  it("answers an upload the client aborted with a 4xx and one debug line carrying the request id, never an error", async () => {
    const debug = vi.spyOn(logger, "debug").mockImplementation(() => undefined);
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const result = await readJsonBody(abortedUpload('{"name":"half a'), schema, { maxBytes: 1024 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({ error: expect.stringMatching(/interrupted/) });
    expect(debug).toHaveBeenCalledTimes(1);
    expect(debug.mock.calls[0]?.[0]).toMatchObject({ requestId: "req-aborted-1", receivedBytes: 15 });
    expect(error).not.toHaveBeenCalled();
  });

  it("still reads a whole body", async () => {
    const request = new Request("http://localhost/x", { method: "POST", headers: { "content-type": "application/json" }, body: '{"name":"Ada"}' });
    expect(await readJsonBody(request, schema, { maxBytes: 1024 })).toEqual({ ok: true, data: { name: "Ada" } });
  });
});
