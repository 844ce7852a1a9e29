import { describe, expect, it, vi } from "vitest";
import { compileTasks } from "@/lib/discovery/tasks";
import type { Task } from "@/lib/vocabulary";

const other = { es: ["uno"], de: ["eins"], fr: ["un"], pt: ["um"], it: ["uno"] };
const task = (id: string, en: string[], useCases: Task["useCases"] = ["code"]): Task => ({ id, label: id, useCases, phrases: { en, ...other } });
const matcher = compileTasks([
  task("code.agent", ["coding agent", "agentic coding", "edit my codebase"]),
  task("code.terminal", ["terminal coding agent", "coding in the terminal", "shell commands"]),
  task("video.generate", ["text to video", "make a video", "generate a video"], ["video"]),
  task("audio.transcribe", ["video to text", "transcribe", "speech to text"], ["audio"]),
  task("voice.read", ["read aloud"], ["audio"]),
  task("text.chat", ["ai assistant"], ["text"]),
  task("code.review", ["review code", "code"]),
]);
const ids = (text: string) => matcher.match(text).map((m) => `${m.id}: ${m.words}`);

describe("reading tasks in a text", () => {
  it("skips articles and possessives on both sides, and gives back the visitor's words", () => {
    expect(ids("edit the codebase")).toEqual(["code.agent: edit the codebase"]);
    expect(ids("make video")).toEqual(["video.generate: make video"]);
  });

  it("reads a phrase of several words in another order, but keeps 'text to video' apart from 'video to text'", () => {
    expect(ids("coding agent terminal")).toEqual(["code.terminal: coding agent terminal"]);
    expect(ids("a coding agent")).toEqual(["code.agent: coding agent"]);
    expect(ids("text to video")).toEqual(["video.generate: text to video"]);
    expect(ids("video to text")).toEqual(["audio.transcribe: video to text"]);
  });
});

describe("a two-word phrase with the visitor's own word between its words", () => {
  it("reads the phrase, with the word between given back", () => {
    expect(ids("read my emails aloud")).toEqual(["voice.read: read my email aloud"]);
  });

  it("before a particle, takes the verb's object of up to three words between (decision 0241)", () => {
    expect(ids("read the whole report aloud please")).toEqual(["voice.read: read the whole report aloud"]);
    expect(ids("read the whole long annual report aloud please")).toEqual([]);
  });

  it("never across a joining word or a number, never for a phrase of words that say only 'AI' or a helper, nor one whose last word says a task alone", () => {
    expect(ids("read and aloud")).toEqual([]);
    expect(ids("read 3 aloud")).toEqual([]);
    expect(ids("an ai coding assistant")).toEqual([]);
    expect(ids("review python code")).toEqual(["code.review: code"]);
  });
});

describe("a conversion said from its two ends", () => {
  it("reads 'Y from X' and 'turn X into Y' as the vocabulary's 'X to Y', the words of a kind of material standing for one another", () => {
    expect(ids("a short cinematic video from a text prompt")).toEqual(["video.generate: cinematic video from a text prompt"]);
    expect(ids("turn this clip into text")).toEqual(["audio.transcribe: turn this clip into text"]);
    expect(ids("convert my voice memos to text")).toEqual(["audio.transcribe: convert my voice memo to text"]);
    expect(ids("get the text from a recording")).toEqual(["audio.transcribe: text from a recording"]);
    expect(ids("crea un video a partir de un texto")).toEqual(["video.generate: video a partir de un texto"]);
  });

  it("reads the material after 'of' and a word of two kinds ('a rough sketch of a website' is a design, 'the first draft of my essay' a document)", () => {
    const more = compileTasks([task("design.prototype", ["design to code", "prototype from a prompt", "clickable prototype"], ["design"]), task("slides.from-document", ["document to slides", "pdf to presentation", "notes to slides"], ["presentation"])]);
    const read = (text: string) => more.match(text).map((m) => m.id);
    expect(read("a tool to turn a rough sketch of a website into html")).toEqual(["design.prototype"]);
    expect(read("turn the first draft of my essay into slides")).toEqual(["slides.from-document"]);
    expect(read("turn my figma design into react code")).toEqual(["design.prototype"]);
  });

  it("reads a conversion with no verb from the two words around 'to' ('clip to text'), and a phrase with a verb of its own keyed without it", () => {
    expect(ids("clip to text")).toEqual(["audio.transcribe: clip to text"]);
    const notes = compileTasks([task("learn.study-notes", ["turn my notes into a podcast", "study from my sources", "flashcards"], ["learning"]), task("audio.podcast", ["podcast", "record a podcast", "edit a podcast"], ["audio"])]);
    expect(notes.match("notes to podcast").map((m) => `${m.id}: ${m.words}`)).toEqual(["learn.study-notes: note to podcast"]);
    // The task said inside the conversion's words is part of it.
    expect(notes.match("turn my lecture notes into a podcast").map((m) => m.id)).toEqual(["learn.study-notes"]);
  });

  it("needs a verb of turning before 'to' or 'into', and leaves taking something out of a picture alone", () => {
    expect(ids("add text to my video")).toEqual([]);
    expect(ids("text and video")).toEqual([]);
    expect(ids("remove the text from my video")).toEqual([]);
    expect(ids("a video from my holiday")).toEqual([]);
  });
});

