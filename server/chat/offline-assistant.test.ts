import { describe, expect, it } from "vitest";
import { getPlatform, platformRecord, platforms } from "@/lib/catalogue";
import { articleSlugs } from "@/lib/article-schema";
import type { ChatMessage } from "@/server/chat/chat-message";
import { chunkAnswer, offlineAnswer, offlineReply, offlineResult } from "@/server/chat/offline-assistant";

/** A conversation from the visitor's turns; the assistant's turns are its own earlier answers. */
function converse(turns: readonly string[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const content of turns) {
    if (messages.length) messages.push({ role: "assistant", content: offlineAnswer(messages) });
    messages.push({ role: "user", content });
  }
  return messages;
}

function ask(...turns: string[]): string {
  return offlineAnswer(converse(turns));
}

/** The platforms of a recommendation or alternatives list, in order. */
function listed(answer: string): string[] {
  return [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);
}

function linkedPlatformIds(answer: string): string[] {
  return [...answer.matchAll(/\]\(\/platforms\/([a-z0-9-]+)[)#]/g)].map((m) => m[1]!);
}

function monthly(id: string): number | undefined {
  const p = getPlatform(id)!;
  const m = /^\$(\d+(?:\.\d+)?)\/(month|year|user\/month|seat\/month)/.exec(p.pricing.startingPrice ?? "");
  if (!m) return p.pricing.tier === "free" ? 0 : undefined;
  return m[2] === "year" ? Number(m[1]) / 12 : Number(m[1]);
}

type Case = {
  /** The visitor's turns; the last one is the question under test. */
  ask: string[];
  /** Link targets the answer must contain. */
  links: string[];
  /** Link targets it must not contain. */
  notLinks?: string[];
  /** Text it must contain. */
  says?: string[];
};

const p = (id: string) => `/platforms/${id}`;

const cases: Record<string, Case> = {
  // Recommendations for a task
  "writing a blog post": { ask: ["What's the best AI to write a blog post?"], links: [p("jasper"), p("writesonic"), "/?use=writing", "/blog/ai-writing-tools"], notLinks: [p("deepl")] },
  "making a logo": { ask: ["I need to make a logo for my bakery"], links: [p("looka"), p("recraft"), p("canva"), "/?use=logo"], notLinks: [p("midjourney")] },
  // Editors first for editing (Kapwing, VEED); Runway edits footage too.
  "editing videos": { ask: ["edit videos"], links: [p("kapwing"), p("veed"), "/?use=video", "/blog/ai-video-generation"] },
  "debugging code": { ask: ["help me debug my python code"], links: [p("claude-code"), "/?use=code", "/blog/ai-coding-tools"], notLinks: [p("midjourney")] },
  "an app without coding": { ask: ["I want to build an app without coding"], links: [p("lovable"), p("replit"), "/?use=vibe-coding,app-development"], notLinks: [p("github-copilot"), p("tabnine"), "/?use=code"] },
  translation: { ask: ["translate a contract into German"], links: [p("deepl"), p("google-translate"), "/?use=translation", "/blog/ai-translation-tools"] },
  "a pitch deck is a presentation": { ask: ["make a pitch deck for investors"], links: [p("gamma"), p("pitch"), p("beautiful-ai"), "/?use=presentation"], says: ["Top matches"] },
  seo: { ask: ["SEO tools to rank higher on Google"], links: [p("surfer-seo"), p("semrush"), "/?use=seo"] },
  "a customer support bot": { ask: ["customer support bot for my website"], links: [p("intercom-fin"), "/?use=business,chatbot"], notLinks: [p("github-copilot"), p("cursor"), "/?use=chatbot,web-development"] },
  "a song": { ask: ["AI to make a song with vocals"], links: [p("suno"), p("udio"), "/?use=audio"] },
  "meeting transcripts": { ask: ["transcribe my meetings"], links: [p("fathom"), p("tactiq"), "/?use=productivity,business"], notLinks: [p("sonix")] },
  studying: { ask: ["what should I use to study for my exams?"], links: [p("khanmigo"), p("notebooklm"), "/?use=learning,education"] },
  research: { ask: ["tools for deep research with sources"], links: [p("perplexity"), "/?use=research"] },
  "avatar videos": { ask: ["avatar video for training"], links: [p("synthesia"), p("heygen"), "/?use=video,avatar"] },

  // Comparisons
  "ChatGPT vs Claude": { ask: ["ChatGPT vs Claude"], links: [p("chatgpt"), p("claude"), "/blog/chatgpt-vs-claude"], says: ["| Pricing |", "**Only ChatGPT:**"] },
  "Cursor and Windsurf": { ask: ["compare Cursor and Windsurf"], links: [p("cursor"), p("windsurf"), "/blog/ai-coding-tools#cursor", "/blog/ai-coding-tools#windsurf"], notLinks: ["/blog/chatgpt-vs-claude"], says: [getPlatform("cursor")!.pricing.startingPrice!, getPlatform("windsurf")!.pricing.startingPrice!] },
  "Otter or Fireflies": { ask: ["Otter or Fireflies for meeting notes?"], links: [p("otter-ai"), p("fireflies-ai"), "/blog/ai-productivity-tools#ai-meeting-notes-otterai-vs-firefliesai"] },
  "copilot next to a code tool": { ask: ["copilot vs cursor"], links: [p("github-copilot"), p("cursor")], notLinks: [p("microsoft-copilot")] },
  "gpt or claude for coding": { ask: ["gpt or claude for coding?"], links: [p("chatgpt"), p("claude")], says: ["**For Code Assistance:** both cover it"] },

  // Prices
  "Midjourney's price": { ask: ["How much is Midjourney?"], links: [p("midjourney")], says: ["$10/month", "no free plan"] },
  "is Perplexity free": { ask: ["is Perplexity free?"], links: [p("perplexity")], says: ["Yes, there is a free plan", "$20/month"] },
  "is Jasper free": { ask: ["Is Jasper free?"], links: [p("jasper")], says: ["No.", "$69/month"] },
  "le chat pricing": { ask: ["le chat pricing"], links: [p("mistral-le-chat")], says: ["$14.99/month"] },
  "an unlisted price": { ask: ["how much does prezi cost?"], links: [p("prezi")], says: ["the catalogue doesn't list"] },
  "firefly is not fireflies": { ask: ["is firefly free?"], links: [p("adobe-firefly")], notLinks: [p("fireflies-ai")] },

  // What a platform is
  NotebookLM: { ask: ["What is NotebookLM?"], links: [p("notebooklm"), "/?use=research"], says: ["answers questions from your own documents"] },
  "sd is Stable Diffusion": { ask: ["tell me about sd"], links: [p("stability-ai")] },
  veo: { ask: ["what's veo?"], links: [p("google-veo"), "/blog/ai-video-generation"] },
  "fit for a task": { ask: ["Is Midjourney good for logos?"], links: [p("midjourney"), p("looka")], says: ["Logo & Design is not among [Midjourney]"] },
  "Fin for support": { ask: ["fin for customer support"], links: [p("intercom-fin")] },
  "Pitch the platform": { ask: ["what is Pitch?"], links: [p("pitch")], says: ["presentation tool"] },
  "copilot in Office": { ask: ["copilot in excel"], links: [p("microsoft-copilot")], notLinks: [p("github-copilot")] },
  "a typo": { ask: ["how much is midjurney"], links: [p("midjourney")], says: ["$10/month"] },

  // Alternatives
  "alternatives to Canva": { ask: ["alternatives to Canva"], links: [p("canva"), p("microsoft-designer"), p("adobe-express")] },
  "free alternatives": { ask: ["free alternatives to Midjourney"], links: [p("leonardo-ai")], says: ["free or freemium plans only"] },
  "cheaper than": { ask: ["something cheaper than Jasper"], links: [p("jasper")], says: ["cheaper than its $69/month"] },

  // Guides
  "a guide on video": { ask: ["any guide on AI video?"], links: ["/blog/ai-video-generation"] },
  "an article on coding": { ask: ["is there an article about coding tools?"], links: ["/blog/ai-coding-tools"] },
  "every guide": { ask: ["what guides do you have?"], links: articleSlugs.map((s) => `/blog/${s}`) },

  // Greeting, help, thanks
  greeting: { ask: ["hi"], links: ["/#finder"], says: [`catalogue of ${platforms.length} AI platforms`] },
  help: { ask: ["what can you do?"], links: ["/#finder"], says: ["ChatGPT vs Claude"] },
  thanks: { ask: ["What is Gamma?", "thanks!"], links: ["/#finder"], says: ["You're welcome"] },

  // Not what the assistant is for (issue 25): one sentence saying what it is for, and a pointer
  "the weather": { ask: ["What's the weather in Paris tomorrow?"], links: ["/#finder"], says: ["I only help you find AI tools"] },
  "a joke": { ask: ["tell me a joke"], links: ["/#finder"], says: ["I only help you find AI tools"] },

  // Nothing matches
  "a word only the guides know": { ask: ["what is SynthID?"], links: ["/blog/ai-video-generation#faq"], says: ["match your words"] },

  // Follow-ups
  "price of it": { ask: ["What is Midjourney?", "how much does it cost?"], links: [p("midjourney")], says: ["$10/month"] },
  "price of them": { ask: ["ChatGPT vs Claude", "how much are they?"], links: [p("chatgpt"), p("claude")], says: ["$20/month"] },
  "only free ones": { ask: ["best video generator", "only free ones"], links: ["/?use=video,free"], notLinks: [p("runway")] },
  "something cheaper than the platform discussed": { ask: ["Tell me about Runway", "is there something cheaper?"], links: [p("luma-dream-machine"), p("hailuo-ai")], says: ["cheaper than its $15/month"] },
  "a less expensive option, in other words": { ask: ["What is Canva?", "is there a less expensive option?"], links: [p("canva")], says: ["Alternatives to **[Canva]", "cheaper than its $15/month"] },
  "cheaper, in Spanish": { ask: ["Háblame de Runway", "¿hay algo más barato?"], links: [p("luma-dream-machine")] },
  "like one but cheaper": { ask: ["Something like Grammarly but cheaper"], links: [p("quillbot")], says: ["cheaper than its $30/month"] },
  "a cheaper budget": { ask: ["best video generator", "what about under $10?"], links: [p("luma-dream-machine"), "/?use=video"], notLinks: [p("runway")] },
  "the alternatives": { ask: ["What is Canva?", "what are the alternatives?"], links: [p("canva"), p("microsoft-designer")], says: ["Alternatives to"] },
  "is it good for": { ask: ["What is Canva?", "is it good for video?"], links: [p("canva")], says: ["Video Generation is not among [Canva]"] },
  "compare with the earlier one": { ask: ["ChatGPT", "how does it compare to Gemini?"], links: [p("chatgpt"), p("gemini")], says: ["**Only Gemini:**"] },
  "which copilot": { ask: ["how much is copilot?"], links: [p("github-copilot"), p("microsoft-copilot")], says: ["Which Copilot do you mean?"] },
  // A platform's name said as an ordinary word names nothing: the follow-up asks about the list's video tools, not Motion the calendar app.
  "a name said as a word": { ask: ["text to video generators", "which one has the most realistic motion?"], links: [p("kling"), "/?use=video"], notLinks: [p("motion")] },
  "that word as a name": { ask: ["reclaim or motion for my calendar?"], links: [p("reclaim-ai"), p("motion")] },
  // Wishes alone are a request: the platforms with those attributes, as the search page lists them.
  "a wish alone": { ask: ["something that runs locally"], links: [p("open-webui"), p("localai")] },
  "a wish alone, in Spanish": { ask: ["¿qué interfaz uso para chatear en local, sin nube?"], links: [p("open-webui")] },
  "a wish after a platform": { ask: ["our company blocks chatgpt", "can we host our own chat interface on our servers?"], links: [p("open-webui"), p("localai")], says: ["Alternatives to **[ChatGPT]"] },
  // Where the visitor works, said before the need, is read with it: the platform that is there comes first.
  "where, then the need": { ask: ["All my notes are in Notion", "I'd love an AI that can answer questions from my own pages"], links: [p("notion-ai")], notLinks: [p("meta-ai")] },
  // A model brought to a tool is a part of it, not a new task: the earlier task stays.
  "bring my own model": { ask: ["AI voice agents that make outbound calls", "I want to bring my own LLM"], links: [p("vapi")], notLinks: [p("deepseek"), p("meta-ai")] },
  // 'It' beside a task the platform discussed does not do is the visitor's own project.
  "it, the visitor's project": { ask: ["I'm building a RAG agent in Python", "it needs fresh web results with the page content, through an API"], links: [p("brave-search-api"), p("exa")], notLinks: [p("zapier")] },
  "it, the platform": { ask: ["text to speech tools?", "does it have an API?"], links: [p("elevenlabs")] },
  // Only weak words after a list ('app' is any tool): the earlier task stays.
  "weak words after a list": { ask: ["our company lives in Google Slides", "I want AI that works inside it instead of yet another separate app"], links: [p("plus-ai")], notLinks: [p("bubble")] },
  // 'Is there an open-source one?' asks for another with that attribute; 'is there an iPhone app?' asks about the one discussed.
  // The chatbot builders (the task) first, and the answer says which are recorded with the wish: none here.
  "another one with a wish": { ask: ["want a bot on our website that answers from our docs", "is there an open-source one I can self-host?"], links: [p("botpress")], notLinks: [p("localai")], says: ["Top matches", "None of these is recorded with what you asked for (open source"] },
  // 'One that works on android' opens with the kind asked again: the earlier task's tools with the wish,
  // those doing the task before tools for something else that run there.
  "one that, after a list": { ask: ["recommend something to transcribe and summarise my zoom meetings", "one that works on android too, I'm mostly on my phone between site visits"], links: [p("otter-ai")], notLinks: [p("buffer"), p("motion")], says: ["Top matches", "Recorded with what you asked for (iOS and Android): [Claude]"] },
  // A constraint with words of the same task refines it: 'brand voice' is marketing copy, no voice tool.
  "a constraint in the task's own words": { ask: ["what's good for writing marketing emails and facebook ad copy?", "and for a team of 5 that needs to share one brand voice?"], links: [p("jasper")], notLinks: [p("murf-ai"), p("elevenlabs")], says: ["Top matches"] },
  // 'Cheaper than ElevenLabs?' after text to speech: others that do the task asked, not ElevenLabs' music-making neighbours first.
  "cheaper than a platform, after a task": { ask: ["best text to speech for narrating my youtube documentaries?", "cheaper than ElevenLabs? under $10 if possible"], links: [p("descript")], notLinks: [p("mubert")], says: ["Alternatives to"] },
  // 'And X, is it worth it?' after a list is about X, not X against the list's first; 'vale a pena' names no product.
  "and that one, after a list": { ask: ["Quero melhorar o SEO do meu blog de receitas", "e o Surfer SEO, vale a pena?"], links: [p("surfer-seo")], notLinks: ["/suggest-a-tool?name=pena"], says: ["**[Surfer SEO](/platforms/surfer-seo)** ("] },
  // Not being a developer asks for no coding tool.
  "not a developer, about a voice agent": { ask: ["we need something to answer our clinic's phone line and book appointments", "Vapi or Retell, which is easier for someone who isn't a developer?"], links: [p("vapi")], notLinks: [p("claude-code")] },
  // A turn that names only objects ('they're Word files') states no task: the earlier one stays, and 'our developers' are who, not a coding task.
  "objects only, then who will use it": { ask: ["We need to translate our product manuals from English into German and Japanese.", "They're Word files and the formatting has to stay intact.", "Also our developers would want an API for the help center later."], links: [p("google-translate")], notLinks: [p("cursor"), p("cline")], says: ["**Translation**"] },
  // 'How does Intercom compare for that?' after a list: the one named first, against the list's best.
  "how one compares, after a list": { ask: ["We want a bot on our website that answers customer questions from our help center articles.", "How does Intercom compare for that?"], links: [p("intercom-fin")], says: ["**[Intercom Fin](/platforms/intercom-fin)** vs "] },
  // A requirement said of 'it' is about the tool wished for, its other 'it's too; each wish says which listed ones meet it.
  "a requirement with two its": { ask: ["Looking for a way to automate my inbox: when an invoice email arrives, save the PDF to Drive and log it in a sheet.", "It should be open source so I can self-host it on my own server."], links: [p("n8n")], notLinks: [], says: ["Top matches", "(runs on your own machine): [n8n]"] },
  // A price asked of two named, with a soft 'or' between other words, is a price question, not a comparison table.
  "how much, two named with 'or'": { ask: ["How much is Claude Code? Is it included in the Claude Pro plan or billed separately?"], links: [p("claude-code"), p("claude")], says: ["Included with Claude Pro ($20/month)"] },
  // 'Anything cheaper that writes ad copy': 'that' opening a clause with a verb points at nothing before; the others are asked for.
  "cheaper, with a clause of what it does": { ask: ["Jasper is $49/mo just for me... anything cheaper that writes Facebook ad copy and product descriptions? max $20"], links: [p("copy-ai")], says: ["Alternatives to **[Jasper]"] },
  // A wish with a privacy reason and no task of its own, after a list, is the earlier task's ('am liebsten selbst gehostet wg. DSGVO').
  "self-hosted for privacy, after a list": { ask: ["Wir sind ne kleine Agentur und wollen Leads aus Typeform automatisch ins CRM schieben und dann ne Slack-Nachricht kriegen", "am liebsten selbst gehostet wg. DSGVO"], links: [p("n8n")], notLinks: [p("localai")] },
  // 'Pour m'aider à avancer' is the French verb, not the coding tool Aider; a novel in French is fiction.
  "aider, the French verb": { ask: ["j'écris un roman fantasy depuis 3 ans et je bloque au chapitre 12... un outil pour m'aider à avancer sans que ça écrive tout à ma place ?"], links: [p("sudowrite")], notLinks: [p("aider")] },
  // What is kept private is no task: 'the data has to stay in the EU' after a list is privacy, then the earlier task.
  "data kept private": { ask: ["AI chat assistant for our office staff", "but the data has to stay in the EU"], links: [], notLinks: [p("tableau"), p("power-bi")], says: ["privacy", "Top matches"] },
  // Privacy after a comparison is about the platforms compared: what is known of each, not 'name a platform'.
  "privacy after a comparison": { ask: ["Was ist eigentlich der Unterschied zwischen ChatGPT und Claude?", "und welcher ist besser beim Datenschutz, ich sitze in Europa"], links: [p("chatgpt"), p("claude"), "/blog/chatgpt-vs-claude#faq"], says: ["Datenschutzerklärung von ChatGPT", "Datenschutzerklärung von Claude"] },
  // 'Does it have an app?' asks where the platform discussed runs, not for tools to build apps; an app for a task asks for tools.
  "an app, of the one listed": { ask: ["I need to make short videos for TikTok for my bakery", "does the first one have an app?"], links: [p("opus-clip")], notLinks: [p("bubble"), "/?use=app-development"], says: ["whether it runs on iOS"] },
  "a place, over the list": { ask: ["text to speech tools", "which of those has a phone app?"], links: [p("elevenlabs"), p("murf-ai"), p("elevenlabs") + "#attributes", p("murf-ai") + "#attributes"], says: ["whether it runs on iOS"] },
  // A name said as a kind, with what it must do: others like it meeting the wish, not a note on the one named.
  "a private ChatGPT that runs on my own server": { ask: ["I want a private chatgpt that runs on my own server"], links: [p("open-webui")], notLinks: [p("chatgpt") + "#attributes"], says: ["Alternatives to"] },
  "a ChatGPT app of its own": { ask: ["does ChatGPT have an iPhone app?"], links: [p("chatgpt") + "#attributes"] },
  "an app for a task": { ask: ["photo editing apps", "is there an app for removing backgrounds?"], links: [p("photoroom")], notLinks: [p("google-ai-studio"), "/?use=app-development"] },
  "données, in French": { ask: ["je dois traduire des contrats de l'anglais vers le français", "et est-ce que les données restent en europe ?"], links: [p("deepl")], notLinks: [p("tableau")] },
  // 'Inside my editor' is an IDE: a coding assistant, not the chat assistant listed before.
  "inside my editor": { ask: ["what's a good chat ai", "hmm actually it's mostly for writing code inside my editor"], links: ["/?use=code"], notLinks: [p("meta-ai")] },
  "the GitHub one": { ask: ["how much is copilot?", "GitHub"], links: [p("github-copilot")], notLinks: [p("microsoft-copilot")], says: ["$10/month"] },
};

describe("offline assistant answers", () => {
  it.each(Object.entries(cases))("%s", (_name, c) => {
    const answer = ask(...c.ask);
    for (const target of c.links) expect(answer, `should link ${target}`).toContain(`](${target}`);
    for (const target of c.notLinks ?? []) expect(answer, `should not link ${target}`).not.toContain(`](${target})`);
    for (const text of c.says ?? []) expect(answer).toContain(text);
  });


  it("names only catalogue platforms, never outputs HTML, and answers the same way twice", () => {
    const known = new Set(platforms.map((x) => x.id));
    for (const c of Object.values(cases)) {
      const answer = ask(...c.ask);
      expect(answer).toBe(ask(...c.ask));
      expect(answer).not.toMatch(/<[a-z!/]/i);
      for (const id of linkedPlatformIds(answer)) expect(known.has(id), id).toBe(true);
    }
  });

  it("an answer that finds nothing, or to a request it is not for, names no platform", () => {
    expect(linkedPlatformIds(ask("What's the weather in Paris tomorrow?"))).toEqual([]);
    expect(linkedPlatformIds(ask("tell me a joke"))).toEqual([]);
  });

  it("the free filter lists only free and freemium platforms", () => {
    for (const question of ["best free image generator", "free tool to edit videos", "free app to write essays", "best free AI tools"]) {
      const ids = listed(ask(question));
      expect(ids.length, question).toBeGreaterThanOrEqual(3);
      for (const id of ids) expect(getPlatform(id)!.pricing.tier, `${question}: ${id}`).not.toBe("paid");
    }
  });

  it("a budget lists paid-only platforms only when their price fits, keeps those with a free plan, and says which have no price", () => {
    const answer = ask("video tools under $15/month");
    const ids = listed(answer);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) if (getPlatform(id)!.pricing.tier === "paid") expect(monthly(id), id).toBeLessThanOrEqual(15);
    expect(answer).toContain("Tools with a free plan stay, since the free plan is within any budget");
    expect(answer).toContain("the catalogue has no price for");
    const yearly = listed(ask("logo maker for less than $10 a month"));
    expect(yearly).toContain("looka"); // $96/year is $8 a month
  });

  it("under a budget, the task's own tools with a free plan and no listed price still come first, not other kinds with a price", () => {
    const ids = listed(ask("I'm making an indie game alone and need lots of 3D props fast, barrels, crates, that kind of thing", "budget is tight, 20 a month tops"));
    for (const id of ids.slice(0, 3)) expect(getPlatform(id)!.category, id).toBe("3d");
  });

  it("follows up with the same task and a new filter", () => {
    const ids = listed(ask("tools for presentations", "which ones are free?"));
    expect(ids).toContain("pitch");
    for (const id of ids) expect(getPlatform(id)!.pricing.tier).not.toBe("paid");
  });

  it("a wish said after a platform or a list ('something cheaper that I can host myself') keeps the subject and applies the wish", () => {
    // 'that' opening a clause is no pronoun: the answer is Zapier's cheaper alternatives, those one can host first.
    expect(listed(ask("What's an alternative to Zapier?", "something cheaper that I can host myself"))[0]).toBe("n8n");
    // After a list for a task, the wish alone asks for the same task with it.
    expect(listed(ask("I want to automate my invoices", "something I can host myself"))[0]).toBe("n8n");
    // Saying only how ('I'm not a programmer, can AI just build it?') after an app idea: builders for that app.
    const builders = listed(ask("I have an idea for a habit-tracking app", "I'm not a programmer though, can AI just build it for me?"));
    expect(builders.slice(0, 3).filter((id) => getPlatform(id)!.useCases.includes("vibe-coding")).length).toBeGreaterThanOrEqual(2);
    // Who is asking ('company only approves…', 'ich bin Student') after a list keeps the earlier task.
    const servers = listed(ask("need ai that can refactor across lots of files", "company only approves tools that can run on our own servers"));
    for (const id of servers.slice(0, 3)) expect(getPlatform(id)!.category, id).toBe("code");
    // Privacy asked after a list: what the catalogue cannot say, then the earlier task's platforms.
    const secure = ask("need to translate supplier contracts from french to english", "company doesn't want the text stored anywhere, is there a secure option");
    expect(secure).toContain("records privacy terms for only a few platforms");
    expect(listed(secure).slice(0, 3).every((id) => getPlatform(id)!.category === "translation")).toBe(true);
    // A second job added after a list ('and get an audio summary…') asks for one tool for both.
    expect(listed(ask("i want to upload my research pdfs and chat with them", "and get an audio summary for my commute"))[0]).toBe("notebooklm");
    // Who is asking, after a comparison, is about the same comparison.
    expect(ask("Ahrefs or Semrush?", "for a small agency with about 10 clients")).toContain("**[Ahrefs](/platforms/ahrefs)** vs **[Semrush](/platforms/semrush)**");
    // 'The second one' after a comparison is the second platform compared; 'work with Teams' is Microsoft Teams, no team plan.
    const second = ask("fireflies vs otter for sales calls", "does the second one work with teams?");
    expect(second).toMatch(/^\*\*\[Otter\.ai\]\(\/platforms\/otter-ai\)\*\*/);
    expect(second).not.toContain("per seat");
    // 'The first two' of a list: compared side by side, or each asked about.
    expect(ask("tools to make a logo", "what's the difference between the first two?")).toContain("**[Looka](/platforms/looka)** vs **[Tailor Brands](/platforms/tailor-brands)**");
    expect(linkedPlatformIds(ask("tools to make a logo", "do the first two have an iphone app?"))).toEqual(expect.arrayContaining(["looka", "tailor-brands"]));
    // A follow-up to an answer about a product the catalogue lacks reads both questions: it names it again and lists its kind.
    const tome = ask("Tome stopped doing presentations, right?", "what should I use instead for quick decks?");
    expect(tome).toContain("**Tome** is not in our catalogue");
    expect(getPlatform(listed(tome)[0]!)!.category).toBe("presentation");
    // Objects alone beside a word pointing back ('they … the files') are about the platform just discussed.
    expect(ask("is Tailor Brands legit?", "I read they make you pay before you can download the files")).toMatch(/^\*\*\[Tailor Brands\]\(\/platforms\/tailor-brands\)\*\* is paid/);
    // A product the visitor works in, after a comparison, is no product asked about: the comparison stays, after saying we lack it.
    const hubspot = ask("Otter or Fireflies for a 5-person sales team?", "we live in HubSpot");
    expect(hubspot).toContain("**HubSpot** is not in our catalogue");
    expect(hubspot).toContain("**[Otter.ai](/platforms/otter-ai)** vs **[Fireflies.ai](/platforms/fireflies-ai)**");
    // 'Too expensive' about a platform asks for cheaper ones that do the same job.
    for (const id of listed(ask("semrush is too expensive"))) expect(getPlatform(id)!.category, id).toBe("seo");
    // Words that name nothing new after a comparison keep the comparison.
    expect(ask("Power BI vs Tableau for a 20 person company?", "we're mostly on Microsoft 365 if that matters")).toContain("**[Microsoft Power BI](/platforms/power-bi)** vs **[Tableau](/platforms/tableau)**");
    // 'is that free?' still asks about the platform just discussed.
    expect(ask("Tell me about Zapier", "is that free?")).toContain("**[Zapier](/platforms/zapier)** is freemium");
  });

  it("an answer about one platform ends with the platforms most like it, of its kind, never itself", () => {
    for (const [question, id, lang] of [
      ["What is Perplexity good at?", "perplexity", "en"],
      ["Tell me about Lovable", "lovable", "en"],
      ["C'est quoi Midjourney ?", "midjourney", "fr"],
    ] as const) {
      const answer = ask(question);
      const line = answer.split("\n").find((l) => l.startsWith(lang === "fr" ? "**Similaires :**" : "**Similar:**"));
      expect(line, question).toBeDefined();
      const similar = linkedPlatformIds(line!).filter((x) => x !== id);
      expect(similar.length, question).toBeGreaterThanOrEqual(2);
      expect(line).toContain(`(/platforms/${id}#alternatives)`);
      // Of its kind: each shares a use case with it.
      const own = new Set(getPlatform(id)!.useCases);
      for (const x of similar) expect(getPlatform(x)!.useCases.some((u) => own.has(u)), `${question}: ${x}`).toBe(true);
    }
  });
});

describe("offline assistant: what a platform has (issue 28)", () => {
  const recorded = platforms.find((p) => p.attributes?.runsOn?.value.includes("ios"))!;
  const unrecorded = platforms.find((p) => !p.attributes?.openSource)!;

  it("answers with the recorded value and the quote that states it", () => {
    const answer = ask(`Does ${recorded.name} have an iPhone app?`);
    expect(answer).toContain(`Runs on iOS: **yes**.`);
    const source = platformRecord(recorded.id)!.attributes!.runsOn!.sources.find((s) => /ios|iphone|ipad|app store/i.test(s.quote))!;
    expect(answer).toContain(`“${source.quote}”`);
    expect(answer).toContain(`(/platforms/${recorded.id}#attributes)`);
  });

  it("says 'not recorded' for what no page states, never a no", () => {
    const answer = ask(`Is ${unrecorded.name} open source?`);
    expect(answer).toContain("Not recorded: open source. No page we could read states it, so I won't guess either way");
    expect(answer).not.toMatch(/\*\*no\*\*/i);
  });

  it("follows 'the first one' and 'it' to the platform meant, and never takes 'iPhone' for a product the catalogue lacks", () => {
    const list = ask("what are the best ai chat assistants");
    const first = /^1\. \*\*\[([^\]]+)\]/m.exec(list)![1]!;
    const answer = ask("what are the best ai chat assistants", "does the first one have an iPhone app?");
    expect(answer).not.toContain("is not in our catalogue");
    expect(answer.startsWith(`**[${first}]`)).toBe(true);
    const second = /^2\. \*\*\[([^\]]+)\]/m.exec(list)![1]!;
    expect(ask("what are the best ai chat assistants", "and the second one, does it have an API?").startsWith(`**[${second}]`)).toBe(true);
  });
});

