import type { PlatformInput } from "@/lib/catalogue-schema";

/** Image, video and audio platforms. Facts checked on 2025-10-15. */
export const media = [
  // ── Image generators ─────────────────────────────────────────────────────
  {
    id: "midjourney",
    name: "Midjourney",
    description:
      "AI image generator known for striking, highly stylised artwork, used through its web app and Discord; it can also animate images into short videos.",
    category: "image",
    capabilities: ["images", "video", "creative", "design"],
    pricing: {
      tier: "paid",
      startingPrice: "$10/month",
      details:
        "No free plan or trial. Basic ($10/month, or $8/month billed annually) gives roughly 200 fast images a month; Standard ($30/month) adds unlimited relaxed generations; Pro ($60) and Mega ($120) add Stealth Mode for private images. Companies earning over $1M a year need Pro or Mega.",
      otherPrices: ["$8", "$30", "$60", "$120"],
      sources: {
        tier: { url: "https://www.midjourney.com", checked: "2025-10-15" },
        startingPrice: { url: "https://www.midjourney.com", checked: "2025-10-15" },
        details: { url: "https://www.midjourney.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Best-in-class aesthetics and artistic range",
      "Style and omni references for consistent looks",
      "Web editor with inpainting, outpainting and retexture",
      "Image-to-video animation with its V1 video model",
      "Fast iteration with variations and upscales",
    ],
    useCases: ["images", "creative", "design"],
    website: "https://www.midjourney.com",
    twitter: "https://x.com/midjourney",
    lastReviewed: "2025-10-15",
  },
  {
    id: "adobe-firefly",
    name: "Adobe Firefly",
    description:
      "Adobe's generative AI app for images, video, audio and vector graphics, built into Photoshop and Express and designed to be safe for commercial use.",
    category: "image",
    capabilities: ["images", "video", "design", "creative", "marketing", "editing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$9.99/month",
      details:
        "A free Adobe account gets a small monthly allowance of generative credits for standard image features. Firefly Standard ($9.99/month, 2,000 credits), Pro ($29.99/month) and Premium ($199.99/month) unlock video and partner models; Creative Cloud plans also include credits.",
      otherPrices: ["$29.99", "$199.99"],
      sources: {
        tier: { url: "https://www.adobe.com/products/firefly/plans.html", checked: "2025-10-15" },
        startingPrice: { url: "https://www.adobe.com/products/firefly/plans.html", checked: "2025-10-15" },
        details: { url: "https://www.adobe.com/products/firefly/plans.html", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Firefly models trained on licensed content for commercial safety",
      "Generative Fill and Expand inside Photoshop",
      "Partner models from Google, OpenAI and others in one app",
      "Text-to-video and image-to-video with Firefly Video",
      "Content Credentials attached to generated assets",
    ],
    useCases: ["images", "design", "creative", "marketing", "video"],
    website: "https://firefly.adobe.com",
    linkedin: "https://www.linkedin.com/company/adobe/",
    twitter: "https://x.com/Adobe",
    lastReviewed: "2025-10-15",
  },
  {
    id: "leonardo-ai",
    name: "Leonardo.Ai",
    description:
      "Canva-owned AI image and video platform with many fine-tuned models, character consistency and editing tools, popular for game art, concept art and marketing visuals.",
    category: "image",
    capabilities: ["images", "video", "design", "creative", "gaming"],
    pricing: {
      tier: "freemium",
      startingPrice: "$12/month",
      details:
        "Free plan: 150 tokens a day, and generations are public. Apprentice ($12/month, or $10/month billed annually), Artisan Unlimited ($30/month) and Maestro Unlimited ($60/month) add monthly tokens, private generations and custom model training.",
      otherPrices: ["$10", "$30", "$60"],
      sources: {
        tier: { url: "https://leonardo.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://leonardo.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://leonardo.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Proprietary Phoenix model plus a library of fine-tuned styles",
      "Character and style references for consistent assets",
      "Train custom models on your own images",
      "Canvas editor with inpainting and outpainting",
      "Image-to-video with Motion",
      "Generous daily free tokens",
    ],
    useCases: ["images", "creative", "design", "avatar"],
    website: "https://leonardo.ai",
    twitter: "https://x.com/LeonardoAi_",
    lastReviewed: "2025-10-15",
  },
  {
    id: "ideogram",
    name: "Ideogram",
    description:
      "AI image generator best known for rendering legible text inside images, which makes it a strong choice for posters, logos, social graphics and ad mockups.",
    category: "image",
    capabilities: ["images", "design", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$8/month",
      details:
        "Free plan: 10 slow credits a week (up to 40 images), all public; Ideogram does not restrict how you use outputs. Basic ($8/month, or $7 billed annually) adds 400 priority credits; Plus ($20/month) adds private generation and image uploads; Pro is $60/month.",
      otherPrices: ["$7", "$20", "$60"],
      sources: {
        tier: { url: "https://docs.ideogram.ai/plans-and-pricing/personal-plans", checked: "2026-11-23" },
        startingPrice: { url: "https://docs.ideogram.ai/plans-and-pricing/personal-plans", checked: "2026-11-23" },
        details: { url: "https://docs.ideogram.ai/plans-and-pricing/personal-plans", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Accurate typography and text inside images",
      "Ideogram 3.0 with style references and presets",
      "Canvas with Magic Fill and Extend",
      "Consistent characters from a single reference image",
      "Batch generation on Pro for campaigns",
    ],
    useCases: ["images", "design", "logo", "marketing", "social", "creative"],
    website: "https://ideogram.ai",
    twitter: "https://x.com/ideogram_ai",
    lastReviewed: "2026-11-23",
  },
  {
    id: "stability-ai",
    name: "Stability AI (Stable Diffusion)",
    description:
      "Maker of the Stable Diffusion open-weight image models, which you can run locally for free, plus paid API and app access to its image, video, audio and 3D models.",
    category: "image",
    capabilities: ["images", "models", "video", "audio", "creative", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "Model weights such as Stable Diffusion 3.5 are free to download under the Community License, which also allows commercial use below $1M annual revenue. Hosted use is paid: the developer API bills per generation in credits ($10 per 1,000), and the Stable Assistant app is a subscription.",
      otherPrices: ["$10"],
      sources: {
        tier: { url: "https://stability.ai", checked: "2025-10-15" },
        details: { url: "https://stability.ai", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Open weights you can run and fine-tune locally",
      "Huge ecosystem: ComfyUI, LoRAs, ControlNet",
      "Free for small businesses under the Community License",
      "API for images, upscaling, editing, video, audio and 3D",
      "No vendor lock-in for self-hosted workflows",
    ],
    useCases: ["images", "creative", "design"],
    website: "https://stability.ai",
    linkedin: "https://www.linkedin.com/company/stability-ai/",
    twitter: "https://x.com/StabilityAI",
    lastReviewed: "2025-10-15",
  },
  {
    id: "krea",
    name: "Krea",
    description:
      "Creative AI suite combining real-time image generation, upscaling and enhancement, custom model training and video, with many third-party models in one interface.",
    category: "image",
    capabilities: ["images", "video", "design", "creative", "editing"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with a limited daily allowance of compute units for image and video generation. Paid Basic, Pro and Max plans add monthly compute units, faster generation, more models and features such as custom style training.",
      sources: {
        tier: { url: "https://www.krea.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://www.krea.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Real-time generation that updates as you draw or type",
      "Upscaler and enhancer that add realistic detail",
      "Many image and video models (Flux, Veo, Kling) in one place",
      "Train custom styles, objects and characters",
      "Krea 1 model for photorealistic, less 'AI-looking' images",
    ],
    useCases: ["images", "video", "design", "creative"],
    website: "https://www.krea.ai",
    twitter: "https://x.com/krea_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "flux",
    name: "FLUX (Black Forest Labs)",
    description:
      "Black Forest Labs' FLUX image models for text-to-image generation and editing, offered as open weights for self-hosting and through a pay-per-image API and playground.",
    category: "image",
    capabilities: ["images", "models", "editing", "creative", "ai-development"],
    pricing: {
      tier: "freemium",
      details:
        "FLUX.1 [schnell] weights are free under Apache 2.0; FLUX.1 [dev] and Kontext [dev] weights are free for non-commercial use, and commercial self-hosting needs a licence. The API and BFL Playground are pay-as-you-go credits (1 credit = $0.01, about $0.04 per FLUX1.1 [pro] image) with no subscription.",
      otherPrices: ["$0.01", "$0.04"],
      sources: {
        tier: { url: "https://bfl.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://bfl.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Excellent prompt adherence and photorealism",
      "Open-weight models you can run and fine-tune",
      "FLUX.1 Kontext edits images from text instructions",
      "Large LoRA and tooling ecosystem",
      "Built into many other apps and platforms",
    ],
    useCases: ["images", "creative", "design"],
    website: "https://bfl.ai",
    twitter: "https://x.com/bfl_ml",
    lastReviewed: "2025-10-15",
  },

  // ── Video generators ─────────────────────────────────────────────────────
  {
    id: "runway",
    name: "Runway",
    description:
      "AI video platform for filmmakers and creators, offering Gen-4 text- and image-to-video, Aleph for editing existing footage and Act-Two performance capture.",
    category: "video",
    capabilities: ["video", "images", "editing", "creative", "marketing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$15/month",
      details:
        "Free plan: a one-time 125 credits, watermarked exports and limited models. Standard ($15/month, or $12/month billed annually) adds 625 credits a month and watermark-free exports; Pro ($35/month) adds more credits; Unlimited ($95/month) adds unlimited relaxed-rate generations.",
      otherPrices: ["$12", "$35", "$95"],
      sources: {
        tier: { url: "https://www.bitsminds.com/guides/runway-gen-4-5-video-guide", checked: "2026-11-23" },
        startingPrice: { url: "https://www.bitsminds.com/guides/runway-gen-4-5-video-guide", checked: "2026-11-23" },
        details: { url: "https://help.runwayml.com/hc/en-us/articles/23987639973267-Will-unused-credits-carry-over-roll-over-after-my-billing-day", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Gen-4 References for consistent characters and locations",
      "Aleph edits existing footage with text prompts",
      "Act-Two maps an actor's performance onto a character",
      "Editing toolkit: green screen, inpainting, expand",
      "Used in professional film and ad production",
    ],
    useCases: ["video", "creative", "marketing", "avatar"],
    website: "https://runwayml.com",
    linkedin: "https://www.linkedin.com/company/runwayml/",
    twitter: "https://x.com/runwayml",
    lastReviewed: "2026-11-23",
  },
  {
    id: "pika",
    name: "Pika",
    description:
      "AI video generator for short, playful clips, known for effects such as Pikaffects, Pikaswaps and Pikadditions that transform real footage or add objects to it.",
    category: "video",
    capabilities: ["video", "creative", "entertainment", "editing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free Basic plan with 80 video credits a month on limited models. Standard ($10/month, or $8 billed annually, 700 credits), Pro ($35/month, 2,300 credits) and Fancy ($95/month, 6,000 credits) add credits, faster generation and the newest models and effects.",
      otherPrices: ["$8", "$35", "$95"],
      sources: {
        tier: { url: "https://pika.art/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://pika.art/pricing", checked: "2025-10-15" },
        details: { url: "https://pika.art/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Pikaffects for fun, shareable visual effects",
      "Pikaswaps and Pikadditions edit real footage",
      "Pikaframes keyframe transitions between images",
      "Quick, low-cost clips for social posts",
      "Simple web and mobile apps",
    ],
    useCases: ["video", "creative", "social"],
    website: "https://pika.art",
    twitter: "https://x.com/pika_labs",
    lastReviewed: "2025-10-15",
  },
  {
    id: "luma-dream-machine",
    name: "Luma Dream Machine",
    description:
      "Luma AI's Dream Machine generates videos and images from text or pictures, powered by its Ray video models, including Ray3 with HDR output.",
    category: "video",
    capabilities: ["video", "images", "creative", "editing"],
    pricing: {
      tier: "freemium",
      startingPrice: "$9.99/month",
      details:
        "Free plan with a small credit allowance for trying it, for non-commercial use with watermarks. Lite ($9.99/month), Plus ($29.99/month, adds commercial use without watermarks) and Unlimited ($94.99/month) add credits, higher resolution and faster generation.",
      otherPrices: ["$29.99", "$94.99"],
      sources: {
        tier: { url: "https://lumalabs.ai/dream-machine", checked: "2025-10-15" },
        startingPrice: { url: "https://lumalabs.ai/dream-machine", checked: "2025-10-15" },
        details: { url: "https://lumalabs.ai/dream-machine", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Ray3 model with HDR video output",
      "Natural camera motion and physics",
      "Modify Video restyles existing footage",
      "Keyframes and extend for longer shots",
      "Board-based interface for iterating on ideas",
    ],
    useCases: ["video", "creative"],
    website: "https://lumalabs.ai/dream-machine",
    twitter: "https://x.com/LumaLabsAI",
    lastReviewed: "2025-10-15",
  },
  {
    id: "kling",
    name: "Kling AI",
    description:
      "Kuaishou's Kling AI generates realistic videos from text or images, known for natural human motion and physics, with lip-sync, sound and image tools.",
    category: "video",
    capabilities: ["video", "images", "creative"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free plan gives daily login credits (66 a day) for slower, watermarked generations. Standard ($10/month, 660 credits), Pro and Premier plans add monthly credits, watermark-free downloads, priority generation and professional quality mode.",
      sources: {
        tier: { url: "https://klingai.com", checked: "2025-10-15" },
        startingPrice: { url: "https://klingai.com", checked: "2025-10-15" },
        details: { url: "https://klingai.com", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Realistic human motion and physics",
      "Kling 2.5 Turbo for fast, high-quality clips",
      "Start and end frames plus multi-image references",
      "Built-in lip-sync and sound generation",
      "Daily free credits for regular experimenting",
    ],
    useCases: ["video", "creative"],
    website: "https://klingai.com",
    twitter: "https://x.com/Kling_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "synthesia",
    name: "Synthesia",
    description:
      "Turns scripts into presenter-led videos with realistic AI avatars and voices in 140+ languages, aimed at corporate training, onboarding and internal communications.",
    category: "video",
    capabilities: ["video", "avatar", "translation", "business", "education", "voice"],
    pricing: {
      tier: "freemium",
      startingPrice: "$29/month",
      details:
        "Free plan with a few minutes of video a month, a limited set of stock avatars and a Synthesia watermark. Starter ($29/month, or $18/month billed annually) and Creator ($89/month) add more video minutes, more avatars and watermark-free videos; Enterprise is custom-priced.",
      otherPrices: ["$18", "$89"],
      sources: {
        tier: { url: "https://www.synthesia.io/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://www.synthesia.io/pricing", checked: "2025-10-15" },
        details: { url: "https://www.synthesia.io/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Large library of lifelike stock avatars",
      "Personal avatars created from your own footage",
      "Video translation and dubbing into 140+ languages",
      "Slide-like editor with templates, easy for non-editors",
      "Enterprise security and collaboration features",
    ],
    useCases: ["video", "avatar", "translation", "business", "education", "marketing"],
    website: "https://www.synthesia.io",
    twitter: "https://x.com/synthesiaIO",
    lastReviewed: "2025-10-15",
  },
  {
    id: "heygen",
    name: "HeyGen",
    description:
      "Creates talking-avatar videos from a script or a single photo and translates existing videos into other languages with voice cloning and lip-sync.",
    category: "video",
    capabilities: ["video", "avatar", "translation", "marketing", "voice", "business"],
    pricing: {
      tier: "freemium",
      startingPrice: "$29/month",
      details:
        "Free plan: 1 to 3 free videos depending on your region, each up to 1 or 3 minutes, exported at 720p with a watermark. Creator ($29/month, or $24/month billed annually) gives 600 credits a month, videos up to 30 minutes, 1080p and no watermark; since May 2026 paid plans are credit-based, with Pro, Business and Enterprise above Creator.",
      otherPrices: ["$24"],
      sources: {
        tier: { url: "https://help.heygen.com/en/articles/15125761-heygen-credit-based-pricing-plans-explained", checked: "2026-11-23" },
        startingPrice: { url: "https://help.heygen.com/en/articles/15125761-heygen-credit-based-pricing-plans-explained", checked: "2026-11-23" },
        details: { url: "https://help.heygen.com/en/articles/15125761-heygen-credit-based-pricing-plans-explained", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Avatar IV animates a single photo with natural gestures",
      "Digital twin avatars from a short webcam recording",
      "Video translation with lip-sync in 175+ languages",
      "Quick social-ready videos from scripts or URLs",
      "Interactive avatars and an API for developers",
    ],
    useCases: ["video", "avatar", "translation", "marketing", "social", "business"],
    website: "https://www.heygen.com",
    twitter: "https://x.com/HeyGen_Official",
    lastReviewed: "2026-11-23",
  },
  {
    id: "google-veo",
    name: "Google Veo",
    description:
      "Google DeepMind's Veo 3.1 video model generates short clips with native sound and dialogue, available in the Gemini app, the Flow filmmaking tool and the Gemini API.",
    category: "video",
    capabilities: ["video", "audio", "creative"],
    pricing: {
      tier: "paid",
      startingPrice: "$19.99/month",
      details:
        "No free tier (Google AI Pro has a one-month trial). Google AI Pro ($19.99/month) includes Veo 3.1 Fast in Gemini with a small daily limit, plus Flow; Google AI Ultra ($249.99/month) adds full Veo 3.1 and the highest limits. Developers pay per second of video via the Gemini API or Vertex AI.",
      otherPrices: ["$249.99"],
      sources: {
        tier: { url: "https://gemini.google/subscriptions/", checked: "2025-10-15" },
        startingPrice: { url: "https://gemini.google/subscriptions/", checked: "2025-10-15" },
        details: { url: "https://ai.zenken.co.jp/en/post/gemini-video-guide/", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Native audio: dialogue, sound effects and music",
      "Strong prompt adherence and realistic physics",
      "Flow for building shots into scenes",
      "Image-to-video from a still photo",
      "SynthID watermarking for provenance",
    ],
    useCases: ["video", "creative"],
    website: "https://deepmind.google/models/veo/",
    twitter: "https://x.com/GoogleDeepMind",
    lastReviewed: "2026-11-23",
  },
  {
    id: "sora",
    name: "Sora",
    description:
      "OpenAI's video generator: Sora 2 makes short clips with synchronised dialogue and sound, shared through the invite-only Sora social app and on the web.",
    category: "video",
    capabilities: ["video", "audio", "creative", "entertainment"],
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details:
        "Sora 2 is free with usage limits in the Sora iOS app and on sora.com, invite-only in the US and Canada as of October 2025; downloaded videos carry a visible watermark. ChatGPT Plus ($20/month) includes Sora on the web, and ChatGPT Pro ($200/month) adds the higher-quality Sora 2 Pro.",
      otherPrices: ["$200"],
      sources: {
        tier: { url: "https://openai.com/sora/", checked: "2025-10-15" },
        startingPrice: { url: "https://openai.com/sora/", checked: "2025-10-15" },
        details: { url: "https://openai.com/sora/", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Sora 2 generates synchronised speech and sound",
      "Cameos put you or friends into generated scenes",
      "Remix other people's videos in the social feed",
      "Convincing physics and multi-shot consistency",
      "Sora 2 Pro for higher quality on ChatGPT Pro",
    ],
    useCases: ["video", "creative", "social"],
    website: "https://openai.com/sora/",
    linkedin: "https://www.linkedin.com/company/openai/",
    twitter: "https://x.com/OpenAI",
    lastReviewed: "2025-10-15",
  },

  // ── Audio, voice and music ───────────────────────────────────────────────
  {
    id: "elevenlabs",
    name: "ElevenLabs",
    description:
      "AI voice platform for lifelike text-to-speech, voice cloning, dubbing, transcription, sound effects and music, plus voice agents for businesses.",
    category: "audio",
    capabilities: ["audio", "voice", "translation", "transcription", "chatbot", "creative"],
    pricing: {
      tier: "freemium",
      startingPrice: "$5/month",
      details:
        "Free plan: 10,000 credits a month (about 10 minutes of speech) for non-commercial use with attribution. Starter ($5/month) adds a commercial licence and instant voice cloning; Creator ($22/month) adds professional voice cloning; Pro, Scale and Business plans add volume.",
      otherPrices: ["$22"],
      sources: {
        tier: { url: "https://aitools.infinfy.net/elevenlabs-api-pricing.html", checked: "2026-11-23" },
        startingPrice: { url: "https://aitools.infinfy.net/elevenlabs-api-pricing.html", checked: "2026-11-23" },
        details: { url: "https://elevenlabs.io/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Very natural text-to-speech in 70+ languages",
      "Instant and professional voice cloning",
      "Dubbing Studio translates video while keeping voices",
      "Eleven v3 model with expressive audio tags",
      "Voice agents platform and developer API",
      "Sound effects and Eleven Music generation",
    ],
    useCases: ["audio", "translation", "creative", "business", "marketing", "chatbot"],
    website: "https://elevenlabs.io",
    linkedin: "https://www.linkedin.com/company/elevenlabsio/",
    twitter: "https://x.com/elevenlabsio",
    lastReviewed: "2026-11-23",
  },
  {
    id: "suno",
    name: "Suno",
    description:
      "Generates complete songs with vocals, lyrics and instrumentation from a text prompt, and lets you extend, cover, remix and edit the tracks.",
    category: "audio",
    capabilities: ["audio", "creative", "entertainment"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free plan: 50 credits a day (about 10 songs) for non-commercial use, without the newest model. Pro ($10/month, or $8/month billed annually, 2,500 credits) adds commercial use and the v5 model; Premier ($30/month, 10,000 credits) adds Suno Studio.",
      otherPrices: ["$8", "$30"],
      sources: {
        tier: { url: "https://help.suno.com/en/articles/2418177", checked: "2026-11-23" },
        startingPrice: { url: "https://suno.com/pricing", checked: "2025-10-15" },
        details: { url: "https://help.suno.com/en/articles/2418177", checked: "2026-11-23" },
      },
    },
    strengths: [
      "Full songs with vocals from a single prompt",
      "v5 model with cleaner, fuller audio",
      "Write your own lyrics or let Suno write them",
      "Extend, cover, remix and split stems",
      "Suno Studio for multitrack editing",
    ],
    useCases: ["audio", "creative"],
    website: "https://suno.com",
    twitter: "https://x.com/SunoMusic",
    lastReviewed: "2026-11-23",
  },
  {
    id: "udio",
    name: "Udio",
    description:
      "AI music generator that creates songs with vocals from text prompts or your own lyrics, with tools to extend, remix and inpaint sections of a track.",
    category: "audio",
    capabilities: ["audio", "creative", "entertainment"],
    pricing: {
      tier: "freemium",
      startingPrice: "$10/month",
      details:
        "Free plan with a small credit allowance (10 credits a day plus 100 a month) for trying generations. Standard ($10/month, or $8/month billed annually) and Pro ($30/month) add far more monthly credits, faster generation and advanced tools. Downloads have been switched off since October 29, 2025, after Udio's settlement with Universal Music Group.",
      otherPrices: ["$8", "$30"],
      sources: {
        tier: { url: "https://www.udio.com", checked: "2025-10-15" },
        startingPrice: { url: "https://www.udio.com", checked: "2025-10-15" },
        details: { url: "https://rymmagazine.com/udios-download-whiplash-why-creators-have-48-hours-to-save-their-ai-music", checked: "2026-11-23" },
      },
    },
    strengths: [
      "High-fidelity vocals across many genres",
      "Extend and remix tracks section by section",
      "Inpainting to regenerate part of a song",
      "Manual mode for precise prompt and lyric control",
    ],
    useCases: ["audio", "creative"],
    website: "https://www.udio.com",
    twitter: "https://x.com/udiomusic",
    lastReviewed: "2026-11-23",
  },
  {
    id: "descript",
    name: "Descript",
    description:
      "Audio and video editor that lets you edit recordings by editing their transcript, with AI tools for podcasts, YouTube videos, social clips and screen recordings.",
    category: "audio",
    capabilities: ["audio", "video", "editing", "transcription", "voice", "productivity"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan with about 60 minutes of transcription a month, a one-time batch of AI credits and watermarked exports. Paid Hobbyist, Creator and Business plans add media minutes, monthly AI credits, higher-resolution watermark-free export and more AI features.",
      sources: {
        tier: { url: "https://www.descript.com/pricing", checked: "2025-10-15" },
        details: { url: "https://www.descript.com/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Edit audio and video by editing text",
      "Underlord AI co-editor for rough cuts and clips",
      "Studio Sound cleans up noisy recordings",
      "One-click filler-word and silence removal",
      "AI voice clone to fix flubbed lines",
      "Built-in remote recording and screen recording",
    ],
    useCases: ["audio", "social", "productivity", "business", "creative"],
    website: "https://www.descript.com",
    linkedin: "https://www.linkedin.com/company/descript/",
    twitter: "https://x.com/DescriptApp",
    lastReviewed: "2025-10-15",
  },
  {
    id: "otter-ai",
    name: "Otter.ai",
    description:
      "Records, transcribes and summarises meetings and conversations in real time, joining Zoom, Google Meet and Microsoft Teams calls automatically.",
    category: "audio",
    capabilities: ["transcription", "productivity", "business", "audio"],
    pricing: {
      tier: "freemium",
      startingPrice: "$16.99/month",
      details:
        "Free Basic plan: 300 transcription minutes a month, up to 30 minutes per conversation and 3 lifetime file imports. Pro ($16.99/month, or $8.33/month billed annually) gives 1,200 minutes and 90-minute conversations; Business ($30/user/month) adds team features.",
      otherPrices: ["$8.33", "$30"],
      sources: {
        tier: { url: "https://otter.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://otter.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://otter.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Real-time transcription with speaker labels",
      "Notetaker joins meetings and emails summaries",
      "AI chat to ask questions across your meeting notes",
      "Automatic action items and follow-ups",
      "Integrations with Zoom, Teams, Meet and Slack",
    ],
    useCases: ["productivity", "business", "education"],
    website: "https://otter.ai",
    twitter: "https://x.com/otter_ai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "fireflies-ai",
    name: "Fireflies.ai",
    description:
      "AI meeting assistant that joins calls to record, transcribe and summarise them, with searchable notes, action items and conversation analytics.",
    category: "audio",
    capabilities: ["transcription", "productivity", "business", "analysis"],
    pricing: {
      tier: "freemium",
      startingPrice: "$18/seat/month",
      details:
        "Free plan: unlimited transcription, limited AI summaries and limited recording storage. Pro ($18/seat/month, or $10 billed annually) adds more storage, downloads and AI credits; Business ($29/seat/month) adds video recording and conversation intelligence.",
      otherPrices: ["$10", "$29"],
      sources: {
        tier: { url: "https://fireflies.ai/pricing", checked: "2025-10-15" },
        startingPrice: { url: "https://fireflies.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://fireflies.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Works across Zoom, Meet, Teams and dialers",
      "AskFred answers questions about past meetings",
      "Conversation intelligence: talk time, sentiment, topics",
      "CRM sync with Salesforce and HubSpot",
      "Transcription in 100+ languages",
    ],
    useCases: ["productivity", "business"],
    website: "https://fireflies.ai",
    twitter: "https://x.com/firefliesai",
    lastReviewed: "2025-10-15",
  },
  {
    id: "murf-ai",
    name: "Murf AI",
    description:
      "Text-to-speech studio for creating voiceovers for videos, e-learning, ads and presentations, with 200+ voices in 20+ languages, voice cloning and dubbing.",
    category: "audio",
    capabilities: ["audio", "voice", "marketing", "education", "translation"],
    pricing: {
      tier: "freemium",
      details:
        "Free plan for trying voices in the studio with a small allowance of voice generation time and no downloads. Paid Creator and Business plans add downloadable audio, more generation hours and commercial use; the developer API is billed separately.",
      sources: {
        tier: { url: "https://murf.ai/pricing", checked: "2025-10-15" },
        details: { url: "https://murf.ai/pricing", checked: "2025-10-15" },
      },
    },
    strengths: [
      "Studio timeline to sync voiceover with video and slides",
      "Fine control of pitch, speed, pauses and emphasis",
      "Large library of voices and speaking styles",
      "Voice cloning and voice changer",
      "AI dubbing into other languages",
    ],
    useCases: ["audio", "marketing", "education", "business"],
    website: "https://murf.ai",
    lastReviewed: "2025-10-15",
  },
] satisfies PlatformInput[];
