import { platforms } from "@/lib/catalogue";
import { cardPlatform } from "@/lib/platform";
import { withReferrals } from "@/server/referrals";

// The catalogue for the finder, generated at build time. The static home page loads it on the
// visitor's first interaction instead of carrying it in its HTML (decision 0006). Only what the
// finder reads (CardPlatform); the whole entries are the public API's (/api/v1/platforms).
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(withReferrals(platforms).map(cardPlatform));
}