describe("offline assistant streaming", () => {
  it("streams the answer in several small pieces that add up to the whole answer", async () => {
    const messages = converse(["ChatGPT vs Claude"]);
    const pieces: string[] = [];
    for await (const piece of offlineReply(messages)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join("")).toBe(offlineAnswer(messages));
    expect(Math.max(...pieces.map((x) => x.trim().split(/\s+/).length))).toBeLessThanOrEqual(10);
  });

  it("stops when the request is aborted", async () => {
    const controller = new AbortController();
    const messages = converse(["alternatives to Canva"]);
    const pieces: string[] = [];
    for await (const piece of offlineReply(messages, controller.signal)) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toHaveLength(2);
    expect(chunkAnswer(offlineAnswer(messages)).length).toBeGreaterThan(2);
  });

  it("sends nothing when the request is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const pieces: string[] = [];
    for await (const piece of offlineReply(converse(["hi"]), controller.signal)) pieces.push(piece);
    expect(pieces).toEqual([]);
  });

  it("greets a conversation with no user message", () => {
    expect(offlineAnswer([])).toContain("catalogue assistant");
  });
});

describe("its price, then others like it", () => {
  it("'does Grammarly have a free plan or is there something free as good?' answers both, Grammarly first", () => {
    const { text } = offlineResult([{ role: "user", content: "does Grammarly have a free plan or is there something free that's as good?" }]);
    const own = text.indexOf("is freemium");
    const others = text.indexOf("Alternatives to");
    expect(own).toBeGreaterThanOrEqual(0);
    expect(others).toBeGreaterThan(own);
  });

  it("free alternatives alone are no question about the platform's own price", () => {
    const { text } = offlineResult([{ role: "user", content: "alternatives to canva, free ones" }]);
    expect(text.startsWith("Alternatives to")).toBe(true);
  });
});

