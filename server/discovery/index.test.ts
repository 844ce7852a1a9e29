import { describe, expect, it } from "vitest";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { monthlyPrice } from "@/lib/discovery/price";
import { emptyQuery, type DiscoveryQuery } from "@/lib/discovery/query";
import { rankPlatforms } from "@/lib/ranking";
import { completeLastWord, discover, suggest } from "@/server/discovery";

const q = (over: Partial<DiscoveryQuery>): DiscoveryQuery => ({ ...emptyQuery, ...over });
const ids = (query: Partial<DiscoveryQuery>, n = 3) => discover(q(query)).platforms.slice(0, n).map((r) => r.platform.id);

describe("discover: text", () => {
  it.each([
    ["midjurny", "midjourney"],
    ["chatgtp", "chatgpt"],
    ["elevenlab", "elevenlabs"],
    ["perplexty", "perplexity"],
    ["Claude", "claude"],
  ])("forgives the typo in '%s'", (text, id) => {
    expect(ids({ text }, 1)).toEqual([id]);
  });

  it("matches a prefix while typing", () => {
    expect(ids({ text: "midj" }, 1)).toEqual(["midjourney"]);
    expect(suggest("gam").platforms.map((p) => p.id)).toContain("gamma");
    expect(suggest("pres").useCases.map((u) => u.id)).toContain("presentation");
  });

  it("completes the word being typed from the synonym table, only when its meaning is clear", () => {
    expect(completeLastWord("thumbn")).toBe("thumbnail");
    expect(completeLastWord("headsh")).toBe("headshot");
    // A completion that finishes a phrase with the words before it wins, even from three letters.
    expect(completeLastWord("text to spe")).toBe("text to speech");
    expect(suggest("text to spe").useCases.map((u) => u.id)).toContain("audio");
    expect(suggest("thumbn").platforms.length).toBeGreaterThanOrEqual(3);
    // Never between meanings ('presentation' or 'presenter'), never a name being typed, never a whole word.
    expect(completeLastWord("pres")).toBe("pres");
    expect(completeLastWord("midj")).toBe("midj");
    expect(completeLastWord("eleven")).toBe("eleven");
    expect(completeLastWord("logo")).toBe("logo");
    expect(suggest("pres").useCases.map((u) => u.id)).toContain("presentation");
  });

  it.each([
    ["schedule instagram posts", "social"],
    ["keyword research", "seo"],
    ["voiceover", "audio"],
    ["slides", "presentation"],
    ["notetaker", "productivity"],
  ])("maps '%s' to the %s use case and ranks its platforms first", (text, useCase) => {
    const result = discover(q({ text }));
    expect(result.useCases).toContain(useCase);
    for (const r of result.platforms.slice(0, 3)) expect(platformUseCases(r.platform), r.platform.id).toContain(useCase);
  });

  it("says why each platform matched", () => {
    const [first] = discover(q({ text: "keyword research" })).platforms;
    expect(first?.reasons.useCases).toContain("seo");
    expect(first?.reasons.words.length).toBeGreaterThan(0);
    const [named] = discover(q({ text: "midjurny" })).platforms;
    expect(named?.reasons.named).toBe(true);
  });

  it("finds guides for plain words", () => {
    expect(discover(q({ text: "coding assistant" })).articles.map((a) => a.slug)).toContain("ai-coding-tools");
  });

  it("finds nothing for nonsense and never throws on odd input", () => {
    expect(discover(q({ text: "xyzzyqq" })).platforms).toEqual([]);
    for (const text of ["%%%", "'; DROP TABLE", "\u202e", "🙂🙂", "a".repeat(200)]) expect(() => discover(q({ text }))).not.toThrow();
  });
});

