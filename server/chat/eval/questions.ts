/**
 * The offline assistant's evaluation set (issue 14; docs/decisions/0046-assistant-eval.md). Each
 * question says what a practitioner would expect: platforms among the first three (at least one by
 * default, so the set stays true as the catalogue grows and better platforms join), platforms that
 * must not come first (the wrong kind of tool), and words the answer must contain. Expected ids that
 * the catalogue does not have yet are allowed: they count once they land.
 *
 * Run with `npm run eval:assistant`; `server/chat/eval/eval.test.ts` runs it in `npm test`.
 */

export type EvalKind =
  | "recommend"
  | "constraint"
  | "describe"
  | "price"
  | "compare"
  | "alternatives"
  | "guides"
  | "greeting"
  | "off-topic"
  | "follow-up"
  | "language"
  | "multi-intent";

export type EvalQuestion = {
  /** The visitor's turns (the assistant's turns in between are its own answers); the last is under test. */
  ask: string | string[];
  kind: EvalKind;
  /** Platforms a practitioner expects among the first three: at least `atLeast` of them (default 1). */
  top3?: string[];
  atLeast?: number;
  /** Platforms that must not come first: the wrong kind of tool for the question. */
  notFirst?: string[];
  /** Platforms that must not be listed at all (the subject of 'alternatives to X'). */
  notListed?: string[];
  /** Text the answer must contain. */
  says?: (string | RegExp)[];
  /** Text it must not contain. */
  saysNot?: (string | RegExp)[];
  /** Every listed platform has a free plan. */
  allFree?: boolean;
  /** Every listed platform's cheapest paid plan is at most this (US dollars a month). */
  budget?: number;
  /** The assistant should say it has no answer (counted as unanswered). */
  unanswered?: boolean;
};

// Practitioner expectations per kind of tool, including platforms the growing catalogue may add.
const chatAssistants = ["chatgpt", "gemini", "claude", "microsoft-copilot", "deepseek", "meta-ai", "mistral-le-chat", "perplexity", "grok"];
const chatbotBuilders = ["chatbase", "tidio", "intercom-fin", "voiceflow", "botpress", "manychat", "drift", "zendesk-ai", "landbot", "crisp"];
const avatarVideo = ["heygen", "synthesia", "d-id", "colossyan", "hour-one", "elai", "captions", "hedra", "argil", "vidnoz", "deepbrain-ai-studios"];
const socialSchedulers = ["buffer", "hootsuite", "later", "simplified", "metricool", "publer", "ocoya", "predis-ai", "sprout-social", "planoly", "socialbee", "vista-social"];
const seoTools = ["surfer-seo", "semrush", "frase", "ahrefs", "clearscope", "marketmuse", "neuronwriter", "se-ranking", "writesonic"];
const translators = ["deepl", "google-translate", "smartcat", "reverso"];
const grammarTools = ["quillbot", "prowritingaid", "languagetool", "wordtune", "hemingway", "writer", "ginger"];
const imageGenerators = ["midjourney", "adobe-firefly", "ideogram", "leonardo-ai", "flux", "stability-ai", "krea", "dall-e", "chatgpt", "recraft", "gemini"];
const videoGenerators = ["runway", "pika", "kling", "luma-dream-machine", "google-veo", "hailuo-ai", "higgsfield", "adobe-firefly"];
// Making a video: generators, and the editors and template tools people use to make one.
const videoMakers = ["runway", "pika", "kling", "luma-dream-machine", "google-veo", "hailuo", "invideo-ai", "kapwing", "veed", "captions", "descript", "pictory", "capcut", "canva", "heygen", "synthesia", "deepbrain-ai-studios", "vidnoz", "clipchamp"];
const codeTools = ["cursor", "github-copilot", "windsurf", "claude-code", "replit", "tabnine", "amazon-q-developer", "codex", "cline", "jetbrains-ai", "aider", "zed", "warp", "gemini-cli", "devin", "google-colab", "kilo-code"];
const appBuilders = ["lovable", "bolt-new", "replit", "v0", "base44", "bubble", "softr", "glide"];
const logoMakers = ["looka", "recraft", "canva", "ideogram", "microsoft-designer", "brandmark", "designs-ai", "logoai"];
const presentationMakers = ["gamma", "beautiful-ai", "pitch", "tome", "canva", "plus-ai", "slidesai", "decktopus"];
const meetingNotes = ["otter-ai", "fireflies-ai", "fathom", "tldv", "read-ai", "granola", "krisp", "tactiq"];
const voiceTools = ["elevenlabs", "murf-ai", "play-ht", "wellsaid", "speechify", "descript", "resemble-ai"];
const musicTools = ["suno", "udio", "aiva", "soundraw", "mubert", "boomy", "stable-audio"];
const researchTools = ["perplexity", "notebooklm", "elicit", "consensus", "scite", "gemini", "chatgpt", "semantic-scholar", "scholarcy"];
const studyTools = ["khanmigo", "notebooklm", "quizlet", "duolingo-max", "coursera-coach", "chatgpt", "gemini", "studyfetch", "socratic"];
const supportBots = ["intercom-fin", "chatbase", "tidio", "voiceflow", "zendesk-ai", "botpress", "drift", "ada", "crisp", "landbot"];
const writingTools = ["jasper", "copy-ai", "writesonic", "claude", "chatgpt", "grammarly", "quillbot", "notion-ai", "rytr", "sudowrite"];
const designTools = ["canva", "figma", "microsoft-designer", "adobe-firefly", "uizard", "galileo-ai", "visily", "framer"];

