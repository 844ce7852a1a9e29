import { describe, expect, it } from "vitest";
import { MODEL_UNAVAILABLE, withOfflineFallback } from "@/server/chat/provider";
import { ChatProviderError, type ChatProvider } from "@/server/chat/types";

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of stream) text += piece;
  return text;
}

function provider(behaviour: () => AsyncGenerator<string>): ChatProvider {
  return { name: "test-llm", model: "test", start: async () => behaviour() };
}

const ask = [{ role: "user" as const, content: "How much is Midjourney?" }];

describe("the LLM provider's offline fallback", () => {
  it("answers offline, introduced by one line, and logs the failure when the model fails before its first token", async () => {
    const logged: { obj: object; msg: string }[] = [];
    const failing: ChatProvider = {
      name: "test-llm",
      model: "test",
      start: async () => {
        throw new ChatProviderError("The AI model answered 503", 502);
      },
    };
    const text = await collect(await withOfflineFallback(failing, { warn: (obj, msg) => logged.push({ obj, msg }) }).start(ask, new AbortController().signal));
    expect(text.startsWith(MODEL_UNAVAILABLE)).toBe(true);
    expect(MODEL_UNAVAILABLE.trim().split("\n")).toHaveLength(1);
    expect(text).toContain("](/platforms/midjourney)");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toMatch(/failed before its first token/);
    expect(logged[0]!.obj).toMatchObject({ provider: "test-llm", fallback: "offline" });
  });

  it("falls back when the stream breaks before any text", async () => {
    const log = { warn: () => undefined };
    const broken = provider(async function* () {
      yield "";
      throw new ChatProviderError("The AI model's stream ended early.");
    });
    const text = await collect(await withOfflineFallback(broken, log).start(ask, new AbortController().signal));
    expect(text.startsWith(MODEL_UNAVAILABLE)).toBe(true);
  });

  it("relays the model untouched once it has answered, and keeps the error path after the first token", async () => {
    const log = { warn: () => undefined };
    const fine = provider(async function* () {
      yield "Hello ";
      yield "there.";
    });
    expect(await collect(await withOfflineFallback(fine, log).start(ask, new AbortController().signal))).toBe("Hello there.");
    const late = provider(async function* () {
      yield "Half";
      throw new ChatProviderError("The AI model stopped answering.", 504);
    });
    await expect(collect(await withOfflineFallback(late, log).start(ask, new AbortController().signal))).rejects.toThrow(/stopped answering/);
  });
});
