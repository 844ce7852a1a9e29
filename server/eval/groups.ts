/**
 * Graded relevance by kind of tool, for the generalisation evaluation (issue 25;
 * docs/decisions/0145-generalisation-eval.md). Grade 2: what a practitioner would put first for the
 * job; grade 1: a fair answer that is not the specialist. `kind` says which tools are of the right
 * kind for precision@3: a platform whose category is listed, or whose main job (the first of its
 * use cases) is listed.
 *
 * A platform that joins the catalogue is judged here by its kind when it lands, before the engine is
 * run on it (2026-11-25: Kilo Code, Taskade, Clipchamp, MagicSchool, Tactiq, Krisp, Uizard, Framer,
 * Smartcat, Scalenut, Landbot, Crisp; 2026-11-27: LocalAI, Emergent, Auphonic, Motion and Microsoft
 * Translator at grade 2 beside their kind's specialists, the other newcomers at grade 1 where a group
 * fits them; 2026-11-28: Riverside at grade 2 for podcasts, Shortwave and Fyxer, email tools with no
 * group of their own, at grade 1 for writing help, Fyxer also for scheduling); an unjudged platform
 * would count as a wrong answer wherever it appears.
 */
export type Group = { rel: ReadonlyMap<string, number>; kind: { categories?: string[]; useCases?: string[] } };

const g = (two: string[], one: string[], kind: Group["kind"]): Group => ({
  rel: new Map([...one.map((id) => [id, 1] as const), ...two.map((id) => [id, 2] as const)]),
  kind,
});

const defineGroups = <K extends string>(all: { [k in K]: Group }) => all;

