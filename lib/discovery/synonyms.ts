import type { UseCaseId } from "@/lib/use-cases";

/**
 * The synonym table of the discovery engine: the plain words and phrases people use, mapped to the
 * finder's use cases, with extra search words where the catalogue uses other words. One table for
 * every face (finder search, /search, the assistant, the API, MCP). Phrases are matched on whole
 * words after normalisation (lower case, plurals folded), longest phrase first, so "keyword research"
 * is SEO and does not also read as Research.
 *
 * `weak` entries count only when nothing stronger matched: "write" alone is writing, but "write code"
 * is a coding question. Words in German, Spanish, French and Portuguese are included for the
 * commonest tasks.
 */
export type Synonym = {
  phrases: string[];
  useCases: UseCaseId[];
  /** Extra words to search the catalogue's text with. */
  also?: string[];
  /** Counts only when no other entry matched. */
  weak?: boolean;
  /** Says nothing about the task ('AI' alone): weak, and not even that beside a platform's name ('Jasper AI'). */
  generic?: boolean;
  /** How much a match counts in ranking (default 1): objects such as 'email' or 'pdf' say less than tasks. */
  weight?: number;
  /**
   * The kinds of platform (catalogue categories) the words mean, when they say: an 'ai chatbot' is a
   * chat assistant, a 'chatbot builder' is not. A platform of that kind covers the need better.
   */
  categories?: string[];
};

