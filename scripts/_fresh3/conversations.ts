import type { GroupName } from "@/server/eval/groups";
export const freshConversations: { turns: string[]; kind?: GroupName; named?: string; missing?: string; budget?: number; free?: boolean; honest?: "site" | "off-topic"; lang?: "en" | "es" | "de" | "fr" | "pt" | "it" }[] = [
  // image
  { turns: ["I'm putting together a tabletop RPG zine and need moody ink-style illustrations of ruined castles", "which of those lets me use the pictures commercially? I want to sell the zine at cons"], kind: "image" },
  { turns: ["necesito imágenes para la carta de mi bar de tapas, que parezcan fotos de verdad", "¿y alguna gratis?"], kind: "image", free: true, lang: "es" },
  { turns: ["been paying for Midjourney for a year, is it still the best for stylised artwork or has something overtaken it?"], kind: "image", named: "midjourney" },

  // videoGen
  { turns: ["what can make music videos with AI?", "specifically I want a 10 second shot of a whale flying over Tokyo at night", "which one does realistic water and city lights best?"], kind: "videoGen" },
  { turns: ["I've got a bunch of photos from a hiking trip, can AI make them into little moving clips?", "which one has a decent free tier"], kind: "videoGen", free: true },

  // avatar
  { turns: ["our compliance training is 40 slides of text that nobody reads. we want a virtual presenter reading it in english, polish and romanian"], kind: "avatar" },
  { turns: ["Je dois faire des vidéos de formation mais je suis super timide devant la caméra", "il faudrait un avatar qui parle français avec un accent naturel, ça existe ?"], kind: "avatar", lang: "fr" },

  // videoEdit
  { turns: ["I film my yoga classes on my phone and editing them takes forever", "does any of them have a phone app so I can edit right after class?"], kind: "videoEdit" },
  { turns: ["do you have Loom on here? I record walkthrough videos for clients and need to trim and tidy them up"], kind: "videoEdit", missing: "loom" },
  { turns: ["preciso editar vídeos no chromebook da escola, não posso instalar nada"], kind: "videoEdit", lang: "pt" },

  // clips
  { turns: ["I host a 90-minute interview show on youtube. I want to post shorts every day but have zero time to hunt for the good bits", "cheaper option? I can do maybe 20 a month max"], kind: "clips", budget: 20 },
  { turns: ["we have like 40 webinar recordings gathering dust and marketing keeps asking for reels"], kind: "clips" },

  // code
  { turns: ["what's the best ai coding tool?", "it's for a team of 12 on jetbrains, and legal says no code retention on the vendor side"], kind: "code" },
  { turns: ["I live in the terminal, vim + tmux. want an agent that edits files and runs the test suite itself"], kind: "code" },
  { turns: ["Phind used to be my go-to for coding questions, anything similar on here?"], kind: "code", missing: "phind" },
  { turns: ["Welcher KI-Code-Assistent ist für Studenten am günstigsten?"], kind: "code", lang: "de" },
  { turns: ["is Cursor actually worth 20 a month if I already have copilot through work?"], kind: "code", named: "cursor" },

  // vibe
  { turns: ["I'm a nurse and I have an idea for a shift-swap app for my ward. I can't code at all", "can these do logins and a real database or just pretty screens?"], kind: "vibe" },
  { turns: ["quero criar um sistema de agendamento pro meu salão de beleza sem contratar programador"], kind: "vibe", lang: "pt" },

  // chat
  { turns: ["just want an everyday assistant for emails, recipes, random questions, whatever. free please", "which of them works inside whatsapp?"], kind: "chat", free: true },
  { turns: ["is there a chatgpt-like assistant that keeps data in europe? our works council is super strict"], kind: "chat" },
  { turns: ["Qual è il miglior chatbot tipo ChatGPT da usare ogni giorno, gratis?"], kind: "chat", free: true, lang: "it" },

  // writing
  { turns: ["I'm dyslexic and my reports at work come back covered in red pen", "does it work inside outlook too? that's where I write most"], kind: "writing" },
  { turns: ["my boss says my emails are way too long. anything that shortens them while I type?", "what about for teams? there are 8 of us in sales"], kind: "writing" },
  { turns: ["Tengo que corregir mi TFG en inglés y no soy nativo, ¿qué me recomiendas?"], kind: "writing", lang: "es" },

  // fiction
  { turns: ["I'm 60k words into a cozy mystery and the middle sags. I want something that knows my characters and suggests scenes, not something that writes it for me"], kind: "fiction" },
  { turns: ["what can help me write fanfic", "ideally something that remembers the lore and who knows what across chapters"], kind: "fiction" },

  // copy
  { turns: ["I sell handmade soap on etsy, 140 listings, all with lazy one-line descriptions", "anything under 15 bucks a month?"], kind: "copy", budget: 15 },
  { turns: ["Ich brauche Werbetexte für Google Ads für unser Autohaus, am besten gleich mehrere Varianten"], kind: "copy", lang: "de" },

  // translate
  { turns: ["my new employer in Lisbon sent a 22-page contract in Portuguese and I need to understand every clause", "it's a scanned PDF though, does that matter?"], kind: "translate" },
  { turns: ["we're translating our app's UI strings into 9 languages and need a glossary so product names stay as they are", "what about for a team of translators who review each other?"], kind: "translate" },
  { turns: ["Quel traducteur est le plus fiable pour des documents juridiques ?"], kind: "translate", lang: "fr" },

  // dubbing
  { turns: ["my cooking channel is in english but half my viewers are brazilian", "can it keep my own voice though? don't want some random narrator"], kind: "dubbing" },
  { turns: ["voglio doppiare i miei corsi online in inglese mantenendo la mia voce"], kind: "dubbing", lang: "it" },

  // voice
  { turns: ["is Speechify on here? my son is dyslexic and needs his textbooks read aloud"], kind: "voice", missing: "speechify" },
  { turns: ["need a warm, older-sounding british narrator for a museum audio guide", "do they allow commercial use? it's a paid tour"], kind: "voice" },
  { turns: ["what does elevenlabs cost if i only need like 2 hours of audio a month"], kind: "voice", named: "elevenlabs" },

  // music
  { turns: ["I make small indie games and need looping background music for a forest level, no composer budget"], kind: "music" },
  { turns: ["my wife's 40th is saturday and I want a funny song with vocals about her obsession with gardening", "free?"], kind: "music", free: true },

  // podcast
  { turns: ["recorded two episodes in my kitchen and the echo is horrible. can anything rescue them?", "I'm on a mac and really don't want to learn proper audio software"], kind: "podcast" },
  { turns: ["Mi invitado vive en Chile y yo en Madrid, ¿cómo grabamos el podcast con buena calidad?"], kind: "podcast", lang: "es" },

  // meetings
  { turns: ["I do 8 sales calls a day and forget half of what clients tell me", "one that doesn't send a bot into the call please, clients hate that"], kind: "meetings" },
  { turns: ["looking for a notetaker for my zoom calls", "what about for a whole team of 30 on microsoft teams?"], kind: "meetings" },
  { turns: ["Ich brauche automatische Protokolle für unsere Vereinssitzungen, möglichst kostenlos"], kind: "meetings", free: true, lang: "de" },

  // calendar
  { turns: ["freelancer with 4 clients, my week is a mess. I want something that plans my tasks around my meetings automatically"], kind: "calendar" },
  { turns: ["mon agenda est rempli de réunions, je veux un outil qui bloque du temps de concentration tout seul"], kind: "calendar", lang: "fr" },

  // seo
  { turns: ["our dental clinic website gets basically zero traffic from google", "something a non-marketer can actually use, not 200 dashboards"], kind: "seo" },
  { turns: ["I write for a wordpress recipe blog and want my posts to rank higher"], kind: "seo" },

  // social
  { turns: ["I manage socials for three local restaurants and posting by hand is killing me", "which of those does tiktok too?"], kind: "social" },
  { turns: ["como programar posts no instagram e linkedin de graça?"], kind: "social", free: true, lang: "pt" },

  // chatbot
  { turns: ["we get about 300 emails a day asking where's my order, and 2 people answering them", "we're on shopify, which of those plugs in easiest?"], kind: "chatbot" },
  { turns: ["what do you think of Dify for building an internal support bot? or is there better"], kind: "chatbot", missing: "dify" },
  { turns: ["want a bot on our website that answers from our docs", "is there an open-source one I can self-host?"], kind: "chatbot" },

  // voiceAgent
  { turns: ["I own a small HVAC company and miss calls when we're out on jobs. can AI answer the phone and book appointments?", "do I need a developer to set it up? I'm not techy at all", "and roughly what does that run per month?"], kind: "voiceAgent" },
  { turns: ["we're a dev team building outbound calls for insurance renewals, need low latency and a proper API", "cheaper?"], kind: "voiceAgent" },

  // logo
  { turns: ["opening a tiny bookshop café next month and need a logo but can't pay a designer", "can it do business cards and a little brand kit too?"], kind: "logo" },
  { turns: ["mi serve un logo per la mia pasticceria, qualcosa di semplice ed elegante", "e costa poco? massimo 10 euro al mese"], kind: "logo", budget: 10, lang: "it" },

  // design
  { turns: ["my daughter's school asked me to make a flyer for the fun run and I'm hopeless at this stuff"], kind: "design" },
  { turns: ["we need wireframes of our app before we talk to developers", "something the whole team can comment on together"], kind: "design" },

  // slides
  { turns: ["I used Tome for my decks but it stopped doing presentations. what's closest?"], kind: "slides", missing: "tome" },
  { turns: ["my thesis supervisor wants a 15-minute presentation of my results by tuesday", "can it import my word document directly?"], kind: "slides" },
  { turns: ["Preciso de uma apresentação para investidores que fique bonita sem eu ser designer"], kind: "slides", lang: "pt" },
  { turns: ["how good is gamma for slides compared to just doing it in powerpoint"], kind: "slides", named: "gamma" },

  // research
  { turns: ["tired of google results being all ads and affiliate junk", "is there a paid one that doesn't track me?"], kind: "research" },
  { turns: ["I'm a local journalist, I need answers with sources I can check before printing anything"], kind: "research" },

  // searchApi
  { turns: ["building a RAG agent and need a web search api that returns page contents", "any with their own index rather than reselling bing?"], kind: "searchApi" },

  // data
  { turns: ["is there an ai that's good with spreadsheets?", "got 3 years of shop sales in excel, want to know what sells in which season, but I don't know any formulas"], kind: "data" },
  { turns: ["our company runs on microsoft 365 and management wants proper dashboards", "what about for 50 users, how does pricing work?"], kind: "data" },

  // automation
  { turns: ["every new shopify order I copy into a google sheet by hand and then email the supplier", "I'd rather self-host it, not keen on sending customer data to a US cloud"], kind: "automation" },
  { turns: ["Quiero automatizar el alta de clientes: formulario, luego CRM, luego correo de bienvenida"], kind: "automation", lang: "es" },

  // study
  { turns: ["any good ai tools for kids?", "my 13 year old is struggling with algebra, I want a tutor that doesn't just give him the answers"], kind: "study" },
  { turns: ["can I upload my lecture slides and get quizzes from them?", "does it have an app? I study on the bus"], kind: "study" },
  { turns: ["je révise le bac, je veux des fiches et des quiz à partir de mes cours"], kind: "study", lang: "fr" },

  // language
  { turns: ["moving to Italy in spring and I want to practise actually speaking, not just tapping words", "is there an app that does that?"], kind: "language" },
  { turns: ["Quero treinar conversação em inglês para uma entrevista de emprego"], kind: "language", lang: "pt" },

  // photo
  { turns: ["there's a random guy in the background of my best wedding photo, can I get rid of him?"], kind: "photo" },
  { turns: ["le foto dei miei prodotti sembrano fatte in cantina, luce orribile. come le sistemo?"], kind: "photo", lang: "it" },

  // background
  { turns: ["need white backgrounds on 400 product photos for amazon, in one go", "any with an API so our dev can plug it into the upload flow?"], kind: "background" },

  // threeD
  { turns: ["solo indie dev here, need low-poly props made from my concept sketches"], kind: "threeD" },
  { turns: ["we want a spinning 3D model of our product on the landing page that people can drag around", "our web dev uses react, can it export for that?"], kind: "threeD" },

  // local
  { turns: ["our lawyers refuse to send client files to any cloud AI. can we run something on our own server?", "with a chat page staff can use in the browser?"], kind: "local" },
  { turns: ["where do I get civitai-style models to run on my own gpu? the site is blocked at my uni"], kind: "local", missing: "civitai" },

  // notes
  { turns: ["my notes are scattered across five apps, I want one place where AI can answer what did I decide about X", "does it have a phone app? I jot most things down on the go"], kind: "notes" },
  { turns: ["Tenho 40 PDFs de artigos da minha pesquisa e queria fazer perguntas sobre eles"], kind: "notes", lang: "pt" },

  // agent
  { turns: ["I want an AI that actually does stuff: find 30 venues for a conference, email them and collect the quotes", "cheaper? it's a one-person events business"], kind: "agent" },
  { turns: ["what's the difference between a chatbot and an agent? I want one that can browse sites and fill forms", "ok which one for a non-technical person?"], kind: "agent" },

  // task switches
  { turns: ["need a logo for my podcast", "actually never mind the logo, what I really need is to clean up the audio, my co-host's mic hums"], kind: "podcast" },
  { turns: ["which ai is best for summarising long pdfs?", "ok and separately, I have to turn that summary into a slide deck for my team by thursday"], kind: "slides" },

  // about this site
  { turns: ["who actually runs this site? are you sponsored by openai or something"], honest: "site" },
  { turns: ["the price you list for Jasper is wrong, it went up last month. how do I tell you?"], honest: "site" },
  { turns: ["best thing for removing backgrounds?", "ok thanks. btw how do you decide which tools go first, do companies pay for that?"], honest: "site" },
  { turns: ["do you keep what I type in this chat? is it used to train anything"], honest: "site" },
  { turns: ["I built a small tool that transcribes sermons, how do I get it listed here?"], honest: "site" },
  { turns: ["is there an API for your catalogue? I'd like to pull the pricing data into my newsletter"], honest: "site" },
  { turns: ["Wer steckt hinter dieser Seite und wie aktuell sind eure Preise?"], honest: "site", lang: "de" },

  // off-topic
  { turns: ["what's a good sourdough recipe with whole wheat flour"], honest: "off-topic" },
  { turns: ["can you help with my tax return, how much can I deduct for a home office"], honest: "off-topic" },
  { turns: ["¿quién ganó la champions el año pasado?"], honest: "off-topic", lang: "es" },
  { turns: ["which tool makes flashcards from notes?", "cool. unrelated but my washing machine shows error E21, what do I do"], honest: "off-topic" },
];