export const groups = defineGroups({
  image: g(["midjourney", "adobe-firefly", "ideogram", "leonardo-ai", "flux", "stability-ai", "krea"], ["recraft", "nightcafe", "freepik-ai", "chatgpt", "gemini", "comfyui", "microsoft-designer", "canva"], { categories: ["image"], useCases: ["images"] }),
  videoGen: g(["runway", "pika", "kling", "luma-dream-machine", "google-veo", "hailuo-ai"], ["invideo-ai", "adobe-firefly", "krea", "gemini", "kaiber"], { categories: ["video"], useCases: ["video"] }),
  avatar: g(["heygen", "synthesia", "d-id", "deepbrain-ai-studios", "hedra", "vidnoz"], ["captions", "veed", "runway"], { categories: ["video"], useCases: ["avatar"] }),
  videoEdit: g(["descript", "kapwing", "veed", "captions"], ["opus-clip", "runway", "invideo-ai", "pictory", "adobe-express", "clipchamp", "animoto", "lumen5"], { categories: ["video"], useCases: ["video"] }),
  clips: g(["opus-clip", "captions"], ["kapwing", "veed", "descript", "invideo-ai", "pictory", "riverside"], { categories: ["video", "marketing"], useCases: ["video", "social"] }),
  code: g(["cursor", "github-copilot", "windsurf", "claude-code", "tabnine", "amazon-q-developer", "openai-codex", "cline", "aider", "gemini-cli", "kilo-code"], ["zed", "replit", "warp", "devin", "claude", "chatgpt", "deepseek", "qodo"], { categories: ["code"], useCases: ["code"] }),
  vibe: g(["lovable", "bolt-new", "v0", "replit", "base44", "emergent"], ["cursor", "windsurf", "google-ai-studio", "claude-code", "figma", "framer", "uizard", "hostinger-horizons", "bubble", "webflow", "wix", "durable"], { categories: ["code"], useCases: ["vibe-coding", "app-development", "web-development"] }),
  chat: g(["chatgpt", "claude", "gemini", "microsoft-copilot", "deepseek", "mistral-le-chat"], ["meta-ai", "grok", "perplexity", "poe", "kimi"], { categories: ["chat-assistant"] }),
  writing: g(["grammarly", "quillbot", "wordtune"], ["jasper", "copy-ai", "sudowrite", "notion-ai", "claude", "chatgpt", "writesonic", "shortwave", "fyxer"], { categories: ["writing"], useCases: ["writing"] }),
  fiction: g(["sudowrite"], ["claude", "chatgpt", "gemini", "grammarly", "mistral-le-chat", "character-ai"], { categories: ["writing", "chat-assistant"] }),
  copy: g(["jasper", "copy-ai", "writesonic"], ["chatgpt", "claude", "grammarly", "simplified"], { categories: ["writing"], useCases: ["writing", "marketing"] }),
  translate: g(["deepl", "google-translate", "reverso", "microsoft-translator"], ["quillbot", "chatgpt", "gemini", "claude", "smartcat", "lara-translate"], { categories: ["translation"], useCases: ["translation"] }),
  dubbing: g(["elevenlabs", "heygen"], ["kapwing", "synthesia", "veed", "captions", "murf-ai"], { categories: ["audio", "video"], useCases: ["translation", "audio"] }),
  voice: g(["elevenlabs", "murf-ai"], ["descript", "adobe-podcast", "synthesia", "heygen"], { categories: ["audio"], useCases: ["audio"] }),
  music: g(["suno", "udio", "aiva", "mubert", "stable-audio"], ["elevenlabs"], { categories: ["audio"], useCases: ["audio"] }),
  podcast: g(["adobe-podcast", "descript", "auphonic", "riverside"], ["elevenlabs", "otter-ai", "kapwing", "veed"], { categories: ["audio"], useCases: ["audio"] }),
  meetings: g(["otter-ai", "fireflies-ai", "fathom", "read-ai", "granola"], ["descript", "notion-ai", "microsoft-copilot", "tactiq", "krisp", "fellow", "sonix"], { categories: ["meetings"], useCases: ["productivity"] }),
  calendar: g(["reclaim-ai", "motion"], ["lindy", "microsoft-copilot", "notion-ai", "granola", "fyxer"], { categories: ["meetings", "automation"] }),
  seo: g(["semrush", "ahrefs", "surfer-seo", "frase", "clearscope", "se-ranking", "yoast-seo", "scalenut"], ["writesonic", "jasper"], { categories: ["seo"], useCases: ["seo"] }),
  social: g(["buffer", "hootsuite", "later"], ["simplified", "canva", "manychat", "opus-clip", "adobe-express"], { categories: ["marketing"], useCases: ["social"] }),
  chatbot: g(["chatbase", "tidio", "intercom-fin", "voiceflow", "botpress", "customgpt-ai", "typebot", "zendesk-ai-agents", "landbot"], ["manychat", "relevance-ai", "open-webui", "crisp", "freddy-ai"], { categories: ["chatbot"], useCases: ["chatbot"] }),
  voiceAgent: g(["vapi", "retell-ai", "bland-ai", "synthflow"], ["elevenlabs", "voiceflow"], { categories: ["voice-agent"] }),
  logo: g(["looka", "tailor-brands", "recraft", "kittl"], ["ideogram", "canva", "adobe-express", "microsoft-designer"], { categories: ["logo"], useCases: ["logo"] }),
  design: g(["canva", "adobe-express", "figma", "microsoft-designer"], ["simplified", "kittl", "picsart", "adobe-firefly", "uizard", "miro"], { categories: ["design"], useCases: ["design"] }),
  slides: g(["gamma", "beautiful-ai", "pitch", "plus-ai", "prezi"], ["napkin-ai", "canva", "genspark", "microsoft-copilot", "kimi"], { categories: ["presentation"], useCases: ["presentation"] }),
  research: g(["perplexity", "kagi", "you-com"], ["genspark", "notebooklm", "chatgpt", "gemini", "claude", "exa", "manus", "consensus"], { categories: ["search-engine"], useCases: ["search", "research"] }),
  searchApi: g(["exa", "brave-search-api"], ["you-com"], { categories: ["search-engine"] }),
  data: g(["julius-ai", "power-bi", "tableau", "thoughtspot", "rows"], ["google-colab", "chatgpt", "claude", "manus", "airtable"], { categories: ["data-bi"], useCases: ["data"] }),
  automation: g(["zapier", "make", "n8n", "power-automate", "gumloop", "lindy", "relevance-ai"], ["manus", "genspark", "taskade"], { categories: ["automation"] }),
  study: g(["khanmigo", "quizlet", "notebooklm", "coursera-coach"], ["chatgpt", "duolingo-max", "gemini", "claude", "perplexity", "magicschool"], { categories: ["education"], useCases: ["learning", "education"] }),
  language: g(["duolingo-max"], ["reverso", "chatgpt", "gemini", "quizlet"], { categories: ["education"], useCases: ["learning", "education"] }),
  photo: g(["adobe-photoshop", "photoroom", "picsart"], ["remove-bg", "canva", "adobe-express", "adobe-firefly", "freepik-ai", "topaz-labs", "fotor"], { categories: ["photo"] }),
  background: g(["remove-bg", "photoroom"], ["adobe-express", "canva", "picsart", "adobe-photoshop"], { categories: ["photo"] }),
  threeD: g(["meshy", "tripo", "kaedim", "spline"], ["krea"], { categories: ["3d"] }),
  local: g(["hugging-face", "open-webui", "localai"], ["comfyui", "deepseek", "mistral-le-chat"], { categories: ["local-models"] }),
  notes: g(["notion-ai", "notebooklm"], ["microsoft-copilot", "granola", "chatgpt", "claude", "mistral-le-chat", "taskade", "coda-ai", "clickup-brain"], { useCases: ["productivity"] }),
  agent: g(["manus", "genspark", "lindy"], ["relevance-ai", "gumloop", "zapier", "chatgpt", "devin"], { categories: ["automation"] }),
});

export type GroupName = keyof typeof groups;
