import { offlineResult } from "@/server/chat/offline-assistant";
const qs = ["Which free AI tools are best for writing?","Compare ChatGPT and Claude","How much does Midjourney cost?","Alternatives to Canva","What is NotebookLM?","Best AI for coding under $15 a month","I want to make short marketing videos with an AI avatar, on a small budget","something to schedule my instagram and linkedin posts with AI captions","Give me a tool for keyword research and ranking blog posts on Google","best free ai chatbot with no limits","Alternatives to Grammarly?","Wie kann ich PDFs ins Englische übersetzen?"];
let n = 0;
for (let round = 0; round < 200; round++) {
  const times: number[] = [];
  for (const q of qs) { const t = performance.now(); offlineResult([{ role: "user", content: `${q} ${++n}` }]); times.push(performance.now() - t); }
  if (round % 10 === 9 || round === 0) console.log(round, times.map((t) => t.toFixed(1)).join(" "), "avg", (times.reduce((a, b) => a + b) / times.length).toFixed(2));
}