export const questions: EvalQuestion[] = [
  // ── The six questions of issue 14 ─────────────────────────────────────────
  { kind: "recommend", ask: "I want to make short marketing videos with an AI avatar, on a small budget", top3: avatarVideo, atLeast: 2, notFirst: ["elevenlabs", "buffer", "ideogram", "murf-ai"] },
  { kind: "recommend", ask: "something to schedule my instagram and linkedin posts with AI captions", top3: socialSchedulers, notFirst: ["canva", "jasper", "chatgpt"] },
  { kind: "recommend", ask: "Give me a tool for keyword research and ranking blog posts on Google", top3: seoTools, atLeast: 2, notFirst: ["perplexity", "chatgpt", "elicit"] },
  { kind: "constraint", ask: "best free ai chatbot with no limits", top3: chatAssistants, atLeast: 2, notFirst: chatbotBuilders, allFree: true },
  { kind: "alternatives", ask: "Alternatives to Grammarly?", top3: grammarTools, notListed: ["grammarly"] },
  { kind: "language", ask: "Wie kann ich PDFs ins Englische übersetzen?", top3: translators, says: ["auf Englisch"] },

  // ── Recommendations for a task ────────────────────────────────────────────
  { kind: "recommend", ask: "What's the best AI to write a blog post?", top3: writingTools, notFirst: ["deepl", "midjourney"] },
  { kind: "recommend", ask: "I need to make a logo for my bakery", top3: logoMakers, atLeast: 2, notFirst: ["midjourney", "runway"] },
  { kind: "recommend", ask: "edit videos", top3: [...videoMakers, "opus-clip"], notFirst: ["elevenlabs"] },
  { kind: "recommend", ask: "help me debug my python code", top3: codeTools, atLeast: 2, notFirst: ["midjourney", "lovable"] },
  { kind: "recommend", ask: "I want to build an app without coding", top3: appBuilders, atLeast: 2, notFirst: ["github-copilot", "tabnine"] },
  { kind: "recommend", ask: "translate a contract into German", top3: translators, notFirst: ["elevenlabs", "heygen"] },
  { kind: "recommend", ask: "make a pitch deck for investors", top3: presentationMakers, atLeast: 2 },
  { kind: "recommend", ask: "SEO tools to rank higher on Google", top3: seoTools, atLeast: 2 },
  { kind: "recommend", ask: "customer support bot for my website", top3: supportBots, atLeast: 2, notFirst: ["github-copilot", "cursor", "chatgpt"] },
  { kind: "recommend", ask: "AI to make a song with vocals", top3: musicTools, atLeast: 2 },
  { kind: "recommend", ask: "transcribe my meetings", top3: meetingNotes, atLeast: 2, notFirst: ["elevenlabs"] },
  { kind: "recommend", ask: "what should I use to study for my exams?", top3: studyTools },
  { kind: "recommend", ask: "tools for deep research with sources", top3: researchTools, notFirst: ["deepseek"] },
  { kind: "recommend", ask: "avatar video for training", top3: avatarVideo, atLeast: 2 },
  { kind: "recommend", ask: "text to speech voiceover for my youtube videos", top3: voiceTools, notFirst: ["runway", "midjourney"] },
  { kind: "recommend", ask: "generate images from a text prompt", top3: imageGenerators, atLeast: 2, notFirst: ["runway", "canva"] },
  { kind: "recommend", ask: "an AI that writes code in my IDE", top3: codeTools, atLeast: 2 },
  { kind: "recommend", ask: "build a landing page for my startup", top3: [...appBuilders, "framer", "durable", "wix"], notFirst: ["surfer-seo", "jasper"] },
  { kind: "recommend", ask: "make slides from a document", top3: presentationMakers, atLeast: 2 },
  { kind: "recommend", ask: "repurpose a long video into short clips for tiktok", top3: ["opus-clip", "descript", "captions", "vidyo-ai", "klap", "submagic"], notFirst: ["elevenlabs"] },
  { kind: "recommend", ask: "analyse a spreadsheet and make charts", top3: ["chatgpt", "claude", "gemini", "julius-ai", "microsoft-copilot", "rows", "semrush"], notFirst: ["midjourney"] },
  { kind: "recommend", ask: "design a UI mockup for my app", top3: designTools, notFirst: ["github-copilot", "tabnine"] },
  { kind: "recommend", ask: "remove the background from product photos", top3: [...designTools, ...imageGenerators, "photoroom", "remove-bg", "clipdrop"], notFirst: ["runway", "elevenlabs"] },
  { kind: "recommend", ask: "clone my voice for a podcast", top3: voiceTools, notFirst: ["suno", "heygen"] },
  { kind: "recommend", ask: "an AI search engine that cites sources", top3: ["perplexity", "gemini", "chatgpt", "microsoft-copilot", "you-com", "phind", "consensus"], notFirst: ["semrush", "surfer-seo"] },
  { kind: "recommend", ask: "write marketing copy for ads", top3: [...writingTools, "anyword", "adcreative-ai"], notFirst: ["midjourney", "runway"] },
  { kind: "recommend", ask: "learn Spanish with AI", top3: ["duolingo-max", "chatgpt", "gemini", "deepl", "quillbot", "speak", "praktika"], notFirst: ["midjourney"] },
  { kind: "recommend", ask: "make a 3D model from a photo", top3: ["meshy", "luma-ai", "tripo", "spline", "krea", "leonardo-ai", "adobe-firefly", "canva", "figma", "stability-ai", "flux", "midjourney", "csm"], notFirst: ["elevenlabs"] },
  { kind: "recommend", ask: "automate my workflows with AI agents", top3: ["zapier", "make", "n8n", "notion-ai", "microsoft-copilot", "claude", "chatgpt", "otter-ai", "fireflies-ai", "relevance-ai", "lindy"], notFirst: ["midjourney", "suno"] },

  // ── Constraints: free, cheap, budget, team ────────────────────────────────
  { kind: "constraint", ask: "best free image generator", top3: imageGenerators, allFree: true, notFirst: ["canva"] },
  { kind: "constraint", ask: "cheap video generator", top3: videoGenerators, notFirst: ["elevenlabs", "buffer", "ideogram"] },
  { kind: "constraint", ask: "AI video editing under $10 a month", budget: 10, top3: [...videoGenerators, "descript", "capcut", "clipchamp", "kapwing", "veed"], says: ["$10/month or less"] },
  { kind: "constraint", ask: "free tool to make a logo", top3: logoMakers, allFree: true },
  { kind: "constraint", ask: "coding assistant under $15/month", budget: 15, top3: codeTools },
  { kind: "constraint", ask: "affordable avatar video tool", top3: avatarVideo, atLeast: 2, notFirst: ["elevenlabs", "buffer", "ideogram", "luma-dream-machine"] },
  { kind: "constraint", ask: "free presentation maker", top3: presentationMakers, allFree: true },
  { kind: "constraint", ask: "cheapest meeting note taker", top3: meetingNotes, notFirst: ["buffer", "elevenlabs"] },
  { kind: "constraint", ask: "a writing assistant for a team", top3: writingTools, says: ["For a team"] },
  { kind: "constraint", ask: "free AI to write essays", top3: writingTools, allFree: true, notFirst: ["midjourney"] },
  { kind: "constraint", ask: "a free translator", top3: translators, allFree: true },
  { kind: "constraint", ask: "music generator under 10 dollars", budget: 10, top3: musicTools },

  // ── What a platform is ────────────────────────────────────────────────────
  { kind: "describe", ask: "What is NotebookLM?", top3: ["notebooklm"], says: ["**Strengths:**"] },
  { kind: "describe", ask: "tell me about sd", top3: ["stability-ai"] },
  { kind: "describe", ask: "what's veo?", top3: ["google-veo"] },
  { kind: "describe", ask: "Is Midjourney good for logos?", top3: ["midjourney"], says: ["Logo & Design is not among [Midjourney]"] },
  { kind: "describe", ask: "what is Pitch?", top3: ["pitch"] },
  { kind: "describe", ask: "copilot in excel", top3: ["microsoft-copilot"], notFirst: ["github-copilot"] },
  { kind: "describe", ask: "tell me about HeyGen", top3: ["heygen"] },

  // ── Prices (each says when it was checked) ────────────────────────────────
  { kind: "price", ask: "How much is Midjourney?", top3: ["midjourney"], says: ["$10/month", /checked \d{4}-\d{2}-\d{2}/] },
  { kind: "price", ask: "is Perplexity free?", top3: ["perplexity"], says: ["Yes, there is a free plan", /checked \d{4}-\d{2}-\d{2}/] },
  { kind: "price", ask: "Is Jasper free?", top3: ["jasper"], says: ["No."] },
  { kind: "price", ask: "le chat pricing", top3: ["mistral-le-chat"], says: [/checked \d{4}-\d{2}-\d{2}/] },
  { kind: "price", ask: "how much is midjurney", top3: ["midjourney"], says: ["$10/month"] },
  { kind: "price", ask: "is firefly free?", top3: ["adobe-firefly"], notFirst: ["fireflies-ai"] },
  { kind: "price", ask: "what does Claude cost for a team?", top3: ["claude"], says: ["For a team"] },

  // ── Comparisons ───────────────────────────────────────────────────────────
  { kind: "compare", ask: "ChatGPT vs Claude", top3: ["chatgpt", "claude"], atLeast: 2, says: ["| Pricing |"] },
  { kind: "compare", ask: "compare Cursor and Windsurf", top3: ["cursor", "windsurf"], atLeast: 2 },
  { kind: "compare", ask: "What's the difference between Midjourney and DALL-E?", top3: ["midjourney", "chatgpt"], atLeast: 2, says: ["| Pricing |"] },
  // ── Everyday tasks said in plain words (added 2026-11-24) ─────────────────
  { kind: "follow-up", ask: ["ChatGPT vs Claude", "which is better for coding?"], top3: ["chatgpt", "claude"], atLeast: 2, says: ["| Pricing |", "**For Code Assistance:**"] },
  { kind: "follow-up", ask: ["best free image generator", "which of those is best for logos?"], top3: ["ideogram", "recraft", "kittl"], says: ["Of the platforms I listed", "Logo & Design"], notListed: ["looka"] },
  { kind: "follow-up", ask: ["tell me about Midjourney", "can I use it commercially?"], top3: ["midjourney"], says: ["terms of service", "to buy Pro or Mega"] },
  // Terms the catalogue does not record: said so, the official site linked, and what the catalogue and guides do say.
  { kind: "describe", ask: "Is my data safe with ChatGPT?", top3: ["chatgpt"], says: ["privacy policy", "(https://chatgpt.com)", "not used for training"], saysNot: ["Data Analysis", /^Yes/] },
  { kind: "describe", ask: "Does Claude train on my data?", top3: ["claude"], says: ["privacy policy", "training"], saysNot: ["Data Analysis", /^Yes/] },
  { kind: "describe", ask: "Can I use Midjourney images commercially?", top3: ["midjourney"], says: ["terms of service", "to buy Pro or Mega"], saysNot: [/^Yes/] },
  { kind: "off-topic", ask: "Is my data safe with AI chatbots?", says: ["privacy"], saysNot: ["Data Analysis", "Top matches"] },
  { kind: "recommend", ask: "royalty free music generator", top3: ["suno", "udio", "mubert", "stable-audio", "aiva"], atLeast: 2, saysNot: ["terms of service"] },
  { kind: "recommend", ask: "I need help writing a wedding speech", notFirst: ["elevenlabs", "murf-ai", "adobe-podcast", "descript"], says: ["Writing"] },
  { kind: "recommend", ask: "which AI should I use?", top3: ["chatgpt", "claude", "gemini", "microsoft-copilot"], atLeast: 2 },
  { kind: "recommend", ask: "Can AI read the text in a photo of a receipt?", top3: ["chatgpt", "claude", "gemini", "microsoft-copilot"], notFirst: ["midjourney", "flux", "adobe-firefly", "ideogram"] },
  { kind: "recommend", ask: "a tool to find and summarise research papers", top3: ["perplexity", "notebooklm", "chatgpt", "you-com", "exa"], notFirst: ["ahrefs", "semrush"] },
  { kind: "recommend", ask: "I want to learn Spanish with AI", top3: ["duolingo-max"], notFirst: ["murf-ai", "synthesia", "google-colab"] },
  { kind: "compare", ask: "Otter or Fireflies for meeting notes?", top3: ["otter-ai", "fireflies-ai"], atLeast: 2 },
  { kind: "compare", ask: "copilot vs cursor", top3: ["github-copilot", "cursor"], atLeast: 2, notFirst: ["microsoft-copilot"] },
  { kind: "compare", ask: "Midjourney or DALL-E or Ideogram?", top3: ["midjourney", "ideogram"], atLeast: 2 },
  { kind: "compare", ask: "Synthesia versus HeyGen for training videos", top3: ["synthesia", "heygen"], atLeast: 2, says: ["**For Video Generation:**"] },

  // ── Alternatives (never the subject) ──────────────────────────────────────
  { kind: "alternatives", ask: "alternatives to Canva", top3: [...designTools, ...logoMakers, "adobe-express"], notListed: ["canva"] },
  { kind: "alternatives", ask: "free alternatives to Midjourney", top3: imageGenerators, notListed: ["midjourney"], allFree: true },
  { kind: "alternatives", ask: "something cheaper than Jasper", top3: [...writingTools, "rytr"], notListed: ["jasper"], says: ["cheaper than its $69/month"] },
  { kind: "alternatives", ask: "what can I use instead of Cursor?", top3: codeTools, atLeast: 2, notListed: ["cursor"] },
  { kind: "alternatives", ask: "tools like ElevenLabs", top3: voiceTools, notListed: ["elevenlabs"] },
  { kind: "alternatives", ask: "Otter alternatives", top3: meetingNotes, notListed: ["otter-ai"] },
  { kind: "alternatives", ask: "alternatives to HeyGen", top3: avatarVideo, notListed: ["heygen"], notFirst: ["elevenlabs", "buffer"] },
  { kind: "alternatives", ask: "a Surfer SEO alternative", top3: seoTools, notListed: ["surfer-seo"] },

  // ── Guides ────────────────────────────────────────────────────────────────
  { kind: "guides", ask: "any guide on AI video?", says: ["/blog/ai-video-generation"] },
  { kind: "guides", ask: "is there an article about coding tools?", says: ["/blog/ai-coding-tools"] },
  { kind: "guides", ask: "what guides do you have?", says: ["/blog/chatgpt-vs-claude", "/blog/ai-translation-tools"] },

  // ── Greeting, help, thanks, off-topic ─────────────────────────────────────
  { kind: "greeting", ask: "hi", says: ["catalogue assistant"] },
  { kind: "greeting", ask: "what can you do?", says: ["ChatGPT vs Claude"] },
  { kind: "greeting", ask: ["What is Gamma?", "thanks!"], says: ["You're welcome"] },
  // Issue 25: one sentence saying what the assistant is for and a pointer; an honest answer, not a gap in the catalogue.
  { kind: "off-topic", ask: "What's the weather in Paris tomorrow?", says: ["I only help you find AI tools"], unanswered: false },
  { kind: "off-topic", ask: "tell me a joke", says: ["I only help you find AI tools"], unanswered: false },
  { kind: "off-topic", ask: "who won the football world cup in 1998?", says: ["I only help you find AI tools"], unanswered: false },

  // ── Follow-ups that refer to the last answer ──────────────────────────────
  { kind: "follow-up", ask: ["best video generator", "which of those is free?"], allFree: true, top3: videoGenerators, says: ["Of the platforms I listed"] },
  { kind: "follow-up", ask: ["What is Midjourney?", "how much is it?"], top3: ["midjourney"], says: ["$10/month"] },
  { kind: "follow-up", ask: ["ChatGPT vs Claude", "how much are they?"], top3: ["chatgpt", "claude"], atLeast: 2, says: ["$20/month"] },
  { kind: "follow-up", ask: ["compare Cursor and GitHub Copilot", "and compared with Windsurf?"], top3: ["cursor", "github-copilot", "windsurf"], atLeast: 3, says: ["| Pricing |"] },
  { kind: "follow-up", ask: ["best video generator", "only free ones"], allFree: true, top3: videoGenerators },
  { kind: "follow-up", ask: ["best video generator", "what about under $10?"], budget: 10, top3: videoGenerators },
  { kind: "follow-up", ask: ["What is Canva?", "what are the alternatives?"], notListed: ["canva"], says: ["Alternatives to"] },
  { kind: "follow-up", ask: ["What is Canva?", "is it good for video?"], top3: ["canva"], says: ["Video Generation is not among [Canva]"] },
  { kind: "follow-up", ask: ["ChatGPT", "how does it compare to Gemini?"], top3: ["chatgpt", "gemini"], atLeast: 2 },
  { kind: "follow-up", ask: ["tools to make a logo", "which of these is cheapest?"], top3: logoMakers, says: ["Of the platforms I listed"] },

  // ── Other languages: the answer opens with one sentence in that language ──
  { kind: "language", ask: "¿Cuál es la mejor herramienta gratis para hacer videos?", top3: videoMakers, allFree: true, says: ["en inglés"] },
  { kind: "language", ask: "Quel est le meilleur outil pour créer un logo ?", top3: logoMakers, says: ["en anglais"] },
  { kind: "language", ask: "Qual é a melhor ferramenta para traduzir documentos?", top3: translators, says: ["em inglês"] },
  { kind: "language", ask: "Welches Tool ist am besten zum Programmieren?", top3: codeTools, says: ["auf Englisch"] },
  { kind: "language", ask: "Alternativen zu Grammarly", top3: grammarTools, notListed: ["grammarly"], says: ["auf Englisch"] },
  { kind: "language", ask: "¿Cuánto cuesta Midjourney?", top3: ["midjourney"], says: ["$10/month", "en inglés"] },
  { kind: "language", ask: "comparar ChatGPT y Claude", top3: ["chatgpt", "claude"], atLeast: 2, says: ["| Precio |", "en inglés"] },
  { kind: "language", ask: "Je cherche un outil gratuit pour écrire des articles de blog", top3: writingTools, allFree: true, says: ["en anglais"] },
  { kind: "language", ask: "Quero criar música com IA", top3: musicTools, says: ["em inglês"] },

  // ── More than one intent in a message ─────────────────────────────────────
  { kind: "multi-intent", ask: "What is Gamma and how much does it cost?", top3: ["gamma"], says: ["**Price:**", /checked \d{4}-\d{2}-\d{2}/] },
  { kind: "multi-intent", ask: "compare Suno and Udio prices", top3: ["suno", "udio"], atLeast: 2, says: ["| Pricing |"] },
  { kind: "multi-intent", ask: "best free video generator and a guide to read about it", top3: videoGenerators, allFree: true, says: ["/blog/ai-video-generation"] },
];
