import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";

const listed = (...turns: string[]) => answerPlatforms(converse(turns)).listed;
const voiceAgents = ["vapi", "retell-ai", "bland-ai", "synthflow", "voiceflow", "elevenlabs"];

describe("a follow-up describing the tool by what it does keeps the task (decision 0241)", () => {
  it("'something that picks up, answers basic questions and texts me' after missed calls lists voice agents", () => {
    const ids = listed("i run a pet-sitting business and miss calls all the time", "something that picks up, answers basic questions and texts me");
    expect(ids.slice(0, 3).every((id) => voiceAgents.includes(id))).toBe(true);
  });
});

describe("the task said with a platform's name stays for 'anything cheaper' (decision 0241)", () => {
  it("'I tried ElevenLabs for reading my blog posts aloud' then 'too pricey, anything free?' puts voice tools before music makers", () => {
    const ids = listed("I tried ElevenLabs for reading my blog posts aloud", "too pricey, anything free?");
    expect(ids[0]).not.toBe("suno");
    expect(["adobe-podcast", "descript", "murf-ai", "auphonic"]).toContain(ids[0]);
  });
  it("reading the visitor's own blog posts is no request for the site's guides", () => {
    expect(converse(["I tried ElevenLabs for reading my blog posts aloud"])).not.toMatch(/^Guides on this site/);
  });
});

describe("following the site, and a film for tonight (decision 0241)", () => {
  it("'Do you have a newsletter I can subscribe to?' says there is none and points to the feeds", () => {
    const answer = converse(["Do you have a newsletter I can subscribe to?"]);
    expect(answer).toMatch(/no newsletter/);
    expect(answer).toContain("](/changes.xml)");
    expect(answerPlatforms(answer).linked).toEqual([]);
  });
  it("'I need to write a newsletter for my club' still lists writing tools", () => expect(listed("I need to write a newsletter for my club").length).toBeGreaterThan(2));
  it("'recommend a movie for tonight' is off-topic; 'I want to make a movie with AI' lists video tools", () => {
    expect(answerPlatforms(converse(["recommend a movie for tonight, something cozy"])).linked).toEqual([]);
    expect(listed("I want to make a movie with AI").length).toBeGreaterThan(2);
  });
});

describe("a picture asked of the assistant itself (decision 0241)", () => {
  it("'can you just make the image for me? a cat in a teacup please' points to the site's image generator, no list", () => {
    const answer = converse(["can you just make the image for me? a cat in a teacup please"]);
    expect(answer).toContain("](/ai-image)");
    expect(answerPlatforms(answer).linked).toEqual([]);
  });
  it("'which AI can draw me a dragon?' still lists image tools", () => expect(listed("which AI can draw me a dragon?").length).toBeGreaterThan(2));
  it("answers in the visitor's language ('Zeichne mir einen Drachen')", () => expect(converse(["Zeichne mir einen Drachen"])).toContain("[Bildgenerator](/ai-image)"));
});

describe("another like the platform discussed, asked with privacy (decision 0241)", () => {
  it("'is there something like it that doesn't track me?' after Perplexity gives the privacy note and others, not Perplexity's own terms", () => {
    const answer = converse(["my grandkids showed me Perplexity", "is there something like it that doesn't track me?"]);
    expect(answer).toContain("records privacy terms for only a few platforms");
    expect(answerPlatforms(answer).listed.length).toBeGreaterThan(2);
    expect(answerPlatforms(answer).listed).not.toContain("perplexity");
  });
});

describe("a book recommended is off-topic (decision 0241)", () => {
  it("'recommend a good book on woodworking joinery' lists no products", () => expect(answerPlatforms(converse(["recommend a good book on woodworking joinery"])).linked).toEqual([]));
});

describe("a platform named too dear, with a budget (decision 0241)", () => {
  it("'photoshop is too pricey, keep it under 10 a month' lists cheaper others, not Photoshop described", () => {
    const ids = listed("photography is my new hobby and I want to learn editing with ai help", "photoshop is too pricey, keep it under 10 a month");
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).not.toContain("adobe-photoshop");
  });
});
