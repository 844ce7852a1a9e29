import { describe, expect, it } from "vitest";
import { understandText } from "@/lib/discovery/understand";

const cases = (text: string) => understandText(text).useCases;

describe("languages listed together beside a task are the languages it is done in, not a translation (decision 0237)", () => {
  for (const text of ["landing page copy in french and italian", "a voice agent that takes bookings in portuguese, spanish and english", "Newsletter auf Deutsch und Englisch schreiben"]) {
    it(`'${text}' reads no translation`, () => expect(cases(text)).not.toContain("translation"));
  }

  for (const text of ["the lease is in dutch, I need it in english", "my in-laws text me in korean and vietnamese", "spanish and english", "can we have them in polish and czech with my own voice"]) {
    it(`'${text}' is still a translation`, () => expect(cases(text)).toContain("translation"));
  }
});

describe("messages answered where customers write are a support chatbot; a mood board is a visual board (decision 0237)", () => {
  for (const text of ["a tool that replies to our facebook messages for us", "una ia que responda los mensajes de whatsapp de la tienda", "something on our site that answers visitors at 2am"]) {
    it(`'${text}' reads the support chatbot task`, () => expect(understandText(text).tasks.map((t) => t.id)).toContain("chatbot.support"));
  }

  it("'I reply to every email by hand' is no chatbot", () => expect(understandText("I reply to every email by hand").tasks.map((t) => t.id)).not.toContain("chatbot.support"));

  it("'moodboard for a brand refresh' reads a design task", () => expect(cases("moodboard for a brand refresh")).toContain("design"));
});

describe("learning a language said with a verb of learning in any form and the language (decision 0237)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  for (const text of ["estoy estudiando francés", "meine Tochter lernt Englisch", "imparo lo spagnolo da sola", "estou aprendendo alemão", "need help with japanese vocab"]) {
    it(`'${text}' reads language learning`, () => expect(tasks(text)).toContain("learn.language"));
  }

  it("'I learn best from videos, in english please' reads no language learning", () => expect(tasks("I learn best from videos, in english please")).not.toContain("learn.language"));
});

describe("a teacher making exams and activities, in Spanish (decision 0237)", () => {
  it("'necesito crear exámenes para mis grupos' reads the teaching materials task", () =>
    expect(understandText("necesito crear exámenes para mis grupos").tasks.map((t) => t.id)).toContain("teach.materials"));
  it("'soy docente de primaria' says who is asking: education", () => expect(cases("soy docente de primaria")).toContain("education"));
});

describe("what the visitor does meanwhile is context, not the task (decision 0237)", () => {
  const meetingWeight = (text: string) => Math.max(0, ...understandText(text).needs.filter((n) => n.categories?.includes("meetings")).map((n) => n.weight));
  it("'an agent that writes a market report on our rivals while I'm on zoom calls' counts the calls half", () =>
    expect(meetingWeight("an agent that writes a market report on our rivals while I'm on zoom calls")).toBeLessThan(1));
  it("'record my zoom calls and write the minutes' is still a meeting task", () => expect(meetingWeight("record my zoom calls and write the minutes")).toBe(1));
});

describe("something done again and again, wished to run by itself, is a workflow; posting that runs itself is scheduling (decision 0237)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  for (const text of ["we email the same invoice reminders each month, I want it automated", "jede Woche dieselbe Mail an das Team, das soll automatisch laufen"]) {
    it(`'${text}' reads a workflow`, () => expect(tasks(text)).toContain("automation.workflow"));
  }
  it("'I write the same intro every week' reads no workflow", () => expect(tasks("I write the same intro every week")).not.toContain("automation.workflow"));
  it("'publish our pinterest pins daily on autopilot' reads social scheduling", () => expect(tasks("publish our pinterest pins daily on autopilot")).toContain("social.schedule"));
});

describe("a German verb in the third person is read as its infinitive (decision 0237)", () => {
  it("'eine KI, die Excel-Listen auswertet' reads the data analysis task", () =>
    expect(understandText("eine KI, die Excel-Listen auswertet").tasks.map((t) => t.id)).toContain("data.analyze"));
  it("'ein Tool, das Interviews transkribiert' reads transcription", () => expect(cases("ein Tool, das Interviews transkribiert")).toContain("productivity"));
  it("'wo man Fragen an die Daten stellt' reads asking the data", () =>
    expect(understandText("etwas, wo man Fragen an die Daten stellt").tasks.map((t) => t.id)).toContain("data.dashboard"));
});

describe("answers that show their sources, writing that should rank (decision 0237)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  for (const text of ["I want answers that link the sources for each claim", "una ia que responda con fuentes"]) {
    it(`'${text}' reads cited answers`, () => expect(tasks(text)).toContain("research.cited-answers"));
  }
  it("'cite sources in apa format' stays academic writing", () => expect(tasks("cite sources in apa format")).not.toContain("research.cited-answers"));
  it("'my recipe articles never rank' reads content optimised for search", () => expect(tasks("my recipe articles never rank")).toContain("seo.content-optimize"));
});

describe("writing a paper is academic writing, finding papers is research (decision 0237)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  it("'need help writing a scientific paper, english is my second language' reads academic writing", () =>
    expect(tasks("need help writing a scientific paper, english is my second language")).toContain("writing.academic"));
  it("'find scientific papers on sleep' stays finding papers", () => expect(tasks("find scientific papers on sleep")).toContain("research.papers"));
});

describe("searching spoiled by ads is a private search engine, and the ads no need of their own (decision 0237)", () => {
  it("'so tired of ads in my search results' reads private search and no marketing", () => {
    const reading = understandText("so tired of ads in my search results, is there something better");
    expect(reading.tasks.map((t) => t.id)).toContain("search.private");
    expect(reading.useCases).not.toContain("marketing");
  });
  it("'run ads on google for my bakery' stays advertising", () => expect(cases("run ads on google for my bakery")).toContain("marketing"));
});
