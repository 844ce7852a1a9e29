import type { PlatformInput } from "@/lib/catalogue-schema";

export const assistantsAndCode = [
  // ─── Chat assistants ──────────────────────────────────────────────────────
  {
    id: "chatgpt",
    name: "ChatGPT",
    description:
      "OpenAI's general-purpose AI assistant for writing, coding, analysis, research and image generation, built on GPT-5.",
    category: "chat-assistant",
    capabilities: ["text", "writing", "code", "research", "search", "images", "data-analysis", "voice", "translation", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Free plan gives GPT-5.3 with a capped number of messages (then a smaller model), plus limited web search, file uploads, data analysis and image generation. Plus ($20/month) raises limits and adds agent mode; Pro ($200/month) is near-unlimited; Business is sold per user.",
      otherPrices: ["$200", "$25"],
      sources: {
        tier: { url: "https://help.openai.com/en/articles/6950777-what-is-chatgpt-plus", checked: "2026-11-23" },
        startingPrice: { url: "https://help.openai.com/en/articles/6950777-what-is-chatgpt-plus", checked: "2026-11-23" },
        details: { url: "https://help.openai.com/en/articles/6950777-what-is-chatgpt-plus", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Strong all-rounder across writing, coding and analysis",
      "Web search and deep research with cited sources",
      "Analyses uploaded files, spreadsheets and charts",
      "Built-in image generation and voice mode",
      "Custom GPTs, projects and memory",
    ],
    useCases: ["text", "writing", "code", "research", "search", "data", "translation", "learning", "productivity", "images", "creative"],
    website: "https://chatgpt.com",
    linkedin: "https://www.linkedin.com/company/openai/",
    twitter: "https://x.com/OpenAI",
    lastReviewed: "2026-11-23",
  },
  {
    id: "claude",
    name: "Claude",
    description:
      "Anthropic's AI assistant for writing, analysis and coding, known for long documents, natural prose and careful answers.",
    category: "chat-assistant",
    capabilities: ["text", "writing", "code", "research", "analysis", "data-analysis", "search", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Free plan on web, desktop and mobile with usage limits that reset every few hours. Pro ($20/month, or $17/month billed annually) raises limits and adds Claude Code, Research and more models; Max (from $100/month) gives 5x or 20x Pro usage.",
      otherPrices: ["$17", "$100", "$200", "$25", "$30", "$150"],
      sources: {
        tier: { url: "https://support.anthropic.com/en/articles/11145838-using-claude-code-with-your-pro-or-max-plan", checked: "2026-11-23" },
        startingPrice: { url: "https://support.anthropic.com/en/articles/11145838-using-claude-code-with-your-pro-or-max-plan", checked: "2026-11-23" },
        details: { url: "https://claude.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Natural, well-structured long-form writing",
      "Strong at coding and debugging",
      "Reads long documents and large files well",
      "Projects and artifacts for ongoing work",
      "Analyses data and creates files in chat",
    ],
    useCases: ["text", "writing", "code", "research", "data", "productivity", "business"],
    website: "https://claude.ai",
    linkedin: "https://www.linkedin.com/company/anthropicresearch/",
    twitter: "https://x.com/claudeai",
    lastReviewed: "2026-11-23",
  },
  {
    id: "gemini",
    name: "Gemini",
    description:
      "Google's AI assistant for questions, writing, research, coding and image and video creation, connected to Google apps.",
    category: "chat-assistant",
    capabilities: ["text", "writing", "code", "research", "search", "images", "video", "data-analysis", "translation", "productivity", "education"],
    pricing: {
      tier: "freemium",
      startingPrice: "$19.99/month",
      details:
        "Free with Gemini 2.5 Flash, limited 2.5 Pro, Deep Research and image generation. Google AI Pro ($19.99/month) raises limits, adds Veo 3.1 Fast video, Gemini in Gmail and Docs and 2 TB storage; Google AI Ultra ($249.99/month) has the highest limits.",
      otherPrices: ["$249.99"],
      sources: {
        tier: { url: "https://gemini.google/subscriptions/", checked: "2025-10-15" },
        startingPrice: { url: "https://gemini.google/subscriptions/", checked: "2025-10-15" },
        details: { url: "https://ai.zenken.co.jp/en/post/gemini-video-guide/", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Works across Gmail, Docs, Drive and other Google apps",
      "Very long context window on 2.5 Pro",
      "Deep Research reports from many web sources",
      "Image editing and Veo video generation",
      "Guided Learning mode for studying",
    ],
    useCases: ["text", "writing", "code", "research", "search", "data", "translation", "learning", "productivity", "images", "video"],
    website: "https://gemini.google.com",
    twitter: "https://x.com/GeminiApp",
    lastReviewed: "2026-11-23",
  },
  {
    id: "microsoft-copilot",
    name: "Microsoft Copilot",
    description:
      "Microsoft's AI assistant in Windows, Edge and the Copilot app, and inside Word, Excel, PowerPoint and Outlook with Microsoft 365.",
    category: "chat-assistant",
    capabilities: ["text", "writing", "search", "images", "voice", "productivity", "data-analysis", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$9.99/month",
      details:
        "The Copilot app is free, with GPT-5 chat, web answers, voice and image creation. Microsoft 365 Personal ($9.99/month) adds Copilot in Word, Excel, PowerPoint and Outlook with usage limits; Microsoft 365 Premium ($19.99/month), which succeeds Copilot Pro, gives the highest limits.",
      otherPrices: ["$19.99"],
      sources: {
        tier: { url: "https://copilot.microsoft.com", checked: "2025-10-15" },
        startingPrice: { url: "https://windowsforum.com/threads/microsoft-365-personal-price-copilot-ai-limits-and-why-the-bundle-costs-more.426365/post-987074", checked: "2026-11-23" },
        details: { url: "https://copilot.microsoft.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Free access to GPT-5 models",
      "Built into Windows, Edge and Microsoft 365 apps",
      "Web answers with linked sources",
      "Drafts documents, slides and Excel analysis in place",
      "Voice conversations and screen-aware Copilot Vision",
    ],
    useCases: ["text", "writing", "search", "productivity", "business", "data", "presentation"],
    website: "https://copilot.microsoft.com",
    linkedin: "https://www.linkedin.com/company/microsoft/",
    lastReviewed: "2026-11-23",
  },
  {
    id: "perplexity",
    name: "Perplexity",
    description:
      "An AI answer engine that searches the web and replies with cited sources, for quick answers and deeper research.",
    category: "chat-assistant",
    capabilities: ["search", "research", "text", "analysis", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Free plan offers unlimited basic searches and a small daily allowance of Pro searches and Research queries. Pro ($20/month) adds many more Pro searches, a choice of models (GPT, Claude, Gemini) and file analysis; Max ($200/month) adds the highest limits and early features.",
      otherPrices: ["$200", "$5"],
      sources: {
        tier: { url: "https://www.perplexity.ai/pro", checked: "2025-10-15" },
        startingPrice: { url: "https://www.perplexity.ai/pro", checked: "2025-10-15" },
        details: { url: "https://www.perplexity.ai/pro", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Every answer cites its web sources",
      "Choice of frontier models on Pro",
      "Deep Research for multi-source reports",
      "Spaces to organise research and files",
      "Comet, its AI web browser",
    ],
    useCases: ["search", "research", "text", "learning", "productivity"],
    website: "https://www.perplexity.ai",
    linkedin: "https://www.linkedin.com/company/perplexity-ai/",
    twitter: "https://x.com/perplexity_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "meta-ai",
    name: "Meta AI",
    description:
      "Meta's free AI assistant built into WhatsApp, Instagram, Messenger and Facebook, with its own app and website.",
    category: "chat-assistant",
    capabilities: ["text", "images", "voice", "entertainment", "creative"],
    pricing: {
      tier: "free",
      details:
        "Completely free with no paid plan: chat, image generation and editing, and voice in WhatsApp, Instagram, Messenger, Facebook, the Meta AI app and meta.ai. Availability and features vary by country.",
      sources: {
        tier: { url: "https://www.meta.ai", checked: "2025-10-15" },
        details: { url: "https://www.meta.ai", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Already inside WhatsApp, Instagram and Messenger",
      "Free image generation and editing",
      "Voice conversations in the Meta AI app",
      "Works with Ray-Ban Meta smart glasses",
    ],
    useCases: ["text", "images", "creative"],
    website: "https://www.meta.ai",
    linkedin: "https://www.linkedin.com/company/meta/",
    twitter: "https://x.com/AIatMeta",
    lastReviewed: "2025-10-15",
  },
  {
    id: "grok",
    name: "Grok",
    description:
      "xAI's AI assistant on grok.com, its apps and X, with real-time access to posts on X and image and video generation.",
    category: "chat-assistant",
    capabilities: ["text", "search", "research", "images", "video", "code", "entertainment"],
    pricing: {
      tier: "freemium",
      startingPrice: "$30/month",
      details:
        "Free use of Grok with usage limits on grok.com, the apps and X. SuperGrok ($30/month) raises limits and gives fuller Grok 4 access; SuperGrok Heavy ($300/month) adds Grok 4 Heavy. X Premium and Premium+ subscribers also get higher Grok limits.",
      otherPrices: ["$300"],
      sources: {
        tier: { url: "https://grok.com", checked: "2025-10-15" },
        startingPrice: { url: "https://grok.com", checked: "2025-10-15" },
        details: { url: "https://grok.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Real-time search of posts on X",
      "Grok 4 reasoning models",
      "Grok Imagine image and video generation",
      "Casual tone with looser content filters than most rivals",
    ],
    useCases: ["text", "search", "images", "creative"],
    website: "https://grok.com",
    twitter: "https://x.com/grok",
    lastReviewed: "2025-10-15",
  },
  {
    id: "mistral-le-chat",
    name: "Mistral Le Chat",
    description:
      "Mistral AI's assistant for chat, writing, web search, research and coding, from a European AI company.",
    category: "chat-assistant",
    capabilities: ["text", "writing", "search", "research", "code", "images", "translation", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$14.99/month",
      details:
        "Free plan includes chat, web search, Canvas, Deep Research and image generation with daily limits. Pro ($14.99/month) raises limits substantially; Team and Enterprise plans add shared workspaces, admin controls and connectors.",
      sources: {
        tier: { url: "https://mistral.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://mistral.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://mistral.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Very fast answers (Flash Answers)",
      "European company with data hosted in the EU",
      "Cheaper paid plan than most rivals",
      "Memory, Libraries and connectors to work tools",
      "Built on Mistral's own models, several of them open-weight",
    ],
    useCases: ["text", "writing", "research", "productivity"],
    website: "https://chat.mistral.ai",
    twitter: "https://x.com/MistralAI",
    lastReviewed: "2025-10-15",
  },
  {
    id: "deepseek",
    name: "DeepSeek",
    description:
      "A free AI chat assistant from Chinese lab DeepSeek, strong at maths, reasoning and coding, built on its open-weight models.",
    category: "chat-assistant",
    capabilities: ["text", "code", "analysis", "search", "models"],
    pricing: {
      tier: "free",
      details:
        "The chat on the web and in the iOS and Android apps is free with no paid plan; the developer API is billed per token. Data is stored on servers in China, which some employers and governments restrict.",
      sources: {
        tier: { url: "https://www.deepseek.com", checked: "2025-10-15" },
        details: { url: "https://www.deepseek.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Free reasoning mode (DeepThink)",
      "Strong at maths, logic and code",
      "Open-weight models you can run yourself",
      "Very low-cost API for developers",
    ],
    useCases: ["text", "code", "research"],
    website: "https://www.deepseek.com",
    twitter: "https://x.com/deepseek_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "poe",
    name: "Poe",
    description:
      "Quora's app for chatting with many AI models from different companies in one place, and for building and sharing custom bots.",
    category: "chat-assistant",
    capabilities: ["text", "chatbot", "images", "video", "audio", "models", "writing"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan gives a daily allowance of compute points to spend on any model. Paid subscriptions add larger daily or monthly point allowances, from about $5/month up to about $250/month; prices vary by plan and app store, so check the site for current pricing.",
      otherPrices: ["$5", "$250"],
      sources: {
        tier: { url: "https://poe.com", checked: "2025-10-15" },
        details: { url: "https://poe.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "GPT, Claude, Gemini, Llama and more in one app",
      "Image, video and audio models alongside chat",
      "Build and share custom bots without code",
      "One subscription instead of several",
    ],
    useCases: ["text", "writing", "chatbot", "images", "creative"],
    website: "https://poe.com",
    lastReviewed: "2025-10-15",
  },

  // ─── Code ─────────────────────────────────────────────────────────────────
  {
    id: "github-copilot",
    name: "GitHub Copilot",
    description:
      "GitHub's AI coding assistant for code completion, chat and agents in your editor, on the command line and on github.com.",
    category: "code",
    capabilities: ["code", "ai-development", "web-development", "backend"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free plan: 2,000 code completions and 50 chat requests a month. Pro ($10/month, or $100/year, with a 30-day trial) and Pro+ ($39/month) add more use and top models; since June 1, 2026 paid plans are billed by usage instead of premium-request allowances. Business and Enterprise are per user. Free Pro for verified students and teachers.",
      otherPrices: ["$100", "$39"],
      sources: {
        tier: { url: "https://docs.github.com/en/copilot/concepts/copilot-billing/about-billing-for-individual-copilot-plans", checked: "2026-11-23" },
        startingPrice: { url: "https://docs.github.com/en/copilot/concepts/copilot-billing/about-billing-for-individual-copilot-plans", checked: "2026-11-23" },
        details: { url: "https://docs.github.com/en/copilot/reference/copilot-billing/request-based-billing-legacy", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Works in VS Code, JetBrains, Visual Studio, Xcode and more",
      "Agent mode plus a cloud agent that opens pull requests",
      "Choice of models from OpenAI, Anthropic and Google",
      "Tight GitHub integration: code review, issues, PRs",
      "Cheapest paid plan among the major coding tools",
    ],
    useCases: ["code", "app-development", "web-development"],
    website: "https://github.com/features/copilot",
    linkedin: "https://www.linkedin.com/company/github/",
    twitter: "https://x.com/github",
    lastReviewed: "2026-11-23",
  },
  {
    id: "cursor",
    name: "Cursor",
    description:
      "An AI-first code editor, forked from VS Code, with fast autocomplete and an agent that plans and edits across your codebase.",
    category: "code",
    capabilities: ["code", "ai-development", "web-development", "backend"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Hobby plan is free with limited agent requests and Tab completions. Pro ($20/month) gives extended agent use and unlimited Tab; Ultra ($200/month) gives about 20x Pro usage. Teams is sold per user.",
      otherPrices: ["$200"],
      sources: {
        tier: { url: "https://codersera.com/blog/cursor-ide-complete-guide-2026/", checked: "2026-11-23" },
        startingPrice: { url: "https://codersera.com/blog/cursor-ide-complete-guide-2026/", checked: "2026-11-23" },
        details: { url: "https://cursor.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Fast multi-line Tab autocomplete",
      "Agent that edits many files and runs commands",
      "Understands the whole codebase",
      "Choice of frontier models",
      "Keeps your VS Code extensions and settings",
    ],
    useCases: ["code", "vibe-coding", "app-development", "web-development"],
    website: "https://cursor.com",
    twitter: "https://x.com/cursor_ai",
    lastReviewed: "2026-11-23",
  },
  {
    id: "windsurf",
    name: "Windsurf",
    description:
      "An AI code editor (formerly Codeium, now owned by Cognition) built around Cascade, an agent that works across your project.",
    category: "code",
    capabilities: ["code", "ai-development", "web-development"],
    pricing: {
      tier: "freemium",
      startingPrice: "$15/month",
      details:
        "Free plan includes a small monthly allowance of prompt credits (25) plus tab completions. Pro ($15/month) gives 500 prompt credits a month; Teams ($30/user/month) and Enterprise add admin controls.",
      otherPrices: ["$30"],
      sources: {
        tier: { url: "https://windsurf.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://windsurf.com/pricing", checked: "2025-10-15" },
        details: { url: "https://docs.windsurf.com/windsurf/accounts/usage", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Cascade agent with strong codebase awareness",
      "Cheaper Pro plan than Cursor",
      "Live app previews and deploys from the editor",
      "Plugins for JetBrains and other IDEs",
    ],
    useCases: ["code", "vibe-coding", "app-development", "web-development"],
    website: "https://windsurf.com",
    lastReviewed: "2026-11-23",
  },
  {
    id: "claude-code",
    name: "Claude Code",
    description:
      "Anthropic's agentic coding tool that runs in your terminal or IDE, reads your codebase, edits files and runs commands.",
    category: "code",
    capabilities: ["code", "ai-development", "backend", "web-development"],
    pricing: {
      tier: "paid",
      startingPrice: "$20/month",
      details:
        "Not on the free Claude plan. Included with Claude Pro ($20/month, or $17/month billed annually) and Max ($100 or $200/month, with much higher limits); usage resets every five hours with weekly caps. Can also be paid per token with an API key.",
      otherPrices: ["$17", "$100", "$200"],
      sources: {
        tier: { url: "https://support.anthropic.com/en/articles/11145838-using-claude-code-with-your-pro-or-max-plan", checked: "2026-11-23" },
        startingPrice: { url: "https://support.anthropic.com/en/articles/11145838-using-claude-code-with-your-pro-or-max-plan", checked: "2026-11-23" },
        details: { url: "https://claude.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Works in the terminal, VS Code and JetBrains",
      "Edits across large codebases and runs tests",
      "Handles multi-step tasks with little hand-holding",
      "Extensible with MCP servers, hooks and subagents",
      "Powered by Claude's strong coding models",
    ],
    useCases: ["code", "vibe-coding", "app-development", "web-development"],
    website: "https://www.claude.com/product/claude-code",
    linkedin: "https://www.linkedin.com/company/anthropicresearch/",
    twitter: "https://x.com/claudeai",
    lastReviewed: "2026-11-23",
  },
  {
    id: "tabnine",
    name: "Tabnine",
    description:
      "A privacy-focused AI coding assistant for companies, with completions, chat and agents that can run on your own infrastructure.",
    category: "code",
    capabilities: ["code", "ai-development", "business"],
    pricing: {
      tier: "paid",
      details:
        "No free plan since the free Basic tier was retired; Tabnine is sold per user to teams and enterprises, with a free trial. See the site for current pricing.",
      sources: {
        tier: { url: "https://www.tabnine.com/pricing", checked: "2025-10-15" },
        details: { url: "https://www.tabnine.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Does not store your code or train on it",
      "SaaS, VPC, on-premises or air-gapped deployment",
      "Works in VS Code, JetBrains, Visual Studio and Eclipse",
      "Admin controls and codebase-aware context for teams",
    ],
    useCases: ["code", "business"],
    website: "https://www.tabnine.com",
    lastReviewed: "2025-10-15",
  },
  {
    id: "amazon-q-developer",
    name: "Amazon Q Developer",
    description:
      "AWS's AI coding assistant for the IDE and command line, with agents for coding, code upgrades and AWS questions.",
    category: "code",
    capabilities: ["code", "ai-development", "backend", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$19/user/month",
      details:
        "Free tier with a monthly allowance of agentic chat requests (50) and code transformation, plus code suggestions in the IDE. Pro ($19/user/month) raises limits and adds admin and enterprise controls.",
      sources: {
        tier: { url: "https://aws.amazon.com/q/developer/pricing/", checked: "2025-10-15" },
        startingPrice: { url: "https://aws.amazon.com/q/developer/pricing/", checked: "2025-10-15" },
        details: { url: "https://aws.amazon.com/q/developer/pricing/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Knows AWS services, the console and the CLI",
      "Agentic coding in the IDE and terminal",
      "Automated upgrades, such as old Java versions",
      "Security scanning of your code",
      "Useful free tier",
    ],
    useCases: ["code", "app-development"],
    website: "https://aws.amazon.com/q/developer/",
    linkedin: "https://www.linkedin.com/company/amazon-web-services/",
    twitter: "https://x.com/awscloud",
    lastReviewed: "2025-10-15",
  },
  {
    id: "replit",
    name: "Replit",
    description:
      "A browser-based platform where Replit Agent builds, runs and deploys full apps from a description, with no setup.",
    category: "code",
    capabilities: ["code", "web-development", "backend", "database", "ai-development"],
    pricing: {
      tier: "freemium",
      startingPrice: "$25/month",
      details:
        "Free Starter plan with limited Agent use and public apps. Core ($25/month, or $20/month billed annually) includes monthly usage credits for Agent and hosting; Teams is sold per user. Heavy Agent use is billed on top by usage.",
      otherPrices: ["$20"],
      sources: {
        tier: { url: "https://replit.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://owostack.com/pricing-templates/replit-builder-credits", checked: "2026-11-23" },
        details: { url: "https://replit.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Nothing to install: build and run in the browser",
      "Agent builds and tests full apps from a prompt",
      "Built-in hosting, database and authentication",
      "Mobile app for building on the go",
      "Real-time multiplayer collaboration",
    ],
    useCases: ["code", "vibe-coding", "app-development", "web-development", "learning"],
    website: "https://replit.com",
    twitter: "https://x.com/Replit",
    lastReviewed: "2026-11-23",
  },
  {
    id: "lovable",
    name: "Lovable",
    description:
      "A full-stack app builder that turns a chat description into a working web app with database, login and hosting.",
    category: "code",
    capabilities: ["web-development", "code", "backend", "database", "design"],
    pricing: {
      tier: "freemium",
      startingPrice: "$25/month",
      details:
        "Free plan gives 5 credits a day (up to 30 a month) and now includes private projects. Pro ($25/month, or $21/month billed annually) adds 100 monthly credits on top of daily ones and custom domains; Business (from $50/month) adds SSO and team features.",
      otherPrices: ["$21", "$50"],
      sources: {
        tier: { url: "https://docs.lovable.dev/introduction/plans-and-credits", checked: "2026-11-23" },
        startingPrice: { url: "https://docs.lovable.dev/introduction/plans-and-credits", checked: "2026-11-23" },
        details: { url: "https://docs.lovable.dev/introduction/plans-and-credits", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Full-stack web apps from a chat prompt",
      "Built-in backend, database and auth (Lovable Cloud or Supabase)",
      "GitHub sync, so you own and can export the code",
      "Visual editing of the generated interface",
      "One-click publishing",
    ],
    useCases: ["vibe-coding", "app-development", "web-development", "design"],
    website: "https://lovable.dev",
    twitter: "https://x.com/lovable_dev",
    // The link itself is the operator's own (REFERRAL_URL); without it the card links to the site.
    referral: {
      note: "Referral link: if you sign up through it, Lovable may add bonus credits to your account, and the site may receive credits too.",
    },
    lastReviewed: "2026-11-23",
  },
  {
    id: "bolt-new",
    name: "Bolt.new",
    description:
      "StackBlitz's in-browser AI app builder that writes, runs and deploys full-stack web and mobile apps from a prompt.",
    category: "code",
    capabilities: ["web-development", "code", "backend", "database"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with a monthly token allowance and a daily cap. Pro plans add larger monthly token allowances, no daily limit and custom domains; Teams is sold per member. See the site for current pricing.",
      sources: {
        tier: { url: "https://bolt.new/pricing", checked: "2025-10-15" },
        details: { url: "https://bolt.new/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Runs a full Node.js environment in the browser",
      "Works with many frameworks, plus Expo for mobile apps",
      "Edit the generated code directly",
      "One-click hosting and deployment",
    ],
    useCases: ["vibe-coding", "app-development", "web-development"],
    website: "https://bolt.new",
    twitter: "https://x.com/boltdotnew",
    lastReviewed: "2025-10-15",
  },
  {
    id: "v0",
    name: "v0",
    description:
      "Vercel's AI app builder that generates React and Next.js interfaces and full-stack apps from prompts, then deploys them.",
    category: "code",
    capabilities: ["web-development", "design", "code"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Free plan includes $5 of monthly credits. Premium ($20/month) includes $20 of monthly credits and Figma import; Team ($30/user/month) adds shared credits and collaboration. Extra credits can be bought.",
      otherPrices: ["$5", "$30"],
      sources: {
        tier: { url: "https://v0.app/docs/pricing", checked: "2026-11-23" },
        startingPrice: { url: "https://v0.app/docs/pricing", checked: "2026-11-23" },
        details: { url: "https://v0.app/docs/pricing", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Polished UI with Tailwind and shadcn/ui",
      "Builds from prompts, screenshots or Figma designs",
      "One-click deploy to Vercel",
      "Clean React and Next.js code you can export",
    ],
    useCases: ["vibe-coding", "web-development", "app-development", "design"],
    website: "https://v0.app",
    linkedin: "https://www.linkedin.com/company/vercel/",
    twitter: "https://x.com/vercel",
    lastReviewed: "2026-11-23",
  },

  // ─── Education ────────────────────────────────────────────────────────────
  {
    id: "khanmigo",
    name: "Khanmigo",
    description:
      "Khan Academy's AI tutor for students and assistant for teachers, which guides learners to answers rather than giving them.",
    category: "education",
    capabilities: ["education", "text", "writing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$4/month",
      details:
        "Free for teachers in supported countries (US first), including lesson planning and grading tools. Learners and parents pay $4/month or $44/year; school districts buy it separately.",
      otherPrices: ["$44"],
      sources: {
        tier: { url: "https://www.khanmigo.ai", checked: "2025-10-15" },
        startingPrice: { url: "https://www.khanmigo.ai", checked: "2025-10-15" },
        details: { url: "https://www.khanmigo.ai", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Socratic tutoring that does not just hand over answers",
      "Built on Khan Academy's maths, science and humanities courses",
      "Free planning tools for teachers",
      "Parents and teachers can see students' chats",
    ],
    useCases: ["learning", "education"],
    website: "https://www.khanmigo.ai",
    linkedin: "https://www.linkedin.com/company/khan-academy/",
    twitter: "https://x.com/khanacademy",
    lastReviewed: "2025-10-15",
  },
  {
    id: "duolingo-max",
    name: "Duolingo Max",
    description:
      "Duolingo's top subscription, which adds AI conversation practice and explanations to its language courses.",
    category: "education",
    capabilities: ["education", "translation", "voice"],
    pricing: {
      tier: "paid",
      details:
        "Duolingo itself is free with ads, but the AI features need Max, the tier above Super, usually with a free trial. Max adds Video Call, Explain My Answer and Roleplay for some languages. Prices vary by country and app store, so check in the app.",
      sources: {
        tier: { url: "https://www.duolingo.com", checked: "2025-10-15" },
        details: { url: "https://www.duolingo.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Video Call conversation practice with Lily",
      "Explain My Answer feedback on mistakes",
      "Roleplay scenarios for real-life conversations",
      "Includes everything in Super (no ads, unlimited hearts)",
    ],
    useCases: ["learning", "education"],
    website: "https://www.duolingo.com",
    linkedin: "https://www.linkedin.com/company/duolingo/",
    twitter: "https://x.com/duolingo",
    lastReviewed: "2025-10-15",
  },
  {
    id: "coursera-coach",
    name: "Coursera Coach",
    description:
      "Coursera's AI learning assistant, built into courses to explain concepts, quiz you and help you plan your studies.",
    category: "education",
    capabilities: ["education", "text"],
    pricing: {
      tier: "freemium",
      details:
        "Coach is built into Coursera at no extra charge; many courses can be previewed for free. Certificates and graded work need a paid course or specialization, or Coursera Plus for unlimited access. Prices vary by programme, so check the site.",
      sources: {
        tier: { url: "https://www.coursera.org", checked: "2025-10-15" },
        details: { url: "https://www.coursera.org", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Explains course concepts in context",
      "Practice questions and summaries for review",
      "Helps plan study and career goals",
      "Built into courses from universities and companies",
    ],
    useCases: ["learning", "education"],
    website: "https://www.coursera.org",
    linkedin: "https://www.linkedin.com/company/coursera/",
    twitter: "https://x.com/coursera",
    lastReviewed: "2025-10-15",
  },
  {
    id: "notebooklm",
    name: "NotebookLM",
    description:
      "Google's AI research and study notebook that answers questions from your own documents and turns them into summaries and audio overviews.",
    category: "education",
    capabilities: ["research", "education", "analysis", "audio", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$19.99/month",
      details:
        "Free with generous limits on notebooks, sources per notebook, daily chats and Audio Overviews. Higher limits come with Google AI Pro ($19.99/month) or Ultra, and with Google Workspace plans.",
      sources: {
        tier: { url: "https://notebooklm.google", checked: "2025-10-15" },
        startingPrice: { url: "https://notebooklm.google", checked: "2025-10-15" },
        details: { url: "https://notebooklm.google", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Answers only from your sources, with citations",
      "Podcast-style Audio Overviews",
      "Video Overviews, mind maps and study guides",
      "Flashcards and quizzes for revision",
      "Handles PDFs, Google Docs, websites and YouTube",
    ],
    useCases: ["research", "learning", "education", "productivity"],
    website: "https://notebooklm.google",
    twitter: "https://x.com/NotebookLM",
    lastReviewed: "2025-10-15",
  },

  // ─── Translation ──────────────────────────────────────────────────────────
  {
    id: "deepl",
    name: "DeepL",
    description:
      "An AI translator for text and documents known for natural-sounding results, with DeepL Write for improving your writing.",
    category: "translation",
    capabilities: ["translation", "writing", "editing", "business"],
    pricing: {
      tier: "freemium",
      details:
        "Free translator with a character limit per translation and a few document translations a month. DeepL Pro (Starter, Advanced, Ultimate) removes limits, adds glossaries and more documents, and deletes your texts after translation. Prices vary by region; see the site.",
      sources: {
        tier: { url: "https://www.deepl.com/pro", checked: "2025-10-15" },
        details: { url: "https://www.deepl.com/pro", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Natural translations, especially for European languages",
      "Translates Word, PowerPoint and PDF files keeping layout",
      "Glossaries and formality control",
      "DeepL Write for rewriting and polishing text",
      "Strong data protection on Pro plans",
    ],
    useCases: ["translation", "writing", "business"],
    website: "https://www.deepl.com",
    twitter: "https://x.com/DeepLcom",
    lastReviewed: "2025-10-15",
  },
  {
    id: "google-translate",
    name: "Google Translate",
    description:
      "Google's free translator for text, documents, websites, speech and images, covering more than 200 languages.",
    category: "translation",
    capabilities: ["translation", "voice", "text"],
    pricing: {
      tier: "free",
      details:
        "Free with no paid plan for individuals on the web and in the apps; no account needed. Businesses that need the API pay per character through Google Cloud.",
      sources: {
        tier: { url: "https://translate.google.com", checked: "2025-10-15" },
        details: { url: "https://translate.google.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Covers over 200 languages",
      "Camera translation of signs and menus",
      "Conversation mode for live speech",
      "Offline language packs on mobile",
    ],
    useCases: ["translation"],
    website: "https://translate.google.com",
    lastReviewed: "2025-10-15",
  },
] satisfies PlatformInput[];
