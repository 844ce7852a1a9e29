import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";
import { getPlatform } from "@/lib/catalogue";

const listed = (...turns: string[]) => {
  const { listed, linked } = answerPlatforms(converse(turns));
  return (listed.length ? listed : linked).map((id) => getPlatform(id)!);
};

describe("the visitor's own guides are material, not a request for the site's (decision 0233)", () => {
  it("'it should answer from our help center articles' after support bots keeps support bots, and 'open source options' after it does not ask for alternatives to the first", () => {
    const turns = ["I want a customer support bot on my website", "it should answer from our help center articles"];
    expect(listed(...turns).slice(0, 3).map((p) => p.category)).toEqual(["chatbot", "chatbot", "chatbot"]);
    const answer = converse([...turns, "any open source options I can host myself?"]);
    expect(answer).not.toMatch(/^Alternatives to/);
    expect(listed(...turns, "any open source options I can host myself?")[0]?.category).toBe("chatbot");
  });

  it("the site's guides are still asked for ('any guides on this?', 'do you have an article about it')", () => {
    expect(converse(["do you have any guides about picking an ai image generator?"])).toMatch(/guide/i);
  });
});

describe("a follow-up opening with how the tool should work narrows the task before (decision 0233)", () => {
  it("'ideally we just ask questions in plain English' after dashboards keeps data tools", () => {
    const turns = ["our startup wants dashboards from our postgres data", "we're a team of 5 with no data analyst", "ideally we just ask questions in plain english"];
    expect(listed(...turns).slice(0, 3).map((p) => p.category)).not.toContain("chat-assistant");
    expect(listed(...turns)[0]?.useCases).toContain("data");
  });
});

describe("'any others?' after a list shows the next matches, not the same ones (decision 0233)", () => {
  it("after a task, the matches past the five listed, said to be more", () => {
    const first = listed("best ai video editor").map((p) => p.id);
    const answer = converse(["best ai video editor", "any others?"]);
    expect(answer).toMatch(/^More matches in the catalogue for/);
    const more = listed("best ai video editor", "any others?").map((p) => p.id);
    expect(more.length).toBeGreaterThan(0);
    expect(more.filter((id) => first.includes(id))).toEqual([]);
  });

  it("in another language too ('¿hay otros?' is no product the catalogue lacks)", () => {
    const answer = converse(["quiero hacer un logo", "¿hay otros?"]);
    expect(answer).toMatch(/Más resultados del catálogo/);
    expect(answer).not.toMatch(/\*\*otros\*\*/);
  });

  it("after alternatives or a comparison, the next platforms like it", () => {
    const first = listed("alternatives to canva").map((p) => p.id);
    const more = listed("alternatives to canva", "any others?").map((p) => p.id);
    expect(more.length).toBeGreaterThan(0);
    expect(more.filter((id) => first.includes(id) || id === "canva")).toEqual([]);
    const others = listed("chatgpt vs claude", "what else?");
    expect(others.map((p) => p.id)).not.toContain("claude");
    expect(others[0]?.category).toBe("chat-assistant");
  });
});

describe("a question to the assistant as a person is off-topic, whatever its topic (decision 0233)", () => {
  it("'what's your favorite band?' after music tools, 'what should I name the bakery' after logo makers list nothing", () => {
    for (const turns of [["what's a good ai for making music?", "cool. what's your favorite band?"], ["need a logo maker for my bakery", "also what should I name the bakery lol"]]) {
      const answer = converse(turns);
      expect(answerPlatforms(answer).listed, turns.join(" → ")).toEqual([]);
      expect(answer, turns.join(" → ")).toMatch(/I only help you find AI tools/);
    }
  });

  it("asking which tool it likes is still a request for tools", () => {
    expect(listed("which ai do you like best for coding?")[0]?.category).toBe("code");
  });
});

describe("a follow-up that denies a thing by a verb keeps the task ('doesn't add a bot to the call') (decision 0233)", () => {
  it("after meeting notes, 'something that doesn't add a bot to the call' lists meeting note takers, no chatbot builders", () => {
    const after = listed("I keep forgetting what was decided in zoom calls", "something that doesn't add a bot to the call, clients find that weird");
    expect(after.slice(0, 3).map((p) => p.category)).not.toContain("chatbot");
  });
});

