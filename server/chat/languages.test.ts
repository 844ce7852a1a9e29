import { describe, expect, it } from "vitest";
import { offlineAnswer, offlineResult } from "@/server/chat/offline-assistant";

// Issue 25: a question in Spanish, German, French, Portuguese or Italian gets the assistant's own
// sentences in that language; catalogue text, links and platform names stay as they are.

const links = (text: string): string[] => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);

describe("the assistant answers in the visitor's language", () => {
  it.each([
    ["es", "¿qué app para hacer logos gratis?", ["Mejores resultados del catálogo para", "solo planes gratuitos o freemium", "Las descripciones del catálogo están en inglés."]],
    ["de", "welches Tool für Präsentationen?", ["Die besten Treffer im Katalog für", "im Finder ansehen", "auf Englisch"]],
    ["fr", "quelle IA pour traduire un PDF ?", ["Meilleures correspondances du catalogue pour", "dans le sélecteur", "en anglais"]],
    ["pt", "qual IA para editar vídeo?", ["Melhores resultados do catálogo para", "no localizador", "em inglês"]],
    ["it", "quale IA per scrivere codice?", ["Migliori risultati del catalogo per", "nel selettore", "in inglese"]],
  ])("%s: '%s'", (_lang, question, phrases) => {
    const text = offlineAnswer([{ role: "user", content: question }]);
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text).not.toMatch(/Top matches|See all .* tools in the finder/);
    // Numbered platforms keep their names and their pages.
    expect(text).toMatch(/^1\. \*\*\[[^\]]+\]\(\/platforms\/[a-z0-9-]+\)\*\*/m);
    expect(links(text).some((href) => href.startsWith("/?use="))).toBe(true);
  });

  it("says a missing product is missing, answers site questions and off-topic requests, in the visitor's language", () => {
    expect(offlineAnswer([{ role: "user", content: "¿Qué es Ollama?" }])).toContain("**Ollama** todavía no está en nuestro catálogo");
    expect(offlineAnswer([{ role: "user", content: "Wer steht hinter dieser Seite?" }])).toMatch(/^AI Platform Finder wird von .+ betrieben .*\[Über uns\]\(\/about\)/);
    const offTopic = offlineResult([{ role: "user", content: "Escríbeme un poema sobre el amor" }]);
    expect(offTopic.text).toMatch(/^Solo te ayudo a encontrar herramientas de IA/);
    expect(offTopic.text).toContain("[buscador de plataformas](/#finder)");
  });

  it("frames prices, comparisons and attribute answers in the visitor's language; the catalogue's own text stays English", () => {
    const price = offlineAnswer([{ role: "user", content: "¿Cuánto cuesta Midjourney?" }]);
    expect(price).toContain("**[Midjourney](/platforms/midjourney)** es de pago, sin plan gratuito en el catálogo");
    expect(price).toContain("No free plan. Basic"); // the catalogue's pricing details, as recorded
    expect(price).toContain("[precios en la página de Midjourney](/platforms/midjourney#pricing)");
    const compare = offlineAnswer([{ role: "user", content: "Vergleiche ChatGPT und Claude" }]);
    expect(compare).toContain("| Preise |");
    expect(compare).toContain("laut Katalog:");
    const attribute = offlineAnswer([{ role: "user", content: "Est-ce que Looka a une application iPhone ?" }]);
    expect(attribute).toMatch(/Non renseigné : s'il fonctionne sur iOS/);
  });

  it("keeps the conversation's language through a short follow-up and through 'ok'", () => {
    const q = "Quiero hacer vídeos con IA";
    const first = offlineResult([{ role: "user", content: q }]);
    const next = (content: string) =>
      offlineAnswer(
        [
          { role: "user", content: q },
          { role: "assistant", content: first.text },
          { role: "user", content },
        ],
        { state: first.state },
      );
    expect(next("Synthesia?")).toContain("**Puntos fuertes:**");
    expect(next("ok")).toMatch(/^¡De nada!/);
  });

  it("reads a short question opened with '¿' as Spanish, however few of its words the lists know", () => {
    expect(offlineAnswer([{ role: "user", content: "¿eres un bot?" }])).toContain("Soy el asistente propio de");
    expect(offlineAnswer([{ role: "user", content: "¿Canva o Figma?" }])).toContain("según el catálogo");
  });

  it("reads a short question by its question words and what it asks about, in each language", () => {
    expect(offlineAnswer([{ role: "user", content: "woher kommen die Daten?" }])).toContain("Preise und Grenzen der kostenlosen Tarife");
    expect(offlineAnswer([{ role: "user", content: "da dove vengono i dati?" }])).toContain("Prezzi e limiti dei piani gratuiti");
    expect(offlineAnswer([{ role: "user", content: "de onde vêm os dados?" }])).toContain("Os preços e os limites dos planos gratuitos");
  });

  it("leaves English answers as they were, and does not switch on a name or one word", () => {
    expect(offlineAnswer([{ role: "user", content: "best tools for logos" }])).toMatch(/^Top matches in the catalogue for \*\*Logo & Design\*\*:/);
    expect(offlineAnswer([{ role: "user", content: "Midjourney" }])).toContain("**Strengths:**");
    expect(offlineAnswer([{ role: "user", content: "ok" }])).toMatch(/^You're welcome!/);
  });
});
