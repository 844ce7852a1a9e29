// 2. Chat: time to first token and to completion with the offline assistant, at several
// concurrency levels; errors counted. Answers are cached per conversation (docs/decisions/0043), so
// each level runs twice: "repeat" questions (a popular question asked again) and "new" ones (each
// conversation's question made unique, so the server computes every answer).
import { percentile, round } from "./lib.mjs";

const questions = [
  "Which free AI tools are best for writing?",
  "Compare ChatGPT and Claude",
  "How much does Midjourney cost?",
  "Alternatives to Canva",
  "What is NotebookLM?",
  "Best AI for coding under $15 a month",
  "I want to make short marketing videos with an AI avatar, on a small budget",
  "something to schedule my instagram and linkedin posts with AI captions",
  "Give me a tool for keyword research and ranking blog posts on Google",
  "best free ai chatbot with no limits",
  "Alternatives to Grammarly?",
  "Wie kann ich PDFs ins Englische übersetzen?",
];

let unique = 0;

async function conversation(baseUrl, i, fresh = false) {
  const question = questions[i % questions.length];
  const started = performance.now();
  let firstToken;
  const response = await fetch(`${baseUrl}/functions/v1/ai-chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // A number at the end changes no answer but makes the conversation new to the server's cache.
    body: JSON.stringify({ messages: [{ role: "user", content: fresh ? `${question} ${++unique}` : question }] }),
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

export async function benchChat(baseUrl, levels = (process.env.BENCH_CHAT_LEVELS ?? "1,50,200").split(",").map(Number)) {
  const rows = [];
  for (const [concurrency, fresh] of levels.flatMap((c) => [[c, false], [c, true]])) {
    // Enough conversations for a meaningful p95: 20 one after another, or 4 waves when concurrent.
    const rounds = concurrency === 1 ? 20 : 4;
    const ttft = [];
    const total = [];
    let errors = 0;
    for (let r = 0; r < rounds; r++) {
      const results = await Promise.allSettled(Array.from({ length: concurrency }, (_, i) => conversation(baseUrl, i + r, fresh)));
      for (const result of results) {
        if (result.status === "fulfilled") {
          ttft.push(result.value.ttft);
          total.push(result.value.total);
        } else errors++;
      }
    }
    rows.push({
      concurrency,
      questions: fresh ? "new" : "repeat",
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
