import type { UseCaseId } from "@/lib/use-cases";

export type UseCaseIntro = {
  /** The page's H1, e.g. 'AI tools for video generation'. */
  title: string;
  /** One sentence for the meta description (120-160 characters). */
  summary: string;
  /** 2-3 paragraphs, 120-250 words in all: what this kind of tool does and what to look for when choosing one. */
  intro: string[];
  /** 2-4 related use cases, most related first. */
  related: UseCaseId[];
  /** Slugs of guides on the site that cover this use case (only from the list below). */
  guides: string[];
};

/**
 * Introductions for the use-case browse pages (/use-cases/{id}).
 * Evergreen on purpose: no prices, plan names, statistics or platform claims that could go stale.
 * Platforms are named only as examples of a kind of tool, and only when they are in the catalogue.
 */
export const useCaseIntros: Record<UseCaseId, UseCaseIntro> = {
  text: {
    title: "AI tools for text generation",
    summary:
      "Compare AI text generators and chat assistants on instruction following, context length, file handling, usage limits and privacy before you pick one.",
    intro: [
      "Text generation tools take a prompt and return written output: answers, drafts, summaries, rewrites, outlines, or structured text such as tables and lists. Most people meet them as general chat assistants such as ChatGPT, Claude or Gemini, but the same kind of model also sits inside writing apps, office suites and marketing tools, so the choice is often between one general assistant and a tool built around a narrower job.",
      "Test candidates on your own tasks rather than on demos. Look at how closely each follows detailed instructions and keeps a consistent tone, how much text it can read at once (the context window matters for long reports and contracts), whether it accepts files, images and web results as input, and how it shows sources when facts matter. Check the usage limits too: many assistants switch to a smaller model once you reach a cap.",
      "For work material, check whether your conversations are used for model training and whether you can turn that off, how long chats are kept, and whether a team plan adds admin controls. Consider where you work as well: an assistant built into your email and documents can save more time than a slightly stronger model in a separate tab.",
    ],
    related: ["writing", "chatbot", "research", "productivity"],
    guides: ["chatgpt-vs-claude", "gemini-ai-guide", "ai-writing-tools"],
  },

  writing: {
    title: "AI tools for writing and editing",
    summary:
      "AI writing and editing tools for drafting, rewriting and proofreading, with what to check: voice control, app integration, style guides and data privacy.",
    intro: [
      "AI writing tools fall into two broad groups. Drafting tools, usually general assistants, help you outline, write first drafts of sections and rework structure. Editing tools such as Grammarly and QuillBot work at the level of the sentence: grammar, clarity, tone and paraphrasing, often inside the apps where you already type. Marketing-focused platforms such as Jasper add brand voice settings and templates for teams that produce copy at volume.",
      "Decide which of those jobs you need before comparing brands. For drafting, look at how closely the tool follows a style brief and sample text, how it copes with long documents, and how much of its default phrasing you end up rewriting. For editing, check which apps and browsers it works in, whether it explains its suggestions, and whether you can set a style guide or custom vocabulary.",
      "Check whether your drafts are used to train models, and whether the tool exports cleanly to the format you deliver in. Students should read their course's AI policy first: AI detectors are not reliable enough to prove who wrote a text, so keeping drafts and version history is the safer record of your own work.",
    ],
    related: ["text", "marketing", "seo", "education"],
    guides: ["ai-writing-tools", "chatgpt-vs-claude"],
  },

  images: {
    title: "AI tools for image creation",
    summary:
      "Compare AI image generators on prompt accuracy, text in images, editing tools, style consistency and commercial rights before you pick one to pay for.",
    intro: [
      "AI image generators turn a text description, and often a reference image, into pictures: illustrations, product shots, concept art, social graphics or edited photos. Some are dedicated tools such as Midjourney or Ideogram; others are features of chat assistants or design apps, where you refine an image by describing the changes you want.",
      "The differences show up in specific jobs. Check how closely the tool follows a detailed prompt, whether it renders legible text for posters and thumbnails, and whether it can keep a character, product or style consistent across a series through reference images. Look at the editing tools as well: repainting a selected area, extending the canvas, upscaling, and changing one element without regenerating the rest. If you need logos or icons, check for vector output.",
      "Before using results commercially, read the license. Check whether commercial use is allowed on your plan, whether images made on a free plan are public, how the model's training data was sourced if a client or legal team will ask, and what happens to your prompts and uploads. Credit systems vary widely, so estimate the cost of a usable image rather than of a single generation.",
    ],
    related: ["design", "creative", "logo", "avatar"],
    guides: ["ai-image-generation", "gemini-ai-guide"],
  },

  video: {
    title: "AI tools for video generation",
    summary:
      "AI video generators compared on what matters: clip length, resolution, credits, watermarks, commercial rights and keeping characters consistent across shots.",
    intro: [
      "AI video tools cover several different jobs. Generative models such as Runway, Kling and Google Veo create short clips from a text prompt, and most also from a starting image. Avatar tools such as Synthesia and HeyGen produce a presenter who speaks your script to camera. Editing and repurposing tools such as Descript and OpusClip work on footage you already have, editing by transcript or cutting long recordings into short clips.",
      "For generative video, look at the maximum clip length per generation and whether you can extend a shot, the output resolution, whether the model generates sound, and how well it keeps a character, product or setting consistent from one shot to the next. Camera controls and image-to-video input give more predictable results than text alone.",
      "Pricing is usually in credits, and a usable shot often takes several attempts, so estimate the cost of a finished second rather than of one generation. Check whether free-plan output carries a watermark, whether commercial use is allowed on the plan you would buy, and, for avatar tools, what consent the platform requires before it recreates a real person's face or voice.",
    ],
    related: ["avatar", "creative", "audio", "social"],
    guides: ["ai-video-generation", "gemini-ai-guide"],
  },

  code: {
    title: "AI tools for code assistance",
    summary:
      "AI coding assistants compared on what developers check: editor support, codebase context, agent features, usage limits and how your code is handled.",
    intro: [
      "AI coding tools come in three main kinds. Editor assistants such as GitHub Copilot and Cursor suggest completions, answer questions about your code and make multi-file edits inside the editor. Terminal and cloud agents such as Claude Code take on larger tasks, running commands and tests while you review the changes. App builders turn a description into a running app; we list them under vibe coding.",
      "Pick the kind first, then compare. Check which editors and languages are supported, how well the tool understands a large codebase rather than just the open file, whether you can choose between models, and how its agent mode shows and applies changes. Usage limits matter more than feature lists: heavy agent use often runs into request caps or extra charges.",
      "For company code, read the data terms: whether code is used for training, how long prompts are kept, and whether a business plan offers admin policies, single sign-on or self-hosting. Whatever you choose, review AI-written code as you would a colleague's, watching for invented packages, weakened tests and missing access checks. A week's trial on your own repository tells you more than any comparison table.",
    ],
    related: ["vibe-coding", "app-development", "web-development"],
    guides: ["ai-coding-tools", "chatgpt-vs-claude"],
  },

  "vibe-coding": {
    title: "AI tools for vibe coding",
    summary:
      "Vibe coding tools turn a plain-language description into a working app. What to check: code export, hosting, databases, credit pricing and security.",
    intro: [
      "Vibe coding means building software by describing what you want and steering the AI through conversation, rather than writing the code line by line. App builders such as Lovable, Bolt.new, v0 and Replit generate a running app from a prompt in the browser, while AI editors such as Cursor let people who can read some code work the same way on a project of their own.",
      "When choosing, check what the tool actually produces: which frameworks it uses, whether you can see and export the code or sync it to a repository, and whether hosting, a database, user accounts and payments are built in or need separate services. Look at how it handles changes to an existing app, since the first version is easy and the tenth edit is where tools differ. Most app builders charge in credits or messages, and debugging loops can use them up quickly, so try a realistic project on a free plan first.",
      "Treat the result as a prototype until someone has reviewed it. Before real users or real data arrive, check sign-in, database access rules and where secret keys are stored, or ask a developer to look over the code.",
    ],
    related: ["app-development", "web-development", "code", "design"],
    guides: ["ai-coding-tools"],
  },

  learning: {
    title: "AI tools for learning",
    summary:
      "AI tools for studying on your own: tutors, study aids and language practice. What to check: accuracy, sources, hints over answers and fit to your level.",
    intro: [
      "AI learning tools help you study on your own: explaining a topic at the right level, quizzing you, turning notes into flashcards or summaries, or practicing a language in conversation. Some people use a general assistant as a tutor; other tools are built for the job, such as Khanmigo, which guides learners toward answers rather than handing them over, Duolingo Max for language practice, and NotebookLM, which answers questions from sources you upload.",
      "A good learning tool makes you do the thinking. Look for a mode that asks questions and gives hints instead of complete answers, explanations you can ask to simplify or expand, and practice that returns to what you got wrong. Test accuracy on a topic you already know well before trusting the tool on one you don't, and prefer tools that ground answers in course material or your own notes and show where each claim came from.",
      "For languages, check which languages and levels are covered and whether speaking practice gives useful feedback. For younger learners, check age requirements and what parents or teachers can see.",
    ],
    related: ["education", "research", "translation"],
    guides: ["ai-productivity-tools", "ai-writing-tools"],
  },

  free: {
    title: "AI tools with a free plan",
    summary:
      "AI platforms with a real free plan, and how to judge one: usage caps, model access, watermarks, commercial rights and what happens to your data.",
    intro: [
      "This list shows platforms with a free plan you can keep using, not only a time-limited trial. A free plan is the best way to test a tool on your own work before paying, and for light or occasional use it is often all you need.",
      "Free plans are limited in predictable ways. Chat assistants usually cap messages or switch to a smaller model after a number of requests, with limits that reset daily or every few hours. Image, video and audio tools typically give a small allowance of credits, lower resolution or shorter output, a watermark, and slower queues at busy times. Features such as large file uploads, deep research, team sharing and API access are often kept for paid plans.",
      "To judge a free plan, run the task you actually need several times and see whether the limits fit your week. Read the license, since some free tiers restrict commercial use or make what you create public, and check the data settings: free consumer accounts may use your inputs to train models unless you opt out, so keep confidential material out of them. Limits change often, so confirm the current terms on the platform's own pricing page.",
    ],
    related: ["text", "images", "productivity", "learning"],
    guides: ["ai-productivity-tools", "perplexity-ai-review", "gemini-ai-guide"],
  },

  "app-development": {
    title: "AI tools for app development",
    summary:
      "AI tools for building web and mobile apps, from coding assistants to app builders. What to check: stack, code ownership, deployment and data handling.",
    intro: [
      "AI app development tools span a wide range. At one end, app builders such as Replit, Lovable and Bolt.new generate a working application from a description and can host it for you. At the other, coding assistants and agents such as GitHub Copilot, Cursor and Claude Code work inside a professional project, writing and changing code that your team owns and deploys.",
      "Start from who will maintain the app. If developers will, look at support for your languages and frameworks, how the tool handles a large existing codebase, how it fits your test and review workflow, and how it connects to your repository. If a non-developer is building, look at what is included, such as a database, sign-in, payments and hosting, and whether the code can be exported when the project outgrows the platform. For mobile apps, check whether the tool produces native or cross-platform code and how the app reaches the app stores.",
      "Pricing is often usage-based, through credits, agent requests or hosting, so estimate the cost of ongoing changes as well as the first build. Check how the provider handles your source code and any user data the app stores, and plan a security review before launch.",
    ],
    related: ["vibe-coding", "web-development", "code", "design"],
    guides: ["ai-coding-tools"],
  },

  research: {
    title: "AI tools for research and analysis",
    summary:
      "AI research tools that search, read and summarize sources for you. What to check: citation quality, source coverage, document uploads and report depth.",
    intro: [
      "AI research tools gather and digest information. Some search the web and write an answer with numbered sources, such as Perplexity; the deep research modes of assistants such as ChatGPT and Gemini browse for several minutes and return a longer cited report; and tools such as NotebookLM answer questions only from documents you upload, which suits literature reviews, contracts and course material.",
      "The main thing to judge is how easy a tool makes it to check its work. Look for citations that lead to the exact page or passage, and test whether the cited sources actually say what the answer claims. Check which sources it can reach (the open web, academic papers, your own files), how it handles recent events, how many documents it can take at once, and whether you can export a report with its references.",
      "Treat the output as a well-organized first pass rather than a conclusion: open the sources that matter, check their dates and authority, and watch for confident summaries of weak material. Before uploading confidential documents, check the provider's training and retention settings.",
    ],
    related: ["search", "data", "learning", "text"],
    guides: ["perplexity-ai-review", "gemini-ai-guide", "ai-productivity-tools"],
  },

  audio: {
    title: "AI tools for audio and music",
    summary:
      "AI audio tools for voiceovers, music, podcasts and transcription. What to check: voice quality, languages, editing control, licensing and consent rules.",
    intro: [
      "AI audio tools cover several distinct jobs. Voice tools such as ElevenLabs and Murf AI turn scripts into voiceovers, clone voices and dub recordings into other languages. Music generators such as Suno and Udio create songs with vocals from a prompt or your own lyrics. Editors such as Descript let you edit a recording by editing its transcript, and transcription tools such as Otter.ai turn meetings and interviews into searchable text.",
      "For voice, listen for natural pacing and pronunciation in your languages, check how much control you have over emphasis and tone, and see whether long scripts stay consistent. For music, check how far you can edit a track after generating it and whether the quality holds up in the genre you need. For transcription, test accuracy with your own speakers, accents and jargon, and check speaker labels and export formats.",
      "Rights are often the main difference between plans. Check whether commercial use and monetization are allowed on the plan you would use, who owns the output, and what the platform requires before cloning a voice: reputable services ask you to confirm you have the speaker's consent, and some verify it. When you record other people, make sure everyone knows.",
    ],
    related: ["video", "creative", "translation", "avatar"],
    guides: ["ai-video-generation", "ai-translation-tools", "ai-productivity-tools"],
  },

  creative: {
    title: "AI tools for creative work",
    summary:
      "AI tools for artists, writers, musicians and filmmakers. What to check: creative control, style consistency, ownership of the output and license terms.",
    intro: [
      "This category gathers tools that help with creative projects across media: image generators for illustration and concept art, video models for short films and visual experiments, music generators, and assistants that help with story ideas, worldbuilding and feedback on drafts. Many creative people combine several of them, using AI for exploration and rough drafts while keeping the final decisions and the craft their own.",
      "For creative work, control matters more than raw output. Look for ways to steer results beyond the prompt: reference images, style settings, editing of selected regions, and the ability to revise one part of a piece without regenerating everything. Check whether a character, palette or voice can stay consistent across a series, and whether the tool fits into the software and file formats you already use.",
      "Read the terms on ownership and use. Check whether commercial use is allowed on your plan, whether work made on a free tier is public, and how the model was trained if that matters to you or your clients. In the US, material generated from a prompt alone may not be protected by copyright, while your own selection, arrangement and edits can be, so keep a record of your process.",
    ],
    related: ["images", "video", "audio", "design"],
    guides: ["ai-image-generation", "ai-video-generation", "ai-writing-tools"],
  },

  productivity: {
    title: "AI tools for productivity",
    summary:
      "AI productivity tools for everyday office work: assistants, meeting notes and questions over your files. What to check: integrations, limits and privacy.",
    intro: [
      "AI productivity tools take routine work off your plate: drafting and answering email, summarizing long threads and documents, taking meeting notes, answering questions from your own files and turning notes into action items. For most people that comes down to three kinds of tool: a general assistant, a tool that works over your own documents such as NotebookLM or Notion AI, and a meeting note-taker such as Otter.ai or Fireflies.ai.",
      "Integration counts for more than model quality here. An assistant that can see your email, calendar and files saves more time than a slightly smarter one in a separate tab, so start from the suite you already use. Check which apps a tool connects to, whether it works on your phone as well as your computer, how meeting bots join calls, and whether summaries and action items can go to the task or CRM tools your team uses.",
      "Work data needs care. Check whether the tool trains on your content, how long recordings and transcripts are kept, and whether your employer allows it; a business plan with admin controls is usually the right place for company material. Tell participants before a bot records a meeting, and start on free tiers until you hit their limits every week.",
    ],
    related: ["text", "business", "research", "presentation"],
    guides: ["ai-productivity-tools", "ai-business-tools", "gemini-ai-guide"],
  },

  business: {
    title: "AI tools for business and marketing",
    summary:
      "AI tools for running a business: team assistants, support, sales and marketing. What to check: data protection, admin controls, integrations and pricing.",
    intro: [
      "Business AI tools range from team assistants that everyone uses for writing, research and analysis, to specialist tools for one job: customer support chatbots, meeting notes, marketing copy and design, SEO and presentations. The most useful first purchase is usually a team assistant that fits the office suite you already use; specialist tools earn their place where a team has a clear, repeated task.",
      "When buying for a business, compare business tiers rather than personal accounts. Ask each vendor whether your data is used for model training, how long it is retained, where it is stored, which sub-processors handle it, and whether the plan includes single sign-on, audit logs and admin controls. Check integrations with the systems that hold your work, such as email, documents, CRM and help desk, and whether pricing is per seat, per use or per outcome, since usage-based pricing is harder to budget.",
      "Run a short pilot before a wider rollout: pick a few recurring tasks, time them before and after, and buy seats for the people who actually use the tool. A written policy on what data staff may enter saves problems later.",
    ],
    related: ["marketing", "productivity", "chatbot", "seo"],
    guides: ["ai-business-tools", "ai-productivity-tools"],
  },

  design: {
    title: "AI tools for design and 3D",
    summary:
      "AI design tools for layouts, graphics, interfaces and 3D assets. What to check: editable output, file formats, brand kits and fit with your workflow.",
    intro: [
      "AI design tools work at different stages of the design process. Layout tools such as Canva and Microsoft Designer generate social posts, flyers and other graphics from a prompt and let you edit the elements afterward. Interface tools such as Figma add AI features, including turning a prompt into an interactive prototype. Image and vector generators such as Recraft and Adobe Firefly produce illustrations, icons and textures, and some tools generate 3D models from text or images.",
      "The key question is whether the output stays editable. A flat image is hard to change later; layered designs, vector files and real interface components fit a professional workflow. Check export formats, whether the tool applies your brand kit (fonts, colors, logos), how well it handles text and alignment, and whether it works with the software your team already uses. For 3D, check mesh quality, textures and the formats your engine or printer accepts.",
      "For client or commercial work, read the license for generated assets and check whether the model was trained on material you are comfortable with. Treat AI output as a starting point: spacing, hierarchy and accessibility still need a designer's eye.",
    ],
    related: ["logo", "images", "presentation", "creative"],
    guides: ["ai-image-generation"],
  },

  education: {
    title: "AI tools for education",
    summary:
      "AI tools for teachers, schools and course creators: tutors, lesson planning and course assistants. What to check: accuracy, privacy, age rules and oversight.",
    intro: [
      "Education AI tools serve both sides of the classroom. For students, AI tutors such as Khanmigo guide learners through problems with hints rather than handing over answers, and course assistants such as Coursera Coach explain concepts inside a course. For teachers and trainers, AI helps plan lessons, write quizzes and rubrics, adapt material to different reading levels, and produce presentations or training videos.",
      "For schools, accuracy and oversight come first. Check whether a tutor is grounded in vetted course material, whether it is designed to avoid simply giving answers, and whether teachers or parents can see students' conversations. Data protection matters more than usual: look for clear terms on student data, age requirements, and compliance with the privacy rules that apply to your school or country. For teacher tools, check whether output exports to the learning platform or document format you use.",
      "Agree on a written AI policy before tools arrive, and do not treat AI detectors as proof of cheating: they are not reliable enough, so ask students to keep drafts and version history instead.",
    ],
    related: ["learning", "presentation", "writing"],
    guides: ["ai-writing-tools"],
  },

  translation: {
    title: "AI tools for translation",
    summary:
      "AI translation tools for text, documents, conversations and video. What to check: language pairs, document layout, glossaries and data privacy.",
    intro: [
      "AI translation tools work at several levels. Dedicated translators such as DeepL and Google Translate handle text and whole documents quickly, and mobile apps add camera and conversation translation for travel. General assistants can adapt tone and terminology when you give them a brief and a glossary, which helps with marketing copy and other text where a literal translation falls flat. For video, dubbing and avatar tools translate speech and can keep the speaker's voice.",
      "Start with your language pairs: quality varies from pair to pair and tools cover different languages, so test with a native speaker on material like yours. For documents, check which formats are supported (such as Word, PowerPoint and PDF) and whether layout, tables and formatting survive. Glossaries and formality settings keep product names and terms consistent across a project, and integrations with your translation software, CMS or office apps matter for regular work.",
      "Privacy is the other deciding factor. Check whether texts are stored or used for training, and for anything confidential prefer a plan that deletes them after translation. For legal, medical, certified or published work you cannot check yourself, hire a professional translator.",
    ],
    related: ["writing", "audio", "avatar", "business"],
    guides: ["ai-translation-tools"],
  },

  search: {
    title: "AI tools for web search",
    summary:
      "AI search engines and assistants that answer questions from the web with sources. What to check: citation quality, freshness, follow-ups and privacy.",
    intro: [
      "AI search tools answer a question in prose instead of returning a list of links. They run searches, read the pages and write a summary with citations, and most let you ask follow-up questions in the same thread. Answer engines such as Perplexity are built around this; general assistants such as ChatGPT, Gemini and Microsoft Copilot also search the web when a question needs current information.",
      "Judge them on how easily you can check them. Citations should point to specific pages you can open, and the cited page should actually support the claim; test this on a topic you know well. Look at how current the results are, whether you can focus a search on certain sites or kinds of source, how the tool handles questions with several parts, and whether it offers a longer research mode for reports.",
      "Classic search is still better for navigation, shopping, local results and breaking news. Check the privacy settings too: your queries may be stored with your account unless you turn history off.",
    ],
    related: ["research", "text", "learning"],
    guides: ["perplexity-ai-review", "gemini-ai-guide", "chatgpt-vs-claude"],
  },

  data: {
    title: "AI tools for data analysis",
    summary:
      "AI tools that analyze spreadsheets and datasets in plain language. What to check: code execution, file limits, data connections and reproducible results.",
    intro: [
      "AI data analysis tools let you ask questions of a spreadsheet or dataset in plain language and get back tables, charts and explanations. General assistants such as ChatGPT, Claude and Gemini read uploaded files and can often write and run code to do the calculations; assistants built into spreadsheet software work on the files you already have; and marketing platforms such as Semrush apply AI to their own search and traffic data.",
      "The most important check is whether the tool actually computes its answers or only estimates them from reading the file. Prefer tools that run code and show it, so you can verify the steps and repeat the analysis. Check file size and row limits, the formats it accepts, whether it can connect to databases or cloud storage rather than only uploads, and how it handles messy data such as missing values, mixed formats and merged cells. For charts, see whether you can edit and export them.",
      "Spot-check results against numbers you know, especially totals and filters, since a plausible chart can rest on a wrong assumption about the data. Put customer or financial data only into tools whose terms on training, retention and storage location you have checked.",
    ],
    related: ["research", "business", "code"],
    guides: ["chatgpt-vs-claude", "ai-business-tools"],
  },

  seo: {
    title: "AI tools for SEO",
    summary:
      "AI SEO tools for keyword research, content briefs and optimization. What to check: keyword data source, content scoring, integrations and site audits.",
    intro: [
      "AI SEO tools help you plan, write and improve content for search engines. Platforms such as Semrush combine keyword research, competitor analysis and site audits with AI features, while content tools such as Surfer SEO and Frase build briefs from the pages that already rank for a query and score your draft against them.",
      "Start with the data. Ask where keyword volumes and difficulty scores come from, which countries and languages are covered, and how often the data is refreshed, because AI writing on top of weak data produces confident but wrong plans. For content tools, check how the score is calculated and whether it pushes you toward stuffing keywords or toward covering a topic properly. Integrations matter for daily use: your editor or CMS, Google Search Console and your analytics. Check how many articles, audits or tracked keywords the plan you need includes.",
      "Use these tools to find topics and gaps, not to mass-produce pages. Search engines aim to reward content that is original and useful to the reader, so treat AI drafts as a starting point and add your own experience, data and examples.",
    ],
    related: ["marketing", "writing", "business"],
    guides: ["ai-writing-tools", "ai-business-tools"],
  },

  marketing: {
    title: "AI tools for marketing",
    summary:
      "AI marketing tools for copy, visuals, campaigns and scheduling. What to check: brand voice controls, templates, team workflows and commercial rights.",
    intro: [
      "AI marketing tools speed up the production side of marketing: ad and email copy, landing pages, product descriptions, social graphics, short videos and campaign variations for testing. Copy platforms such as Jasper and Copy.ai add brand voice settings and templates on top of language models, design tools such as Canva produce on-brand visuals, and other tools cover SEO, voiceovers and video.",
      "Brand consistency is what separates a marketing tool from a general assistant. Check whether you can store a brand voice, style guide and product facts once and have every user's output follow them, whether there are templates for the formats you produce, and whether approvals and shared workspaces fit how your team works. Integrations with your CMS, email platform, ad accounts and analytics save copying and pasting. If you generate images or video, confirm that commercial use is allowed on your plan.",
      "Check facts and claims before anything goes out, since AI copy can invent features, prices or testimonials. A solo marketer may find that a general assistant plus a design tool covers most needs; dedicated platforms pay off when several people produce content at volume.",
    ],
    related: ["business", "social", "seo", "writing"],
    guides: ["ai-business-tools", "ai-writing-tools", "ai-image-generation"],
  },

  chatbot: {
    title: "AI chatbot platforms",
    summary:
      "AI chatbot platforms for customer support and websites. What to check: grounding in your content, human handoff, integrations, analytics and pricing model.",
    intro: [
      "AI chatbot platforms put an assistant on your website, in your app or in your help desk, answering questions from your own content: help articles, product pages, policies and past conversations. Some are quick to set up, such as Chatbase and Tidio; others, such as Voiceflow, are for designing more complex conversation flows; and support platforms such as Intercom Fin answer customers inside an existing help desk.",
      "Test accuracy on your real questions. Check how the bot is grounded in your content, whether it links the source it used, and what it does when it does not know: a good bot says so and hands over to a person with the conversation attached. Look at integrations with your help desk, CRM, online store and messaging channels, whether it can take actions such as looking up an order, and analytics that show which questions fail. Pricing may be per message, per resolved conversation or per seat, so estimate it against your real volume.",
      "Check how customer conversations are stored and used, and tell users when they are talking to an AI.",
    ],
    related: ["business", "text", "productivity"],
    guides: ["ai-business-tools"],
  },

  logo: {
    title: "AI tools for logo design",
    summary:
      "AI logo makers and brand design tools. What to check: vector export, editability, originality, trademark risk and what the license lets you do with it.",
    intro: [
      "AI logo tools generate logo options from your business name, industry and style preferences, and many extend them into a brand kit with colors, fonts and templates for social profiles and business cards. Dedicated logo makers such as Looka package the process for non-designers; design tools such as Canva and Microsoft Designer include logo creation among broader features; and image generators such as Recraft and Ideogram suit people who want more control over the mark itself.",
      "A logo has to work at every size, so check whether you can download a vector file as well as PNG images, whether there are versions for dark and light backgrounds, and whether you can edit shapes, spacing and type after generation rather than starting over. Check that any text is spelled correctly and that the result looks distinct rather than generic. Some logo makers let you design for free and charge to download the files, so find out what you will receive before you invest time.",
      "Read the license to confirm you can use the logo commercially, and remember that a generated mark may resemble existing ones. Run a trademark search before you print or register it.",
    ],
    related: ["design", "images", "business", "marketing"],
    guides: ["ai-image-generation"],
  },

  presentation: {
    title: "AI tools for presentations",
    summary:
      "AI presentation makers that turn an outline or a document into slides. What to check: layout quality, editing control, brand templates and export formats.",
    intro: [
      "AI presentation tools turn a prompt, outline or existing document into a draft slide deck, with layout, images and speaker notes, and then help you rewrite, restructure and restyle it. Some are dedicated tools, such as Gamma, Beautiful.ai and Pitch; design tools such as Canva and the assistants built into office suites offer similar features to people who already work there.",
      "The first draft is the easy part; check how much work it takes to make the deck yours. See how the tool treats your own content (does it keep your structure and facts, or pad them?), whether layouts adjust when you add or remove content, and how much control you have over individual elements. Brand templates with your fonts, colors and logo matter for company decks. Export is a common sticking point: check whether decks export cleanly to PowerPoint, Google Slides or PDF, or whether presenting depends on the tool's own viewer or a web link.",
      "Check facts, figures and generated images before you present, and look at sharing features such as collaborative editing and viewer analytics if decks go to clients.",
    ],
    related: ["design", "productivity", "business", "education"],
    guides: ["ai-productivity-tools", "ai-business-tools"],
  },

  "web-development": {
    title: "AI tools for web development",
    summary:
      "AI tools for building websites and web apps, from interface generators to coding agents. What to check: frameworks, code quality, hosting and review.",
    intro: [
      "AI web development tools cover the path from design to deployment. Interface generators such as v0 turn a prompt into working components and pages; app builders such as Lovable, Bolt.new and Replit produce a full web app you can run in the browser; and coding assistants such as GitHub Copilot, Cursor and Claude Code help developers build and maintain sites in their own projects.",
      "Check which frameworks and styling systems the tool generates, and whether the code follows conventions your team can maintain. For builders, look at how deployment, custom domains, databases and sign-in are handled, and whether you can export the code or sync it to a repository. For assistants, look at how well they understand a large codebase, whether they can run your development server and tests, and how changes are shown for review.",
      "Generated sites often look finished before they are. Check accessibility, performance on phones, search basics such as page titles and metadata, and security: form handling, authentication and where API keys are stored. Budget for usage-based pricing, since iterating on a site can use up credits quickly.",
    ],
    related: ["app-development", "vibe-coding", "code", "design"],
    guides: ["ai-coding-tools"],
  },

  social: {
    title: "AI tools for social media",
    summary:
      "AI tools for social media content, scheduling and repurposing. What to check: network formats, publishing, captions, brand consistency and analytics.",
    intro: [
      "Social media AI tools help at each step of posting: generating ideas and captions, creating graphics and short videos, cutting long videos into clips, and scheduling and analyzing posts across networks. Schedulers such as Buffer and Hootsuite add AI writing help to their publishing calendars, OpusClip turns long videos into short vertical clips, and design tools such as Canva produce graphics sized for each network.",
      "Check which networks and formats are supported, including video sizes and carousels, and whether the tool can publish directly or only reminds you to post. For generated content, look at how well it holds your brand voice and visual style across posts, and whether captions and subtitles are easy to edit. For video repurposing, check how clips are chosen, whether you can adjust the cut and framing, and whether free-plan exports carry a watermark. Analytics that show what worked help you decide what to make next.",
      "Review everything before it goes live: AI captions can get facts or tone wrong, and automated posting repeats mistakes at scale. Check each network's rules on labeling AI-generated images and video.",
    ],
    related: ["marketing", "video", "design", "images"],
    guides: ["ai-video-generation", "ai-business-tools"],
  },

  avatar: {
    title: "AI tools for avatars and visuals",
    summary:
      "AI avatar tools for presenter videos, digital twins and character images. What to check: lip-sync, languages, custom avatars, consent rules and watermarks.",
    intro: [
      "AI avatar tools create a digital person. Video avatar platforms such as Synthesia and HeyGen produce a presenter who speaks your script to camera, using a stock avatar or a custom one made from a recording of you, which suits training, product explainers, sales messages and translated versions of the same video. Image generators such as Leonardo.Ai create character portraits and stylized avatars for profiles, games and stories.",
      "For video avatars, watch a few examples closely: lip-sync, natural gestures, and how the voice handles your languages and technical terms. Check how you create a custom avatar of yourself, how long a video can be on the plan you would use, whether free-plan output carries a watermark, and whether you can translate a video while keeping the same voice. For character images, check whether the tool can keep the same face across many pictures.",
      "Consent is the rule that matters most: reputable services require the person's consent before creating an avatar or voice of a real person, and you should never make one of someone without their permission. Check who owns a custom avatar, what happens to your recordings if you leave, and whether viewers should be told the presenter is AI-generated.",
    ],
    related: ["video", "audio", "images", "translation"],
    guides: ["ai-video-generation", "ai-translation-tools"],
  },
};
