import type { GroupName } from "@/server/eval/groups";
export const freshSearches: { q: string; kind: GroupName; named?: string; missing?: string; budget?: number; free?: boolean; lang?: string }[] = [
  // image
  { q: "need a painterly poster of a fox reading by lamplight for my sons bedroom wall", kind: "image" },
  { q: "midjurney alternative thats actually free", kind: "image", free: true },
  { q: "concept art for my D&D campaign villains, dark and gritty", kind: "image" },
  { q: "leonardo ai credits how many images", kind: "image", named: "leonardo-ai" },
  { q: "generador de imagenes para la portada de mi podcast de futbol sin pagar", kind: "image", free: true, lang: "es" },

  // videoGen
  { q: "turn an old photo of my grandmas village into a short clip with clouds moving", kind: "videoGen" },
  { q: "text to video that looks cinematic for a music video pitch, max 30 a month", kind: "videoGen", budget: 30 },
  { q: "kling ai", kind: "videoGen", named: "kling" },
  { q: "sora alternative now that i cant get access", kind: "videoGen", missing: "sora" },
  { q: "KI Video aus Text erstellen kostenlos", kind: "videoGen", free: true, lang: "de" },

  // avatar
  { q: "HR wants onboarding videos with a presenter but nobody on the team wants to be on camera", kind: "avatar" },
  { q: "make our late founder's photo talk for the 50th anniversary video", kind: "avatar" },
  { q: "colossyan pricing vs others", kind: "avatar", missing: "colossyan" },
  { q: "vidéo avec avatar IA pour formation interne en plusieurs langues", kind: "avatar", lang: "fr" },

  // videoEdit
  { q: "cut all the umms out of my youtube tutorial without scrubbing the timeline for hours", kind: "videoEdit" },
  { q: "capcut but for desktop without the watermark nonsense", kind: "videoEdit", missing: "capcut" },
  { q: "editor de video en el navegador para el chromebook del cole", kind: "videoEdit", lang: "es" },
  { q: "add subtitles to my sisters wedding video", kind: "videoEdit" },
  { q: "descrip pricing", kind: "videoEdit", named: "descript" },

  // clips
  { q: "chop my 2 hour twitch streams into tiktoks automatically", kind: "clips" },
  { q: "webinar recording to linkedin shorts, which tool picks the best moments", kind: "clips" },
  { q: "long video to shorts", kind: "clips" },
  { q: "transformar lives do youtube em cortes pro reels", kind: "clips", lang: "pt" },

  // code
  { q: "autocomplete in neovim that doesnt send our code to someone elses cloud", kind: "code" },
  { q: "which ai is least painful for refactoring a huge legacy php monolith", kind: "code" },
  { q: "github copilot but cheaper", kind: "code" },
  { q: "KI-Assistent zum Programmieren in VS Code, Firma erlaubt keine Cloud", kind: "code", lang: "de" },
  { q: "claude code usage limits on pro plan", kind: "code", named: "claude-code" },
  { q: "coding agent that runs in terminal and edits files open source", kind: "code" },

  // vibe
  { q: "zero coding skills, want an app so people can book my pottery classes", kind: "vibe" },
  { q: "build an mvp for my startup idea this weekend, no developer on the team", kind: "vibe" },
  { q: "lovable alternative cheaper", kind: "vibe" },
  { q: "criar um app sem saber programar", kind: "vibe", lang: "pt" },
  { q: "squarespace but the AI builds the whole thing from a description", kind: "vibe", missing: "squarespace" },

  // chat
  { q: "just want something to ask random stuff, like chatgpt but not openai", kind: "chat" },
  { q: "gemni advanced price", kind: "chat", named: "gemini" },
  { q: "assistant IA français, données hébergées en Europe", kind: "chat", lang: "fr" },
  { q: "best free ai assistant", kind: "chat", free: true },

  // writing
  { q: "apparently my emails to clients sound rude?? need something that fixes tone", kind: "writing" },
  { q: "dyslexic, need grammar help that works in gmail and google docs", kind: "writing" },
  { q: "is prowritingaid still worth it or is there better now", kind: "writing", missing: "prowritingaid" },
  { q: "corrector de estilo en español que no sea solo ortografía", kind: "writing", lang: "es" },
  { q: "reword my lit review so it doesnt sound copied from the papers", kind: "writing" },
  { q: "grammerly premium", kind: "writing", named: "grammarly" },

  // fiction
  { q: "stuck on chapter 12 of my fantasy novel, need plot ideas without it rewriting my voice", kind: "fiction" },
  { q: "screenplay dialogue helper", kind: "fiction" },
  { q: "KI Hilfe beim Roman schreiben, Figuren und Handlung im Blick behalten", kind: "fiction", lang: "de" },

  // copy
  { q: "product descriptions for 300 candles in my etsy shop", kind: "copy" },
  { q: "facebook ad headlines for a dental clinic that dont sound cheesy", kind: "copy" },
  { q: "rytr still a thing? need cheap copywriting, under 10 a month", kind: "copy", missing: "rytr", budget: 10 },
  { q: "textes publicitaires pour ma boulangerie, instagram et flyers", kind: "copy", lang: "fr" },

  // translate
  { q: "new job in lisbon sent me a 22 page contract in portuguese, need english with the formatting kept", kind: "translate" },
  { q: "traduire un mémoire de 80 pages en anglais sans casser la mise en page", kind: "translate", lang: "fr" },
  { q: "deepl free limit", kind: "translate", named: "deepl" },
  { q: "translate restaurant menus from photos while travelling", kind: "translate" },

  // dubbing
  { q: "dub my cooking channel into spanish but in my own voice", kind: "dubbing" },
  { q: "doblar videos de youtube al inglés con mi voz", kind: "dubbing", lang: "es" },
  { q: "lip sync translation of a product demo into 5 languages", kind: "dubbing" },

  // voice
  { q: "narrator voice for my self published audiobook, cant afford a voice actor", kind: "voice" },
  { q: "speechify alternative that reads PDFs aloud", kind: "voice", missing: "speechify" },
  { q: "clone my voice for e-learning modules so i dont have to re-record every update", kind: "voice" },
  { q: "Sprachausgabe für Erklärvideos, soll natürlich klingen", kind: "voice", lang: "de" },

  // music
  { q: "royalty free background track for my kids school play slideshow", kind: "music" },
  { q: "make a whole song with vocals about my dog for his birthday lol", kind: "music" },
  { q: "musica per video youtube senza copyright generata con IA", kind: "music", lang: "it" },
  { q: "ai music generator", kind: "music" },

  // podcast
  { q: "my podcast audio sounds like it was recorded in a bathroom", kind: "podcast" },
  { q: "record remote interviews with a guest in another country, separate tracks each", kind: "podcast" },
  { q: "nivelar el volumen de dos voces en mi podcast automáticamente", kind: "podcast", lang: "es" },

  // meetings
  { q: "i keep forgetting what we agreed on in client calls", kind: "meetings" },
  { q: "notetaker for zoom that doesnt join as a bot, it creeps clients out", kind: "meetings" },
  { q: "tldv free plan vs others", kind: "meetings", missing: "tldv" },
  { q: "Protokoll von Teams-Meetings automatisch erstellen", kind: "meetings", lang: "de" },
  { q: "otter ai pricing", kind: "meetings", named: "otter-ai" },

  // calendar
  { q: "my calendar is chaos, want something that finds focus time between meetings on its own", kind: "calendar" },
  { q: "auto schedule my todo list into google calendar", kind: "calendar" },
  { q: "calendly but smarter, it should rearrange my week when things move", kind: "calendar", missing: "calendly" },

  // seo
  { q: "why isnt my bakery website showing up on google", kind: "seo" },
  { q: "keyword research tool cheaper than semrush", kind: "seo" },
  { q: "optimiser mes articles de blog pour google", kind: "seo", lang: "fr" },
  { q: "wordpress plugin to fix meta descriptions and sitemap", kind: "seo" },

  // social
  { q: "schedule instagram posts for my flower shop a week ahead", kind: "social" },
  { q: "manage 6 client accounts on linkedin facebook tiktok from one dashboard, under 50 a month", kind: "social", budget: 50 },
  { q: "programar publicaciones en redes sociales gratis", kind: "social", free: true, lang: "es" },
  { q: "hootsuite alternative not so expensive", kind: "social" },

  // chatbot
  { q: "support inbox is drowning in where is my order emails, want a bot that answers from our help center", kind: "chatbot" },
  { q: "chatbot for my shopify store that knows our return policy", kind: "chatbot" },
  { q: "whatsapp bot for my dental practice to handle appointment questions", kind: "chatbot" },
  { q: "Chatbot für unsere Website, DSGVO-konform", kind: "chatbot", lang: "de" },
  { q: "open source chatbot builder self hosted", kind: "chatbot" },

  // voiceAgent
  { q: "AI to answer the phone for my plumbing business after hours and book jobs", kind: "voiceAgent" },
  { q: "outbound call agent for appointment reminders with an api", kind: "voiceAgent" },
  { q: "atendente virtual por telefone com IA para clínica", kind: "voiceAgent", lang: "pt" },
  { q: "vapi cost per minute", kind: "voiceAgent", named: "vapi" },

  // logo
  { q: "logo for my food truck, cheap, need it today", kind: "logo" },
  { q: "logotipo para mi marca de ropa", kind: "logo", lang: "es" },
  { q: "vector logo and brand kit for a small law firm", kind: "logo" },

  // design
  { q: "flyer for the church bake sale, im not artsy at all", kind: "design" },
  { q: "canva alternative", kind: "design" },
  { q: "design de cardápio para meu restaurante", kind: "design", lang: "pt" },
  { q: "diy wedding invitations", kind: "design" },

  // slides
  { q: "turn my 60 page thesis word doc into defense slides", kind: "slides" },
  { q: "pitch deck for investors by friday help", kind: "slides" },
  { q: "tome shut down presentations, what now", kind: "slides", missing: "tome" },
  { q: "creare presentazioni con IA gratis", kind: "slides", free: true, lang: "it" },

  // research
  { q: "search engine without ads and seo spam", kind: "research" },
  { q: "need answers with sources i can actually cite, not made up stuff", kind: "research" },
  { q: "perplexaty pro", kind: "research", named: "perplexity" },
  { q: "buscador con IA que cite las fuentes", kind: "research", lang: "es" },

  // searchApi
  { q: "web search api for my llm agent, cheaper than google's", kind: "searchApi" },
  { q: "independent search index api, not a bing reseller", kind: "searchApi" },
  { q: "search api that returns full page text for RAG", kind: "searchApi" },

  // data
  { q: "messy excel with 20k sales rows and my boss wants insights by monday", kind: "data" },
  { q: "dashboards for our warehouse data, company is all microsoft", kind: "data" },
  { q: "ask questions about a csv in plain english", kind: "data" },
  { q: "analizzare dati di vendita senza saper usare excel", kind: "data", lang: "it" },

  // automation
  { q: "when someone fills my form add them to a google sheet and ping me on slack", kind: "automation" },
  { q: "zapier alternative i can self host", kind: "automation" },
  { q: "automatizar tareas repetitivas entre gmail y hojas de cálculo", kind: "automation", lang: "es" },
  { q: "connect apps without code", kind: "automation" },

  // study
  { q: "organic chem final in 2 weeks, want flashcards made from my lecture notes", kind: "study" },
  { q: "my 12 year old needs maths help that doesnt just hand over the answer", kind: "study" },
  { q: "photomath but for calculus and explains steps", kind: "study", missing: "photomath" },
  { q: "resumir apostilas e fazer simulados pro ENEM", kind: "study", lang: "pt" },

  // language
  { q: "practice speaking italian with an ai before my trip", kind: "language" },
  { q: "babbel vs something with real ai conversation", kind: "language", missing: "babbel" },
  { q: "apprendre l'espagnol en parlant avec une IA", kind: "language", lang: "fr" },

  // photo
  { q: "remove my ex from the beach photo", kind: "photo" },
  { q: "fix the lighting on product photos i took with my phone", kind: "photo" },
  { q: "ritocco foto online viso e pelle", kind: "photo", lang: "it" },

  // background
  { q: "white background for 200 ebay listing photos", kind: "background" },
  { q: "removebg", kind: "background", named: "remove-bg" },
  { q: "fundo transparente na foto do meu logo", kind: "background", lang: "pt" },

  // threeD
  { q: "turn a sketch of my game character into a 3d model", kind: "threeD" },
  { q: "text to mesh for indie game props", kind: "threeD" },
  { q: "interactive 3d scene for our landing page without learning blender", kind: "threeD" },

  // local
  { q: "run an llm on my own laptop, no internet, privacy", kind: "local" },
  { q: "self host a chatgpt-like interface for the office with our own models", kind: "local" },
  { q: "lokales KI-Modell auf eigenem Server betreiben", kind: "local", lang: "de" },

  // notes
  { q: "second brain where ai can find stuff in my notes", kind: "notes" },
  { q: "ask questions across our team wiki instead of searching for ages", kind: "notes" },
  { q: "notion ai worth it for a 3 person team", kind: "notes", named: "notion-ai" },

  // agent
  { q: "something that actually does tasks for me, like filling forms and booking stuff", kind: "agent" },
  { q: "ai agent that researches 50 companies and puts it all in a spreadsheet", kind: "agent" },
  { q: "agente IA che fa ricerche e prepara report da solo", kind: "agent", lang: "it" },
];
