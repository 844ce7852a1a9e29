import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";
import { getPlatform } from "@/lib/catalogue";

const linked = (...turns: string[]) => answerPlatforms(converse(turns)).linked.map((id) => getPlatform(id)!);

describe("where a platform is not recorded with what was asked, the others offered do its job (decision 0234)", () => {
  it("'does cursor run on windows' offers code tools recorded on Windows, never a spreadsheet or an image tool", () => {
    const [first, ...others] = linked("does cursor run on windows");
    expect(first?.id).toBe("cursor");
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) {
      expect(p.category).toBe("code");
      expect(p.attributes?.runsOn?.value).toContain("windows");
    }
  });

  it("a platform with no one of its kind recorded so offers nobody rather than something unrelated", () => {
    const subject = getPlatform("descript")!;
    const others = linked("is descript on linux").slice(1);
    expect(others.filter((p) => p.category !== subject.category && p.useCases[0] !== subject.useCases[0])).toEqual([]);
  });
});

describe("an everyday word that is a name is that name beside another name (decision 0234)", () => {
  it("'make or zapier?' compares Make and Zapier, in the order named", () => {
    const answer = converse(["make or zapier?"]);
    expect(answer).toMatch(/^\*\*\[Make\]\(\/platforms\/make\)\*\* vs \*\*\[Zapier\]/);
  });

  it("'canva or make a logo myself' names Canva alone: 'make' before what it makes is the verb", () => {
    expect(converse(["canva or make a logo myself"])).not.toMatch(/\/platforms\/make\)/);
  });
});

describe("a question about nothing in the catalogue gets no products matched by numbers or near spellings (decision 0234)", () => {
  for (const text of ["what's 15% of 340", "whats the right dose of children's ibuprofen for a 40 lb kid", "como se faz bacalhau à brás?", "should I buy nvidia stock right now"]) {
    it(`'${text}' lists no platform`, () => {
      expect(answerPlatforms(converse([text])).linked).toEqual([]);
    });
  }
});

describe("a wish opening a follow-up is said of the task before, even with 'it' (decision 0234)", () => {
  it("'I'd rather self-host it' after order automation puts the self-hostable tool first", () => {
    const turns = ["every new shopify order I copy into a google sheet by hand and then email the supplier", "I'd rather self-host it, not keen on sending customer data to a US cloud"];
    const first = linked(...turns)[0]!;
    expect(first.attributes?.local?.value ?? first.attributes?.openSource?.value).toBeTruthy();
    expect(converse(turns)).toMatch(/^Top matches/);
  });
});

describe("'which one…?' after a comparison or a list is asked of each (decision 0234)", () => {
  it("'voiceflow vs botpress' then 'which one is open source?' answers for both", () => {
    const ids = answerPlatforms(converse(["voiceflow vs botpress", "which one is open source?"])).linked;
    expect(ids.slice(0, 2)).toEqual(["voiceflow", "botpress"]);
  });

  it("'Was ist besser, ChatGPT oder Claude?' then 'und welches davon hat eine Desktop-App für Windows?' answers for both, no alternatives", () => {
    const answer = converse(["Was ist besser, ChatGPT oder Claude?", "und welches davon hat eine Desktop-App für Windows?"]);
    expect(answer).not.toMatch(/Alternativen/);
    expect(answerPlatforms(answer).linked.slice(0, 2)).toEqual(["chatgpt", "claude"]);
  });
});

describe("'anything like that but open source' asks for others of its kind with the wish (decision 0234)", () => {
  it("after Zapier, automation tools, not Zapier described", () => {
    const answer = converse(["zapier keeps hitting task limits", "anything like that but open source that i can run on my vps?"]);
    expect(answer).toMatch(/^Alternatives to \*\*\[Zapier\]/);
    expect(answerPlatforms(answer).listed.map((id) => getPlatform(id)!.category).slice(0, 3)).toEqual(["automation", "automation", "automation"]);
  });

  it("'like fin but open source' lists chatbot builders and says none is recorded so, rather than a noise remover that runs locally", () => {
    const answer = converse(["we pay a fortune for intercom", "anything like fin but open source that we can self host?"]);
    const listed = answerPlatforms(answer).listed.map((id) => getPlatform(id)!);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.category === "chatbot" || p.useCases[0] === "chatbot")).toBe(true);
    expect(answer).toMatch(/recorded with what you asked for/);
  });
});

describe("after a comparison, 'which is easier for someone who can't code' compares them again (decision 0234)", () => {
  it("'vapi or retell?' compares Vapi and Retell AI, and the no-code follow-up keeps them", () => {
    expect(converse(["i want to build a voice agent for booking appointments", "vapi or retell?"])).toMatch(/^\*\*\[Vapi\]\(\/platforms\/vapi\)\*\* vs \*\*\[Retell AI\]/);
    expect(converse(["i want to build a voice agent for booking appointments", "vapi or retell?", "hmm which is easier for someone who can't code"])).toMatch(/^\*\*\[Vapi\]\(\/platforms\/vapi\)\*\* vs \*\*\[Retell AI\]/);
  });
});

describe("a terms word beside a new job is that job, not a question about the platform before (decision 0234)", () => {
  it("'now I need music for it, no copyright strikes' after Runway lists music makers", () => {
    const listed = answerPlatforms(converse(["i made a short film using runway", "ok now i need music for it, something cinematic and no copyright strikes"])).listed;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((id) => getPlatform(id)!.category)).not.toContain("video");
  });

  it("'can I sell the images it makes?' after Midjourney still asks about Midjourney's terms", () => {
    expect(converse(["tell me about midjourney", "can i sell the images it makes?"])).toMatch(/Midjourney\]\(\/platforms\/midjourney\).{0,20} do not include its licence terms/);
  });
});

describe("posts in a message about a social network are the visitor's, not a request for guides (decision 0234)", () => {
  it("'nobody remembers to post on facebook, i read that buffer can queue up a month of posts' asks about Buffer", () => {
    const answer = converse(["we're a small nonprofit and nobody remembers to post on facebook, i read that buffer can queue up a month of posts at once, is that true?"]);
    expect(answerPlatforms(answer).linked[0]).toBe("buffer");
    expect(answer).not.toMatch(/\]\(\/blog\//);
  });
});

describe("'what is …' after a platform describes it only when it points back at it (decision 0234)", () => {
  it("'what's 15% of 340' after Intercom Fin is no description of Fin; 'what is it good for?' still is", () => {
    expect(answerPlatforms(converse(["tell me about intercom fin", "what's 15% of 340"])).linked).toEqual([]);
    expect(converse(["tell me about gamma", "what is it good for?"])).toMatch(/^\*\*\[Gamma\]\(\/platforms\/gamma\)\*\*/);
  });
});