describe("a follow-up that says no task refines the earlier request", () => {
  it("asks the earlier task again with its words instead of finding nothing", () => {
    const turns: ChatMessage[] = [{ role: "user", content: "my son needs help with maths homework" }];
    const first = offlineResult(turns);
    const { text, unanswered } = offlineResult([...turns, { role: "assistant", content: first.text }, { role: "user", content: "so that it explains, rather than handing over the answers" }], { state: first.state });
    expect(unanswered).toBe(false);
    const listed = [...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)\)/g)].map((m) => getPlatform(m[1]!)!);
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed.slice(0, 3)) expect(p.category, p.id).toBe("education");
  });
});

describe("something else with a wish, beside a platform the visitor cannot use", () => {
  const first = "I can't upload client documents to ChatGPT. Is there something that runs on my own computer?";
  it("lists other platforms that run locally, not ChatGPT's own attribute", () => {
    const { text } = offlineResult([{ role: "user", content: first }]);
    expect(text).toMatch(/^Alternatives to \*\*\[ChatGPT\]/);
    expect(text).toContain("](/platforms/open-webui)");
    // The platform's own attribute is still answered when it is what is asked.
    expect(offlineResult([{ role: "user", content: "does ChatGPT run on my own computer?" }]).text).toContain("Not recorded: runs on your own machine");
  });

  it("a follow-up that only adds how asks that question again with it", () => {
    const one = offlineResult([{ role: "user", content: first }]);
    const { text } = offlineResult([{ role: "user", content: first }, { role: "assistant", content: one.text }, { role: "user", content: "I'm not technical at all, it has to be point and click" }], { state: one.state });
    expect(text).toMatch(/^Alternatives to \*\*\[ChatGPT\]/);
  });
});