describe("discover: the new kinds of tools and names that are everyday words", () => {
  const named = (text: string) => discover(q({ text })).platforms.filter((r) => r.reasons.named).map((r) => r.platform.id);

  it("finds 3D generators, background removers, automation, BI and voice agents", () => {
    expect(ids({ text: "make a 3D model from a photo" })).toEqual(expect.arrayContaining(["meshy", "tripo"]));
    expect(ids({ text: "remove background" }, 1)).toEqual(["remove-bg"]);
    expect(ids({ text: "zap" }, 3)).toContain("zapier");
    expect(ids({ text: "BI dashboard" }, 3)).toContain("power-bi");
    expect(ids({ text: "voice agent for my phone line" }, 6)).toEqual(expect.arrayContaining(["vapi", "retell-ai"]));
  });

  it("does not read everyday words and generic name parts as names", () => {
    expect(named("make a logo")).toEqual([]);
    expect(named("best ai for writing")).toEqual([]);
    expect(named("keyword research")).toEqual([]);
    expect(named("add rows to a spreadsheet")).toEqual([]);
    expect(named("an ai that can read pdfs")).toEqual([]);
  });

  it("still finds those platforms by their full names and aliases", () => {
    expect(named("make.com")).toEqual(["make"]);
    expect(named("integromat")).toEqual(["make"]);
    expect(named("rows.com")).toEqual(["rows"]);
    expect(named("read ai")).toEqual(["read-ai"]);
    expect(named("power bi")).toEqual(["power-bi"]);
  });
});

