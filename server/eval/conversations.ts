import type { GroupName } from "@/server/eval/groups";

/**
 * Conversations a new visitor might have with the assistant (issue 25;
 * docs/decisions/0145-generalisation-eval.md): the visitor's turns, the last under test, the
 * assistant's own answers in between. `kind` grades the platforms the last answer puts forward;
 * `named` should come first; `missing` is a product the catalogue lacks, which the answer must say
 * is not in the catalogue; `honest` marks a question about the site or an off-topic request, which
 * gets a sentence and a pointer, not a list of products.
 */
export type ConversationJudgement = {
  turns: string[];
  kind?: GroupName;
  named?: string;
  missing?: string;
  budget?: number;
  free?: boolean;
  honest?: "site" | "off-topic";
  lang?: "en" | "es" | "de" | "fr" | "pt" | "it";
};

type Opts = Omit<ConversationJudgement, "turns" | "kind">;
const c = (turns: string | string[], kind: GroupName | undefined, o: Opts = {}): ConversationJudgement => ({
  turns: typeof turns === "string" ? [turns] : turns,
  ...(kind ? { kind } : {}),
  ...o,
});

export const conversations: ConversationJudgement[] = [
  // Recommendations, one turn
  c("I run a small bakery and want a logo, what should I use?", "logo"),
  c("Which AI is best for making YouTube thumbnails?", "image"),
  c("I need to turn my lecture notes into slides by tomorrow", "slides"),
  c("What can transcribe my team's weekly calls?", "meetings"),
  c("I want to learn to code with some AI help, where do I start?", "code"),
  c("Something to help my daughter with maths homework", "study"),
  c("Is there an AI that can write songs with vocals?", "music"),
  c("What's good for making short product videos from text?", "videoGen"),
  c("I need a chatbot on my Shopify store to answer shipping questions", "chatbot"),
  c("What should I use to clean up the audio of my podcast?", "podcast"),
  c("Recommend a tool to schedule my LinkedIn posts", "social"),
  c("I'm a solo founder, I want to build an MVP without hiring developers", "vibe"),
  c("Which tool helps me find keywords for my blog?", "seo"),
  c("I'd like an AI to read my contracts and answer questions about them", "notes"),
  c("Can an AI design a 3D model of a chair from a picture?", "threeD"),
  c("What do people use to remove backgrounds from product photos?", "background"),
  c("I want a realistic voiceover for my documentary", "voice"),
  c("My German emails are full of mistakes, what can check them?", "writing"),
  c("I need to analyse survey results in a spreadsheet", "data"),
  c("What AI can take phone calls for my dental clinic?", "voiceAgent"),
  c("I want to connect my CRM and my email without coding", "automation"),
  c("Help me write a fantasy novel", "fiction"),
  c("What's the best AI for writing a novel if I only have $10 a month?", "fiction", { budget: 10 }),
  c("I need a coding assistant but can't spend more than $15 a month", "code", { budget: 15 }),
  c("Free tool to make a presentation for school", "slides", { free: true }),
  c("I'm broke, what can I use to generate images for free?", "image", { free: true }),
  c("Video avatar tool for under $30 a month?", "avatar", { budget: 30 }),
  c("Which meeting note taker has a free plan?", "meetings", { free: true }),
  c("Write my elevator pitch for a coffee startup", "copy"),
  c("Is there an iphone app for an AI assistant?", "chat"),
  c("I want to translate a 40 page manual into French", "translate"),
  c("Dub my cooking videos into Spanish", "dubbing"),
  c("A tutor to practise Italian conversation", "language"),
  c("Which AI search engine shows its sources?", "research"),
  c("I want to run a language model on my own laptop", "local"),
  c("Make a talking avatar of our CEO for internal updates", "avatar"),
  c("I need an agent that books travel and fills forms for me", "agent"),
  c("Turn my Twitch streams into TikTok clips", "clips"),
  c("I need marketing copy for a product launch email", "copy"),
  c("Design an Instagram story for my gym", "design"),
  // Named platforms
  c("Tell me about Midjourney", "image", { named: "midjourney" }),
  c("How much does Cursor cost?", "code", { named: "cursor" }),
  c("What is Perplexity good at?", "research", { named: "perplexity" }),
  c("Is ElevenLabs free?", "voice", { named: "elevenlabs" }),
  c("What does Gamma do?", "slides", { named: "gamma" }),
  c("Alternatives to Canva?", "design"),
  c("Something like Grammarly but cheaper", "writing"),
  c("Cursor vs Windsurf", "code", { named: "cursor" }),
  c("ChatGPT or Claude for writing?", "chat", { named: "chatgpt" }),
  c("What's Hugging Face?", "local", { named: "hugging-face" }),
  c("Tell me about Lovable", "vibe", { named: "lovable" }),
  c("Does Otter work with Zoom?", "meetings", { named: "otter-ai" }),
  // Names the catalogue lacks
  c("Is Ollama any good?", "local", { missing: "Ollama" }),
  c("Should I use LM Studio to run models?", "local", { missing: "LM Studio" }),
  c("What do you think of Sora?", "videoGen", { missing: "Sora" }),
  c("How does CapCut compare to other editors?", "videoEdit", { missing: "CapCut" }),
  c("Tell me about Tome", "slides", { missing: "Tome" }),
  c("Is Jan a good local AI app?", "local", { missing: "Jan" }),
  c("Is GPT4All free?", "local", { missing: "GPT4All" }),
  c("What about Pi from Inflection?", "chat", { missing: "Pi" }),
  c("Is Wix ADI good for a website?", "vibe", { missing: "Wix ADI" }),
  c("Should I try Stable Diffusion WebUI Forge?", "image", { missing: "Forge" }),
  // Multi-turn
  c(["I need an image generator", "which of those are free?"], "image", { free: true }),
  c(["best tools for code", "and for making slides?"], "slides"),
  c(["What are good video generators?", "which one is cheapest?"], "videoGen"),
  c(["Tell me about Descript", "what are the alternatives?"], "videoEdit"),
  c(["I want to make music with AI", "any under $10 a month?"], "music", { budget: 10 }),
  c(["Recommend a logo maker", "what about for a free one?"], "logo", { free: true }),
  c(["what can help me with SEO", "and social media scheduling?"], "social"),
  c(["I need a meeting note taker", "which works with Google Meet?"], "meetings"),
  c(["Recommend a chatbot builder", "one that is free to start"], "chatbot", { free: true }),
  c(["I want to translate documents", "something better than Google Translate"], "translate"),
  c(["What's good for writing blog posts?", "and to check they rank on Google?"], "seo"),
  c(["Help me pick a presentation tool", "I only have $10 a month"], "slides", { budget: 10 }),
  c(["Tell me about Runway", "is there something cheaper?"], "videoGen"),
  c(["I want to automate my invoices", "something I can host myself"], "automation"),
  c(["ai for homework", "for a 10 year old"], "study"),
  c(["Which AI makes realistic photos?", "and can it do logos too?"], "logo"),
  c(["what do you recommend for voice cloning", "is the first one free?"], "voice"),
  c(["suggest a coding assistant", "which of them runs in the terminal?"], "code"),
  c(["best tools for a YouTuber", "I mean for editing the videos"], "videoEdit"),
  c(["Compare Notion AI and NotebookLM", "which is better for research papers?"], "notes"),
  // Other languages
  c("¿Qué herramienta me recomiendas para crear un logotipo?", "logo", { lang: "es" }),
  c("Necesito transcribir mis reuniones de Zoom", "meetings", { lang: "es" }),
  c("¿Cuál es la mejor IA para programar si solo tengo 10 dólares al mes?", "code", { lang: "es", budget: 10 }),
  c(["Quiero hacer vídeos con IA", "¿y alguno gratis?"], "videoGen", { lang: "es", free: true }),
  c("¿Qué es Ollama?", "local", { lang: "es", missing: "Ollama" }),
  c("Welche KI hilft mir beim Schreiben von Bewerbungen?", "writing", { lang: "de" }),
  c("Ich brauche ein Tool, um Präsentationen zu erstellen", "slides", { lang: "de" }),
  c("Welche KI kann Musik komponieren?", "music", { lang: "de" }),
  c(["Ich suche einen Bildgenerator", "welcher davon ist kostenlos?"], "image", { lang: "de", free: true }),
  c("Was kostet Midjourney?", "image", { lang: "de", named: "midjourney" }),
  c("Quel outil pour traduire des documents PDF ?", "translate", { lang: "fr" }),
  c("Je veux créer un chatbot pour mon site web", "chatbot", { lang: "fr" }),
  c("Quelle IA pour faire des vidéos avec un avatar ?", "avatar", { lang: "fr" }),
  c(["Je cherche un assistant de code", "lequel est gratuit ?"], "code", { lang: "fr", free: true }),
  c("C'est quoi Perplexity ?", "research", { lang: "fr", named: "perplexity" }),
  c("Qual ferramenta uso para editar podcasts?", "podcast", { lang: "pt" }),
  c("Preciso de um gerador de imagens barato", "image", { lang: "pt" }),
  c("Quero automatizar tarefas entre aplicativos", "automation", { lang: "pt" }),
  c(["Preciso de uma ferramenta de SEO", "qual é mais barata?"], "seo", { lang: "pt" }),
  c("O que é o Claude?", "chat", { lang: "pt", named: "claude" }),
  c("Quale IA mi consigli per creare immagini?", "image", { lang: "it" }),
  c("Mi serve uno strumento per sottotitolare i video", "videoEdit", { lang: "it" }),
  c("Cerco un assistente per scrivere codice", "code", { lang: "it" }),
  c("Come posso tradurre un documento in inglese?", "translate", { lang: "it" }),
  c("Quanto costa ChatGPT?", "chat", { lang: "it", named: "chatgpt" }),
  // About the site
  c("Who runs this website?", undefined, { honest: "site" }),
  c("How do you rank the tools?", undefined, { honest: "site" }),
  c("Do companies pay to be listed here?", undefined, { honest: "site" }),
  c("How can I contact the owner of the site?", undefined, { honest: "site" }),
  c("Can I suggest a tool that's missing?", undefined, { honest: "site" }),
  c("Is this site affiliated with OpenAI?", undefined, { honest: "site" }),
  c("Where do your prices come from?", undefined, { honest: "site" }),
  c("¿Quién está detrás de esta web?", undefined, { honest: "site", lang: "es" }),
  c("Wie werden die Tools bewertet?", undefined, { honest: "site", lang: "de" }),
  // Off-topic
  c("Write me a poem about the sea", undefined, { honest: "off-topic" }),
  c("What's the capital of Australia?", undefined, { honest: "off-topic" }),
  c("What's the weather tomorrow in Paris?", undefined, { honest: "off-topic" }),
  c("Tell me a joke", undefined, { honest: "off-topic" }),
  c("How do I boil an egg?", undefined, { honest: "off-topic" }),
  c("Who won the world cup in 2022?", undefined, { honest: "off-topic" }),
  c("Translate 'good morning' into Japanese", undefined, { honest: "off-topic" }),
  c("Can you do my taxes?", undefined, { honest: "off-topic" }),
  c("Escríbeme un poema sobre el amor", undefined, { honest: "off-topic", lang: "es" }),
  c("Quelle est la capitale du Canada ?", undefined, { honest: "off-topic", lang: "fr" }),
  c("Qual è la ricetta della carbonara?", undefined, { honest: "off-topic", lang: "it" }),
];
