import type { PlatformInput } from "@/lib/catalogue-schema";

/**
 * The new kinds of tools (issue 19, part A): 3D generators, automation and agents, photo editing,
 * AI search engines, meetings and scheduling, data and BI, customer-facing voice agents.
 * Every priced or limited fact cites the page that states it and the day it was compared.
 */
const checked = "2026-11-23";

export const newKinds = [
  // ─── 3D generators ────────────────────────────────────────────────────────
  {
    id: "meshy",
    name: "Meshy",
    description:
      "An AI 3D model generator that turns text prompts or images into textured 3D models, with AI texturing, rigging and animation for game and product assets.",
    category: "3d",
    capabilities: ["design", "creative", "gaming", "images"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with a small monthly allowance of credits, one task at a time, a low-priority queue and a CC BY 4.0 licence on what you make. Pro and Studio add monthly credits, faster generation, more parallel tasks and private ownership of assets.",
      sources: {
        tier: { url: "https://www.meshy.ai/pricing", checked },
        details: { url: "https://docs.meshy.ai/faq", checked },
      },
    },
    strengths: [
      "Text to 3D and image to 3D in about a minute",
      "AI texturing of models you already have",
      "Auto-rigging and a motion library for characters",
      "Exports FBX, OBJ, STL, GLB and glTF for engines and 3D printing",
      "API and plugins for game pipelines",
    ],
    useCases: ["design", "creative"],
    website: "https://www.meshy.ai",
    lastReviewed: checked,
  },
  {
    id: "tripo",
    name: "Tripo",
    description:
      "An AI 3D model generator (Tripo Studio) that builds textured meshes from text, one image or several views, then segments, retopologises, rigs and animates them.",
    category: "3d",
    capabilities: ["design", "creative", "gaming"],
    pricing: {
      tier: "freemium",
      details:
        "Free tier with 300 credits a month for non-commercial prototyping; paid subscriptions add more credits and the commercial licence needed to ship the models in a product.",
      sources: {
        tier: { url: "https://www.tripo3d.ai/game-development/3d-assets-license-game-development", checked },
        details: { url: "https://www.tripo3d.ai/game-development/3d-assets-license-game-development", checked },
      },
    },
    strengths: [
      "Image to 3D from a single photo or four views",
      "PBR textures and GLB or FBX export",
      "Smart low-poly and quad remeshing for game-ready topology",
      "Rigging and animation after generation",
      "Developer API for automated pipelines",
    ],
    useCases: ["design", "creative"],
    website: "https://www.tripo3d.ai",
    lastReviewed: checked,
  },
  {
    id: "spline",
    name: "Spline",
    description:
      "A browser-based, collaborative 3D design tool for interactive web scenes, with AI features that generate 3D objects and scenes from text or images.",
    category: "3d",
    capabilities: ["design", "creative", "web-development"],
    pricing: {
      tier: "freemium",
      details:
        "A free plan lets you design, animate and share 3D scenes in the browser, with the Spline logo on exported scenes. Paid plans remove the logo and add more AI generation and team features.",
      sources: {
        tier: { url: "https://spline.design/pricing", checked },
        details: { url: "https://www.reddit.com/r/Spline3D/comments/1d702v9/spline_subscription_plans/", checked },
      },
    },
    strengths: [
      "Feels like Figma for 3D, easy for 2D designers",
      "States and events make scenes interactive without code",
      "Exports to the web, React, iOS and Android",
      "Real-time collaboration in the browser",
    ],
    useCases: ["design", "creative", "web-development"],
    website: "https://spline.design",
    lastReviewed: checked,
  },
  {
    id: "kaedim",
    name: "Kaedim",
    description:
      "A 3D asset service for game studios that turns concept images into game-ready 3D models, with clean retopology, UVs and textures on complete assets.",
    category: "3d",
    capabilities: ["design", "gaming", "creative"],
    pricing: {
      tier: "paid",
      startingPrice: "$400/month",
      details:
        "No free plan: a 7-day trial costs $50 for 5 credits (up to 5 geometries) and renews into Indie. Indie ($400/month) includes 20 credits, up to 20 geometries or one complete textured asset; Pro ($1,200/month) triples that with priority processing.",
      sources: {
        tier: { url: "https://www.kaedim3d.com/plans", checked },
        startingPrice: { url: "https://www.kaedim3d.com/plans", checked },
        details: { url: "https://www.kaedim3d.com/plans", checked },
      },
      otherPrices: ["$50", "$1200"],
    },
    strengths: [
      "Production-quality topology and UVs, not just a raw mesh",
      "Made for game pipelines and art teams",
      "Complete assets with textures on request",
      "Dedicated support for studios",
    ],
    useCases: ["design"],
    website: "https://www.kaedim3d.com",
    lastReviewed: checked,
  },

  // ─── Automation and agents ────────────────────────────────────────────────
  {
    id: "zapier",
    name: "Zapier",
    description:
      "A no-code platform to automate work across thousands of apps with workflows (Zaps), plus AI steps, agents, tables and forms.",
    category: "automation",
    capabilities: ["productivity", "business", "ai-development"],
    pricing: {
      tier: "freemium",
      startingPrice: "$19.99/month billed annually",
      details:
        "Free plan with 100 tasks a month, two-step Zaps and unlimited Zaps, Tables and Forms. Professional ($19.99/month billed annually) adds multi-step Zaps, premium apps and webhooks; Team and Enterprise add shared workspaces and admin controls.",
      sources: {
        tier: { url: "https://zapier.com/pricing", checked },
        startingPrice: { url: "https://zapier.com/pricing", checked },
        details: { url: "https://zapier.com/pricing", checked },
      },
    },
    strengths: [
      "The widest catalogue of app integrations",
      "Easy trigger-and-action builder for non-developers",
      "AI steps and agents inside workflows",
      "Built-in tables, forms and interfaces",
      "Pay-per-task overage keeps Zaps running past the limit",
    ],
    useCases: ["productivity", "business"],
    website: "https://zapier.com",
    lastReviewed: checked,
  },
  {
    id: "make",
    name: "Make",
    description:
      "A visual platform (formerly Integromat) to automate multi-step workflows across thousands of apps, with routers, filters, data mapping and AI modules.",
    category: "automation",
    capabilities: ["productivity", "business", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with 1,000 credits a month, the visual scenario builder, routers and filters, and scenarios that run at most every 15 minutes. Core, Pro and Teams plans add credits, minute-level scheduling and team features.",
      sources: {
        tier: { url: "https://www.make.com/en/pricing", checked },
        details: { url: "https://www.make.com/en/pricing", checked },
      },
    },
    strengths: [
      "Visual canvas shows branching workflows clearly",
      "Fine control over data mapping, iterators and error handling",
      "Usually cheaper than Zapier for high-volume automations",
      "Thousands of app modules plus HTTP and webhooks",
    ],
    useCases: ["productivity", "business"],
    website: "https://www.make.com",
    lastReviewed: checked,
  },
  {
    id: "n8n",
    name: "n8n",
    description:
      "A fair-code workflow automation platform with a node-based visual editor, custom code and AI agent nodes, run on n8n Cloud or self-hosted.",
    category: "automation",
    capabilities: ["productivity", "ai-development", "backend", "code"],
    pricing: {
      tier: "freemium",
      details:
        "The self-hosted Community edition is free to run on your own server. n8n Cloud is paid: Starter costs €20/month billed annually for 2,500 workflow executions with unlimited users; Pro, Business and Enterprise add more executions and controls.",
      sources: {
        tier: { url: "https://docs.n8n.io/get-started/choose-how-to-use-n8n", checked },
        details: { url: "https://n8n.io/pricing/", checked },
      },
    },
    strengths: [
      "Free to self-host, keeping data on your own servers",
      "Bills by workflow execution, not by step",
      "JavaScript and Python code nodes when no-code is not enough",
      "AI agent nodes that connect to your own models and tools",
      "Large library of community workflow templates",
    ],
    useCases: ["productivity", "business", "app-development"],
    website: "https://n8n.io",
    lastReviewed: checked,
  },
  {
    id: "lindy",
    name: "Lindy",
    description:
      "A platform for building AI agents that work across your apps: triaging email, taking meeting notes, scheduling, following up with leads and handling phone calls.",
    category: "automation",
    capabilities: ["productivity", "business", "voice"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: a free trial is offered from the site. Plans are priced per user per month with a shared pool of credits (about one cent each) that agents spend when they work.",
      sources: {
        tier: { url: "https://docs.lindy.ai/pricing", checked },
        details: { url: "https://docs.lindy.ai/pricing", checked },
      },
    },
    strengths: [
      "Agents described in plain English, no workflow diagrams needed",
      "Email, calendar and meeting assistants out of the box",
      "Agents that can place and answer phone calls",
      "Connects to CRMs, Slack and thousands of apps",
    ],
    useCases: ["productivity", "business"],
    website: "https://www.lindy.ai",
    lastReviewed: checked,
  },
  {
    id: "gumloop",
    name: "Gumloop",
    description:
      "A no-code platform for building AI agents and automated workflows on a drag-and-drop canvas, connecting models to apps such as Gmail, Slack and Google Sheets.",
    category: "automation",
    capabilities: ["productivity", "business", "ai-development"],
    pricing: {
      tier: "paid",
      startingPrice: "$37/month",
      details:
        "No free plan on the pricing page: Pro starts at $37/month with a 14-day free trial, 20,000 credits a month, unlimited seats and teams, and 5 concurrent workflow runs. Enterprise is custom.",
      sources: {
        tier: { url: "https://www.gumloop.com/pricing", checked },
        startingPrice: { url: "https://www.gumloop.com/pricing", checked },
        details: { url: "https://www.gumloop.com/pricing", checked },
      },
    },
    strengths: [
      "Drag-and-drop canvas for AI workflows, no code",
      "Agents that chat and act across your connected apps",
      "Credits cover the AI models, no separate API keys needed",
      "Unlimited seats on the Pro plan",
    ],
    useCases: ["productivity", "business"],
    website: "https://www.gumloop.com",
    lastReviewed: checked,
  },
  {
    id: "relevance-ai",
    name: "Relevance AI",
    description:
      "A platform for building teams of AI agents and tools without code, for work such as sales research, lead qualification and support triage.",
    category: "automation",
    capabilities: ["productivity", "business", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with 200 actions a month for one builder, plus a one-time grant of 1,000 vendor credits for model costs. Paid plans add actions, users and bring-your-own API keys; model and tool usage is passed through at cost.",
      sources: {
        tier: { url: "https://relevanceai.com/docs/get-started/pricing", checked },
        details: { url: "https://relevanceai.com/docs/get-started/pricing", checked },
      },
    },
    strengths: [
      "Multi-agent teams that hand work to each other",
      "Model costs passed through without markup",
      "Templates for sales, research and support agents",
      "Bring your own model API keys on paid plans",
    ],
    useCases: ["business", "productivity"],
    website: "https://relevanceai.com",
    lastReviewed: checked,
  },
  {
    id: "power-automate",
    name: "Microsoft Power Automate",
    description:
      "Microsoft's workflow and robotic process automation platform: cloud flows across Microsoft 365 and other apps, desktop flows that drive Windows apps, and Copilot to build flows from a description.",
    category: "automation",
    capabilities: ["productivity", "business", "ai-development"],
    pricing: {
      tier: "freemium",
      startingPrice: "$15/user/month",
      details:
        "Power Automate for desktop comes free with Windows for automating your own PC, and Microsoft 365 licences include standard cloud flows. Power Automate Premium ($15/user/month) adds premium connectors and attended desktop automation.",
      sources: {
        tier: { url: "https://www.microsoft.com/en-us/power-platform/products/power-automate/pricing", checked },
        startingPrice: { url: "https://www.microsoft.com/en-us/power-platform/products/power-automate/pricing", checked },
        details: { url: "https://www.microsoft.com/en-us/power-platform/products/power-automate/pricing", checked },
      },
    },
    strengths: [
      "Deep integration with Outlook, Teams, SharePoint and Excel",
      "Desktop flows automate legacy Windows apps (RPA)",
      "Describe a flow in plain English and Copilot drafts it",
      "Over 1,000 connectors with enterprise governance",
    ],
    useCases: ["productivity", "business"],
    website: "https://www.microsoft.com/en-us/power-platform/products/power-automate",
    lastReviewed: checked,
  },

  // ─── Photo editing ────────────────────────────────────────────────────────
  {
    id: "remove-bg",
    name: "remove.bg",
    description:
      "A one-click AI background remover for photos, on the web, in desktop apps, a Photoshop extension and an API; a Canva brand.",
    category: "photo",
    capabilities: ["images", "editing", "design"],
    pricing: {
      tier: "freemium",
      details:
        "Removing a background is free on the website at preview size (up to 0.25 megapixels). Full-resolution downloads, the apps and the API use credits, one per image, bought as a monthly subscription or pay-as-you-go packs.",
      sources: {
        tier: { url: "https://www.remove.bg/help/a/what-are-image-credits", checked },
        details: { url: "https://www.remove.bg/help/a/what-are-image-credits", checked },
      },
    },
    strengths: [
      "Clean cut-outs of people, products and cars in seconds",
      "High-resolution output up to 50 megapixels",
      "API, desktop apps and Photoshop extension for bulk work",
      "Unused subscription credits roll over",
    ],
    useCases: ["design", "business"],
    website: "https://www.remove.bg",
    lastReviewed: checked,
  },
  {
    id: "photoroom",
    name: "Photoroom",
    description:
      "An AI photo editor for product and marketing images: background removal, AI backgrounds, product staging, virtual models and batch editing on mobile and web.",
    category: "photo",
    capabilities: ["images", "editing", "design", "marketing"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with a capped number of exports and a separate cap on exports that use AI features. Pro and Max give unlimited exports of designs without AI features (fair use) and larger AI allowances.",
      sources: {
        tier: { url: "https://help.photoroom.com/en/articles/11830088-what-counts-as-an-export-in-photoroom", checked },
        details: { url: "https://help.photoroom.com/en/articles/11830088-what-counts-as-an-export-in-photoroom", checked },
      },
    },
    strengths: [
      "Fast background removal tuned for product photos",
      "AI backgrounds and product staging for listings",
      "Virtual model and product beautifier tools",
      "Batch editing for whole catalogues",
      "Mobile apps plus web app with team workspaces",
    ],
    useCases: ["design", "business", "marketing", "social", "images"],
    website: "https://www.photoroom.com",
    lastReviewed: checked,
  },
  {
    id: "adobe-photoshop",
    name: "Adobe Photoshop",
    description:
      "Adobe's professional image editor, with Firefly-powered Generative Fill, Generative Expand and Remove built into retouching, compositing and design work.",
    category: "photo",
    capabilities: ["images", "editing", "design", "creative"],
    pricing: {
      tier: "paid",
      startingPrice: "$19.99/month",
      details:
        "No free plan beyond a trial. The cheapest plan with Photoshop is the Photography plan (1 TB) at $19.99/month on an annual commitment, with Lightroom; the Photoshop single-app plan costs $22.99/month. Plans include a monthly allowance of generative credits for premium AI features.",
      sources: {
        tier: { url: "https://www.hongkiat.com/blog/adobe-creative-cloud-plans-photoshop", checked },
        startingPrice: { url: "https://www.hongkiat.com/blog/adobe-creative-cloud-plans-photoshop", checked },
        details: { url: "https://www.hongkiat.com/blog/adobe-creative-cloud-plans-photoshop", checked },
      },
      otherPrices: ["$22.99"],
    },
    strengths: [
      "Industry-standard retouching and compositing",
      "Generative Fill and Expand inside a layered workflow",
      "AI selections and background removal that use no credits",
      "Works with Lightroom and the rest of Creative Cloud",
    ],
    useCases: ["images", "design", "creative"],
    website: "https://www.adobe.com/products/photoshop.html",
    lastReviewed: checked,
  },
  {
    id: "picsart",
    name: "Picsart",
    description:
      "A photo and video editor for creators on mobile, web and Windows, with AI background removal, object removal, image expansion, text-to-image and templates.",
    category: "photo",
    capabilities: ["images", "editing", "design", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with the core editing tools, ads, a small daily number of AI generations and watermarked background removal. Plus and Pro subscriptions remove ads and watermarks, raise AI limits and add the full template and asset library.",
      sources: {
        tier: { url: "https://flowith.io/blog/picsart-pricing-2026-free-vs-plus-vs-pro", checked },
        details: { url: "https://flowith.io/blog/picsart-pricing-2026-free-vs-plus-vs-pro", checked },
      },
    },
    strengths: [
      "Quick AI edits on a phone: remove objects, backgrounds, expand",
      "Huge library of templates, stickers and fonts",
      "Photo, video and design in one app",
      "Works across iOS, Android, web and Windows",
    ],
    useCases: ["images", "design", "social", "creative"],
    website: "https://picsart.com",
    lastReviewed: checked,
  },

  // ─── AI search engines ────────────────────────────────────────────────────
  {
    id: "kagi",
    name: "Kagi",
    description:
      "A paid, ad-free search engine with no tracking, personal ranking controls, page summaries and an AI assistant for questions on top of search.",
    category: "search-engine",
    capabilities: ["search", "research", "productivity"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: new users get a limited trial of searches. Premium plans are billed monthly or annually through Stripe, with optional pay-per-use searches beyond a plan's allowance and limits you set yourself.",
      sources: {
        tier: { url: "https://help.kagi.com/kagi/plans/premium-plan.html", checked },
        details: { url: "https://help.kagi.com/kagi/plans/premium-plan.html", checked },
      },
    },
    strengths: [
      "No ads and no tracking, funded by subscribers",
      "Raise, lower, pin or block sites in your own results",
      "Summaries of pages, PDFs and videos from the results",
      "AI assistant and quick answers when you want them",
      "Lenses to search forums, academic or programming sources",
    ],
    useCases: ["search", "research"],
    website: "https://kagi.com",
    lastReviewed: checked,
  },
  {
    id: "you-com",
    name: "You.com",
    description:
      "Web search and research APIs for AI agents and apps: live web and news results, page contents and cited research answers, billed per call.",
    category: "search-engine",
    capabilities: ["search", "research", "ai-development"],
    pricing: {
      tier: "paid",
      details:
        "Pay as you go, with $100 in free API credits for new accounts. The Search API costs $5 per 1,000 calls, the Contents API $1 per 1,000 pages, and the Research API from $12 per 1,000 calls depending on depth.",
      sources: {
        tier: { url: "https://docs.you.com/administration/billing", checked },
        details: { url: "https://docs.you.com/administration/billing", checked },
      },
    },
    strengths: [
      "Web and news results in one request, up to 100 per call",
      "Research API returns cited, source-backed answers",
      "Full page content as Markdown or HTML for LLMs",
      "SDKs and an MCP server for coding agents",
    ],
    useCases: ["search", "research", "app-development"],
    website: "https://you.com",
    lastReviewed: checked,
  },
  {
    id: "exa",
    name: "Exa",
    description:
      "A web search engine built for AI: APIs that return search results with page contents, cited answers and multi-step research for agents and apps.",
    category: "search-engine",
    capabilities: ["search", "research", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Pay as you go with no subscription. The Free Tier gives $10 of credits every month; after that Search costs $7 per 1,000 requests (10 results with contents included), Answer $5 and Deep Search $12-15 per 1,000 requests.",
      sources: {
        tier: { url: "https://exa.ai/docs/reference/pricing", checked },
        details: { url: "https://exa.ai/docs/reference/pricing", checked },
      },
    },
    strengths: [
      "Neural search that understands the meaning of a query",
      "Page contents and highlights included with results",
      "Answer and Deep Search endpoints with citations",
      "Hosted MCP server and SDKs for agents",
    ],
    useCases: ["search", "research", "app-development"],
    website: "https://exa.ai",
    lastReviewed: checked,
  },
  {
    id: "brave-search-api",
    name: "Brave Search API",
    description:
      "Web search from Brave's own independent index for apps and AI agents: results with LLM-ready context, plus grounded AI answers through an OpenAI-compatible endpoint.",
    category: "search-engine",
    capabilities: ["search", "research", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Every plan includes $5 of free credit each month, enough for about 1,000 searches; a card is required even for free use. Search costs $5 per 1,000 requests; Answers costs $4 per 1,000 queries plus token charges.",
      sources: {
        tier: { url: "https://api-dashboard.search.brave.com/app/plans", checked },
        details: { url: "https://apidog.com/blog/brave-api-key/", checked },
      },
    },
    strengths: [
      "Independent web index, not a resold Google or Bing feed",
      "LLM Context endpoint built for grounding agents",
      "Answers endpoint with citations, OpenAI-compatible",
      "News, images, videos and local place search",
    ],
    useCases: ["search", "research", "app-development"],
    website: "https://brave.com/search/api/",
    lastReviewed: checked,
  },

  // ─── Meetings and scheduling ──────────────────────────────────────────────
  {
    id: "fathom",
    name: "Fathom",
    description:
      "An AI notetaker that joins Zoom, Google Meet and Microsoft Teams calls to record, transcribe and summarise them, with action items and CRM sync.",
    category: "meetings",
    capabilities: ["transcription", "productivity", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$16/month billed annually",
      details:
        "The free version records and transcribes your calls with a general summary, but without Advanced AI Summaries, action item detection or CRM sync. Premium ($19/month, or $16/month billed annually) adds them; Team and Business plans are sold per paid seat.",
      sources: {
        tier: { url: "https://help.fathom.video/en/articles/4202241", checked },
        startingPrice: { url: "https://aileakage.com/vendors/fathom/", checked },
        details: { url: "https://help.fathom.video/en/articles/4202241", checked },
      },
      otherPrices: ["$19"],
    },
    strengths: [
      "Free version records and transcribes your calls",
      "Summaries and action items minutes after the call",
      "Works across Zoom, Google Meet and Teams",
      "Syncs notes to Salesforce and HubSpot",
    ],
    useCases: ["productivity", "business"],
    website: "https://fathom.video",
    lastReviewed: checked,
  },
  {
    id: "granola",
    name: "Granola",
    description:
      "An AI notepad for meetings that transcribes your computer's audio without a bot joining the call and turns your rough notes into full meeting notes.",
    category: "meetings",
    capabilities: ["transcription", "productivity", "writing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$14/user/month",
      details:
        "Free Basic plan includes AI-enhanced notes, Granola Chat and shared folders, but only notes from the last 30 days stay accessible. Business ($14/month per user) unlocks the whole note history, advanced models and integrations; Enterprise starts at $35/month per user.",
      sources: {
        tier: { url: "https://docs.granola.ai/help-center/managing-your-account/subscriptions-and-billing", checked },
        startingPrice: { url: "https://docs.granola.ai/help-center/managing-your-account/subscriptions-and-billing", checked },
        details: { url: "https://docs.granola.ai/help-center/managing-your-account/subscriptions-and-billing", checked },
      },
      otherPrices: ["$35"],
    },
    strengths: [
      "No bot in the meeting: records from your own device",
      "Blends your typed notes with the transcript",
      "Chat across one meeting, a folder or all your meetings",
      "Reusable recipes for follow-ups and summaries",
    ],
    useCases: ["productivity"],
    website: "https://www.granola.ai",
    lastReviewed: checked,
  },
  {
    id: "reclaim-ai",
    name: "Reclaim.ai",
    description:
      "An AI calendar assistant that schedules your tasks, habits, focus time and meetings around each other in Google or Outlook Calendar, and rearranges them as plans change.",
    category: "meetings",
    capabilities: ["productivity", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/seat/month billed annually",
      details:
        "Free Lite plan for one user with a one-week scheduling range, one calendar sync, one scheduling link and limited integrations. Starter ($10 per seat/month billed annually) extends scheduling to eight weeks with more syncs and links; Business adds more.",
      sources: {
        tier: { url: "https://reclaim.ai/pricing", checked },
        startingPrice: { url: "https://reclaim.ai/pricing", checked },
        details: { url: "https://reclaim.ai/pricing", checked },
      },
    },
    strengths: [
      "Protects focus time and habits automatically",
      "Reschedules tasks around new meetings",
      "Scheduling links that respect your priorities",
      "Syncs personal and work calendars",
    ],
    useCases: ["productivity"],
    website: "https://reclaim.ai",
    lastReviewed: checked,
  },
  {
    id: "read-ai",
    name: "Read AI",
    description:
      "An AI meeting assistant for Zoom, Google Meet and Microsoft Teams that writes summaries, transcripts and action items, with coaching metrics on how meetings went.",
    category: "meetings",
    capabilities: ["transcription", "productivity", "business"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with a monthly quota of meeting reports; reports beyond it stay locked until you upgrade. Pro and Enterprise lift the quota and add features, with video playback on Enterprise; plans are billed monthly or annually.",
      sources: {
        tier: { url: "https://support.read.ai/hc/en-us/articles/23495593073171-Can-I-change-my-plan", checked },
        details: { url: "https://support.read.ai/hc/en-us/articles/23495593073171-Can-I-change-my-plan", checked },
      },
    },
    strengths: [
      "Summaries, transcripts and action items after each call",
      "Speaker coaching and engagement metrics",
      "Works across Zoom, Google Meet and Teams",
      "Searchable reports shared by email or link",
    ],
    useCases: ["productivity"],
    website: "https://www.read.ai",
    lastReviewed: checked,
  },

  // ─── Data and BI ──────────────────────────────────────────────────────────
  {
    id: "julius-ai",
    name: "Julius AI",
    description:
      "An AI data analyst: upload spreadsheets or connect databases, ask questions in plain English and get charts, analyses and reports, with the Python code shown.",
    category: "data-bi",
    capabilities: ["data-analysis", "analysis", "code", "research"],
    pricing: {
      tier: "paid",
      details:
        "A free account gets a one-time grant of 100 credits that does not renew, enough to try it. Plus, Pro, Max and Business plans add monthly credits; heavier analyses and stronger models use more credits per task.",
      sources: {
        tier: { url: "https://julius.ai/docs/billing/credits-overview", checked },
        details: { url: "https://julius.ai/docs/billing/credits-overview", checked },
      },
    },
    strengths: [
      "Charts and statistics from plain-English questions",
      "Reads Excel, CSV and connected databases",
      "Shows the Python behind every result",
      "Suited to analysts without a coding background",
    ],
    useCases: ["data", "research"],
    website: "https://julius.ai",
    lastReviewed: checked,
  },
  {
    id: "power-bi",
    name: "Microsoft Power BI",
    description:
      "Microsoft's business intelligence platform for data models, interactive reports and dashboards, with Copilot to build report pages and answer questions about data.",
    category: "data-bi",
    capabilities: ["data-analysis", "analysis", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$14/user/month",
      details:
        "Power BI Desktop and a free account let one person build reports for their own use, without sharing. Pro ($14/user/month) adds sharing and collaboration; Premium Per User costs $24/user/month. Copilot needs a paid Fabric or Premium capacity.",
      sources: {
        tier: { url: "https://www.microsoft.com/en-us/power-platform/products/power-bi/pricing", checked },
        startingPrice: { url: "https://www.microsoft.com/en-us/power-platform/products/power-bi/pricing", checked },
        details: { url: "https://learn.microsoft.com/en-us/power-bi/create-reports/copilot-create-report-service", checked },
      },
      otherPrices: ["$24"],
    },
    strengths: [
      "Deep integration with Excel, Teams and Microsoft Fabric",
      "Hundreds of data connectors and a strong modelling engine",
      "Copilot drafts report pages and summaries",
      "Low per-user price for a full BI suite",
    ],
    useCases: ["data", "business"],
    website: "https://www.microsoft.com/en-us/power-platform/products/power-bi",
    lastReviewed: checked,
  },
  {
    id: "tableau",
    name: "Tableau",
    description:
      "Salesforce's data visualisation and BI platform for building interactive dashboards by drag and drop, with Tableau AI features for insights and questions in plain language.",
    category: "data-bi",
    capabilities: ["data-analysis", "analysis", "business"],
    pricing: {
      tier: "freemium",
      details:
        "Tableau Public is free for creating and sharing visualisations, but everything saved there is public. Private work needs paid Tableau Cloud or Server licences (Creator, Explorer, Viewer), sold per user.",
      sources: {
        tier: { url: "https://www.tableau.com/pricing", checked },
        details: { url: "https://public.tableau.com", checked },
      },
    },
    strengths: [
      "Best-in-class interactive visualisation",
      "Drag-and-drop analysis without code",
      "Large community and free learning resources",
      "Tight integration with Salesforce data",
    ],
    useCases: ["data", "business"],
    website: "https://www.tableau.com",
    lastReviewed: checked,
  },
  {
    id: "thoughtspot",
    name: "ThoughtSpot",
    description:
      "An AI-powered analytics platform where business users search their data in natural language and get answers, dashboards and insights from Spotter, its AI analyst.",
    category: "data-bi",
    capabilities: ["data-analysis", "analysis", "business", "search"],
    pricing: {
      tier: "paid",
      startingPrice: "$25/user/month billed annually",
      details:
        "No free plan. Essentials starts at $25 per user/month billed annually for 5 to 50 users and up to 25 million rows; Pro adds the Spotter AI agents, per user or per credit; Enterprise is custom.",
      sources: {
        tier: { url: "https://www.thoughtspot.com/pricing", checked },
        startingPrice: { url: "https://www.thoughtspot.com/pricing", checked },
        details: { url: "https://www.thoughtspot.com/pricing", checked },
      },
    },
    strengths: [
      "Search-style questions over company data",
      "Spotter AI agent explains and drills into results",
      "Connects live to cloud warehouses like Snowflake and BigQuery",
      "Embeddable analytics for your own product",
    ],
    useCases: ["data", "business"],
    website: "https://www.thoughtspot.com",
    lastReviewed: checked,
  },
  {
    id: "rows",
    name: "Rows",
    description:
      "A spreadsheet with a built-in AI analyst that summarises, charts and enriches data, and connects to sources such as Google Analytics, HubSpot and Stripe.",
    category: "data-bi",
    capabilities: ["data-analysis", "analysis", "productivity"],
    pricing: {
      tier: "freemium",
      startingPrice: "$6/user/month billed annually",
      details:
        "Free plan with 5 AI tasks a month, 10 integration accounts, up to 3 guests and 7 days of version history. Plus ($8 per user monthly, or $6/user/month billed annually) gives 200 AI tasks a month and higher limits.",
      sources: {
        tier: { url: "https://rows.com/pricing", checked },
        startingPrice: { url: "https://rows.com/pricing", checked },
        details: { url: "https://rows.com/pricing", checked },
      },
      otherPrices: ["$8"],
    },
    strengths: [
      "Familiar spreadsheet with an AI analyst built in",
      "Live data from marketing, sales and finance tools",
      "Turns sheets into shareable reports and dashboards",
      "Cheap entry plan for individuals",
    ],
    useCases: ["data", "productivity", "business"],
    website: "https://rows.com",
    lastReviewed: checked,
  },

  // ─── Voice agents ─────────────────────────────────────────────────────────
  {
    id: "vapi",
    name: "Vapi",
    description:
      "A developer platform for building voice AI agents that answer and make phone calls, combining your choice of speech-to-text, language model and voice.",
    category: "voice-agent",
    capabilities: ["voice", "chatbot", "ai-development", "business"],
    pricing: {
      tier: "paid",
      details:
        "Usage-based: a platform fee of about $0.05 per minute of calls, plus the transcription, model, voice and telephony providers you choose, so real calls usually cost more per minute. Enterprise plans are negotiated.",
      sources: {
        tier: { url: "https://vapi.ai/pricing", checked },
        details: { url: "https://vapi.ai/pricing", checked },
      },
    },
    strengths: [
      "Mix and match speech, model and voice providers",
      "APIs, SDKs and webhooks for full developer control",
      "Tool calling to book, look up and update records mid-call",
      "Inbound and outbound phone calls at scale",
    ],
    useCases: ["chatbot", "business", "app-development"],
    website: "https://vapi.ai",
    lastReviewed: checked,
  },
  {
    id: "retell-ai",
    name: "Retell AI",
    description:
      "A platform for building, testing and deploying AI voice agents for customer calls, such as support, appointment booking and lead qualification.",
    category: "voice-agent",
    capabilities: ["voice", "chatbot", "business"],
    pricing: {
      tier: "paid",
      details:
        "Pay as you go from $0.07 to $0.31 per minute for voice agents, depending on the model, voice and telephony used, with $10 in free credits, 20 free concurrent calls and full platform access. Enterprise pricing is custom.",
      sources: {
        tier: { url: "https://www.retellai.com/pricing", checked },
        details: { url: "https://www.retellai.com/pricing", checked },
      },
    },
    strengths: [
      "Pre-built agent templates and a visual flow builder",
      "Simulation testing before agents go live",
      "Call analytics and transcripts",
      "Webhooks and API for CRM and calendar actions",
    ],
    useCases: ["chatbot", "business"],
    website: "https://www.retellai.com",
    lastReviewed: checked,
  },
  {
    id: "bland-ai",
    name: "Bland AI",
    description:
      "An enterprise-focused platform for AI phone agents that handle inbound and outbound calls, with its own bundled speech, model and telephony stack.",
    category: "voice-agent",
    capabilities: ["voice", "chatbot", "business"],
    pricing: {
      tier: "paid",
      details:
        "Per-minute talk-time pricing that bundles the model, speech and telephony, starting with a Start tier that has no monthly platform fee; Build, Scale and Enterprise add platform fees, more concurrent calls and voice clones. New accounts get trial credits.",
      sources: {
        tier: { url: "https://www.bland.ai/pricing", checked },
        details: { url: "https://www.bland.ai/pricing", checked },
      },
    },
    strengths: [
      "One flat per-minute rate instead of several provider bills",
      "Conversational pathways to script complex calls",
      "Voice cloning and custom knowledge bases",
      "Built for high call volumes",
    ],
    useCases: ["chatbot", "business"],
    website: "https://www.bland.ai",
    lastReviewed: checked,
  },
  {
    id: "synthflow",
    name: "Synthflow",
    description:
      "A no-code platform for AI voice agents that handle inbound and outbound business calls, with a visual flow designer, simulations and telephony integrations.",
    category: "voice-agent",
    capabilities: ["voice", "chatbot", "business"],
    pricing: {
      tier: "paid",
      details:
        "Sold through sales only: the pricing page lists one Enterprise tier, with contracts starting at $30,000 a year and scoped by call volume, concurrency, telephony, integrations and security needs. No self-serve or free plan is published.",
      sources: {
        tier: { url: "https://synthflow.ai/pricing", checked },
        details: { url: "https://synthflow.ai/pricing", checked },
      },
    },
    strengths: [
      "Visual flow designer for call logic, no code needed",
      "Simulated calls to test agents before launch",
      "Built-in assistant to scaffold agents from a description",
      "Integrations with CRMs, calendars and telephony",
    ],
    useCases: ["chatbot", "business"],
    website: "https://synthflow.ai",
    lastReviewed: checked,
  },
] satisfies PlatformInput[];