describe("a follow-up opening with what the tool should have is read with the task before, later too (decision 0233)", () => {
  it("'something with a visual calendar' after scheduling posts, then a budget, keeps social media schedulers first", () => {
    const turns = ["I manage instagram and tiktok for 3 local restaurants and posting everything by hand is killing me", "something with a visual calendar"];
    expect(listed(...turns)[0]?.useCases).toContain("social");
    expect(listed(...turns, "under $25 a month")[0]?.useCases).toContain("social");
  });

  it("'something where I can just ask questions in plain english' after sales data keeps data tools", () => {
    const first = listed("my boss wants weekly reports and I hate excel", "we have sales data in csv exports", "something where I can just ask questions in plain english")[0];
    expect(first?.useCases).toContain("data");
  });
});

describe("posts for a social network are the visitor's to make, not the site's guides (decision 0233)", () => {
  it("'il nous faut des affiches et des posts insta' lists design tools, and a short follow-up keeps French", () => {
    const turns = ["je gère une petite asso de quartier", "il nous faut des affiches et des posts insta pour nos événements"];
    expect(listed(...turns)[0]?.useCases).toContain("design");
    const free = converse([...turns, "gratuit si possible on a zéro budget"]);
    expect(free).toMatch(/Meilleures correspondances du catalogue/);
    expect(answerPlatforms(free).listed.length).toBeGreaterThan(0);
  });
});

describe("a name's first word alone names the platform in the assistant as in the search (decision 0233)", () => {
  it("'is reclaim free?', 'ok e reclaim è gratis?' answer about Reclaim.ai; 'reclaim my weekends' is a verb", () => {
    for (const text of ["is reclaim free?", "ok e reclaim è gratis?", "ok, and is reclaim free?"]) expect(converse([text]), text).toMatch(/\[Reclaim\.ai\]\(\/platforms\/reclaim-ai\)/);
    expect(converse(["is reclaim free?"])).toMatch(/free plan/);
    expect(converse(["I want to reclaim my weekends from email"])).not.toMatch(/^Yes, there is a free plan/);
  });
});

describe("a change of subject and a thing forgotten start over (decision 0233)", () => {
  it("'scratch that, what we really need is something to pick up the phone' after chatbots lists phone agents", () => {
    expect(listed("need an ai chatbot for our site", "scratch that, what we really need is something to pick up the phone when the front desk is busy")[0]?.category).toBe("voice-agent");
  });

  it("'actually forget the jingle, I need the whole episode cleaned up' lists no music generators first", () => {
    const first = listed("need something to make a podcast intro jingle", "actually forget the jingle, I need the whole episode cleaned up, there's a fridge humming through all of it")[0];
    expect(first?.id).toBe("adobe-podcast");
  });
});

describe("languages are languages, not products the catalogue lacks (decision 0233)", () => {
  it("'parents speak spanish, arabic or vietnamese', then 'a newsletter in their languages', lists translators and says nothing of 'vietnamese'", () => {
    const turns = ["I'm a teacher and some of my students' parents speak spanish, arabic or vietnamese", "I send a newsletter home every week and want it in their languages"];
    expect(converse(turns.slice(0, 1))).not.toMatch(/vietnamese\*\* is not in our catalogue/);
    expect(listed(...turns)[0]?.category).toBe("translation");
    expect(listed(...turns, "free")[0]?.category).toBe("translation");
  });
});

describe("a wish asked of 'them' after a list or a comparison is asked of each (decision 0233)", () => {
  it("'do they have an api?' after background removers answers for the first three, after a comparison for both", () => {
    const turns = ["need white backgrounds for 200 product photos for amazon"];
    const first = listed(...turns).slice(0, 3).map((p) => p.id);
    for (const ask of ["do they have an api?", "with an API so I can batch them"]) {
      const answer = converse([...turns, ask]);
      for (const id of first) expect(answer, ask).toContain(`](/platforms/${id})`);
    }
    const both = converse(["chatgpt vs claude", "do they have an api?"]);
    expect(both).toContain("](/platforms/chatgpt)");
    expect(both).toContain("](/platforms/claude)");
  });

  it("'does it have an api?' is still about the one platform", () => {
    expect(converse(["what is photoroom?", "does it have an api?"])).not.toContain("](/platforms/picsart)");
  });
});

describe("a wish after alternatives to a platform keeps them alternatives (decision 0233)", () => {
  it("'canva alternatives?' then 'something with more ai features built in' lists design tools; 'ideally something I can self-host' after Zapier's puts n8n first", () => {
    expect(listed("canva alternatives?", "something with more ai features built in")[0]?.category).toBe("design");
    expect(listed("alternatives to zapier", "ideally something I can self-host")[0]?.id).toBe("n8n");
  });
});
