import type { PlatformInput } from "@/lib/catalogue-schema";

/**
 * Writing, SEO, marketing, chatbot, design, logo and presentation tools.
 * Prices as checked on lastReviewed; where a price could not be confirmed, startingPrice is left out.
 */
export const businessAndDesign = [
  // Writing
  {
    id: "jasper",
    name: "Jasper",
    description:
      "An AI writing platform for marketing teams that drafts on-brand campaigns, blog posts, ads and emails from a shared brand voice and knowledge base.",
    category: "writing",
    capabilities: ["writing", "marketing", "text", "business"],
    pricing: {
      tier: "paid",
      startingPrice: "$69/seat/month",
      details:
        "No free plan, a 7-day free trial. Pro is $69/seat/month, or $59/seat/month billed annually; Business is custom-priced and adds advanced agents, API access and admin controls.",
      otherPrices: ["$59"],
      sources: {
        tier: { url: "https://www.jasper.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://www.jasper.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://www.jasper.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Brand voice and style guides applied to every draft",
      "Marketing templates and campaign workflows",
      "Shared knowledge base of product facts",
      "Built for teams, with roles and approvals",
    ],
    useCases: ["writing", "marketing", "business", "text", "social"],
    website: "https://www.jasper.ai",
    linkedin: "https://www.linkedin.com/company/heyjasperai/",
    twitter: "https://x.com/heyjasperai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "copy-ai",
    name: "Copy.ai",
    description:
      "An AI platform for sales and marketing copy that pairs a chat writer with workflows that automate repetitive go-to-market content.",
    category: "writing",
    capabilities: ["writing", "marketing", "text", "business", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$29/month",
      details:
        "Free plan with 2,000 words of chat output a month for one seat. Chat ($29/month) gives unlimited chat words for up to five seats; workflow plans (Growth, Expansion, Scale) start at $1,000/month.",
      otherPrices: ["$1000"],
      sources: {
        tier: { url: "https://www.copy.ai/prices", checked: "2025-10-15" },
        startingPrice: { url: "https://www.copy.ai/prices", checked: "2025-10-15" },
        details: { url: "https://www.copy.ai/prices", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Fast short-form copy: ads, emails, product descriptions",
      "Workflows that run the same content task in bulk",
      "Choice of underlying AI models",
      "Sales prospecting and outreach templates",
    ],
    useCases: ["writing", "marketing", "business", "text"],
    website: "https://www.copy.ai",
    linkedin: "https://www.linkedin.com/company/copy-ai/",
    twitter: "https://x.com/copy_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "writesonic",
    name: "Writesonic",
    description:
      "An AI content and SEO platform that writes search-optimised articles and tracks how a brand appears in AI search answers such as ChatGPT's.",
    category: "writing",
    capabilities: ["writing", "marketing", "text", "search", "business"],
    pricing: {
      tier: "paid",
      details:
        "Paid plans (Lite, Standard, Professional and Advanced) scale by articles, seats and AI-search tracking, with a free trial to start; annual billing is cheaper than monthly.",
      sources: {
        tier: { url: "https://writesonic.com/pricing", checked: "2025-10-15" },
        details: { url: "https://writesonic.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Long-form SEO articles with research built in",
      "Tracks brand visibility in AI search answers",
      "Site audit and keyword tools in the same app",
      "Publishes directly to WordPress",
    ],
    useCases: ["writing", "seo", "marketing", "text", "business"],
    website: "https://writesonic.com",
    linkedin: "https://www.linkedin.com/company/writesonic/",
    twitter: "https://x.com/writesonic",
    lastReviewed: "2025-10-15",
  },
  {
    id: "grammarly",
    name: "Grammarly",
    description:
      "A writing assistant that checks grammar, clarity and tone as you type in the browser, email, documents and apps, with generative AI for rewrites.",
    category: "writing",
    capabilities: ["writing", "editing", "text", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$30/month",
      details:
        "Free plan with spelling, grammar and tone checks and 100 AI prompts a month. Pro ($30/month, or $12/month billed annually) adds full-sentence rewrites, plagiarism detection and 2,000 prompts; Enterprise for organisations.",
      otherPrices: ["$12"],
      sources: {
        tier: { url: "https://www.grammarly.com/plans", checked: "2025-10-15" },
        startingPrice: { url: "https://www.grammarly.com/plans", checked: "2025-10-15" },
        details: { url: "https://www.grammarly.com/plans", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Works almost everywhere you type",
      "Reliable grammar, spelling and punctuation fixes",
      "Tone and clarity suggestions",
      "Plagiarism and citation checks on Pro",
    ],
    useCases: ["writing", "text", "productivity", "education", "business"],
    website: "https://www.grammarly.com",
    linkedin: "https://www.linkedin.com/company/grammarly/",
    twitter: "https://x.com/Grammarly",
    lastReviewed: "2025-10-15",
  },
  {
    id: "quillbot",
    name: "QuillBot",
    description:
      "A paraphrasing and writing toolkit for students and writers: rewording, summarising, grammar checks, citations and an AI detector in one place.",
    category: "writing",
    capabilities: ["writing", "editing", "text", "education", "translation"],
    pricing: {
      tier: "freemium",
      startingPrice: "$19.95/month",
      details:
        "Free plan paraphrases up to 125 words at a time in basic modes and summarises up to 1,200 words. Premium ($19.95/month, or $8.33/month billed annually) removes the limits and unlocks all modes and plagiarism checks.",
      otherPrices: ["$8.33"],
      sources: {
        tier: { url: "https://quillbot.com/premium", checked: "2025-10-15" },
        startingPrice: { url: "https://quillbot.com/premium", checked: "2025-10-15" },
        details: { url: "https://quillbot.com/premium", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Paraphraser with several rewriting modes",
      "Summariser for long articles and papers",
      "Citation generator and grammar checker included",
      "Cheap Premium when billed annually",
    ],
    useCases: ["writing", "text", "education", "learning", "translation"],
    website: "https://quillbot.com",
    lastReviewed: "2025-10-15",
  },
  {
    id: "notion-ai",
    name: "Notion AI",
    description:
      "AI built into the Notion workspace that writes and edits pages, answers questions from your workspace and connected apps, and takes meeting notes.",
    category: "writing",
    capabilities: ["writing", "productivity", "text", "search", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$24/user/month",
      details:
        "Free and Plus ($12/user/month) plans include only a limited trial of Notion AI. Full AI (Q&A across the workspace, AI meeting notes, enterprise search) comes with Business at $24/user/month, or $20 billed annually, and Enterprise.",
      otherPrices: ["$12", "$20"],
      sources: {
        tier: { url: "https://www.notion.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://sasanova.com/guides/notion-growth-path", checked: "2026-11-23" },
        details: { url: "https://www.notion.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Answers questions from your own pages and docs",
      "AI meeting notes and summaries",
      "Drafting and editing inside the documents you already use",
      "Searches connected tools like Slack and Google Drive",
    ],
    useCases: ["writing", "productivity", "text", "business", "research"],
    website: "https://www.notion.com/product/ai",
    linkedin: "https://www.linkedin.com/company/notionhq/",
    twitter: "https://x.com/NotionHQ",
    lastReviewed: "2026-11-23",
  },

  // SEO
  {
    id: "surfer-seo",
    name: "Surfer SEO",
    description:
      "An on-page SEO tool that scores your content against pages already ranking for a keyword and tells you which terms, headings and length to add.",
    category: "seo",
    capabilities: ["marketing", "writing", "search", "analysis"],
    pricing: {
      tier: "paid",
      startingPrice: "$99/month",
      details:
        "No free plan (only small free tools and a browser extension). Essential is $99/month, or $79/month billed annually; Scale ($219/month) adds more content credits and seats; Enterprise is custom.",
      otherPrices: ["$79", "$219"],
      sources: {
        tier: { url: "https://surferseo.com/pricing/", checked: "2025-10-15" },
        startingPrice: { url: "https://surferseo.com/pricing/", checked: "2025-10-15" },
        details: { url: "https://surferseo.com/pricing/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Content Editor with a live content score",
      "Term and heading suggestions from top-ranking pages",
      "Topical maps for planning content clusters",
      "Integrates with Google Docs and WordPress",
    ],
    useCases: ["seo", "writing", "marketing"],
    website: "https://surferseo.com",
    lastReviewed: "2025-10-15",
  },
  {
    id: "semrush",
    name: "Semrush",
    description:
      "An all-in-one search marketing suite for keyword research, competitor analysis, backlinks, site audits and rank tracking, with AI content tools.",
    category: "seo",
    capabilities: ["marketing", "search", "analysis", "data-analysis", "business"],
    pricing: {
      tier: "paid",
      startingPrice: "$139.95/month",
      details:
        "SEO Toolkit plans: Pro ($139.95/month), Guru ($249.95/month) and Business ($499.95/month), cheaper billed annually, with a 7-day trial. A free account only allows about 10 searches a day.",
      otherPrices: ["$249.95", "$499.95"],
      sources: {
        tier: { url: "https://www.semrush.com/prices/", checked: "2025-10-15" },
        startingPrice: { url: "https://www.semrush.com/prices/", checked: "2025-10-15" },
        details: { url: "https://www.semrush.com/prices/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Very large keyword and backlink database",
      "Competitor traffic and keyword gap analysis",
      "Technical site audits and rank tracking",
      "Covers SEO, ads, content and social in one account",
    ],
    useCases: ["seo", "marketing", "research", "data", "business"],
    website: "https://www.semrush.com",
    linkedin: "https://www.linkedin.com/company/semrush/",
    twitter: "https://x.com/semrush",
    lastReviewed: "2025-10-15",
  },
  {
    id: "frase",
    name: "Frase",
    description:
      "An SEO content tool that researches the top search results for a query, builds a content brief and helps you write and optimise the article.",
    category: "seo",
    capabilities: ["writing", "marketing", "search", "research"],
    pricing: {
      tier: "paid",
      details:
        "A free trial, then paid plans: Starter for a single user and Professional for teams of up to three users, with extra users at $25/month each.",
      otherPrices: ["$25"],
      sources: {
        tier: { url: "https://www.frase.io/pricing", checked: "2025-10-15" },
        details: { url: "https://www.frase.io/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Fast content briefs from the top search results",
      "Outlines built from competitor headings and questions",
      "Content optimisation score against a target query",
      "Cheaper than the big SEO suites",
    ],
    useCases: ["seo", "writing", "research", "marketing"],
    website: "https://www.frase.io",
    lastReviewed: "2025-10-15",
  },

  // Marketing
  {
    id: "buffer",
    name: "Buffer",
    description:
      "A social media scheduler for small businesses and creators, with an AI Assistant that drafts, rewrites and repurposes posts for each network.",
    category: "marketing",
    capabilities: ["marketing", "writing", "productivity", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$6/month",
      details:
        "Free plan for up to 3 channels with 10 scheduled posts per channel and the AI Assistant. Essentials is $6/month per channel ($5 billed annually); Team is $12/month per channel and adds collaborators and approvals.",
      otherPrices: ["$5", "$12"],
      sources: {
        tier: { url: "https://buffer.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://buffer.com/pricing", checked: "2025-10-15" },
        details: { url: "https://buffer.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Simple, clean scheduling across the main networks",
      "AI Assistant for post ideas and rewrites",
      "Generous free plan for a few channels",
      "Per-channel pricing that stays cheap for small accounts",
    ],
    useCases: ["social", "marketing", "business", "productivity"],
    website: "https://buffer.com",
    linkedin: "https://www.linkedin.com/company/bufferapp/",
    twitter: "https://x.com/buffer",
    lastReviewed: "2025-10-15",
  },
  {
    id: "hootsuite",
    name: "Hootsuite",
    description:
      "A social media management suite for scheduling, engagement, listening and analytics, with OwlyWriter AI to write captions and post ideas.",
    category: "marketing",
    capabilities: ["marketing", "business", "analysis", "writing"],
    pricing: {
      tier: "paid",
      startingPrice: "$99/month billed annually",
      details:
        "No free plan, a 30-day free trial. Standard is $99/month billed annually (more month to month) for one user; Advanced adds more users and accounts; Enterprise is custom. OwlyWriter AI is included.",
      sources: {
        tier: { url: "https://www.hootsuite.com/plans", checked: "2025-10-15" },
        startingPrice: { url: "https://www.hootsuite.com/plans", checked: "2025-10-15" },
        details: { url: "https://www.hootsuite.com/plans", checked: "2025-10-15" },
      },
    },
    strengths: [
      "One inbox for messages and comments across networks",
      "OwlyWriter AI for captions and content ideas",
      "Social listening and detailed analytics",
      "Approval workflows for larger teams",
    ],
    useCases: ["social", "marketing", "business"],
    website: "https://www.hootsuite.com",
    linkedin: "https://www.linkedin.com/company/hootsuite/",
    twitter: "https://x.com/hootsuite",
    lastReviewed: "2025-10-15",
  },
  {
    id: "opus-clip",
    name: "OpusClip",
    description:
      "An AI video tool that turns long videos such as podcasts and webinars into short vertical clips with captions, reframing and a virality score.",
    category: "marketing",
    capabilities: ["video", "editing", "marketing", "creative"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with 60 processing credits (minutes of video) a month; clips carry a watermark and expire after a few days. Paid plans such as Pro ($29/month, or $14.50/month billed annually) remove the watermark and add credits.",
      otherPrices: ["$29", "$14.50"],
      sources: {
        tier: { url: "https://www.opus.pro/pricing", checked: "2025-10-15" },
        details: { url: "https://www.opus.pro/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Finds the strongest moments in long videos",
      "Automatic captions and speaker reframing for vertical video",
      "Schedules clips straight to social networks",
      "Saves hours of manual editing for podcasters",
    ],
    useCases: ["video", "social", "marketing", "creative"],
    website: "https://www.opus.pro",
    lastReviewed: "2025-10-15",
  },

  // Chatbots for a business
  {
    id: "intercom-fin",
    name: "Intercom Fin",
    description:
      "Intercom's AI customer-service agent that answers support questions from your help content across chat and email, and hands over to a human when needed.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "productivity", "text"],
    pricing: {
      tier: "paid",
      startingPrice: "$39/seat/month",
      details:
        "Fin costs $0.99 per resolution, paid on top of an Intercom seat (Essential $39/seat/month, less billed annually); it can also run on other help desks such as Zendesk or Salesforce. A free trial, no free plan.",
      otherPrices: ["$0.99"],
      sources: {
        tier: { url: "https://fin.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://fin.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://www.intercom.com/help/en/articles/8205718-fin-resolutions-and-custom-answers", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Answers from your help centre, docs and past conversations",
      "Pay per resolved conversation, not per message",
      "Smooth handover to human agents with full context",
      "Works in Intercom or on top of other help desks",
    ],
    useCases: ["chatbot", "business", "productivity"],
    website: "https://fin.ai",
    linkedin: "https://www.linkedin.com/company/intercom/",
    twitter: "https://x.com/intercom",
    lastReviewed: "2026-11-23",
  },
  {
    id: "chatbase",
    name: "Chatbase",
    description:
      "A no-code builder for AI support agents trained on your website, documents and FAQs, embeddable on a site or connected to messaging apps.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "text"],
    pricing: {
      tier: "freemium",
      startingPrice: "$40/month",
      details:
        "Free plan with one agent, a small monthly allowance of message credits and limited training data. Hobby ($40/month, $32 billed annually), Standard ($150/month) and Pro ($500/month) add credits, agents, seats and integrations.",
      otherPrices: ["$32", "$150", "$500"],
      sources: {
        tier: { url: "https://www.chatbase.co/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://www.chatbase.co/pricing", checked: "2025-10-15" },
        details: { url: "https://www.chatbase.co/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Train an agent on a website or PDFs in minutes",
      "Choice of AI models from several providers",
      "Embeds on a website or connects to WhatsApp and Slack",
      "Can take actions like booking or lead capture",
    ],
    useCases: ["chatbot", "business"],
    website: "https://www.chatbase.co",
    lastReviewed: "2025-10-15",
  },
  {
    id: "voiceflow",
    name: "Voiceflow",
    description:
      "A collaborative platform for designing, testing and deploying AI chat and voice agents, with visual workflows, knowledge bases and API integrations.",
    category: "chatbot",
    capabilities: ["chatbot", "voice", "ai-development", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$60/month",
      details:
        "Free plan for building and testing agents with a small credit allowance. Pro ($60/month) and Business ($150/month) add credits and seats; usage (messages, call minutes, AI tokens) is billed in credits. Enterprise is custom.",
      otherPrices: ["$150"],
      sources: {
        tier: { url: "https://www.voiceflow.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://www.voiceflow.com/pricing", checked: "2025-10-15" },
        details: { url: "https://www.voiceflow.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Visual canvas for complex conversation flows",
      "Both chat and phone voice agents",
      "Model-agnostic: switch between AI providers",
      "Team collaboration for designers and developers",
    ],
    useCases: ["chatbot", "business", "app-development"],
    website: "https://www.voiceflow.com",
    lastReviewed: "2025-10-15",
  },
  {
    id: "tidio",
    name: "Tidio",
    description:
      "A live chat and help-desk tool for small online shops, with the Lyro AI agent that answers common customer questions automatically.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$29/month",
      details:
        "Free plan with 50 live-chat conversations a month and a limited number of free Lyro AI conversations. Paid plans start with Starter ($29/month) and Growth; Lyro AI and Flows automations are sold as add-on packages.",
      sources: {
        tier: { url: "https://www.tidio.com/pricing/", checked: "2025-10-15" },
        startingPrice: { url: "https://www.tidio.com/pricing/", checked: "2025-10-15" },
        details: { url: "https://www.tidio.com/pricing/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Quick setup on Shopify, WordPress and other stores",
      "Lyro AI agent answers FAQs from your content",
      "Live chat, email, Messenger and Instagram in one inbox",
      "Affordable entry point for small businesses",
    ],
    useCases: ["chatbot", "business", "marketing"],
    website: "https://www.tidio.com",
    lastReviewed: "2025-10-15",
  },

  // Design
  {
    id: "canva",
    name: "Canva",
    description:
      "An online design platform with templates for social posts, presentations, logos and video, plus Magic Studio AI tools for generating and editing.",
    category: "design",
    capabilities: ["design", "images", "presentation", "video", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$15/month",
      details:
        "Free plan with thousands of templates, basic AI tools with limited uses and 5GB storage. Canva Pro ($15/month or $120/year for one person) unlocks premium content, the full Magic Studio, background remover and brand kits; Teams is per person.",
      otherPrices: ["$120"],
      sources: {
        tier: { url: "https://www.canva.com/pricing/", checked: "2025-10-15" },
        startingPrice: { url: "https://www.canva.com/pricing/", checked: "2025-10-15" },
        details: { url: "https://www.canva.com/pricing/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Huge template library for almost any format",
      "Magic Studio AI: text to image, Magic Edit, Magic Write",
      "Easy enough for non-designers",
      "Social posts, decks, logos and video in one tool",
      "Brand kits keep a team's designs consistent",
    ],
    useCases: ["design", "presentation", "social", "logo", "images", "marketing", "creative", "business"],
    website: "https://www.canva.com",
    linkedin: "https://www.linkedin.com/company/canva/",
    twitter: "https://x.com/canva",
    lastReviewed: "2025-10-15",
  },
  {
    id: "figma",
    name: "Figma",
    description:
      "The collaborative interface design tool for product teams, with Figma AI features and Figma Make for turning prompts into working prototypes.",
    category: "design",
    capabilities: ["design", "web-development", "creative", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/seat/month",
      details:
        "Free Starter plan with up to three design files and limited AI use. Professional Full seat is $20/month, or $16/month billed annually; cheaper Collab and Dev seats exist; Organization and Enterprise add admin controls.",
      otherPrices: ["$16"],
      sources: {
        tier: { url: "https://www.figma.com/pricing/", checked: "2025-10-15" },
        startingPrice: { url: "https://www.figma.com/pricing/", checked: "2025-10-15" },
        details: { url: "https://www.figma.com/pricing/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Real-time collaboration on UI and UX design",
      "Figma Make turns prompts into interactive prototypes",
      "Design systems, components and variables",
      "Dev Mode hands specs and code to engineers",
    ],
    useCases: ["design", "web-development", "app-development", "vibe-coding", "creative"],
    website: "https://www.figma.com",
    linkedin: "https://www.linkedin.com/company/figma/",
    twitter: "https://x.com/figma",
    lastReviewed: "2025-10-15",
  },
  {
    id: "microsoft-designer",
    name: "Microsoft Designer",
    description:
      "Microsoft's AI design app that creates images, social posts, invitations and logos from a prompt, and edits photos, in the browser and in Microsoft 365.",
    category: "design",
    capabilities: ["design", "images", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$9.99/month",
      details:
        "Free with a Microsoft account, with a monthly allowance of AI credits for generating and editing images. Microsoft 365 Personal ($9.99/month) and Family include more monthly AI credits; higher Microsoft 365 plans raise the limits further.",
      sources: {
        tier: { url: "https://designer.microsoft.com", checked: "2025-10-15" },
        startingPrice: { url: "https://designer.microsoft.com", checked: "2025-10-15" },
        details: { url: "https://designer.microsoft.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Prompt-to-design for social posts and invitations",
      "Generative erase, background removal and restyle",
      "Free to start with a Microsoft account",
      "Built into Microsoft 365 apps and Copilot",
    ],
    useCases: ["design", "images", "social", "logo", "creative"],
    website: "https://designer.microsoft.com",
    lastReviewed: "2025-10-15",
  },

  // Logo
  {
    id: "looka",
    name: "Looka",
    description:
      "An AI logo maker that generates logo options from your business name and style choices, then builds a matching brand kit for cards, social and web.",
    category: "logo",
    capabilities: ["design", "business", "creative"],
    pricing: {
      tier: "paid",
      startingPrice: "$96/year",
      details:
        "Designing and previewing logos is free, downloading is not: a Basic Logo Package is $20 one-time (one low-resolution PNG), Premium is $65 one-time (vector files), and Brand Kit subscriptions start at $96/year.",
      otherPrices: ["$20", "$65"],
      sources: {
        tier: { url: "https://looka.com/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://looka.com/pricing", checked: "2025-10-15" },
        details: { url: "https://looka.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Dozens of logo options in minutes",
      "Vector files and colour variations on Premium",
      "Brand kit with business cards and social templates",
      "One-time purchase option, no subscription required",
    ],
    useCases: ["logo", "design", "business"],
    website: "https://looka.com",
    lastReviewed: "2025-10-15",
  },
  {
    id: "recraft",
    name: "Recraft",
    description:
      "An AI image generator for designers that creates vector graphics, icons, logos and brand-consistent illustrations, with editing tools and SVG export.",
    category: "logo",
    capabilities: ["images", "design", "creative", "editing"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with daily credits; free generations are public and come without full commercial rights. Paid plans (Basic upward) add monthly credits, private generations, full ownership of images and more features.",
      sources: {
        tier: { url: "https://www.recraft.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://www.recraft.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Native vector (SVG) generation for logos and icons",
      "Custom styles from a few reference images",
      "Good text rendering inside images",
      "Mockups, upscaling and background removal built in",
    ],
    useCases: ["logo", "design", "images", "creative", "marketing"],
    website: "https://www.recraft.ai",
    twitter: "https://x.com/recraftai",
    lastReviewed: "2025-10-15",
  },

  // Presentations
  {
    id: "gamma",
    name: "Gamma",
    description:
      "An AI tool that generates presentations, documents and simple websites from a prompt or outline, with layouts and images you can then edit.",
    category: "presentation",
    capabilities: ["presentation", "design", "writing", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free plan with a one-time allowance of AI credits that does not refresh, and 'Made with Gamma' branding. Plus ($10/month) gives unlimited AI creations and removes the badge; Pro ($20/month) adds more credits, advanced image models and API access.",
      otherPrices: ["$20"],
      sources: {
        tier: { url: "https://gamma.app/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://gamma.app/pricing", checked: "2025-10-15" },
        details: { url: "https://gamma.app/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Full first draft of a deck from one prompt",
      "Also makes documents and one-page websites",
      "Exports to PowerPoint, Google Slides and PDF",
      "Easy restyling and AI edits card by card",
    ],
    useCases: ["presentation", "design", "productivity", "business", "education"],
    website: "https://gamma.app",
    twitter: "https://x.com/MeetGamma",
    lastReviewed: "2025-10-15",
  },
  {
    id: "beautiful-ai",
    name: "Beautiful.ai",
    description:
      "A presentation maker whose smart slide templates adjust layout automatically as you add content, with AI to generate decks and rewrite text.",
    category: "presentation",
    capabilities: ["presentation", "design", "business", "productivity"],
    pricing: {
      tier: "paid",
      startingPrice: "$45/month",
      details:
        "A 14-day free trial, then paid plans: Pro is $12/month billed annually or $45 month to month; Team is $40/user/month billed annually and adds shared brand templates; Enterprise is custom.",
      otherPrices: ["$12", "$40"],
      sources: {
        tier: { url: "https://www.beautiful.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://www.beautiful.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://www.beautiful.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Smart slides that keep layouts tidy automatically",
      "AI deck generation from a prompt",
      "Team brand controls and shared slide library",
      "PowerPoint import and export",
    ],
    useCases: ["presentation", "design", "business"],
    website: "https://www.beautiful.ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "pitch",
    name: "Pitch",
    description:
      "A collaborative presentation tool for teams, with AI deck generation, shared templates, live collaboration and analytics on how decks are viewed.",
    category: "presentation",
    capabilities: ["presentation", "design", "business", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan for workspaces of up to five members with unlimited presentations, Pitch branding on exports and no video uploads. Pro and Business are billed per editor seat and add custom branding, video, larger files and bigger teams.",
      sources: {
        tier: { url: "https://pitch.com/pricing", checked: "2025-10-15" },
        details: { url: "https://pitch.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Real-time collaboration with comments and assignments",
      "AI generates a first draft of a deck",
      "Polished templates and brand kits",
      "Engagement analytics on shared presentations",
    ],
    useCases: ["presentation", "design", "business", "productivity"],
    website: "https://pitch.com",
    lastReviewed: "2025-10-15",
  },
] satisfies PlatformInput[];