describe("'ones' after a list is the kind just listed", () => {
  const after = (first: string, next: string) => {
    const one = offlineResult([{ role: "user", content: first }]);
    return offlineResult([{ role: "user", content: first }, { role: "assistant", content: one.text }, { role: "user", content: next }], { state: one.state }).text;
  };
  const listedIn = (text: string) => [...text.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => getPlatform(m[1]!)!);

  it("keeps that kind, with the wishes said, whatever else the words name as reasons", () => {
    const text = after("I need a video editor", "any free ones? my school laptop is locked down");
    const listed = listedIn(text);
    expect(listed.length).toBeGreaterThan(0);
    for (const p of listed.slice(0, 3)) expect(p.category, p.id).toBe("video");
  });

  it("'free ones for video' names a new task", () => {
    const listed = listedIn(after("best image generator", "any free ones for video?"));
    for (const p of listed.slice(0, 3)) expect(p.category, p.id).toBe("video");
  });
});

describe("not coding, said after a list", () => {
  const first = "I run a small plumbing company and miss calls on jobs. Can AI answer the phone and book appointments?";
  it("keeps the earlier task ('do I need a developer? I'm not techy' is about the visitor), and no word of it is a product we lack", () => {
    const one = offlineResult([{ role: "user", content: first }]);
    const { text } = offlineResult([{ role: "user", content: first }, { role: "assistant", content: one.text }, { role: "user", content: "do I need a developer to set it up? I'm not techy at all" }], { state: one.state });
    expect(text).not.toContain("is not in our catalogue");
    const listed = [...text.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => getPlatform(m[1]!)!);
    expect(listed[0]?.category).toBe("voice-agent");
    expect(listed.slice(0, 3).map((p) => p.category)).not.toContain("code");
  });
});

