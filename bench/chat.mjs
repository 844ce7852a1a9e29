// 2. Chat: time to first token and to completion with the offline assistant, at several
// concurrency levels; errors counted.
import { percentile, round } from "./lib.mjs";

const questions = [
  "Which free AI tools are best for writing?",
  "Compare ChatGPT and Claude",
  "How much does Midjourney cost?",
  "Alternatives to Canva",
  "What is NotebookLM?",
  "Best AI for coding under $15 a month",
];

async function conversation(baseUrl, i) {
  const started = performance.now();
  let firstToken;
  const response = await fetch(`${baseUrl}/functions/v1/ai-chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: questions[i % questions.length] }] }),
  });
  if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const chunk = decoder.decode(value, { stream: true });
    if (firstToken === undefined && chunk.includes('"content"')) firstToken = performance.now() - started;
    text += chunk;
  }
  if (!text.includes("data: [DONE]")) throw new Error("stream ended early");
  return { ttft: firstToken ?? NaN, total: performance.now() - started };
}

export async function benchChat(baseUrl, levels = [1, 50, 200]) {
  const rows = [];
  for (const concurrency of levels) {
    // Enough conversations for a meaningful p95: 20 one after another, or 2 waves when concurrent.
    const rounds = concurrency === 1 ? 20 : 2;
    const ttft = [];
    const total = [];
    let errors = 0;
    for (let r = 0; r < rounds; r++) {
      const results = await Promise.allSettled(Array.from({ length: concurrency }, (_, i) => conversation(baseUrl, i + r)));
      for (const result of results) {
        if (result.status === "fulfilled") {
          ttft.push(result.value.ttft);
          total.push(result.value.total);
        } else errors++;
      }
    }
    rows.push({
      concurrency,
      conversations: concurrency * rounds,
      ttftP50: round(percentile(ttft, 50)),
      ttftP95: round(percentile(ttft, 95)),
      totalP50: round(percentile(total, 50)),
      totalP95: round(percentile(total, 95)),
      errors,
    });
  }
  return rows;
}