describe("discover: use cases, constraints and sorts", () => {
  it("keeps the finder's ranking exactly when only use cases are selected (SPEC §4)", () => {
    const selection = ["code", "vibe-coding", "free"] as const;
    const expected = rankPlatforms(platforms.map((p) => ({ id: p.id, useCases: platformUseCases(p) })), [...selection]).map((r) => r.item.id);
    expect(discover(q({ useCases: [...selection] })).platforms.map((r) => r.platform.id)).toEqual(expected);
  });

  it("filters by free plan and counts what it excluded", () => {
    const all = discover(q({ useCases: ["video"] }));
    const free = discover(q({ useCases: ["video"], free: true }));
    expect(free.platforms.every((r) => r.platform.pricing.tier !== "paid")).toBe(true);
    expect(free.excluded.free).toBe(all.platforms.length - free.platforms.length);
    expect(free.excludedTotal).toBe(free.excluded.free);
    expect(free.excluded.free).toBeGreaterThan(0);
  });

  it("excludes platforms above a budget ceiling, and those without a known price", () => {
    const result = discover(q({ useCases: ["code"], budget: 10 }));
    for (const r of result.platforms) expect(monthlyPrice(r.platform)).toBeLessThanOrEqual(10);
    const everyCode = discover(q({ useCases: ["code"] })).platforms;
    const unknownOrDear = everyCode.filter((r) => (monthlyPrice(r.platform) ?? Infinity) > 10).length;
    expect(result.excluded.budget).toBe(unknownOrDear);
  });

  it("filters by tier and category", () => {
    const result = discover(q({ tiers: ["paid"], categories: ["video"] }));
    expect(result.platforms.length).toBeGreaterThan(0);
    expect(result.platforms.every((r) => r.platform.pricing.tier === "paid" && r.platform.category === "video")).toBe(true);
  });

  it("sorts by lowest price (unknown prices last) and by name", () => {
    const byPrice = discover(q({ useCases: ["images"], sort: "price" })).platforms.map((r) => monthlyPrice(r.platform) ?? Infinity);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byName = discover(q({ useCases: ["images"], sort: "name" })).platforms.map((r) => r.platform.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("lists the whole catalogue for browsing when nothing is asked", () => {
    expect(discover(q({})).platforms).toHaveLength(platforms.length);
  });
});

describe("discover: what the assistant asks", () => {
  it.each([
    ["sd", "stability-ai"],
    ["veo", "google-veo"],
  ])("'%s' puts %s first", (text, id) => {
    expect(ids({ text }, 1)).toEqual([id]);
  });


  it("similarTo lists platforms like the subject, never the subject itself", () => {
    const like = discover(q({ similarTo: "grammarly" })).platforms.map((r) => r.platform.id);
    expect(like).not.toContain("grammarly");
    expect(like.slice(0, 3)).toContain("quillbot");
    const cursor = ids({ similarTo: "cursor" });
    expect(cursor.every((id) => platforms.find((p) => p.id === id)?.category === "code")).toBe(true);
  });

  it("a platform filed with one kind but doing another's main job is like both ('Perplexity': chat assistants and answer engines)", () => {
    const like = ids({ similarTo: "perplexity" }, 4).map((id) => platforms.find((p) => p.id === id)?.category);
    expect(like).toContain("chat-assistant");
    expect(like.filter((c) => c === "search-engine").length).toBeGreaterThanOrEqual(2);
  });

  it("similarTo with a task keeps only platforms serving it", () => {
    const found = discover(q({ similarTo: "canva", text: "for logos" })).platforms;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => platformUseCases(r.platform).includes("logo"))).toBe(true);
  });

  it("cheap breaks ties in relevance but never outranks it", () => {
    const plain = ids({ text: "avatar video" }, 5);
    const cheap = ids({ text: "avatar video", cheap: true }, 5);
    const avatar = (id: string) => platformUseCases(platforms.find((p) => p.id === id)!).includes("avatar");
    expect(plain.filter(avatar).length).toBeGreaterThanOrEqual(2);
    // The avatar tools stay on top; only their order may change.
    expect(cheap.slice(0, plain.filter(avatar).length).every(avatar)).toBe(true);
    const plainVideo = ids({ text: "video generator" }, 6);
    const cheapVideo = ids({ text: "video generator", cheap: true }, 6);
    expect(cheapVideo.every((id) => platformUseCases(platforms.find((p) => p.id === id)!).includes("video"))).toBe(true);
    const cheapest = [...plainVideo].sort((a, b) => (monthlyPrice(platforms.find((p) => p.id === a)!) ?? Infinity) - (monthlyPrice(platforms.find((p) => p.id === b)!) ?? Infinity))[0]!;
    expect(cheapVideo.indexOf(cheapest)).toBeLessThanOrEqual(plainVideo.indexOf(cheapest));
  });
});

describe("discover: a search for alternatives", () => {
  const category = (id: string) => platforms.find((p) => p.id === id)?.category;

  it.each([
    ["alternatives to midjourney", "midjourney"],
    ["chatgpt alternatives", "chatgpt"],
    ["cheap chatgpt alternative", "chatgpt"],
    ["grammarly alternative", "grammarly"],
    ["tools like canva", "canva"],
    ["cheaper than cursor", "cursor"],
    ["similar to elevenlabs", "elevenlabs"],
    ["claude code alternatives", "claude-code"],
  ])("'%s' lists platforms like %s, never itself, and says whose alternatives they are", (text, subject) => {
    const result = discover(q({ text }));
    expect(result.alternativeTo?.id).toBe(subject);
    const found = result.platforms.map((r) => r.platform.id);
    expect(found).not.toContain(subject);
    expect(found.length).toBeGreaterThanOrEqual(3);
    // Only the alike: not every platform that shares a use case (ChatGPT shares one with most of the catalogue).
    expect(found.length).toBeLessThan(30);
    expect(found.slice(0, 3).every((id) => category(id) === category(subject))).toBe(true);
    expect(result.platforms.every((r) => r.reasons.alternativeTo === platforms.find((p) => p.id === subject)!.name)).toBe(true);
  });

  it("a task in the text narrows the alternatives to platforms serving it", () => {
    const logos = discover(q({ text: "alternatives to canva for logos" })).platforms;
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.every((r) => platformUseCases(r.platform).includes("logo"))).toBe(true);
    const video = discover(q({ text: "canva alternative for video" })).platforms;
    expect(video.length).toBeGreaterThan(0);
    expect(video.every((r) => platformUseCases(r.platform).includes("video"))).toBe(true);
  });

  it("'cheap' and 'cheaper than' put lower prices first among equally alike platforms", () => {
    const plain = ids({ text: "chatgpt alternatives" }, 8);
    const cheap = ids({ text: "cheap chatgpt alternative" }, 8);
    expect(cheap.length).toBeGreaterThanOrEqual(5);
    const price = (id: string) => monthlyPrice(platforms.find((p) => p.id === id)!) ?? Infinity;
    const cheapestPlain = [...plain].sort((a, b) => price(a) - price(b))[0]!;
    expect(cheap.indexOf(cheapestPlain)).toBeLessThanOrEqual(plain.indexOf(cheapestPlain));
    expect(discover(q({ text: "cheaper than cursor" })).platforms.slice(0, 3).some((r) => price(r.platform.id) < price("cursor"))).toBe(true);
  });

  it("two platforms named in full, or none, is an ordinary search", () => {
    expect(discover(q({ text: "claude or chatgpt alternative" })).alternativeTo).toBeUndefined();
    expect(discover(q({ text: "alternatives" })).alternativeTo).toBeUndefined();
    expect(discover(q({ text: "image generator like a pro" })).alternativeTo).toBeUndefined();
    expect(ids({ text: "midjourney" }, 1)).toEqual(["midjourney"]);
  });
});

