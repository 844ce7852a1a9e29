/**
 * The whole sitemap as one text: the index `/sitemap.xml` (robots.txt names it) and every file it
 * lists, read through `read` (a path to the body), so tests can look for a URL wherever it is.
 */
export async function wholeSitemap(read: (path: string) => Promise<string>): Promise<{ index: string; files: string[]; text: string }> {
  const index = await read("/sitemap.xml");
  const files = await Promise.all([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => read(new URL(m[1]!).pathname)));
  return { index, files, text: files.join("\n") };
}
