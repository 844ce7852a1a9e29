import { TrustPage, textLink } from "@/components/trust/trust-page";
import { SiteLink } from "@/components/site/site-link";
import { pageMetadata } from "@/server/seo";
import { MISS_RETENTION_DAYS } from "@/server/db/store";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "Privacy",
  description: "What each form stores and for how long. No cookies, no trackers, no analytics.",
  path: "/privacy",
});

/**
 * What each form keeps, as the code does it: server/contact (messages and corrections),
 * server/insights.ts and server/db/store.ts (unanswered questions and empty searches, MISS_RETENTION_DAYS),
 * server/images (generated images). Change this page when they change.
 */
export default function PrivacyPage() {
  return (
    <TrustPage title="Privacy" lead="No cookies, no trackers, no analytics, no advertising. What you send through a form is kept only as described here." path="/privacy">
      <h2 className="text-2xl font-bold">In your browser</h2>
      <p>
        The site sets no cookies and loads nothing from other sites. Your compare shortlist and your choice of light or dark theme are kept in
        your browser’s own storage and never sent to us; clear your browser’s site data to remove them.
      </p>
      <h2 className="text-2xl font-bold">The contact form</h2>
      <p>
        Stores your name, email address, message and the time in the site’s database, with a pseudonym of your network address (a keyed hash,
        not the address itself) to limit abuse. The message is emailed to the site’s owner. It is kept until the owner deletes it: nothing
        deletes it automatically, so ask through the <SiteLink href="/contact" className={textLink}>contact page</SiteLink> if you want it removed.
      </p>
      <h2 className="text-2xl font-bold">The correction form on platform pages</h2>
      <p>
        Stores the platform, your correction, the time, the same pseudonym of your network address and, only if you give them, your name and
        email address. It is kept and deleted like a contact message.
      </p>
      <h2 className="text-2xl font-bold">The chat assistant and search</h2>
      <p>
        Your question is used to answer it. When the owner has connected a language model, the question is sent to that provider to write the
        answer. A question the assistant could not answer, and a search that found nothing, are counted by their text (without your address or
        anything else about you), so the owner knows what to add; these counts are deleted {MISS_RETENTION_DAYS} days after the text was last
        asked. To count each person once a day, a keyed hash that changes every day is kept with them and deleted the next day.
      </p>
      <h2 className="text-2xl font-bold">The image generator</h2>
      <p>
        When a real image model is connected, your prompt is sent to that provider. The image made is stored on the site’s server so its
        address works; the site does not store the prompt with it.
      </p>
      <h2 className="text-2xl font-bold">Limits against abuse</h2>
      <p>
        To stop floods of messages, each form counts requests per network address for a short window (an hour at most); the counts expire with
        the window.
      </p>
    </TrustPage>
  );
}
