import type { PlatformInput } from "@/lib/catalogue-schema";

/**
 * More tools in the existing categories (issue 19, part B; decision 0056): the platforms people compare
 * for avatars, SEO, presentations, logos, audio, chatbots and the rest. Facts checked on 2026-11-23;
 * every priced fact cites the page that states it. A price we could not confirm is left out.
 */
const checked = "2026-11-23";

export const moreTools = [
  // ── Avatar & Visuals ─────────────────────────────────────────────────────
  {
    id: "d-id",
    name: "D-ID",
    description:
      "Turns a photo or a stock presenter into a talking-head video from a script, and builds interactive AI agents that answer with a face and a voice.",
    category: "video",
    capabilities: ["video", "avatar", "voice", "marketing", "business"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: a trial whose videos carry a full-screen watermark. Paid plans give a monthly allowance of video minutes that does not roll over; each video is rounded up to the next 15 seconds, and API use draws on the same minutes.",
      sources: {
        tier: { url: "https://www.d-id.com/pricing/studio", checked },
        details: { url: "https://www.d-id.com/pricing/studio", checked },
      },
    },
    strengths: [
      "Talking-head videos from a single photo",
      "Interactive agents with a face and a real-time voice",
      "Premium+ avatars made from your own footage",
      "Video translation of existing recordings",
      "API that shares the studio's minutes",
    ],
    useCases: ["avatar", "video", "marketing"],
    website: "https://www.d-id.com",
    lastReviewed: checked,
  },
  {
    id: "deepbrain-ai-studios",
    name: "DeepBrain AI Studios",
    description:
      "DeepBrain AI's video studio that turns scripts into presenter videos with realistic AI avatars and dubs existing videos into other languages.",
    category: "video",
    capabilities: ["video", "avatar", "translation", "business", "education"],
    pricing: {
      tier: "freemium",
      details:
        "The free plan is for trying it out: a limited number of videos a month, with caps on video length and on the generative models. The Personal plan allows unlimited videos up to 30 minutes long with lip-synced dubbing; Team plans share credits across seats.",
      sources: {
        tier: { url: "https://www.aistudios.com/es-es/pricing", checked },
        details: { url: "https://www.aistudios.com/es-es/pricing", checked },
      },
    },
    strengths: [
      "Large library of realistic stock avatars",
      "AI dubbing with lip-sync for existing videos",
      "Script, PowerPoint or URL to video",
      "Custom avatars of real people for enterprises",
    ],
    useCases: ["avatar", "video", "business", "education"],
    website: "https://www.aistudios.com",
    lastReviewed: checked,
  },
  {
    id: "hedra",
    name: "Hedra",
    description:
      "Generates expressive talking-character videos from a single image and a voice track or script, with its own Character-3 model and other video models in one studio.",
    category: "video",
    capabilities: ["video", "avatar", "voice", "creative", "images"],
    pricing: {
      tier: "freemium",
      startingPrice: "$15/month",
      details:
        "Free plan: a small monthly credit allowance (roughly 15 to 30 seconds of video), watermarked and for personal, non-commercial use only. Basic ($15/month) removes the watermark and allows commercial use; Creator ($30/month) and Professional ($75/month) add credits.",
      sources: {
        tier: { url: "https://clipjury.pages.dev/can-you-monetize/hedra", checked },
        startingPrice: { url: "https://usagepricing.com/blueprint/hedra", checked },
        details: { url: "https://clipjury.pages.dev/can-you-monetize/hedra", checked },
      },
      otherPrices: ["$30", "$75"],
    },
    strengths: [
      "Lip-synced talking characters from one image and audio",
      "Works on cartoons and stylised characters, not only photos",
      "Built-in text-to-speech with ElevenLabs and Cartesia voices",
      "Third-party image and video models on the same credits",
      "API and real-time Live Avatars for developers",
    ],
    useCases: ["avatar", "video", "creative", "social"],
    website: "https://www.hedra.com",
    lastReviewed: checked,
  },
  {
    id: "vidnoz",
    name: "Vidnoz AI",
    description:
      "Browser-based AI video maker with a large library of talking avatars, templates and AI voices, aimed at quick marketing, sales and training videos on a small budget.",
    category: "video",
    capabilities: ["video", "avatar", "voice", "marketing", "business"],
    pricing: {
      tier: "freemium",
      details:
        "A free account gets a small daily allowance of free video time (advertised as one minute a day) with the avatar and voice libraries. Monthly and yearly subscriptions raise the limits; a separate developer API starts with a free trial of 30 credits a month.",
      sources: {
        tier: { url: "https://vidnoz.com/overview/limits.html", checked },
        details: { url: "https://vidnoz.com/overview/limits.html", checked },
      },
    },
    strengths: [
      "Daily free video time without a trial deadline",
      "Large library of stock avatars and templates",
      "Talking photos and AI headshots from your own images",
      "Text-to-speech voices in many languages",
    ],
    useCases: ["avatar", "video", "marketing"],
    website: "https://www.vidnoz.com",
    lastReviewed: checked,
  },

  // ── SEO ──────────────────────────────────────────────────────────────────
  {
    id: "ahrefs",
    name: "Ahrefs",
    description:
      "An SEO suite best known for its backlink index, used for keyword research, competitor analysis, site audits and rank tracking, with AI content and brand-visibility tools.",
    category: "seo",
    capabilities: ["marketing", "search", "analysis", "data-analysis", "business"],
    pricing: {
      tier: "paid",
      details:
        "No free plan of the main suite: Lite, Standard, Advanced and higher plans, billed monthly or yearly (a yearly plan gives two months free). Plans cap usage with monthly limits, and you can change plan at any time from the account settings.",
      sources: {
        tier: { url: "https://help.ahrefs.com/en/collections/87738-account-access-and-billing", checked },
        details: { url: "https://help.ahrefs.com/en/collections/87738-account-access-and-billing", checked },
      },
    },
    strengths: [
      "One of the largest backlink indexes",
      "Site Explorer for competitor traffic and top pages",
      "Keyword research with click and difficulty data",
      "Technical site audits and rank tracking",
      "Free Webmaster Tools for sites you own",
    ],
    useCases: ["seo", "marketing", "research"],
    website: "https://ahrefs.com",
    lastReviewed: checked,
  },
  {
    id: "se-ranking",
    name: "SE Ranking",
    description:
      "An SEO platform for rank tracking, keyword and competitor research, backlink monitoring and site audits, priced well below the biggest suites and popular with agencies.",
    category: "seo",
    capabilities: ["marketing", "search", "analysis", "data-analysis", "business"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: a 14-day free trial with limited tools, then a subscription is needed. Plans are billed monthly or annually; local marketing and content marketing tools and an agency pack are paid add-ons.",
      sources: {
        tier: { url: "https://help.seranking.com/faq/", checked },
        details: { url: "https://help.seranking.com/hc/en-us/articles/16332687136924-Payment-and-billing-details-FAQ", checked },
      },
    },
    strengths: [
      "Daily rank tracking across locations and devices",
      "Competitor research and keyword gap analysis",
      "Website audit and backlink monitoring",
      "White-label client reports for agencies",
      "Content and local marketing toolkits as add-ons",
    ],
    useCases: ["seo", "marketing"],
    website: "https://seranking.com",
    lastReviewed: checked,
  },
  {
    id: "yoast-seo",
    name: "Yoast SEO",
    description:
      "The most installed SEO plugin for WordPress: it handles meta tags, sitemaps and schema and scores each post as you write, with AI-written titles and descriptions in Premium.",
    category: "seo",
    capabilities: ["writing", "marketing", "search", "web-development"],
    pricing: {
      tier: "freemium",
      details:
        "The free plugin covers meta titles and descriptions, XML sitemaps, basic schema and the readability and keyword analysis. Yoast SEO Premium, an annual subscription per site, adds AI-generated titles and descriptions, internal linking suggestions, a redirect manager and multiple focus keywords.",
      sources: {
        tier: { url: "https://captainbirb.com/glossary/yoast-seo/", checked },
        details: { url: "https://yoast.com/help/yoast-subscriptions-faq", checked },
      },
    },
    strengths: [
      "Sitemaps, canonicals and schema handled for you",
      "Real-time readability and keyword feedback in the editor",
      "AI-generated SEO titles and meta descriptions (Premium)",
      "Internal linking suggestions and redirect manager (Premium)",
      "Free version enough for most small WordPress sites",
    ],
    useCases: ["seo", "web-development", "writing"],
    website: "https://yoast.com",
    lastReviewed: checked,
  },
  {
    id: "clearscope",
    name: "Clearscope",
    description:
      "A content optimisation tool that grades a draft against the pages ranking for a query and lists the terms and topics it should cover, working in Google Docs and WordPress.",
    category: "seo",
    capabilities: ["writing", "marketing", "search", "research"],
    pricing: {
      tier: "paid",
      startingPrice: "$189/month",
      details:
        "No free plan. Essentials ($189/month) includes 20 Content Reports and 100 Content Inventory pages; usage beyond that is billed as add-ons. Monthly credits do not roll over, while annual plans get the year's credits upfront.",
      sources: {
        tier: { url: "https://www.clearscope.io/support/articles/how-do-plan-addons-work", checked },
        startingPrice: { url: "https://www.clearscope.io/support/articles/how-do-plan-addons-work", checked },
        details: { url: "https://clearscope.io/support/articles/how-do-clearscope-credits-work", checked },
      },
    },
    strengths: [
      "Simple content grade writers understand",
      "Term and heading suggestions from top-ranking pages",
      "Google Docs and WordPress add-ons",
      "Content inventory that flags decaying pages",
    ],
    useCases: ["seo", "writing", "marketing"],
    website: "https://www.clearscope.io",
    lastReviewed: checked,
  },

  // ── Presentations ────────────────────────────────────────────────────────
  {
    id: "plus-ai",
    name: "Plus AI",
    description:
      "An add-on that generates and edits slides inside Google Slides and PowerPoint, so the deck stays in the tool your company already uses rather than a new app.",
    category: "presentation",
    capabilities: ["presentation", "productivity", "business", "design"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: every paid plan starts with a 7-day free trial (card required) and 1,000 trial AI credits. Basic gives unlimited generation and editing in Google Slides and PowerPoint; Pro adds file-to-deck and longer prompts; Team adds brand kits; plans are priced per user.",
      sources: {
        tier: { url: "https://guide.plusai.com/plus-ai/plans-and-billing", checked },
        details: { url: "https://guide.plusai.com/plus-ai/plans-and-billing", checked },
      },
    },
    strengths: [
      "Works inside Google Slides and PowerPoint",
      "Decks from a prompt or an uploaded document",
      "Edits existing slides: rewrite, remix, restyle",
      "Brand colours, fonts and logo on the Team plan",
    ],
    useCases: ["presentation", "productivity", "business"],
    website: "https://www.plusdocs.com",
    lastReviewed: checked,
  },
  {
    id: "prezi",
    name: "Prezi",
    description:
      "Presentation software built on a zooming canvas instead of slides, with Prezi AI to draft a presentation from a prompt or document and Prezi Video to present on camera.",
    category: "presentation",
    capabilities: ["presentation", "design", "education", "business", "video"],
    pricing: {
      tier: "freemium",
      details:
        "The free Basic licence lets you create and edit presentations, but they are public (viewable by anyone on the web) and lack the paid plans' privacy controls. Paid subscriptions renew automatically; if one lapses you can still view and download existing presentations but not edit them or create new ones until you renew or switch to the free public licence.",
      sources: {
        tier: { url: "https://www.prezi.community/t/what-happens-to-prezis-if-i-cancel-my-subscription-trial/2366", checked },
        details: { url: "https://prezi.com/support/article/account/unsuccessful-payments/", checked },
      },
    },
    strengths: [
      "Zoom-and-pan canvas that stands out from slide decks",
      "Prezi AI drafts a presentation from a prompt",
      "Prezi Video puts your content beside you on camera",
      "Well known in schools and for conversational talks",
    ],
    useCases: ["presentation", "education", "business", "design"],
    website: "https://prezi.com",
    lastReviewed: checked,
  },

  // ── Logo & Design ────────────────────────────────────────────────────────
  {
    id: "napkin-ai",
    name: "Napkin AI",
    description:
      "Turns a passage of text into editable business visuals such as diagrams, flowcharts, mind maps and infographics, ready to drop into slides, documents and posts.",
    category: "design",
    capabilities: ["design", "presentation", "business", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "The free plan is not time-limited and gives 500 AI credits a week; paid plans add credits and features. Visuals export to PowerPoint, PNG, PDF and SVG, and you can opt out of your data being used for training in the account settings.",
      sources: {
        tier: { url: "https://aitools.commongroundconsulting.ai/tools/napkin", checked },
        details: { url: "https://aitools.commongroundconsulting.ai/tools/napkin", checked },
      },
    },
    strengths: [
      "Visuals generated from your own text, not stock images",
      "Diagrams stay editable: colours, icons, connectors",
      "Exports to PowerPoint, PNG, PDF and SVG",
      "Generous weekly free allowance",
    ],
    useCases: ["presentation", "design", "business"],
    website: "https://www.napkin.ai",
    lastReviewed: checked,
  },
  {
    id: "simplified",
    name: "Simplified",
    description:
      "An all-in-one app for small marketing teams that combines a template design editor, AI copywriting, AI images, short-video editing and social scheduling.",
    category: "design",
    capabilities: ["design", "marketing", "writing", "images", "video"],
    pricing: {
      tier: "freemium",
      details:
        "Free accounts get a monthly AI Art quota of 10 credits (one credit per image request, unused credits do not roll over); upgrading a plan or buying credits adds more, and a workspace's members share its credits.",
      sources: {
        tier: { url: "https://help.simplified.com/en/articles/6590480-how-ai-art-credits-work", checked },
        details: { url: "https://help.simplified.com/en/articles/6590480-how-ai-art-credits-work", checked },
      },
    },
    strengths: [
      "Design, copy, video and scheduling in one workspace",
      "Templates for social posts, ads and presentations",
      "AI writer for captions, ads and blog drafts",
      "Shared workspace for small teams",
    ],
    useCases: ["design", "marketing", "social"],
    website: "https://simplified.com",
    lastReviewed: checked,
  },
  {
    id: "adobe-express",
    name: "Adobe Express",
    description:
      "Adobe's template-based design app for social posts, flyers, logos, presentations and short videos, with Firefly generative AI built in for images, text effects and edits.",
    category: "design",
    capabilities: ["design", "images", "video", "marketing", "presentation", "creative"],
    pricing: {
      tier: "freemium",
      details:
        "A free Adobe account gets a monthly allowance of generative credits for Firefly features, which expires a month after it is granted. The Premium plan adds premium content, more storage and more generative credits.",
      sources: {
        tier: { url: "https://community.adobe.com/questions-329/generative-credits-1221605", checked },
        details: { url: "https://developer-stage.adobe.com/express/add-ons/docs/guides/distribute/guidelines/monetization", checked },
      },
    },
    strengths: [
      "Huge template library for social, print and video",
      "Firefly text-to-image and generative fill built in",
      "One-click background removal and resizing",
      "Brand kits and content scheduling for social posts",
      "Works with Photoshop, Illustrator and Acrobat files",
    ],
    useCases: ["design", "logo", "social", "marketing", "presentation", "images"],
    website: "https://www.adobe.com/express/",
    linkedin: "https://www.linkedin.com/company/adobe/",
    twitter: "https://x.com/Adobe",
    lastReviewed: checked,
  },
  {
    id: "tailor-brands",
    name: "Tailor Brands",
    description:
      "An AI logo maker and small-business branding platform that also sets up a website, business cards, social designs and even company formation from one account.",
    category: "logo",
    capabilities: ["design", "business", "marketing"],
    pricing: {
      tier: "paid",
      details:
        "You can design a logo for free, but owning its rights and downloading the files requires a subscription, which also unlocks the branding tools; subscriptions can be frozen or cancelled from the account. Prices are shown in the studio when you upgrade.",
      sources: {
        tier: { url: "https://support.tailorbrands.com/hc/en-us/articles/4414399835154-Accounts-Billing-A-Z", checked },
        details: { url: "https://support.tailorbrands.com/hc/en-us/articles/4414399835154-Accounts-Billing-A-Z", checked },
      },
    },
    strengths: [
      "Logo options generated from your business name and style",
      "Brand kit, business cards and social templates from the logo",
      "Website builder and domain in the same account",
      "Aimed at non-designers starting a business",
    ],
    useCases: ["logo", "business", "design"],
    website: "https://www.tailorbrands.com",
    lastReviewed: checked,
  },
  {
    id: "kittl",
    name: "Kittl",
    description:
      "A browser design tool popular for logos, posters and merch, combining vector editing and rich typography with AI image, vectorising and video features.",
    category: "design",
    capabilities: ["design", "images", "creative", "marketing", "video"],
    pricing: {
      tier: "freemium",
      details:
        "The free plan includes the editor and a one-time 200 tokens for AI features (roughly 100 images). Pro gives 2,000 tokens a month per editor; Expert and Max add more monthly tokens plus daily ones. Subscription tokens do not roll over.",
      sources: {
        tier: { url: "https://www.kittl.com/help/design/tokens", checked },
        details: { url: "https://www.kittl.com/help/design/tokens", checked },
      },
    },
    strengths: [
      "Strong text effects and typography for logos and merch",
      "AI Vectorizer turns images into editable vectors",
      "Image and video models from several providers in one canvas",
      "Large template library for print-on-demand and posters",
    ],
    useCases: ["logo", "design", "creative", "images"],
    website: "https://www.kittl.com",
    lastReviewed: checked,
  },

  // ── Audio & Music ────────────────────────────────────────────────────────
  {
    id: "aiva",
    name: "AIVA",
    description:
      "An AI composer for instrumental soundtracks in many styles, from orchestral to electronic, that you can steer with presets or your own influences and edit as MIDI.",
    category: "audio",
    capabilities: ["audio", "creative", "entertainment", "gaming"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan tracks are for non-commercial use only, AIVA keeps the copyright and you must credit it. Standard allows monetised videos on YouTube, Twitch, TikTok and Instagram without credit; Pro assigns you the copyright for individuals and small businesses.",
      sources: {
        tier: { url: "https://aiva.crisp.help/en/article/i-dont-understand-the-terms-of-license-1wqvh5v/", checked },
        details: { url: "https://aiva.crisp.help/en/article/i-dont-understand-the-terms-of-license-1wqvh5v/", checked },
      },
    },
    strengths: [
      "Instrumental scores for games, films and videos",
      "Style presets plus models trained on your own reference track",
      "Piano-roll editor and MIDI export for further production",
      "Clear licence per plan, with copyright ownership on Pro",
    ],
    useCases: ["audio", "creative"],
    website: "https://www.aiva.ai",
    lastReviewed: checked,
  },
  {
    id: "mubert",
    name: "Mubert",
    description:
      "Generates royalty-free background music to a chosen mood, genre and length, aimed at video creators, streamers and apps that need tracks rather than songs with vocals.",
    category: "audio",
    capabilities: ["audio", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$14/month",
      details:
        "Free plan: 25 tracks a month of limited length in MP3, up to 5 downloads, for personal non-commercial use with a visible Mubert credit. Creator ($14/month) is still labelled non-commercial; Pro ($39/month) is the cheapest plan for commercial use. Content ID registration is barred on every plan.",
      sources: {
        tier: { url: "https://clipjury.pages.dev/can-you-monetize/mubert", checked },
        startingPrice: { url: "https://clipjury.pages.dev/can-you-monetize/mubert", checked },
        details: { url: "https://clipjury.pages.dev/can-you-monetize/mubert", checked },
      },
      otherPrices: ["$39"],
    },
    strengths: [
      "Background tracks generated to an exact length",
      "Mood, genre and activity presets, no music skills needed",
      "Licences spelled out per plan",
      "API for apps and games that need generative music",
    ],
    useCases: ["audio", "creative", "social"],
    website: "https://mubert.com",
    lastReviewed: checked,
  },
  {
    id: "stable-audio",
    name: "Stable Audio",
    description:
      "Stability AI's text-to-music and sound-effects generator, trained on licensed AudioSparx music, that makes tracks of a chosen length and transforms uploaded audio.",
    category: "audio",
    capabilities: ["audio", "creative", "entertainment"],
    pricing: {
      tier: "freemium",
      details:
        "A free plan whose track credits renew on the first of each month, and paid subscriptions with more credits that renew monthly; newer models cost more credits per track (Stable Audio 2.0 takes two).",
      sources: {
        tier: { url: "https://stableaudio.com/faqs", checked },
        details: { url: "https://stableaudio.com/faqs", checked },
      },
    },
    strengths: [
      "Trained on licensed music, a plus for commercial use",
      "Tracks and sound effects of a set duration",
      "Audio-to-audio: restyle or vary your own recording",
      "Same models available through Stability's API",
    ],
    useCases: ["audio", "creative"],
    website: "https://stableaudio.com",
    lastReviewed: checked,
  },
  {
    id: "adobe-podcast",
    name: "Adobe Podcast",
    description:
      "Adobe's browser tools for spoken audio: Enhance Speech makes a noisy or echoey recording sound studio-made, and Studio records and edits podcasts by their transcript.",
    category: "audio",
    capabilities: ["audio", "editing", "voice", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "Free with an Adobe account, in the browser: Enhance Speech cleans files under 30 minutes at no cost. A paid Premium tier raises the limits. Results on very poor recordings can sound over-processed, so a listen-through is needed.",
      sources: {
        tier: { url: "https://podcastcolareviews.com/adobe-podcast-background-noise-removal/", checked },
        details: { url: "https://podcastcolareviews.com/adobe-podcast-background-noise-removal/", checked },
      },
    },
    strengths: [
      "Enhance Speech: noise and echo removal in one click",
      "No install: upload and download in the browser",
      "Transcript-based recording and editing in Studio",
      "Mic Check rates your microphone setup before you record",
    ],
    useCases: ["audio", "productivity"],
    website: "https://podcast.adobe.com",
    lastReviewed: checked,
  },

  // ── Chatbot builders ─────────────────────────────────────────────────────
  {
    id: "botpress",
    name: "Botpress",
    description:
      "A developer-friendly platform for building AI agents and chatbots with a visual flow editor, knowledge bases and code hooks, deployed as web chat or on WhatsApp, Slack and more.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "ai-development", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "The free pay-as-you-go plan needs no credit card and includes a few bots, a monthly message allowance, table rows, vector storage and $5 of AI usage a month, charged at cost beyond that. Paid plans raise these limits.",
      sources: {
        tier: { url: "https://docs.botpress.cloud/docs/cloud/admin-dashboard/managing-workspaces", checked },
        details: { url: "https://botpress.com/docs/usage-2", checked },
      },
    },
    strengths: [
      "Visual flow editor with code where you need it",
      "Knowledge bases from documents and websites",
      "Many channels: web chat, WhatsApp, Messenger, Slack",
      "LLM usage billed at cost, with no markup",
      "Large integration hub and community",
    ],
    useCases: ["chatbot", "business", "app-development"],
    website: "https://botpress.com",
    lastReviewed: checked,
  },
  {
    id: "manychat",
    name: "Manychat",
    description:
      "Builds automated conversations for Instagram DMs, WhatsApp and Facebook Messenger, used by creators and shops to answer comments, capture leads and sell in chat.",
    category: "chatbot",
    capabilities: ["chatbot", "marketing", "business"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan: up to 1,000 contacts (counting unsubscribed and deleted ones), three custom keyword triggers and one team member; past those limits messages stop. Pro is priced by your number of contacts and unlocks sequences, tags, integrations such as ChatGPT and the API.",
      sources: {
        tier: { url: "https://help.manychat.com/hc/en-us/articles/14281409288604-Billing-FAQ", checked },
        details: { url: "https://help.manychat.com/hc/en-us/articles/14281409288604-Billing-FAQ", checked },
      },
    },
    strengths: [
      "Comment-to-DM automations for Instagram and Facebook",
      "Visual flow builder that marketers can use without code",
      "Instagram, WhatsApp, Messenger, SMS and email in one place",
      "AI replies and intent detection on top of flows",
      "Integrations with HubSpot, Klaviyo, Zapier and Make",
    ],
    useCases: ["chatbot", "social", "marketing", "business"],
    website: "https://manychat.com",
    lastReviewed: checked,
  },
  {
    id: "typebot",
    name: "Typebot",
    description:
      "An open-source builder for conversational forms and chatbots, with a visual flow editor, AI blocks for OpenAI and other models, and embeds for websites and WhatsApp.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "marketing"],
    pricing: {
      tier: "freemium",
      details:
        "The Free plan allows 200 chats a month (a chat counts once a user starts a conversation) and one seat; Starter, Pro and Enterprise raise the limits and let you invite collaborators.",
      sources: {
        tier: { url: "https://docs.typebot.com/workspace/subscription", checked },
        details: { url: "https://docs.typebot.com/workspace/subscription", checked },
      },
    },
    strengths: [
      "Visual builder for chat flows and lead forms",
      "AI blocks to call OpenAI and other models mid-flow",
      "Embeds as a bubble, popup or full page, plus WhatsApp",
      "Open source and self-hostable",
    ],
    useCases: ["chatbot", "marketing", "business"],
    website: "https://typebot.io",
    lastReviewed: checked,
  },
  {
    id: "zendesk-ai-agents",
    name: "Zendesk AI agents",
    description:
      "The AI agents built into Zendesk's help desk, which answer customers over messaging, email and the web widget from your help centre and hand over to staff with the ticket context.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "productivity"],
    pricing: {
      tier: "paid",
      details:
        "Part of Zendesk's paid Suite and Support plans, each including a baseline of automated resolutions; you pay per conversation the AI resolves without a human (verified by an LLM), can buy more or pause at the limit, and advanced AI agents are an add-on.",
      sources: {
        tier: { url: "https://support.zendesk.com/hc/en-us/articles/6958358659226-Monitoring-your-automated-resolution-usage", checked },
        details: { url: "https://support.zendesk.com/hc/en-us/articles/5352026794010-About-automated-resolutions-for-AI-agents", checked },
      },
    },
    strengths: [
      "Native to Zendesk tickets, macros and help centre",
      "Billed only for conversations resolved without a human",
      "Hands over to agents with the full conversation",
      "Usage dashboards and caps to control spend",
    ],
    useCases: ["chatbot", "business"],
    website: "https://www.zendesk.com",
    lastReviewed: checked,
  },
  {
    id: "customgpt-ai",
    name: "CustomGPT.ai",
    description:
      "Builds AI agents that answer only from your own documents, websites and files, with cited sources, for help desks, internal knowledge bases and lead capture.",
    category: "chatbot",
    capabilities: ["chatbot", "business", "research", "productivity"],
    pricing: {
      tier: "paid",
      details:
        "No free plan. Self-service plans are sized by queries and agents: Standard allows 1,000 queries a month and 10 agents, Premium 5,000 queries and 100 agents. Add-ons buy more queries, storage, agents and seats; Enterprise is custom.",
      sources: {
        tier: { url: "https://customgpt.ai/customgpt-limits-explained", checked },
        details: { url: "https://docs.customgpt.ai/docs/activate-add-ons-for-your-plan", checked },
      },
    },
    strengths: [
      "Answers grounded in your content, with citations",
      "Ingests sitemaps, documents, videos and cloud drives",
      "Designed to avoid made-up answers",
      "Embed widget, API and integrations",
    ],
    useCases: ["chatbot", "business", "productivity"],
    website: "https://customgpt.ai",
    lastReviewed: checked,
  },

  // ── Code ─────────────────────────────────────────────────────────────────
  {
    id: "cline",
    name: "Cline",
    description:
      "An open-source coding agent for VS Code, JetBrains and the terminal that plans a change, then edits files and runs commands with your approval, using any model you choose.",
    category: "code",
    capabilities: ["code", "web-development", "backend", "ai-development"],
    pricing: {
      tier: "free",
      details:
        "The extension is free and open source (Apache 2.0). You bring your own API key and pay the model provider directly at its rates, with no markup, or run local models at no cost.",
      sources: {
        tier: { url: "https://aiwiki.ai/wiki/cline", checked },
        details: { url: "https://benchgecko.ai/learn/glossary/cline", checked },
      },
    },
    strengths: [
      "Plan and Act modes: agree the plan before any edit",
      "Every file edit and command shown for approval",
      "Works with Claude, GPT, Gemini, OpenRouter or local models",
      "MCP support for extra tools such as GitHub and databases",
      "Running token cost shown as you work",
    ],
    useCases: ["code", "vibe-coding", "app-development", "web-development"],
    website: "https://cline.bot",
    lastReviewed: checked,
  },
  {
    id: "base44",
    name: "Base44",
    description:
      "Wix-owned app builder that turns a chat description into a working web app with a database, sign-in and hosting built in, aimed at people who do not code.",
    category: "code",
    capabilities: ["web-development", "backend", "database", "code", "business"],
    pricing: {
      tier: "freemium",
      details:
        "The Free plan needs no payment details and gives core features (sign-in, database, analytics), a limited number of apps, a small daily allowance of message credits and some integration credits. Paid plans add credits, backend functions, custom domains and GitHub; since February 2026 plans and credits are set per workspace.",
      sources: {
        tier: { url: "https://docs.base44.com/documentation/account-and-billing/new-plans-and-workspaces", checked },
        details: { url: "https://docs.base44.com/documentation/account-and-billing/new-plans-and-workspaces", checked },
      },
    },
    strengths: [
      "Database, user accounts and hosting with no setup",
      "Builds internal tools and simple SaaS apps from a chat",
      "Integrations for email, files and AI calls inside apps",
      "Code editing and GitHub export on paid plans",
    ],
    useCases: ["vibe-coding", "app-development", "web-development"],
    website: "https://base44.com",
    lastReviewed: checked,
  },
  {
    id: "devin",
    name: "Devin",
    description:
      "Cognition's autonomous coding agent: you assign a task from Slack, Linear or the web app, and it works in its own cloud machine and comes back with a pull request.",
    category: "code",
    capabilities: ["code", "backend", "web-development", "business"],
    pricing: {
      tier: "paid",
      details:
        "No free plan. Self-serve plans include a usage quota, then draw on prepaid on-demand credits; enterprises buy Agent Compute Units. Usage grows with task complexity and session length, and a sleeping session uses almost nothing.",
      sources: {
        tier: { url: "https://docs.devin.ai/admin/billing/usage", checked },
        details: { url: "https://docs.devin.ai/admin/billing/usage", checked },
      },
    },
    strengths: [
      "Works alone for hours on clearly scoped tasks",
      "Own shell, editor and browser in a cloud sandbox",
      "Takes tasks from Slack, Linear and GitHub",
      "Learns repository conventions through its Knowledge store",
      "Several sessions can run in parallel",
    ],
    useCases: ["code", "app-development"],
    website: "https://devin.ai",
    lastReviewed: checked,
  },
  {
    id: "google-colab",
    name: "Google Colab",
    description:
      "Google's hosted Jupyter notebooks with free GPUs and TPUs and Gemini built in, widely used to analyse data, train models and learn Python without installing anything.",
    category: "code",
    capabilities: ["code", "data-analysis", "analysis", "education", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Free to use, including access to GPUs and TPUs, but resources are not guaranteed, limits fluctuate and interactive use gets priority. Colab Pro and Pro+ subscriptions and pay-as-you-go compute units buy more and faster compute.",
      sources: {
        tier: { url: "https://research.google.com/colaboratory/intl/id/faq.html", checked },
        details: { url: "https://finops.apis.io/finops/google-colab/google-colab-finops/", checked },
      },
    },
    strengths: [
      "Notebooks in the browser with no setup",
      "Free GPU and TPU time for machine learning",
      "Gemini writes, explains and fixes code in the notebook",
      "Pandas, TensorFlow and PyTorch preinstalled",
      "Shared and commented like Google Docs",
    ],
    useCases: ["data", "code", "learning", "research"],
    website: "https://colab.research.google.com",
    lastReviewed: checked,
  },
  {
    id: "gemini-cli",
    name: "Gemini CLI",
    description:
      "Google's open-source coding agent for the terminal, which reads your project, edits files, runs commands and searches the web with Gemini models.",
    category: "code",
    capabilities: ["code", "backend", "web-development", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Free with a personal Google account: up to 1,000 model requests a day and 60 a minute, or 250 a day on Flash with a free Gemini API key. Google AI Pro and Ultra subscriptions, Gemini Code Assist Standard and Enterprise, and pay-as-you-go API billing raise the limits.",
      sources: {
        tier: { url: "https://geminicli.com/docs/quota-and-pricing", checked },
        details: { url: "https://geminicli.com/docs/quota-and-pricing", checked },
      },
    },
    strengths: [
      "Generous free daily quota with a Google account",
      "Open source, extensible with MCP servers",
      "Large context window for whole-repository questions",
      "Scriptable in CI and shell pipelines",
    ],
    useCases: ["code", "vibe-coding", "app-development"],
    website: "https://geminicli.com",
    lastReviewed: checked,
  },
  {
    id: "zed",
    name: "Zed",
    description:
      "A fast, open-source code editor with AI built in: an agent panel that edits across files, edit predictions as you type, and a choice of hosted or your own models.",
    category: "code",
    capabilities: ["code", "web-development", "backend", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "The editor is free and the free plan includes 2,000 edit predictions a month from Zed's Zeta model; the Pro plan removes that limit and adds hosted model use. You can also plug in your own API keys or other providers such as GitHub Copilot.",
      sources: {
        tier: { url: "https://zed.dev/docs/ai/edit-prediction.html", checked },
        details: { url: "https://zed.dev/docs/ai/edit-prediction.html", checked },
      },
    },
    strengths: [
      "Very fast native editor written in Rust",
      "Agent panel that plans and applies multi-file edits",
      "Edit predictions from its own open Zeta model",
      "Bring your own keys or run external agents in the editor",
      "Real-time collaboration built in",
    ],
    useCases: ["code", "web-development"],
    website: "https://zed.dev",
    lastReviewed: checked,
  },
  {
    id: "warp",
    name: "Warp",
    description:
      "A modern terminal turned agentic development environment: you ask in plain language and its agents write code, run commands and fix errors, locally or in the cloud.",
    category: "code",
    capabilities: ["code", "backend", "productivity", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "The Free plan includes a monthly allowance of AI credits. Paid plans (Build, Max, Business) give more credits, reload credits at volume discounts and bring-your-own-key model use; upgrading starts from a Warp team, even for one person.",
      sources: {
        tier: { url: "https://docs.warp.dev/support-and-billing/plans-and-pricing/pricing-faqs", checked },
        details: { url: "https://docs.warp.dev/support-and-billing/plans-and-pricing/pricing-faqs", checked },
      },
    },
    strengths: [
      "Fast terminal with blocks, completions and command search",
      "Agents that run and debug commands from a plain-language ask",
      "Cloud agents triggered from Slack or Linear",
      "Choice of models, or your own API key",
    ],
    useCases: ["code", "productivity"],
    website: "https://www.warp.dev",
    lastReviewed: checked,
  },
  {
    id: "aider",
    name: "Aider",
    description:
      "An open-source AI pair programmer for the terminal that edits the files in your git repository and commits each change with a descriptive message.",
    category: "code",
    capabilities: ["code", "backend", "web-development"],
    pricing: {
      tier: "free",
      details:
        "Free and open source (Apache 2.0), installed with pip. You use your own API key for a cloud model such as Claude, GPT or DeepSeek and pay the provider, or run a local model.",
      sources: {
        tier: { url: "https://www.agentpatternscatalog.org/compositions/aider/", checked },
        details: { url: "https://www.agentpatternscatalog.org/compositions/aider/", checked },
      },
    },
    strengths: [
      "Each edit is a git commit you can review or undo",
      "Repository map gives the model whole-project context",
      "Works with almost any cloud or local model",
      "Runs your linter and tests and fixes what fails",
      "Architect mode pairs a planning model with an editing model",
    ],
    useCases: ["code", "app-development"],
    website: "https://aider.chat",
    lastReviewed: checked,
  },

  // ── Video ────────────────────────────────────────────────────────────────
  {
    id: "invideo-ai",
    name: "invideo AI",
    description:
      "Turns a prompt or script into a finished video with script, stock or generated footage, voiceover, subtitles and music, then lets you edit it by typing instructions.",
    category: "video",
    capabilities: ["video", "marketing", "editing", "avatar", "voice"],
    pricing: {
      tier: "freemium",
      startingPrice: "$35/month",
      details:
        "The free plan has a small credit allowance that resets weekly. Paid plans bill credits by video length: a minute with an AI actor takes 40 credits, without one 20; Plus ($35/month) and Generative ($120/month) add monthly credits, and exporting does not use credits.",
      sources: {
        tier: { url: "https://cognixx.io/what-are-generative-credits-in-invideo-ai/", checked },
        startingPrice: { url: "https://help.invideo.io/en/articles/11537168-understanding-our-upcoming-credit-system", checked },
        details: { url: "https://help.invideo.io/en/articles/11502727-how-does-the-credit-system-work-on-invideo", checked },
      },
      otherPrices: ["$120"],
    },
    strengths: [
      "Complete videos from a single prompt, script included",
      "Edit by instruction: change voice, scenes or pacing in words",
      "Large stock library plus generative video models",
      "AI actors and a clone of yourself for presenter videos",
      "Made for YouTube, ads and social formats",
    ],
    useCases: ["video", "marketing", "social"],
    website: "https://invideo.io",
    lastReviewed: checked,
  },
  {
    id: "kapwing",
    name: "Kapwing",
    description:
      "A browser video editor for teams and creators with AI tools for subtitles, dubbing, clipping long videos, removing silences and generating b-roll.",
    category: "video",
    capabilities: ["video", "editing", "translation", "marketing"],
    pricing: {
      tier: "freemium",
      details:
        "A free account can export one project a month without a watermark (videos up to 30 minutes); later exports that month carry a watermark. Kapwing Pro removes watermarks from all exports, including re-exports of older projects.",
      sources: {
        tier: { url: "https://www.kapwing.com/help/our-watermark-policy/", checked },
        details: { url: "https://www.kapwing.com/help/our-watermark-policy/", checked },
      },
    },
    strengths: [
      "Automatic subtitles and translated captions",
      "AI dubbing and lip-sync into other languages",
      "Clips long videos into short social posts",
      "Text-based editing and silence removal",
      "Collaborative editing in the browser",
    ],
    useCases: ["video", "social", "translation", "marketing"],
    website: "https://www.kapwing.com",
    lastReviewed: checked,
  },
  {
    id: "captions",
    name: "Captions",
    description:
      "A mobile and web video app for creators that adds animated captions, edits talking-head footage with AI, and generates videos with AI presenters or a digital twin of you.",
    category: "video",
    capabilities: ["video", "avatar", "editing", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$9.99/month",
      details:
        "Free accounts get a one-time 200 AI credits that do not refresh. Pro ($9.99/month, 200 credits a month), Max ($24.99/month, 500) and Scale ($69.99/month, 1,400) refresh monthly; prompt-to-video costs 8 credits a second and an AI presenter 1 credit a second.",
      sources: {
        tier: { url: "https://help.mirage.app/docs/ai-usage", checked },
        startingPrice: { url: "https://help.mirage.app/docs/ai-usage", checked },
        details: { url: "https://help.mirage.app/docs/ai-usage", checked },
      },
      otherPrices: ["$24.99", "$69.99"],
    },
    strengths: [
      "Animated, styled captions for short-form video",
      "AI Twin: a digital double that presents your scripts",
      "AI presenters and UGC-style ads from a script",
      "Eye contact correction and AI edits for talking heads",
      "Works on the phone as well as the web",
    ],
    useCases: ["video", "avatar", "social", "marketing"],
    website: "https://www.captions.ai",
    lastReviewed: checked,
  },
  {
    id: "hailuo-ai",
    name: "Hailuo AI",
    description:
      "MiniMax's video generator, turning text or images into short clips with lifelike motion and camera control, and also offering other labs' models such as Veo and Sora.",
    category: "video",
    capabilities: ["video", "creative", "images"],
    pricing: {
      tier: "freemium",
      startingPrice: "$14.99/month",
      details:
        "Free plan: daily login credits, 720p, watermarked downloads, for personal non-commercial use only. Standard ($14.99/month, with lower promotional or yearly prices at times) gives watermark-free downloads and commercial rights; higher plans add credits.",
      sources: {
        tier: { url: "https://clipjury.pages.dev/can-you-monetize/hailuo", checked },
        startingPrice: { url: "https://clipjury.pages.dev/can-you-monetize/hailuo", checked },
        details: { url: "https://clipjury.pages.dev/can-you-monetize/hailuo", checked },
      },
    },
    strengths: [
      "Realistic human motion and expressive faces",
      "Camera-movement control from the prompt",
      "Subject reference for a consistent character",
      "Daily free credits to experiment",
      "Other labs' video models in the same app",
    ],
    useCases: ["video", "creative"],
    website: "https://hailuoai.video",
    lastReviewed: checked,
  },
  {
    id: "veed",
    name: "VEED",
    description:
      "An online video editor with AI built in: automatic subtitles and translation, text-to-speech, AI avatars, background removal, audio clean-up and generative video models.",
    category: "video",
    capabilities: ["video", "editing", "translation", "avatar", "marketing"],
    pricing: {
      tier: "freemium",
      details:
        "A free account can edit and export with limits; paid plans, billed monthly or annually per workspace, unlock higher export quality, the AI features, translation and brand kits. Subscriptions renew automatically until auto-renewal is turned off.",
      sources: {
        tier: { url: "https://support.veed.io/en/articles/11433566-subscribe-and-manage-your-subscription", checked },
        details: { url: "https://support.veed.io/en/articles/11433566-subscribe-and-manage-your-subscription", checked },
      },
    },
    strengths: [
      "Auto-subtitles with styling presets",
      "Subtitle translation and AI dubbing",
      "Clean Audio noise removal for talking heads",
      "AI avatars and text-to-speech voiceovers",
      "Everything in the browser, no install",
    ],
    useCases: ["video", "social", "marketing", "avatar"],
    website: "https://www.veed.io",
    lastReviewed: checked,
  },
  {
    id: "pictory",
    name: "Pictory",
    description:
      "Turns scripts, blog posts, URLs, slides and long recordings into short captioned videos with stock footage and AI voiceover, aimed at repurposing content you already have.",
    category: "video",
    capabilities: ["video", "marketing", "editing", "voice", "education"],
    pricing: {
      tier: "paid",
      details:
        "No free plan: a 14-day trial with premium features, then paid plans sized by video minutes, AI credits, storage and brand kits. Unused video minutes reset monthly, and paid fees are non-refundable under the terms.",
      sources: {
        tier: { url: "https://onyxranked.com/?p=918", checked },
        details: { url: "https://dealbestdaily.com/review/pictory-review/", checked },
      },
    },
    strengths: [
      "Article or URL to video draft in minutes",
      "Automatic captions and filler-word removal on recordings",
      "Large licensed stock library matched to your script",
      "Brand kits with your fonts, colours and logo",
    ],
    useCases: ["video", "marketing", "social"],
    website: "https://pictory.ai",
    lastReviewed: checked,
  },

  // ── Image ────────────────────────────────────────────────────────────────
  {
    id: "freepik-ai",
    name: "Freepik AI",
    description:
      "Freepik's AI suite puts many image, video, audio and upscaling models in one workspace next to its huge stock library, with Spaces for chaining tools into workflows.",
    category: "image",
    capabilities: ["images", "video", "design", "marketing", "creative", "editing"],
    pricing: {
      tier: "freemium",
      details:
        "Free users can try the AI tools with a limited allowance. Paid plans, monthly or annual and renewed automatically, include monthly AI credits spent only on generation (stock downloads do not use them); a refund is possible within 30 days if nothing was downloaded.",
      sources: {
        tier: { url: "https://www.magnific.com/ai/docs/billing-credits-payments", checked },
        details: { url: "https://support.freepik.com/hc/en-us/articles/360017370740-Automatic-renewal-cancellation-and-refund-policy", checked },
      },
    },
    strengths: [
      "Many leading image and video models under one subscription",
      "Spaces: node-based canvas for multi-step workflows",
      "Upscaler, retouching and background tools built in",
      "Stock photos, vectors and templates in the same plan",
    ],
    useCases: ["images", "design", "marketing", "creative"],
    website: "https://www.freepik.com",
    lastReviewed: checked,
  },
  {
    id: "nightcafe",
    name: "NightCafe",
    description:
      "A community AI art studio that runs many image models, from Stable Diffusion and Flux to others, with daily challenges, likes and comments around every creation.",
    category: "image",
    capabilities: ["images", "creative", "entertainment"],
    pricing: {
      tier: "freemium",
      details:
        "Free to use: you get free credits every day and can earn more by taking part in the community; basic thumbnail-size Stable Diffusion images cost no credits (rate-limited). Higher resolutions, longer runs, multi-image and premium-model creations cost credits, which paid plans and packs provide.",
      sources: {
        tier: { url: "https://creator.nightcafe.studio/faqs", checked },
        details: { url: "https://creator.nightcafe.studio/faqs", checked },
      },
    },
    strengths: [
      "Many image models in one place",
      "Daily free credits and free basic generations",
      "Active community with daily challenges",
      "Prompt history and styles to learn from others",
    ],
    useCases: ["images", "creative"],
    website: "https://creator.nightcafe.studio",
    lastReviewed: checked,
  },

  // ── Education ────────────────────────────────────────────────────────────
  {
    id: "quizlet",
    name: "Quizlet",
    description:
      "A study app built on flashcard sets, made by you or shared by millions of students, with AI that turns notes into sets and adaptive Learn and Test modes that drill what you miss.",
    category: "education",
    capabilities: ["education", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "The free version lets you create, share and study flashcard sets; paid upgrades (Quizlet Plus, and Teacher plans) unlock extra study features and keep your sets if they lapse. Subscriptions renew until cancelled at least a day before renewal and are generally non-refundable.",
      sources: {
        tier: { url: "https://quizlet.desk.com/customer/en/portal/articles/2843535-what-happens-to-my-content-if-my-paid-subscription-ends-", checked },
        details: { url: "https://docdecoder.app/summary/quizlet.com/terms-of-service", checked },
      },
    },
    strengths: [
      "Huge library of shared flashcard sets on most subjects",
      "Turns notes or documents into flashcards and practice tests",
      "Adaptive Learn mode that repeats what you get wrong",
      "Games and classes for teachers",
    ],
    useCases: ["learning", "education"],
    website: "https://quizlet.com",
    lastReviewed: checked,
  },

  // ── Chat ─────────────────────────────────────────────────────────────────
  {
    id: "character-ai",
    name: "Character.AI",
    description:
      "An entertainment app for chatting and role-playing with AI characters created by its community or by you; open-ended chat is restricted to adults after safety lawsuits.",
    category: "chat-assistant",
    capabilities: ["text", "entertainment", "creative", "voice"],
    pricing: {
      tier: "freemium",
      details:
        "Free to use with rate limits. The c.ai+ subscription (about $10 a month) adds priority access and extra features.",
      sources: {
        tier: { url: "https://tech-simplified.pages.dev/10-ai-and-llms/character-ai", checked },
        details: { url: "https://tech-simplified.pages.dev/10-ai-and-llms/character-ai", checked },
      },
    },
    strengths: [
      "Millions of community-made characters to chat with",
      "Create a character with its own personality and voice",
      "Story and role-play scenarios for fun or practice",
      "Free to use without a subscription",
    ],
    useCases: ["creative", "text"],
    website: "https://character.ai",
    lastReviewed: checked,
  },

  // ── Writing ──────────────────────────────────────────────────────────────
  {
    id: "sudowrite",
    name: "Sudowrite",
    description:
      "An AI writing partner built for novelists and screenwriters, with a Story Bible that keeps characters and plot consistent while it outlines, drafts, describes and rewrites scenes.",
    category: "writing",
    capabilities: ["writing", "creative", "text", "entertainment"],
    pricing: {
      tier: "paid",
      details:
        "No free plan, only a free trial with a small allowance. Paid plans give a monthly allowance of credits spent by each generation, and long, high-quality drafting uses them quickly.",
      sources: {
        tier: { url: "https://www.rivalflow.com/blog/sudowrite-review-ai-writing-tool-help-write-a-novel", checked },
        details: { url: "https://sudowrite.com/blog/cost-of-words", checked },
      },
    },
    strengths: [
      "Story Bible for characters, world and outline",
      "Drafts scenes in your established voice and tense",
      "Describe and Rewrite tools for sensory, stronger prose",
      "Brainstorms names, twists and settings",
      "Made for long fiction, not marketing copy",
    ],
    useCases: ["writing", "creative"],
    website: "https://www.sudowrite.com",
    lastReviewed: checked,
  },
  {
    id: "wordtune",
    name: "Wordtune",
    description:
      "An AI rewriting assistant from AI21 Labs that suggests clearer, shorter or more formal versions of your sentences as you write in the browser, Word and Google Docs.",
    category: "writing",
    capabilities: ["writing", "text", "productivity", "education"],
    pricing: {
      tier: "freemium",
      details:
        "Free accounts get a limited number of rewrites and AI features; Plus and Unlimited subscriptions raise the limits, with 30% off for students, educators and non-profit staff. No refunds, but you can cancel before the next billing cycle.",
      sources: {
        tier: { url: "https://support.wordtune.com/en/articles/5310819-wordtune-s-billing-policy", checked },
        details: { url: "https://support.wordtune.com/en/articles/5310819-wordtune-s-billing-policy", checked },
      },
    },
    strengths: [
      "Rewrites a sentence several ways, keeping your meaning",
      "Tone controls: casual, formal, shorter, longer",
      "Works inside the browser, Gmail, Word and Google Docs",
      "Summaries of long articles and documents",
    ],
    useCases: ["writing", "productivity"],
    website: "https://www.wordtune.com",
    lastReviewed: checked,
  },

  // ── Marketing ────────────────────────────────────────────────────────────
  {
    id: "later",
    name: "Later",
    description:
      "A social media scheduler for Instagram, TikTok, Facebook, LinkedIn, Pinterest and more, with a visual planner, link-in-bio page, analytics and an AI caption writer.",
    category: "marketing",
    capabilities: ["marketing", "business", "productivity", "writing"],
    pricing: {
      tier: "paid",
      details:
        "Plans run Starter, Growth and Scale, billed monthly or yearly; upgrades apply at once and are prorated, downgrades at the next cycle. Growth and Scale can add Social Sets and users as prorated add-ons; AI credits can also be topped up.",
      sources: {
        tier: { url: "https://help.later.com/hc/en-us/articles/1500000067342-Change-Your-Later-Plan", checked },
        details: { url: "https://help.later.com/hc/articles/360055240773", checked },
      },
    },
    strengths: [
      "Visual drag-and-drop calendar and Instagram grid preview",
      "AI caption writer and best-time-to-post suggestions",
      "Link in bio page that tracks clicks",
      "Analytics across the main social networks",
    ],
    useCases: ["social", "marketing", "business"],
    website: "https://later.com",
    lastReviewed: checked,
  },

  // ── Translation ──────────────────────────────────────────────────────────
  {
    id: "reverso",
    name: "Reverso",
    description:
      "A translation site and app known for Reverso Context, which shows how a word or phrase is translated in real bilingual sentences, alongside a translator, dictionary and conjugator.",
    category: "translation",
    capabilities: ["translation", "education", "writing"],
    pricing: {
      tier: "freemium",
      details:
        "Most services are free with advertising; some features are reserved for paid subscribers, and document translation (Reverso Documents) starts with free credit on sign-up, then charges for further use.",
      sources: {
        tier: { url: "https://www.reverso.net/disclaimer/de", checked },
        details: { url: "https://documents.reverso.net/TermsAndConditions.aspx?lang=en", checked },
      },
    },
    strengths: [
      "Translations shown in context from real bilingual texts",
      "Dictionary, synonyms, conjugation and grammar check in one place",
      "Flashcards from your searches for vocabulary practice",
      "Document translation that keeps the layout",
    ],
    useCases: ["translation", "learning"],
    website: "https://www.reverso.net",
    lastReviewed: checked,
  },
] satisfies PlatformInput[];