describe("discover: a specialist first where several are", () => {
  it.each([
    ["customer support bot", ["intercom-fin", "zendesk-ai-agents", "tidio", "chatbase", "crisp"]],
    ["coding agent terminal", ["claude-code", "openai-codex", "gemini-cli", "aider", "amazon-q-developer", "warp"]],
  ])("'%s' puts a specialist first", (text, specialists) => {
    expect(specialists).toContain(ids({ text }, 1)[0]);
  });
});

describe("discover: everyday searches", () => {
  it.each([
    ["translate video with lip sync", "heygen"],
    ["ai girlfriend chat", "character-ai"],
    ["summarize youtube videos", "notebooklm"],
    ["dall-e", "chatgpt"],
  ])("'%s' puts %s first", (text, id) => {
    expect(ids({ text }, 1)).toEqual([id]);
  });

  it("'translate' puts the translators first, those with the word in their name leading", () => {
    // Two names hold the word (Google Translate, Lara Translate): the one whose copy says it more leads.
    expect(ids({ text: "translate" }, 2).sort()).toEqual(["google-translate", "lara-translate"]);
    const category = new Map(platforms.map((p) => [p.id, p.category]));
    expect(ids({ text: "translate" }, 4).map((id) => category.get(id))).toEqual(["translation", "translation", "translation", "translation"]);
  });

  it("a task word is no typo of a name: 'translate video' does not name Google Translate", () => {
    expect(discover(q({ text: "translate video with lip sync" })).platforms.some((r) => r.reasons.named)).toBe(false);
  });

  it("'chatbot for my website' finds chatbot builders, not chat assistants", () => {
    const top = discover(q({ text: "chatbot for my website" })).platforms.slice(0, 5);
    expect(top.every((r) => r.platform.category === "chatbot")).toBe(true);
  });

  it("'resume builder' is writing, not a chatbot builder", () => {
    const top = discover(q({ text: "ai resume builder" })).platforms.slice(0, 5);
    expect(top.every((r) => platformUseCases(r.platform).includes("writing"))).toBe(true);
  });
});

