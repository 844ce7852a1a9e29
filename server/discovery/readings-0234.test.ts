import { describe, expect, it } from "vitest";
import { discover, unknownNameOf } from "@/server/discovery";
import { emptyQuery } from "@/lib/discovery/query";

const ids = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.map((r) => r.platform.id);

describe("everyday words the word list lacks are no product the catalogue is missing (decision 0234)", () => {
  for (const text of [
    "the board wants a dashboard by friday",
    "second year PhD in ecology. I have about 200 PDFs",
    "writes the code and opens a PR on its own",
    "my classroom projector won't connect to my laptop over hdmi",
    "anything open source that i can run on my vps?",
    "slideshow style walkthrough videos with music",
    "a bot they can ask at 2am",
    "export in 4k at 60fps",
  ]) {
    it(`'${text}' names nothing missing`, () => expect(unknownNameOf(text)).toBeUndefined());
  }

  it("a product the catalogue lacks is still read as missing ('is rytr any good', 'alternatives to copyleaks')", () => {
    expect(unknownNameOf("is rytr any good")).toBe("rytr");
    expect(unknownNameOf("alternatives to copyleaks")).toBe("copyleaks");
  });
});

describe("a name that is an everyday word is read beside another name (decision 0234)", () => {
  it("'zapier vs make', 'make or zapier?' and 'make vs n8n' put both named first, in the order named", () => {
    expect(ids("zapier vs make").slice(0, 2)).toEqual(["zapier", "make"]);
    expect(ids("make or zapier?").slice(0, 2)).toEqual(["make", "zapier"]);
    expect(ids("make vs n8n").slice(0, 2)).toEqual(["make", "n8n"]);
  });

  it("not where it is the verb ('make or edit videos', 'canva or make a logo myself')", () => {
    expect(ids("make or edit videos with ai")).not.toContain("make");
    expect(ids("canva or make a logo myself").slice(0, 3)).not.toContain("make");
  });
});

describe("words of another language are read as that language's (decision 0234)", () => {
  it("'que tome pedidos' is Spanish 'take', not Tome, the presentation maker the catalogue lacks; 'is tome good' still names it", () => {
    expect(unknownNameOf("chatbot para el whatsapp de mi restaurante que tome pedidos")).toBeUndefined();
    expect(discover({ ...emptyQuery, text: "chatbot para el whatsapp de mi restaurante que tome pedidos" }, { articles: 0 }).platforms[0]?.platform.category).toBe("chatbot");
    expect(unknownNameOf("is tome good for presentations")).toBe("tome");
    expect(unknownNameOf("¿Tome es mejor que Gamma?")).toBe("Tome");
  });

  it("Italian 'programma' is a program, not Spanish 'programar' (to code): old photos get photo tools, not code tools", () => {
    const top = discover({ ...emptyQuery, text: "programma per migliorare la qualità delle foto vecchie sgranate" }, { articles: 0 }).platforms.slice(0, 3);
    expect(top.map((r) => r.platform.category)).not.toContain("code");
  });

  it("'automatize' is automate", () => {
    expect(ids("automatize leads from facebook ads to google sheet")[0]).toBe("zapier");
  });
});

describe("who the visitor is counts half beside what they ask (decision 0234)", () => {
  it("'retired teacher writing my memoir' asks for writing help, not teaching tools", () => {
    const top = discover({ ...emptyQuery, text: "retired teacher writing my memoir, want help with structure and making the prose less dry" }, { articles: 0 }).platforms.slice(0, 3);
    expect(top[0]?.platform.category).toBe("writing");
    expect(top.map((r) => r.platform.category)).not.toContain("education");
  });

  it("'tools for teachers' alone still asks for teaching tools", () => {
    expect(discover({ ...emptyQuery, text: "ai tools for teachers" }, { articles: 0 }).platforms[0]?.platform.category).toBe("education");
  });

  it("a doctor's patient conversations documented are meeting notes, in English and in German", () => {
    for (const text of ["I'm a family doctor and want my patient conversations documented automatically", "Ich bin Hausarzt und möchte meine Patientengespräche automatisch dokumentieren lassen"]) {
      expect(discover({ ...emptyQuery, text }, { articles: 0 }).platforms[0]?.platform.category).toBe("meetings");
    }
  });
});

describe("a misspelt name two letters off keeps its first letter (decision 0234)", () => {
  it("French 'donnent' is no Claude 'Sonnet'; 'midjurny' is still Midjourney", () => {
    expect(discover({ ...emptyQuery, text: "qui donnent envie de visiter" }, { articles: 0 }).platforms.filter((r) => r.reasons.named)).toEqual([]);
    expect(ids("midjurny")[0]).toBe("midjourney");
  });
});

describe("a short cartoon is a video to generate (decision 0234)", () => {
  it("'a short cartoon … 30 seconds of a dragon eating cake' lists video generators first", () => {
    expect(discover({ ...emptyQuery, text: "i want to make a short cartoon for my nephew's birthday, like 30 seconds of a dragon eating cake" }, { articles: 0 }).platforms[0]?.platform.category).toBe("video");
  });
});

describe("the other languages' auxiliary verbs are their words, not products (decision 0234)", () => {
  for (const text of ["lizenzfrei muss es sein", "die App sollte kostenlos sein", "tiene que ser gratis", "deve essere gratuito", "il faut que ce soit gratuit"]) {
    it(`'${text}' names nothing missing`, () => expect(unknownNameOf(text)).toBeUndefined());
  }
});
