import { describe, expect, it } from "vitest";
import { isOffTopic, siteTopic } from "@/server/chat/honest-limits";
import { offlineResult } from "@/server/chat/offline-assistant";

// Issue 25, probe classes 8 and 9: site questions reached the wrong topic or a product list, and
// off-topic requests got tool recommendations or "couldn't find anything".

const ask = (content: string) => offlineResult([{ role: "user", content }]);
const productLinks = /\]\(\/platforms\//;

describe("questions about the site reach their topic", () => {
  it("reads placement, ordering, contact, freshness and the API as the site's topics", () => {
    expect(siteTopic("does anyone pay to be ranked higher here?")).toBe("ranking");
    expect(siteTopic("who decides the order of the results?")).toBe("ranking");
    expect(siteTopic("I'd like to get in touch with whoever built this site")).toBe("owner");
    expect(siteTopic("how up to date is the pricing?")).toBe("prices");
    expect(siteTopic("is there a JSON API for your catalogue?")).toBe("api");
    // A question about a product's API is no site question.
    expect(siteTopic("does cursor have an api?")).toBeUndefined();
    // Asked of the site in other languages ('do you charge companies to come out first?').
    expect(siteTopic("¿cobráis a las empresas por salir en los resultados?")).toBe("ranking");
    expect(siteTopic("Nehmt ihr Geld von den Anbietern für bessere Plätze?")).toBe("ranking");
    expect(siteTopic("¿ustedes cobran a las herramientas por salir primero? quiero saber si el orden es publicidad o no")).toBe("ranking");
    expect(siteTopic("best ai tools for developers")).toBeUndefined();
  });

  it("reads where the site's facts come from and how fresh they are, asked without naming the site", () => {
    // The site named as the place of the facts asks for no tool ('on this site').
    for (const text of ["how are the prices checked?", "how often is the data updated?", "where does the data come from?", "who checks the facts here?", "are the prices up to date?", "how old is this information?", "¿los precios están actualizados?", "how often are the prices on this site updated?", "¿cada cuánto actualizan este directorio? algunos precios me parecen viejos"]) {
      expect(siteTopic(text), text).toBe("prices");
      expect(ask(text).text, text).not.toMatch(productLinks);
    }
    // A task about one's own data, a request for a tool, and a platform's data are no site question.
    expect(siteTopic("a tool to keep the data in my spreadsheet up to date")).toBeUndefined();
    expect(siteTopic("a tool that checks the facts in my articles")).toBeUndefined();
    expect(siteTopic("where does the data come from in power bi?")).toBeUndefined();
    expect(siteTopic("Can I get your data through an API?")).toBe("api");
  });

  it("answers the API question with the developers page, not a product list", () => {
    const { text, unanswered } = ask("Can I get your data through an API? I'm a developer.");
    expect(text).toContain("](/developers)");
    expect(text).not.toMatch(productLinks);
    expect(unanswered).toBe(false);
  });
});

describe("corrections, commissions and getting listed", () => {
  it("a fact said to be wrong, with the site asked, is a correction: the platform's own page and its form", () => {
    expect(siteTopic("the price on the Descript page looks out of date, how do I tell you about it?")).toBe("correction");
    expect(siteTopic("Der Preis von Canva ist veraltet, wo kann ich den Fehler melden?")).toBe("correction");
    const { text } = ask("I think the free plan of Canva is wrong on your site, how do I report it?");
    expect(text).toContain("Suggest a correction");
    expect(text).toContain("Canva's page");
    expect(text).not.toMatch(productLinks);
    // A wrong answer asked of a tool is no correction of the site.
    expect(siteTopic("my grammar checker gives wrong suggestions, any better one?")).toBeUndefined();
  });

  it("a commission on the links, or listing one's own tool, is a question to the site", () => {
    expect(siteTopic("do you get a commission if I sign up through your links?")).toBe("ranking");
    expect(siteTopic("Wie kann ich mein eigenes KI-Tool hier eintragen lassen?")).toBe("suggest");
    expect(siteTopic("how can I get my tool listed?")).toBe("suggest");
    expect(siteTopic("how do we get our product listed here?")).toBe("suggest");
    expect(siteTopic("can I submit my product?")).toBe("suggest");
    // The site as the place where a product is, is no question about the site.
    expect(siteTopic("my company stopped paying for Clockwise. what's similar on your list?")).toBeUndefined();
    expect(siteTopic("is there anything like Otter in your catalogue?")).toBeUndefined();
    // Building one's own tool is a request for builders.
    expect(siteTopic("how do I build my own AI tool without code")).toBeUndefined();
  });
});

describe("requests the assistant is not for", () => {
  it("are told apart from requests for a tool that does the same", () => {
    for (const text of ["could you write a haiku about the sea", "what's the forecast for Madrid this weekend?", "what is the population of Canada", "cuéntame un chiste", "give me a recipe for pancakes"]) {
      expect(isOffTopic(text), text).toBe(true);
    }
    for (const text of ["an app that writes poems", "best ai for recipes", "which tool makes jokes for my videos?", "write a blog post", "I write for a recipe blog and want my posts to show up on google"]) {
      expect(isOffTopic(text), text).toBe(false);
    }
  });

  it("get one sentence saying what the assistant is for and a pointer, no product list, counted as answered", () => {
    // A question whose only known words are objects ('file'), asking for no tool, is about something else too.
    for (const question of ["could you write a haiku about the sea", "what is the population of Canada", "how do i file taxes as a freelancer in the us"]) {
      const { text, unanswered } = ask(question);
      expect(text, question).toMatch(/^I only help you find AI tools/);
      expect(text, question).toContain("](/#finder)");
      expect(text, question).not.toMatch(productLinks);
      expect(unanswered, question).toBe(false);
    }
  });
});

describe("objects alone are no request only when nothing asks for a tool", () => {
  it("a tool asked for with the same words, or a statement, still gets platforms", () => {
    for (const question of ["which tool helps me file my documents?", "I have a folder of pdf files to sort"]) {
      expect(ask(question).text, question).not.toMatch(/^I only help you find AI tools/);
    }
  });
});

describe("a new subject announced with a request", () => {
  it("is a first question: 'ok separate question, I want to run a model locally for privacy' lists local model tools", () => {
    const first = offlineResult([
      { role: "user", content: "which AI writes the best python?" },
      { role: "assistant", content: offlineResult([{ role: "user", content: "which AI writes the best python?" }]).text },
      { role: "user", content: "ok separate question, I also want to run a model locally for privacy. what do I use?" },
    ]).text;
    expect(first).toContain("](/platforms/open-webui)");
    expect(first).not.toMatch(/^I only help you find AI tools/);
  });
});

describe("a new subject announced after a list", () => {
  it("is neither asked as a refinement of the question before nor answered with products", () => {
    const first = "which tool transcribes meetings?";
    const one = offlineResult([{ role: "user", content: first }]);
    const { text } = offlineResult([{ role: "user", content: first }, { role: "assistant", content: one.text }, { role: "user", content: "thanks. unrelated, but my dishwasher beeps three times, why?" }], { state: one.state });
    expect(text).not.toMatch(productLinks);
    expect(text).toContain("(/#finder)");
    // Announcing a new subject with a task in it is a request like any other.
    expect(offlineResult([{ role: "user", content: "by the way, any good tool for podcasts?" }]).text).toMatch(productLinks);
  });
});

describe("a product we lack named as a place", () => {
  it("is where the visitor works, not a product asked about ('I sell second-hand clothes on Vinted')", () => {
    expect(ask("I sell second-hand clothes on Vinted and want my photos to look more professional").text).not.toContain("not in our catalogue");
  });
  it("nor is a town after a preposition of place in another language ('un ristorante a Bologna', 'aus Wien')", () => {
    expect(ask("Ho un ristorante a Bologna e voglio tradurre il menù in inglese").text).not.toContain("Bologna");
    expect(ask("Wir sind eine Bäckerei aus Graz und brauchen ein Logo").text).not.toContain("Graz");
  });
});

describe("something to do rather than a tool to find (decision 0226)", () => {
  it.each([
    "what is x if 3x + 7 = 22? need it for my homework",
    "translate 'where is the train station' into Japanese please",
    'rewrite "we are closed on Monday" so it sounds friendlier',
    "tell me a joke about programmers",
  ])("'%s' gets a sentence and a pointer, no products", (text) => {
    expect(isOffTopic(text), text).toBe(true);
    expect(ask(text).text).not.toMatch(productLinks);
  });

  it("words in quotes shown as an example are no material handed over ('… senza frasi ridicole tipo \"spaghetti with clams of the sea\"')", () => {
    const text = "Ho un ristorante e voglio tradurre il menù in inglese e tedesco senza frasi ridicole tipo 'spaghetti with clams of the sea'.";
    expect(isOffTopic(text)).toBe(false);
    expect(ask(text).text).toMatch(productLinks);
    expect(isOffTopic("translate the menu, avoiding phrases like \"clams of the sea\"")).toBe(false);
  });

  it("an apostrophe is no quote, and quotes beside a request for a tool are still a request", () => {
    expect(isOffTopic("I don't know what it's called but I need to translate PDFs")).toBe(false);
    expect(isOffTopic("best translator for 'legal documents' in german")).toBe(false);
    expect(isOffTopic("which tool can fix 2-3 typos per page")).toBe(false);
  });

  it("'how do I get it added to your directory?' is about suggesting a tool", () => {
    expect(siteTopic("I built an AI tool — how do I get it added to your directory?")).toBe("suggest");
  });
});

describe("questions about something else than AI tools (decision 0227)", () => {
  it("schoolwork to be written for the visitor is off-topic; a tool that writes essays is a request", () => {
    for (const text of ["Can you write my history essay on the causes of WWI? 1000 words, due tomorrow morning.", "write me a 500 word essay on the causes of WW1, due tomorrow"]) {
      expect(isOffTopic(text), text).toBe(true);
      expect(ask(text).text, text).not.toMatch(productLinks);
    }
    expect(isOffTopic("an AI that can write my essay")).toBe(false);
    expect(ask("an AI that can write my essay").text).toMatch(productLinks);
  });
  it("everyday problems and shopping get no platforms matched through everyday words", () => {
    for (const text of ["my landlord wont give back my deposit, what are my options", "can you help me fix my leaking kitchen tap? it drips even when it's fully closed", "whats a good gift for my dad who likes fishing, like 50 dollars max"]) {
      expect(ask(text).text, text).not.toMatch(productLinks);
    }
    // A price with a word asking for a tool is still a request.
    expect(ask("free tools under $10 a month").text).toMatch(productLinks);
  });
});

/** The answer to `next` said after the answer to `first`. */
const after = (first: string, next: string) => {
  const one = ask(first);
  return offlineResult([{ role: "user", content: first }, { role: "assistant", content: one.text }, { role: "user", content: next }], { state: one.state }).text;
};

describe("a platform refused after a list (decision 0228)", () => {
  it("'not ChatGPT, it kept making up references' lists the task asked before, without it", () => {
    const text = after("need a research assistant that cites its sources", "not chatgpt, it kept making up references for my lit review");
    expect(text).toMatch(productLinks);
    expect(text).not.toContain("/platforms/chatgpt)");
  });
  it("'tried Webflow, way too techy for me' lists other website builders, not Webflow described", () => {
    const text = after("I want a website for my yoga studio", "tried webflow, way too techy for me");
    expect(text).toMatch(productLinks);
    expect(text).not.toContain("/platforms/webflow)");
  });
});

describe("a conversation dropped for a question the assistant is not for (decision 0228)", () => {
  it("'actually forget it, will it rain in Tokyo tomorrow?' after a list gets no products", () => {
    expect(after("looking for an ai to help me plan a trip to japan", "actually forget it, can you just tell me if it'll rain in Tokyo tomorrow?")).not.toMatch(productLinks);
  });
});