describe("discover: what ordinary visitors type", () => {
  const top = (text: string, n = 5) => discover(q({ text })).platforms.slice(0, n);
  const kinds = (text: string, n = 5) => top(text, n).map((r) => r.platform.category);

  it("a speech to give is writing, not text to speech", () => {
    expect(top("write a wedding speech").every((r) => platformUseCases(r.platform).includes("writing"))).toBe(true);
    expect(kinds("text to speech", 3)).toEqual(["audio", "audio", "audio"]);
  });

  it("everyday questions and 'AI' alone go to the general assistants", () => {
    for (const text of ["plan a trip", "best free ai", "recipes", "which ai should i use"]) {
      expect(kinds(text).every((c) => c === "chat-assistant"), text).toBe(true);
    }
    // 'trip' is no prefix of Tripo, the 3D generator.
    expect(top("plan a trip", 10).map((r) => r.platform.id)).not.toContain("tripo");
    // A task in the words still decides: 'AI' is only the fallback.
    expect(kinds("ai video generator", 3).every((c) => c === "video")).toBe(true);
  });

  it("reading text in an image is the assistants' work, not image generation", () => {
    for (const text of ["image to text", "ocr", "read text from a photo"]) {
      expect(kinds(text, 3).every((c) => c === "chat-assistant"), text).toBe(true);
    }
  });

  it("a word of a longer task phrase names only a platform that does that task", () => {
    // 'photo' is no mention of Photoshop (whose alias is 'photo shop'), 'remove' none of Remove.bg for vocals.
    expect(top("photo to video").every((r) => platformUseCases(r.platform).includes("video"))).toBe(true);
    expect(top("remove vocals").map((r) => r.platform.id)).not.toContain("remove-bg");
    expect(kinds("remove vocals", 3)).toEqual(["audio", "audio", "audio"]);
    // ... and still names the one that does: Remove.bg removes backgrounds.
    expect(ids({ text: "remove background from photo" }, 1)).toEqual(["remove-bg"]);
    expect(ids({ text: "photoshop" }, 1)).toEqual(["adobe-photoshop"]);
  });

  it("everyday words inside longer names name nothing alone; the whole names still do", () => {
    for (const text of ["customer emails for my shop", "black and white photo", "a tailor made plan", "beautiful slides", "my journey", "eleven languages", "graphic designer", "character design"]) {
      expect(discover(q({ text })).platforms.filter((r) => r.reasons.named).map((r) => r.platform.id), text).toEqual([]);
    }
    for (const [text, id] of [["photo shop", "adobe-photoshop"], ["black forest labs", "flux"], ["tailor brands", "tailor-brands"], ["mid journey", "midjourney"], ["eleven labs", "elevenlabs"], ["character ai", "character-ai"]] as const) {
      expect(ids({ text }, 1), text).toEqual([id]);
    }
  });

  it("summing up a text goes to the assistants and notebooks; meetings to the note takers", () => {
    expect(kinds("summarize long pdfs", 3).every((c) => c === "chat-assistant" || c === "education")).toBe(true);
    expect(kinds("summarize", 3).every((c) => c === "chat-assistant" || c === "education")).toBe(true);
    const noteTakers = ["fathom", "granola", "otter-ai", "fireflies-ai", "read-ai", "tactiq", "krisp", "fellow"];
    expect(ids({ text: "meeting summary" }).every((id) => noteTakers.includes(id))).toBe(true);
  });

  it("'app' alone is any tool; chatbots on your own docs, browser agents, old photos and scripts reach their kinds", () => {
    expect(kinds("app to make my selfies look professional", 3).every((c) => c === "photo" || c === "image")).toBe(true);
    expect(ids({ text: "build an app" }, 5).every((id) => platformUseCases(platforms.find((p) => p.id === id)!).includes("app-development"))).toBe(true);
    expect(kinds("create a chatbot trained on my docs", 3)).toEqual(["chatbot", "chatbot", "chatbot"]);
    expect(kinds("ai that can browse websites for me", 3).every((c) => c === "chat-assistant" || c === "automation")).toBe(true);
    expect(kinds("colorize black and white photos", 3).every((c) => c === "photo" || c === "image")).toBe(true);
    expect(kinds("product photography", 3).every((c) => c === "photo" || c === "image")).toBe(true);
    expect(top("write youtube scripts", 3).every((r) => platformUseCases(r.platform).includes("writing"))).toBe(true);
    expect(top("AI for real estate listings", 3).every((r) => platformUseCases(r.platform).includes("writing"))).toBe(true);
  });

  it("'AI for' a kind of person is that person's work; a French elision is a word of its own", () => {
    expect(kinds("ai for writers", 3)).toEqual(["writing", "writing", "writing"]);
    expect(kinds("ai for musicians", 3)).toEqual(["audio", "audio", "audio"]);
    expect(top("ai for designers", 3).every((r) => platformUseCases(r.platform).includes("design"))).toBe(true);
    expect(kinds("générateur d'images gratuit", 3)).toEqual(["image", "image", "image"]);
    // Portuguese 'transcrever' is transcription: the note takers and editors, not a music generator.
    const transcribers = ids({ text: "ferramenta para transcrever áudio" });
    expect(transcribers).not.toContain("stable-audio");
    expect(transcribers.some((id) => ["otter-ai", "descript", "fireflies-ai"].includes(id))).toBe(true);
  });

  it("a video generator makes footage; a video editor edits it", () => {
    const generators = ["runway", "pika", "kling", "luma-dream-machine", "google-veo", "hailuo-ai", "invideo-ai"];
    expect(ids({ text: "video generator" }, 2).every((id) => generators.includes(id))).toBe(true);
    const editors = ["kapwing", "veed", "captions", "descript", "runway", "clipchamp"];
    expect(ids({ text: "video editor" }, 3).every((id) => editors.includes(id))).toBe(true);
  });

  it("a platform's name with 'AI' after it is that platform, not the chat assistants too", () => {
    for (const [text, id] of [["jasper ai", "jasper"], ["leonardo ai", "leonardo-ai"]] as const) {
      const found = discover(q({ text })).platforms;
      expect(found[0]?.platform.id, text).toBe(id);
      expect(found.some((r) => r.platform.category === "chat-assistant"), text).toBe(false);
    }
  });

  it("a price wish alone browses the whole catalogue with the wish applied", () => {
    const free = discover(q({ text: "free" }));
    expect(free.platforms).toHaveLength(platforms.length);
    const hasFree = (r: (typeof free.platforms)[number]) => r.platform.pricing.tier !== "paid";
    const firstPaid = free.platforms.findIndex((r) => !hasFree(r));
    expect(firstPaid).toBeGreaterThan(0);
    expect(free.platforms.slice(firstPaid).every((r) => !hasFree(r))).toBe(true);
    expect(free.wishes).toEqual({ free: true });
    const cheapest = discover(q({ text: "cheapest" })).platforms.map((r) => monthlyPrice(r.platform) ?? Number.POSITIVE_INFINITY);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(discover(q({ text: "under $10" })).platforms.length).toBe(platforms.length);
  });

  it.each([
    ["learn spanish", "duolingo-max"],
    ["summarize pdf", "notebooklm"],
    ["mind map", "napkin-ai"],
  ])("'%s' puts %s first", (text, id) => {
    expect(ids({ text }, 1)).toEqual([id]);
  });

  it("papers, thumbnails, interiors and SQL reach the tools of that kind", () => {
    expect(top("research papers", 6).map((r) => r.platform.category)).not.toContain("seo");
    expect(kinds("youtube thumbnail", 3).every((c) => c === "design" || c === "image")).toBe(true);
    expect(top("interior design", 10).map((r) => r.platform.id)).not.toContain("intercom-fin");
    expect(top("generate sql", 3).every((r) => platformUseCases(r.platform).includes("code") || platformUseCases(r.platform).includes("data"))).toBe(true);
    expect(top("landing page", 3).every((r) => platformUseCases(r.platform).includes("web-development"))).toBe(true);
  });
});

