// The 404 page's closest pages (issue 30): a plain script that app/not-found.tsx alone loads. As a
// React component it was part of every page's first load (the root not-found boundary's client
// code ships with the layout), 1.0 KiB gzip on each page for a feature of one page.
// Logs the missing path to the console (SPEC §2), fills the page's search box with the path's words
// and lists the closest platforms, use cases and guides from the header search's suggestions.
// React 19 hoists an async script into the head: it may run before the body is parsed, so it
// waits for the document.
function closestPages() {
  const path = window.location.pathname;
  console.error("404 Error: User attempted to access non-existent route:", path);

  // The words of the path: '/platform/claud-pro' reads 'platform claud pro'.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read the raw path.
  }
  const words = decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^(html?|php|aspx?)$/i.test(w))
    .join(" ")
    .slice(0, 100);
  if (!words) return;
  const input = document.getElementById("missing-search");
  if (input instanceof HTMLInputElement && !input.value) input.value = words;

  const element = (tag, attributes, ...children) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };

  fetch(`/search/suggestions?q=${encodeURIComponent(words)}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((found) => {
      const slot = document.getElementById("closest-pages-slot");
      if (!found || !slot) return;
      const links = [
        ...found.platforms.slice(0, 4).map((p) => ({ href: `/platforms/${p.id}`, label: p.name, kind: "Platform" })),
        ...found.useCases.map((u) => ({ href: `/use-cases/${u.id}`, label: u.label, kind: "Use case" })),
        ...found.articles.map((a) => ({ href: `/blog/${a.slug}`, label: a.title, kind: "Guide" })),
      ];
      if (!links.length) return;
      slot.replaceChildren(
        element(
          "section",
          { "aria-labelledby": "closest-pages", class: "mt-10 w-full text-left" },
          element("h2", { id: "closest-pages", class: "text-lg font-bold" }, "Were you looking for one of these?"),
          element(
            "ul",
            { class: "mt-3 space-y-2" },
            ...links.map((l) =>
              element("li", {}, element("a", { href: l.href, class: "font-medium text-brand-700 underline underline-offset-2" }, l.label), " ", element("span", { class: "text-sm text-slate-600" }, `(${l.kind})`)),
            ),
          ),
        ),
      );
    })
    .catch(() => undefined); // No suggestions: the search box and the link home remain.
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", closestPages, { once: true });
else closestPages();
