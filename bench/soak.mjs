// 9. Soak (issue 16; API and MCP calls added for issue 27): a bounded mixed load (static pages,
// dynamic URLs both repeated and new, chat, contact, the public API, MCP tool calls, health checks)
// for a few minutes, the server's resident memory sampled every
// few seconds. The figures: the plateau (median of the last third of the samples), the peak and
// the error count.
import { kinds } from "./dynamic-pages.mjs";
import { loadAverage, percentile, rssMiB } from "./lib.mjs";

const staticPages = ["/", "/blog/gemini-ai-guide", "/contact", "/platforms", "/use-cases/video", "/ai-image"];

export async function benchSoak(baseUrl, pid, { seconds = 180, workers = 16, sampleEvery = 5 } = {}) {
  const fresh = kinds.flatMap((k) => k.urls(400));
  const hot = kinds.flatMap((k) => k.urls(8));
  let nextFresh = 0;
  const counts = { static: 0, dynamic: 0, chat: 0, contact: 0, api: 0, mcp: 0, health: 0 };
  const apiPaths = ["/api/v1/search?q=video%20editor", "/api/v1/platforms/claude", "/api/v1/platforms?free=1", "/api/v1/search?q=cheap%20logo%20maker", "/api/v1/use-cases"];
  const mcpCalls = [
    { name: "search_platforms", arguments: { query: "free tools for slides" } },
    { name: "get_platform", arguments: { id: "midjourney" } },
    { name: "compare_platforms", arguments: { ids: ["cursor", "windsurf"] } },
  ];
  let errors = 0;
  const errorSamples = [];
  const samples = [rssMiB(pid)];
  const sampler = setInterval(() => samples.push(rssMiB(pid)), sampleEvery * 1000);
  const loadBefore = loadAverage();
  const until = Date.now() + seconds * 1000;

  async function one(i) {
    if (i % 25 === 23) {
      counts.api++;
      const response = await fetch(baseUrl + apiPaths[i % apiPaths.length]);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${response.status} ${response.url}`);
      return;
    }
    if (i % 25 === 24) {
      counts.mcp++;
      const response = await fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18" },
        body: JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/call", params: mcpCalls[i % mcpCalls.length] }),
      });
      const text = await response.text();
      if (response.status !== 200 || text.includes('"isError":true')) throw new Error(`${response.status} /mcp ${text.slice(0, 120)}`);
      return;
    }
    const r = i % 20;
    let response;
    if (r < 7) {
      counts.static++;
      response = await fetch(baseUrl + staticPages[i % staticPages.length], { headers: { "accept-encoding": "br" } });
    } else if (r < 14) {
      counts.dynamic++;
      const url = r % 2 ? hot[i % hot.length] : fresh[nextFresh++ % fresh.length];
      response = await fetch(baseUrl + url, { headers: { "accept-encoding": "br" } });
    } else if (r < 17) {
      counts.health++;
      response = await fetch(`${baseUrl}/healthz`);
    } else if (r < 19) {
      counts.chat++;
      response = await fetch(`${baseUrl}/functions/v1/ai-chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ messages: [{ role: "user", content: ["Best free AI for slides?", "Compare Cursor and Windsurf", "Cheap video tools"][i % 3] }] }),
      });
    } else {
      counts.contact++;
      response = await fetch(`${baseUrl}/functions/v1/send-contact-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Soak Visitor", email: "soak@example.org", message: `soak message ${i}` }),
      });
    }
    await response.arrayBuffer();
    if (response.status < 200 || response.status >= 300) throw new Error(`${response.status} ${response.url}`);
  }

  let counter = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        try {
          await one(counter++);
        } catch (error) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(String(error));
        }
      }
    }),
  );
  clearInterval(sampler);
  samples.push(rssMiB(pid));
  const lastThird = samples.slice(Math.floor((samples.length * 2) / 3));
  return {
    seconds,
    requests: counter,
    ...counts,
    samples: samples.length,
    startMiB: samples[0],
    plateauMiB: percentile(lastThird, 50),
    peakMiB: Math.max(...samples),
    errors,
    errorSamples,
    load: `${loadBefore} before, ${loadAverage()} after`,
    series: samples,
  };
}