describe("a follow-up that says only whom or what the earlier task is for (decision 0225)", () => {
  it.each([
    ["make me a website", "for a wedding photographer, with a gallery", ["vibe-coding", "web-development"]],
    ["I need a logo", "for a podcast about history", ["logo"]],
  ])("'%s' then '%s' keeps the earlier task", (first, then, useCases) => {
    const ids = listed(ask(first, then)).slice(0, 3);
    expect(ids.length).toBe(3);
    for (const id of ids) expect(useCases.some((u) => (getPlatform(id)!.useCases as string[]).includes(u)), id).toBe(true);
  });

  it("'for video, not images' is still a new task: no article after 'for'", () => {
    const ids = listed(ask("best image generator", "I meant for video, not images")).slice(0, 3);
    for (const id of ids) expect(getPlatform(id)!.category, id).toBe("video");
  });
});

describe("training a bot on one's documents, and a requirement said of 'it' (decision 0226)", () => {
  it("'a bot trained on our FAQ' is a chatbot to build, not a privacy question", () => {
    const ids = listed(ask("we get the same questions from customers every day. I want a bot trained on our FAQ and help docs that answers them")).slice(0, 3);
    expect(ids.length).toBe(3);
    for (const id of ids) expect(getPlatform(id)!.category, id).toBe("chatbot");
  });

  it("'does ChatGPT train on my chats?' is still about privacy", () => {
    expect(ask("does chatgpt train on my chats?")).toContain("privacy");
  });

  it("'it has to run on our own machines' after a list asks for that task locally, not whether the first one does", () => {
    const answer = ask("an AI assistant to help summarize client case files at my law firm", "it has to run on our own machines and work offline");
    expect(answer).not.toContain("Not recorded");
    expect(listed(answer).length).toBeGreaterThanOrEqual(3);
  });
});