export const synonyms: Synonym[] = [
  // ── Writing and text ───────────────────────────────────────────────────────
  {
    phrases: [
      "blog", "blog post", "blogging", "essay", "article writing", "copywriting", "copywriter", "write email", "write emails", "proofread", "proofreading",
      "grammar", "spelling", "spell check", "paraphrase", "paraphraser", "paraphrasing", "rephrase", "reword", "rewrite", "rewriting", "novel", "book",
      "story", "short story", "cover letter", "resume", "resume builder", "cv", "job application", "humanizer", "humanize", "humanise", "content writing", "writing assistant", "ai writer", "editing text", "tone", "plagiarism", "summarise text",
      "wedding speech", "best man speech", "maid of honor speech", "write a speech", "write speech", "speech writing", "speechwriting", "speechwriter", "toast", "eulogy",
      "poem", "poetry", "script", "scripts", "youtube script", "video script", "screenplay", "scriptwriting", "real estate listing", "property listing",
      "listing description", "real estate", "ai detector", "ai checker", "ai content detector", "ai writing detector", "detect ai writing", "plagiarism checker",
      "escribir", "redactar", "schreiben", "texte schreiben", "écrire", "rédiger", "escrever", "redação", "correcteur", "rechtschreibung",
    ],
    useCases: ["writing"],
    categories: ["writing"],
  },
  { phrases: ["write", "writing", "writer", "draft", "drafting", "text"], useCases: ["writing", "text"], weak: true },
  {
    phrases: ["thesis", "dissertation", "academic writing", "term paper", "essay with sources", "research paper writing", "write a paper"],
    useCases: ["writing", "research"], categories: ["writing", "chat-assistant"],
    also: ["academic", "sources", "citations"],
  },
  { phrases: ["email", "emails", "newsletter", "e mail", "correo", "courriel"], useCases: ["writing"], weight: 0.5 },
  { phrases: ["pdf", "pdfs", "document", "documents", "docs", "file", "files", "dokument", "dokumente", "documento", "documentos"], useCases: ["productivity"], also: ["document", "pdf", "file"], weight: 0.3 },
  {
    phrases: [
      "image to text", "picture to text", "photo to text", "ocr", "extract text", "read text from an image", "read text from a photo", "read text in a photo",
      "text from an image", "text from a photo", "text in an image", "text in a photo", "handwriting", "describe an image", "describe a photo",
      "describe image", "what is in this photo", "analyse an image", "analyze an image", "analyze image", "analyse image",
    ],
    useCases: ["text"], categories: ["chat-assistant"],
    also: ["image", "vision", "upload"],
  },
  {
    phrases: [
      "chatbot", "ai chatbot", "chat assistant", "ai assistant", "general assistant", "ask questions", "answer questions", "chat with ai",
      "llm", "language model", "gpt", "all rounder", "everyday questions", "text generation", "generate text",
    ],
    useCases: ["text"], categories: ["chat-assistant"],
  },
  // 'Assistant' alone is the kind of answer, not the task: a 'coding assistant' is a code tool, a 'writing assistant' a writing tool.
  { phrases: ["assistant", "asistente", "assistent", "assistente"], useCases: ["text"], categories: ["chat-assistant"], weak: true },
  {
    phrases: [
      "trip", "plan a trip", "trip planner", "travel", "travel planner", "itinerary", "vacation", "holiday", "recipe", "cooking", "meal plan", "meal planner",
      "workout plan", "fitness plan", "gift idea", "gift ideas", "advice", "life advice", "personal assistant",
    ],
    useCases: ["text"], categories: ["chat-assistant"],
  },
  { phrases: ["ai", "artificial intelligence", "ai chat", "ki", "ia", "inteligencia artificial", "künstliche intelligenz", "intelligence artificielle"], useCases: ["text"], categories: ["chat-assistant"], weak: true, generic: true },
  // ── Images, design, logos ──────────────────────────────────────────────────
  {
    phrases: [
      "image", "image generator", "image generation", "picture", "pic", "photo", "photograph", "illustration", "artwork", "art", "ai art", "drawing", "draw",
      "painting", "paint", "portrait", "wallpaper", "cartoon", "cartoonify", "caricature", "comic", "pixar style", "ghibli", "text to image", "sticker", "concept art", "anime", "headshot", "upscale", "upscaler", "inpainting",
      "outpainting", "generative fill", "imagen", "immagini", "immagine", "imágenes", "bild", "bilder", "foto", "fotos", "dessin", "imagem", "imagens",
    ],
    useCases: ["images"], categories: ["image"],
  },
  {
    phrases: [
      "selfie", "selfies", "profile picture", "profile photo", "linkedin photo", "professional photo", "professional headshot", "restore old photos", "restore an old photo",
      "photo restoration", "old photos", "old photo", "colorize", "colourise", "colorise", "colourize",
      "photo editing", "photo editor", "edit photo", "edit photos", "retouch", "retouching", "remove background", "background remover", "background removal", "remove bg", "product photo", "product photos", "product photography",
      "product shot", "product shots", "ecommerce photos", "ecommerce photo", "object removal"],
    useCases: ["images", "design"], categories: ["photo"],
    also: ["photo", "edit", "background"],
  },
  {
    phrases: ["logo", "logo maker", "logo design", "brand identity", "brand kit", "branding", "icon", "favicon", "wordmark", "emblem"],
    useCases: ["logo"], categories: ["logo"],
  },
  {
    phrases: [
      "design", "graphic design", "graphic", "poster", "flyer", "invitation", "banner", "brochure", "mockup", "prototype", "prototyping", "ui",
      "ux", "ui design", "wireframe", "vector", "svg", "designer", "graphic designer", "diseño", "gestaltung",
    ],
    useCases: ["design"],
  },
  {
    phrases: ["thumbnail", "youtube thumbnail", "video thumbnail", "thumbnail maker", "interior design", "interior", "room design", "home design", "redesign my room", "tattoo", "tattoo design", "t shirt design", "shirt design"],
    useCases: ["design", "images"], categories: ["design", "image"],
    also: ["thumbnail", "design"],
  },
  {
    phrases: ["mind map", "mindmap", "flowchart", "flow chart", "diagram", "diagrams", "infographic", "visual explanation", "concept map"],
    useCases: ["design", "presentation"],
    also: ["diagram", "visual", "visuals", "infographic"],
  },
  {
    phrases: [
      "3d", "3d model", "3d modeling", "3d modelling", "3d asset", "mesh", "text to 3d", "image to 3d", "game asset", "texture", "render", "cad",
      "photo to 3d", "picture to 3d", "3d from a photo", "3d from an image", "3d model from a photo", "3d model from an image", "3d model from a picture",
      "3d print", "3d printing", "rigging", "auto rig", "retopology", "low poly",
    ],
    useCases: ["design"],
    also: ["3d", "mesh", "model"],
  },
  {
    phrases: ["avatar", "ai avatar", "talking head", "talking avatar", "presenter", "spokesperson", "digital twin", "ai actor", "lip sync", "lipsync", "digital human", "ugc video",
      "video of myself", "video of me", "myself talking", "me talking", "ai twin", "ai clone of myself", "ai version of myself", "talking photo", "photo that talks"],
    useCases: ["avatar", "video"], categories: ["video"],
    also: ["avatar"],
  },
  // ── Video and audio ────────────────────────────────────────────────────────
  {
    phrases: [
      "video", "film", "filmmaking", "movie", "clip", "animation", "animate", "youtube", "footage", "trailer",
      "explainer", "commercial", "b roll", "short form", "reel", "vídeo", "vidéo", "vídeos", "películas",
    ],
    useCases: ["video"], categories: ["video"],
  },
  {
    // Making new footage from words or pictures: the generative models first.
    phrases: [
      "video generator", "video generation", "generate video", "generate a video", "generate videos", "ai video generator", "make videos", "make a video", "create videos",
      "create a video", "text to video", "image to video", "photo to video", "picture to video", "animate a photo", "animate photo", "animate a picture", "animate picture",
      "animate an image", "hacer videos", "crear videos", "videos erstellen", "créer des vidéos", "criar vídeos",
    ],
    useCases: ["video"], categories: ["video"],
    also: ["generate", "generation", "generative", "model", "prompt", "clips"],
  },
  {
    phrases: ["video editing", "video editor", "edit video", "edit videos", "edit a video", "editing videos", "cut videos", "trim video"],
    useCases: ["video"], categories: ["video"],
    also: ["edit", "editor", "editing", "timeline"],
  },
  { phrases: ["repurpose", "short clip", "shorts", "tiktok video", "youtube short", "viral clip"], useCases: ["video", "social"], also: ["clip"] },
  {
    phrases: ["music", "song", "songwriting", "singing", "beat", "jingle", "instrumental", "soundtrack", "background music", "royalty free music", "musician", "music producer", "songwriter", "rapper", "band", "musik", "música", "musique", "musica", "canzone", "canción"],
    useCases: ["audio", "creative"], categories: ["audio"],
    also: ["music", "song"],
  },
  {
    phrases: [
      "audio", "voiceover", "voice over", "voice", "voice actor", "text to speech", "tts", "speech", "narration", "narrator", "narrate", "audiobook",
      "podcast", "sound effect", "voice cloning", "voice clone", "dubbing", "dub", "read aloud", "stimme", "voz", "sprachausgabe", "remove vocals", "vocal remover",
      "isolate vocals", "stem separation", "stems", "karaoke", "acapella",
    ],
    useCases: ["audio"], categories: ["audio"],
    also: ["voice", "speech"],
  },
  {
    phrases: ["notetaker", "note taker", "meeting notes", "meeting assistant", "meeting recorder", "meeting", "transcription", "transcribe", "transcript", "minutes", "call notes", "zoom call", "sales call", "speech to text", "dictation", "record meetings", "transcribir", "transcripción", "transcrire", "transcription audio", "transkribieren", "transkription", "transcrever", "transcrição",
      "meeting summary", "meeting summaries", "summarize meetings", "summarise meetings", "summarize a meeting", "summarise a meeting", "call summary"],
    useCases: ["productivity", "business"], categories: ["meetings"],
    also: ["meeting", "transcription", "notes"],
  },
  // ── Code and building ──────────────────────────────────────────────────────
  {
    phrases: [
      "code", "coding", "coder", "program", "programming", "programmer", "debug", "debugging", "developer", "software", "refactor", "refactoring", "python",
      "javascript", "typescript", "java", "rust", "golang", "bug", "ide", "pull request", "unit test", "autocomplete", "code completion", "codebase", "repo",
      "repository", "code review", "terminal", "cli", "coding agent", "ai coding agent", "code agent", "agentic coding", "command line", "programación", "programacion", "programmazione", "programmare", "codice", "programmation", "programação", "programmieren", "programar", "programmer du code", "código", "codigo",
    ],
    useCases: ["code"], categories: ["code"],
  },
  {
    phrases: [
      "vibe coding", "vibe code", "no code", "nocode", "without coding", "without code", "non coder", "non technical", "not a developer", "cant code",
      "cannot code", "prompt to app", "app builder", "ai app builder", "build an app", "build app", "make an app", "create an app", "mvp", "prototype an app",
    ],
    useCases: ["vibe-coding", "app-development"], categories: ["code"],
  },
  { phrases: ["mobile app", "ios app", "android app", "app development", "saas", "full stack", "backend", "develop an app", "my app"], useCases: ["app-development"] },
  // 'app' alone is any tool ('an app to make my selfies look professional'): app development only when nothing else is said.
  { phrases: ["app", "application"], useCases: ["app-development"], weak: true },
  {
    phrases: ["website", "web site", "web app", "frontend", "front end", "html", "css", "react", "nextjs", "next js", "web development", "web dev", "web design", "portfolio site", "página web", "sitio web", "webseite", "site web"],
    useCases: ["web-development"],
  },
  {
    phrases: ["build a website", "make a website", "create a website", "website builder", "ai website builder", "landing page", "build a landing page", "make a landing page"],
    useCases: ["web-development", "vibe-coding"],
  },
  // ── Learning and research ──────────────────────────────────────────────────
  {
    phrases: [
      "study", "studying", "learn", "learning", "homework", "tutor", "tutoring", "exam", "revision", "flashcard", "quiz", "course", "school", "student",
      "teach", "teacher", "lesson", "education", "university", "college", "lecture", "study guide", "math", "maths", "mathematics", "algebra", "equation", "calculus", "lernen", "aprender", "apprendre", "estudiar", "estudar",
    ],
    useCases: ["learning", "education"], categories: ["education"],
  },
  { phrases: ["language learning", "learn a language", "learn spanish", "learn english", "learn french", "learn german", "speak a language", "practise a language", "practice speaking", "language tutor", "learn italian", "learn japanese", "learn korean", "learn chinese", "learn portuguese", "learn a new language"],
    useCases: ["learning", "education", "translation"], categories: ["education"],
    also: ["language", "languages"],
  },
  {
    phrases: ["research", "sources", "citation", "cite", "paper", "papers", "academic", "literature review", "fact check", "deep research", "investigate", "scientific", "recherche", "investigación", "forschung", "pesquisa"],
    useCases: ["research"],
  },
  {
    phrases: ["research paper", "research papers", "academic research", "academic paper", "academic papers", "scientific paper", "scientific papers", "scholarly", "find sources", "find papers", "with citations"],
    useCases: ["research"], categories: ["search-engine", "chat-assistant", "education"],
    also: ["sources", "citations", "cited", "research"],
  },
  {
    phrases: [
      "summarize pdf", "summarise pdf", "summarize a pdf", "summarise a pdf", "summarize document", "summarise document", "summarize documents", "summarise documents",
      "pdf summary", "pdf summarizer", "pdf summariser", "chat with pdf", "chat with a pdf", "chat with documents", "chat with my documents", "ask a pdf", "analyze pdf", "analyse pdf",
      "summarize a paper", "summarise a paper", "summarize research papers", "summarise research papers", "read papers",
    ],
    useCases: ["research", "productivity"], categories: ["chat-assistant", "education"],
    also: ["pdf", "document", "documents", "sources", "upload"],
  },
  {
    phrases: ["web search", "search the web", "internet search", "search engine", "answer engine", "google search", "look things up", "browse the web", "ai search", "google alternative", "news", "suchmaschine", "buscador", "moteur de recherche"],
    useCases: ["search", "research"], categories: ["search-engine"],
  },
  {
    phrases: [
      "data", "data analysis", "spreadsheet", "excel", "google sheets", "csv", "analytics", "chart", "graph", "dashboard", "statistics", "bi",
      "business intelligence", "report", "reporting", "visualization", "visualisation", "pivot table", "formula", "datos", "daten", "données", "tabelle", "hoja de cálculo",
    ],
    useCases: ["data"], categories: ["data-bi"],
  },
  {
    phrases: ["sql", "sql query", "sql queries", "write sql", "generate sql", "database query", "query a database", "text to sql", "postgres", "mysql"],
    useCases: ["code", "data"],
    also: ["sql", "database", "query"],
  },
  // ── Translation ────────────────────────────────────────────────────────────
  {
    phrases: [
      "translate", "translation", "translator", "translating", "localize", "localise", "localization", "localisation", "subtitle", "multilingual", "interpreter",
      "übersetzen", "übersetzung", "übersetzer", "tradurre", "traduzione", "traduttore", "traducir", "traducción", "traductor", "traduire", "traduction", "traducteur", "traduzir", "tradução", "tradutor",
    ],
    useCases: ["translation"], categories: ["translation"],
  },
  // ── Work, business, marketing ──────────────────────────────────────────────
  {
    phrases: [
      "productivity", "productive", "organise", "organize", "to do", "todo", "task", "task management", "calendar", "schedule meetings", "scheduling", "notes",
      "note taking", "inbox", "email management", "second brain", "knowledge base",
      "produktivität", "productividad", "productivité",
    ],
    useCases: ["productivity"],
  },
  {
    // Summing up a text is what the general assistants and the study notebooks do.
    phrases: ["summarise", "summarize", "summary", "summaries", "summariser", "summarizer", "tldr", "tl dr", "sum up"],
    useCases: ["productivity", "research"], categories: ["chat-assistant", "education"],
    also: ["summary", "summaries", "summarise"],
    // The task decides over the words: meeting tools say 'summary' often, but sum up meetings only.
    weight: 1.5,
  },
  {
    phrases: ["browse websites", "browse the web for me", "browser agent", "ai browser", "agentic browser", "computer use", "fill forms", "fill out forms", "book things online", "do tasks online", "web agent"],
    useCases: ["productivity", "text"], categories: ["chat-assistant", "automation"],
    also: ["agent", "browser", "comet", "tasks"],
  },
  {
    phrases: ["automation", "automate", "workflow", "workflows", "zap", "zapier", "integrations", "ai agent", "agents", "agentic", "rpa", "automatisierung", "automatización", "automatiser"],
    useCases: ["productivity", "business"], categories: ["automation"],
    also: ["automate", "automation", "workflow", "agent", "zap"],
  },
  {
    phrases: ["business", "company", "enterprise", "startup", "small business", "team", "for a team", "sales", "b2b", "corporate", "crm", "lead generation", "unternehmen", "empresa", "entreprise", "negocio"],
    useCases: ["business"],
  },
  {
    phrases: ["marketing", "marketer", "ads", "ad", "advert", "advertising", "campaign", "ad copy", "promote", "promotion", "product description", "email marketing", "landing page copy", "brand voice"],
    useCases: ["marketing", "business"],
  },
  {
    phrases: [
      "social media", "social", "social post", "socials", "instagram", "tiktok", "linkedin", "twitter", "x post", "tweet", "facebook", "pinterest", "threads",
      "caption", "instagram caption", "social media caption", "post caption", "hashtag", "social media manager", "influencer", "redes sociales", "réseaux sociaux",
    ],
    useCases: ["social", "marketing"], categories: ["marketing"],
  },
  {
    phrases: ["schedule", "scheduler", "schedule posts", "schedule instagram posts", "post scheduler", "schedule social posts", "auto post", "publish posts", "content calendar", "social media scheduler"],
    useCases: ["social", "marketing"],
    categories: ["marketing"],
    also: ["scheduler", "scheduling", "scheduled"],
  },
  {
    phrases: [
      "seo", "search engine optimisation", "search engine optimization", "rank on google", "rank higher", "ranking on google", "keyword", "keyword research",
      "backlink", "serp", "search ranking", "content optimisation", "content optimization", "site audit", "organic traffic",
    ],
    useCases: ["seo", "marketing"], categories: ["seo"],
  },
  {
    phrases: ["voice agent", "phone agent", "ai phone agent", "call center", "receptionist", "ai receptionist", "answer phone calls", "answers phone calls", "phone calls", "phone line"],
    useCases: ["chatbot", "business"],
    categories: ["voice-agent"],
    also: ["voice", "phone", "call"],
  },
  {
    phrases: [
      "chatbot builder", "customer support", "customer service", "support bot", "help desk", "helpdesk", "support agent", "live chat", "website chatbot",
      "chatbot for my website", "faq bot", "answer customers", "ticket", "whatsapp bot", "create a chatbot", "build a chatbot", "make a chatbot", "train a chatbot",
      "custom chatbot", "chatbot trained on", "chatbot on my docs", "chatbot for my docs", "chatbot from my documents",
    ],
    useCases: ["chatbot", "business"], categories: ["chatbot"],
  },
  {
    phrases: ["presentation", "slides", "slide", "slide deck", "deck", "pitch deck", "powerpoint", "keynote", "google slides", "presentazione", "presentazioni", "präsentationen", "presentaciones", "präsentation", "presentación", "présentation", "apresentação", "diapositivas"],
    useCases: ["presentation"], categories: ["presentation"],
  },
  {
    phrases: ["summarize video", "summarise video", "summarize youtube", "summarise youtube", "summarize youtube video", "summarise youtube video", "youtube summary", "video summary", "summarize a video", "summarise a video"],
    useCases: ["research", "productivity"],
    also: ["youtube", "summary"],
  },
  {
    phrases: ["translate video", "translate a video", "video translation", "video translator", "dub video", "dub a video", "video dubbing", "ai dubbing"],
    useCases: ["video", "translation"],
    also: ["dubbing", "translation", "lip"],
  },
  {
    phrases: ["roleplay", "role play", "ai companion", "companion", "ai girlfriend", "ai boyfriend", "ai friend", "character chat", "chat with characters", "talk to characters"],
    useCases: ["creative", "text"],
    also: ["character", "characters", "roleplay"],
  },
  // Domains rather than tasks: a general assistant does the drafting and research, with a professional's check.
  { phrases: ["legal", "lawyer", "law firm", "contract", "contracts", "legal research"], useCases: ["text", "research"], weak: true },
  {
    phrases: ["open source", "open weights", "open weight", "open model", "run locally", "local llm", "local model", "self hosted", "self host", "on premise", "on premises"],
    useCases: ["text"],
    also: ["open", "weight", "self", "hosted", "premises"],
    weight: 0.5,
  },
  { phrases: ["creative", "creativity", "fiction", "brainstorm", "brainstorming", "ideas", "storytelling", "worldbuilding"], useCases: ["creative"], weak: true },
];