describe("discover: misspelt task words", () => {
  it.each([
    ["persentation", "presentation", "presentation"],
    ["vidoe generator", "video generator", "video"],
    ["spreadshet", "spreadsheet", "data"],
    ["backround remover", "background remover", "images"],
  ])("'%s' is read as '%s'", (text, corrected, useCase) => {
    const result = discover(q({ text }));
    expect(result.corrected).toBe(corrected);
    expect(result.platforms.length).toBeGreaterThan(3);
    expect(result.platforms.slice(0, 3).every((r) => platformUseCases(r.platform).includes(useCase as never))).toBe(true);
  });

  it("leaves names, known words and nonsense alone", () => {
    for (const text of ["midjurny", "sythesia", "image generator", "xyzzyqq"]) expect(discover(q({ text })).corrected).toBeUndefined();
    expect(ids({ text: "sythesia" }, 1)).toEqual(["synthesia"]);
  });
});

describe("discover: price wishes in the words", () => {
  const tier = (id: string) => platforms.find((p) => p.id === id)!.pricing.tier;

  it("'free' puts the platforms with a free plan first among those serving the task, without hiding the others", () => {
    const plain = discover(q({ text: "logo maker" }));
    const free = discover(q({ text: "free logo maker" }));
    expect(free.wishes).toEqual({ free: true });
    expect(plain.wishes).toBeUndefined();
    const order = free.platforms.map((r) => r.platform.id);
    expect(new Set(order)).toEqual(new Set(plain.platforms.map((r) => r.platform.id)));
    const firstPaid = order.findIndex((id) => tier(id) === "paid");
    expect(firstPaid).toBeGreaterThan(0);
    expect(order.slice(firstPaid).every((id) => tier(id) === "paid")).toBe(true);
  });

  it("'under $20' puts the platforms within it (a free plan or a paid plan within $20) first; a filter in the URL takes the wish's place", () => {
    const found = discover(q({ text: "video generator under $20" }));
    expect(found.wishes).toEqual({ free: false, budget: 20 });
    const fits = (p: (typeof platforms)[number]) => p.pricing.tier !== "paid" || (monthlyPrice(p) ?? Infinity) <= 20;
    expect(found.platforms.slice(0, 5).every((r) => fits(r.platform))).toBe(true);
    // Paid-only platforms over the budget (or with no listed price) come after every one that fits.
    const firstMisfit = found.platforms.findIndex((r) => !fits(r.platform));
    if (firstMisfit >= 0) expect(found.platforms.slice(firstMisfit).filter((r) => fits(r.platform) && r.reasons.useCases.includes("video")).length).toBe(0);
    expect(discover(q({ text: "free logo maker", free: true })).wishes).toBeUndefined();
  });
});

