import type { ChangeInput } from "@/lib/change-log-schema";

/**
 * Every change made to a catalogue fact, newest last as they were recorded. The site publishes them
 * on each platform page ('What changed'), on /changes and in the Atom feed /changes.xml.
 * 'before' and 'after' quote the part of the fact that changed.
 */
export const changes: ChangeInput[] = [
  {
    date: "2026-11-23",
    platform: "chatgpt",
    field: "details",
    before: "Free plan gives GPT-5 with a capped number of messages (then a smaller model)",
    after: "Free plan gives GPT-5.3 with a capped number of messages (then a smaller model); OpenAI retired GPT-5 from ChatGPT on February 13, 2026",
    source: "https://help.openai.com/en/articles/6950777-what-is-chatgpt-plus",
  },
  {
    date: "2026-11-23",
    platform: "github-copilot",
    field: "details",
    before: "Pro ($10/month) gives unlimited completions and more premium requests; Pro+ ($39/month) adds more premium requests and top models.",
    after: "Pro ($10/month, or $100/year, with a 30-day trial) and Pro+ ($39/month) add more use and top models; since June 1, 2026 paid plans are billed by usage instead of premium-request allowances.",
    source: "https://docs.github.com/en/copilot/reference/copilot-billing/request-based-billing-legacy",
  },
  {
    date: "2026-11-23",
    platform: "lovable",
    field: "details",
    before: "Free plan gives 5 credits a day (up to 30 a month) for public projects. Pro ($25/month) adds 100 monthly credits on top of daily ones, private projects and custom domains",
    after: "Free plan gives 5 credits a day (up to 30 a month) and now includes private projects. Pro ($25/month, or $21/month billed annually) adds 100 monthly credits on top of daily ones and custom domains",
    source: "https://docs.lovable.dev/introduction/plans-and-credits",
  },
  {
    date: "2026-11-23",
    platform: "gemini",
    field: "details",
    before: "Google AI Pro ($19.99/month) raises limits, adds Veo 3 Fast video",
    after: "Google AI Pro ($19.99/month) raises limits, adds Veo 3.1 Fast video",
    source: "https://ai.zenken.co.jp/en/post/gemini-video-guide/",
  },
  {
    date: "2026-11-23",
    platform: "google-veo",
    field: "description",
    before: "Google DeepMind's Veo 3 video model generates short clips with native sound and dialogue",
    after: "Google DeepMind's Veo 3.1 video model generates short clips with native sound and dialogue",
    source: "https://ai.zenken.co.jp/en/post/gemini-video-guide/",
  },
  {
    date: "2026-11-23",
    platform: "google-veo",
    field: "details",
    before: "Google AI Pro ($19.99/month) includes Veo 3 Fast in Gemini with a small daily limit, plus Flow; Google AI Ultra ($249.99/month) adds full Veo 3",
    after: "Google AI Pro ($19.99/month) includes Veo 3.1 Fast in Gemini with a small daily limit, plus Flow; Google AI Ultra ($249.99/month) adds full Veo 3.1",
    source: "https://ai.zenken.co.jp/en/post/gemini-video-guide/",
  },
  {
    date: "2026-11-23",
    platform: "udio",
    field: "strengths",
    before: "Stem downloads for use in a DAW",
    after: "Removed: downloads were switched off on October 29, 2025",
    source: "https://rymmagazine.com/udios-download-whiplash-why-creators-have-48-hours-to-save-their-ai-music",
  },
  {
    date: "2026-11-23",
    platform: "udio",
    field: "details",
    before: "Standard ($10/month, or $8/month billed annually) and Pro ($30/month) add far more monthly credits, faster generation and advanced tools.",
    after: "Standard ($10/month, or $8/month billed annually) and Pro ($30/month) add far more monthly credits, faster generation and advanced tools. Downloads have been switched off since October 29, 2025, after Udio's settlement with Universal Music Group.",
    source: "https://rymmagazine.com/udios-download-whiplash-why-creators-have-48-hours-to-save-their-ai-music",
  },
  {
    date: "2026-11-23",
    platform: "heygen",
    field: "details",
    before: "Free plan: up to 3 videos a month, each up to 3 minutes, exported at 720p with a watermark. Creator ($29/month, or $24/month billed annually) adds 1080p, longer videos and no watermark; Team and Enterprise plans add collaboration",
    after: "Free plan: 1 to 3 free videos depending on your region, each up to 1 or 3 minutes, at 720p. Creator ($29/month) gives 600 credits a month, videos up to 30 minutes and 1080p; since May 2026 paid plans are credit-based, with Pro, Business and Enterprise above Creator.",
    source: "https://help.heygen.com/en/articles/15125761-heygen-credit-based-pricing-plans-explained",
  },
];
