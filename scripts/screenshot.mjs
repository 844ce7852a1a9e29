import { chromium } from "@playwright/test";
const [,, ...pairs] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const pair of pairs) {
  const [url, file, w, h, full] = pair.split("|");
  const page = await browser.newPage({ viewport: { width: Number(w||1280), height: Number(h||900) } });
  page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  page.on("response", (r) => { if (r.status() >= 400) console.log("http", r.status(), r.url()); });
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: file, fullPage: full === "full" });
  await page.close();
}
await browser.close();