describe("privacy and licence questions answer what the catalogue records, with its quote (decision 0226)", () => {
  /** Every platform recording an attribute, with the attribute's record. */
  const recording = (id: "trainsOnContent" | "euDataRegion" | "commercialUse" | "watermark") =>
    platforms.flatMap((p) => {
      const fact = platformRecord(p.id)?.attributes?.[id];
      return fact ? [{ p, fact }] : [];
    });

  it.each([
    ["trainsOnContent", (name: string) => `does ${name} train on my data?`, "Trains on your content by default"],
    ["euDataRegion", (name: string) => `is ${name} data stored in the EU? privacy matters to us`, "EU data region"],
    ["commercialUse", (name: string) => `can I use what ${name} makes commercially?`, "Commercial use of free-plan output"],
    ["watermark", (name: string) => `does ${name} put a watermark on free output?`, "Watermark on free output"],
  ] as const)("%s: the recorded value and the quote that states it", (id, question, label) => {
    const all = recording(id);
    expect(all.length).toBeGreaterThan(0);
    for (const { p, fact } of all) {
      const answer = ask(question(p.name));
      expect(answer, p.id).toContain(`${label}: **`);
      expect(answer, p.id).toContain(fact.sources[0]!.quote);
      expect(answer, p.id).not.toContain("do not include");
    }
  });

  it("a platform recording none of it still says the catalogue does not include its terms", () => {
    const none = platforms.find((p) => !platformRecord(p.id)?.attributes?.trainsOnContent && !platformRecord(p.id)?.attributes?.euDataRegion)!;
    expect(ask(`does ${none.name} train on my data?`)).toContain("do not include");
  });

  it("in Spanish the document is named with its own article", () => {
    const answer = ask("¿Suno me deja usar las canciones comercialmente?");
    expect(answer).toMatch(/lee las condiciones de servicio de Suno/i);
  });
});