describe("discover: a search that compares", () => {
  const compared = (text: string) => discover(q({ text })).compare?.map((p) => p.id);

  it.each([
    ["cursor vs windsurf", ["cursor", "windsurf"]],
    ["ChatGPT versus Claude", ["chatgpt", "claude"]],
    ["claude code vs cursor", ["claude-code", "cursor"]],
    ["difference between gemini and chatgpt", ["gemini", "chatgpt"]],
    ["compare midjourney, leonardo and ideogram", ["midjourney", "leonardo-ai", "ideogram"]],
  ])("'%s' asks to compare %j, in the order named", (text, ids) => {
    expect(compared(text)).toEqual(ids);
  });

  it("needs two to four named platforms and a word that asks to compare", () => {
    expect(compared("chatgpt claude")).toBeUndefined();
    expect(compared("canva vs")).toBeUndefined();
    expect(compared("vs code")).toBeUndefined();
    expect(compared("compare image generators")).toBeUndefined();
    expect(compared("runway vs pika vs kling vs hailuo vs veo")).toBeUndefined();
  });

  it("'vs' is no word to match: the named platforms lead, nothing comes in for 'VS Code'", () => {
    expect(ids({ text: "midjourney vs ideogram" }, 2).sort()).toEqual(["ideogram", "midjourney"]);
    expect(ids({ text: "cursor vs windsurf" }, 5).sort()).toEqual(["cursor", "windsurf"]);
  });
});

describe("discover: the catalogue's newer kinds of tools (moved from the assistant's old platform search)", () => {
  const t = (text: string, n = 5) => ids({ text }, n);
  it("finds Ideogram for text in images", () => {
    expect(t("text in images", 3)).toContain("ideogram");
  });

  it("ranks meeting note takers for transcribing meetings", () => {
    const noteTakers = new Set(["fireflies-ai", "otter-ai", "fathom", "granola", "read-ai", "tldv", "tactiq", "krisp", "fellow"]);
    const top = t("transcribe meetings", 3);
    expect(top.filter((id) => noteTakers.has(id)), top.join()).toHaveLength(3);
  });

  it("does not read 'make' as the automation platform Make", () => {
    expect(t("make a 3D model from an image")).not.toContain("make");
    expect(t("make a logo")).not.toContain("make");
  });

  it("finds the new kinds of tools", () => {
    expect(t("3D model from an image")).toEqual(expect.arrayContaining(["meshy", "tripo"]));
    expect(t("remove background from a photo", 3)).toContain("remove-bg");
    expect(t("automate workflows between apps")).toContain("zapier");
    expect(t("integromat", 1)).toEqual(["make"]);
    expect(t("voice agent that answers phone calls")).toEqual(expect.arrayContaining(["vapi"]));
  });
});

describe("discover: a reading the visitor corrects (issue 25, the chips on /search)", () => {
  it("reads the text without a use case the visitor removed, and ranks by what is left", () => {
    const text = "turn my blog posts into videos and images";
    const read = discover(q({ text }));
    expect(read.understood?.useCases).toEqual(expect.arrayContaining(["video", "images"]));
    const corrected = discover(q({ text, skip: ["images"] }));
    expect(corrected.understood?.useCases).not.toContain("images");
    expect(corrected.useCases).not.toContain("images");
    // What is left leads: the first results make video, and not only images.
    for (const r of corrected.platforms.slice(0, 3)) expect(platformUseCases(r.platform)).toContain("video");
  });

  it("reads attribute wishes and says so, so a chip can turn each into a filter", () => {
    const result = discover(q({ text: "open source coding agent for the terminal" }));
    expect(result.wishes).toMatchObject({ has: ["open"], runs: ["cli"] });
    const filtered = discover(q({ text: "open source coding agent for the terminal", has: ["open"], runs: ["cli"] }));
    expect(filtered.wishes).toBeUndefined();
  });
});
