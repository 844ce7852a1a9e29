import { describe, expect, it } from "vitest";
import { escapeHtml, html, Markup } from "@/lib/html";

describe("html", () => {
  it("escapes every inserted string, in text and in attributes", () => {
    const name = `<img src=x onerror="alert('x')"> & co`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      "<p title=\"&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co\">&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; co</p>",
    );
  });

  it("inserts markup as it is, joins arrays and leaves out empty values", () => {
    const items = ["a<b", "c"].map((s) => html`<li>${s}</li>`);
    expect(html`<ul>${items}${null}${undefined}${false}${0}</ul>`.value).toBe("<ul><li>a&lt;b</li><li>c</li>0</ul>");
    expect(html`${new Markup("<br>")}`.value).toBe("<br>");
  });

  it("escapes like React", () => {
    expect(escapeHtml(`"'&<>`)).toBe("&quot;&#x27;&amp;&lt;&gt;");
  });
});