describe("an answer about one platform names the platforms most like it (decision 0226)", () => {
  it("a price question ends with the three most like it; with 'free' asked, those with a free plan", () => {
    const answer = ask("is midjourney free?");
    expect(answer).toContain("**Similar:**");
    const others = linkedPlatformIds(answer).filter((id) => id !== "midjourney");
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const id of others) expect(getPlatform(id)!.pricing.tier, id).not.toBe("paid");
  });

  it("an attribute not recorded for it: the ones most like it that are recorded with it", () => {
    const lacking = platforms.find((p) => p.category === "code" && !platformRecord(p.id)?.attributes?.sso)!;
    const answer = ask(`does ${lacking.name} support SSO?`);
    expect(answer).toContain("Not recorded");
    expect(answer).toContain("**Like it, and recorded with it:**");
    const others = linkedPlatformIds(answer).filter((id) => id !== lacking.id);
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) expect(platformRecord(id)?.attributes?.sso?.value, id).toBe("yes");
  });
});

describe("where data must stay, beside a task, is a wish (decision 0226)", () => {
  it("'a bot on our website that answers from our own documents, with the data kept in the EU' lists chatbot builders after the privacy note", () => {
    const answer = ask("Can I put a bot on our website that answers from our own documents, with the data kept in the EU?");
    expect(answer).toContain("records privacy terms for only a few platforms");
    const ids = listed(answer).slice(0, 3);
    expect(ids.length).toBe(3);
    for (const id of ids) expect(getPlatform(id)!.category, id).toBe("chatbot");
  });
});

describe("a product the catalogue lacks, in a question asked again with the one before", () => {
  it("is said to be missing once", () => {
    const answer = ask("I need 3D assets for my indie game", "from a single concept drawing, not from a text prompt", "and it should export something Blender can open");
    expect(answer.match(/\*\*Blender\*\* is not in our catalogue/g)?.length).toBe(1);
  });
});