describe("a compound said as its kind of tool and a clause", () => {
  const kinds = compileTasks([task("agent.browser", ["browser agent", "web agent", "ai browser"], ["productivity"]), task("meeting.schedule", ["calendar assistant", "plan my week", "time blocking"], ["productivity"])]);
  const read = (text: string) => kinds.match(text).map((m) => `${m.id}: ${m.words}`);

  it("reads 'an agent that does tasks in my browser' as a browser agent", () => {
    expect(read("an agent that can do tasks in my browser")).toEqual(["agent.browser: agent that can do task in my browser"]);
    expect(read("an assistant which organises my calendar")).toEqual(["meeting.schedule: assistant which organise my calendar"]);
    // Or a place: two words at most.
    expect(read("an agent in my browser")).toEqual(["agent.browser: agent in my browser"]);
  });

  it("not past another kind of tool, a second request, six words of a clause or two of a place", () => {
    expect(read("an assistant that writes emails and a calendar")).toEqual([]);
    expect(read("an agent that reads every page I open and remembers it in the browser")).toEqual([]);
    expect(read("an agent on my old laptop browser")).toEqual([]);
  });
});

describe("another word for a phrase's kind of tool", () => {
  const helpers = compileTasks([task("chatbot.internal", ["company wiki bot", "hr bot", "internal knowledge base"], ["chatbot"]), task("logo.generate", ["logo maker", "design a logo", "brand mark"], ["logo"]), task("text.chat", ["chatbot", "ai chatbot", "talk to ai"], ["text"])]);
  const read = (text: string) => helpers.match(text).map((m) => `${m.id}: ${m.words}`);

  it("reads 'company wiki chatbot' as the vocabulary's 'company wiki bot', 'logo creator' as 'logo maker'", () => {
    expect(read("a company wiki chatbot")).toEqual(["chatbot.internal: company wiki chatbot"]);
    expect(read("best logo creator")).toEqual(["logo.generate: logo creator"]);
    expect(read("a bot for our company wiki")).toEqual(["chatbot.internal: bot for our company wiki"]);
  });

  it("leaves a kind alone as it is; a phrase of it and another word is the same phrase in either word", () => {
    expect(read("a bot")).toEqual([]);
    expect(read("an ai bot")).toEqual(["text.chat: ai bot"]);
    expect(read("ai chatbot")).toEqual(["text.chat: ai chatbot"]);
  });
});

describe("a workflow said by naming the apps", () => {
  const flows = compileTasks([task("automation.workflow", ["workflow automation", "connect apps", "automate repetitive tasks"], ["productivity"])]);
  const read = (text: string) => flows.match(text).map((m) => `${m.id}: ${m.words}`);

  it("reads a verb of linking and two apps, or a trigger, an action and an app", () => {
    expect(read("I want to connect my CRM and my email without coding")).toEqual(["automation.workflow: connect my crm and my email"]);
    expect(read("sync my shopify orders to google sheets")).toEqual(["automation.workflow: sync my shopify order to google sheet"]);
    expect(read("when I get an email, add it to my trello board")).toEqual(["automation.workflow: when i get an email add it to my trello"]);
  });

  it("not one app alone, nor a trigger without an action on an app", () => {
    expect(read("sync my calendar")).toEqual([]);
    expect(read("when I write emails I want better grammar")).toEqual([]);
  });
});

describe("the site's task vocabulary", () => {
  it("is compiled once per process in production, whichever copy of the module asks (decision 0219)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      vi.resetModules();
      const first = (await import("@/lib/discovery/tasks")).siteTasks;
      vi.resetModules();
      const second = (await import("@/lib/discovery/tasks")).siteTasks;
      expect(second).toBe(first);
      expect(second.match("I need a coding agent in the terminal").map((t) => t.id)).toEqual(first.match("I need a coding agent in the terminal").map((t) => t.id));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("a form the vocabulary does not know, as the word it knows", () => {
  it("reads 'transcribing interviews' as the vocabulary's 'transcribe'", () => {
    expect(ids("transcribing my interviews")).toEqual(["audio.transcribe: transcribe"]);
  });
});

describe("a German verb of turning that closes the clause", () => {
  it("reads 'Fotos in Videos verwandeln' as photo to video", () => {
    const german = compileTasks([task("video.image-to-video", ["image to video", "photo to video", "animate a photo"], ["video"])]);
    expect(german.match("ich möchte Fotos in Videos verwandeln").map((m) => `${m.id}: ${m.words}`)).toEqual(["video.image-to-video: mochte foto in video verwandeln"]);
  });
});

describe("'automatically' and two apps, in any language (decision 0226)", () => {
  const flows = compileTasks([task("automation.workflow", ["workflow automation", "connect apps", "automate repetitive tasks"], ["productivity"])]);
  const read = (text: string) => flows.match(text).map((m) => m.id);
  it("'neue Gmail-Anhänge automatisch in Google Drive ablegen' is a workflow; one app is none", () => {
    expect(read("neue Gmail-Anhänge automatisch in Google Drive ablegen und in Sheets eintragen")).toEqual(["automation.workflow"]);
    expect(read("automatically fix grammar in my emails")).toEqual([]);
  });
});
