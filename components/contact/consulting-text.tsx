import { SiteLink } from "@/components/site/site-link";
import type { ReactNode } from "react";

type Owner = { name: string; firstName: string; website?: string; linkedin?: string };

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener" target="_blank">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The long text below the contact form (SPEC §2): what the owner helps with, how an engagement
 * works and what to put in a message. Links to the owner's own site appear only when it is set.
 */
export function ConsultingText({ owner }: { owner: Owner }) {
  const site = owner.website;
  return (
    <div className="prose-article">
      <h2 id="work-with">Work with {owner.name}</h2>
      <p>
        I am an independent AI consultant. I keep this site&apos;s catalogue of plans and prices up to date, and most of my week goes into helping teams and individuals make the same calls this site helps you make: which
        AI tools are worth paying for, how to introduce them without chaos, and how to keep the bill under control.
        {site ? (
          <>
            {" "}
            You can read about past projects and current availability on <External href={site}>my consulting website</External>.
          </>
        ) : null}
      </p>
      <p>
        If you only need a quick pointer, the <SiteLink href="/">AI platform finder</SiteLink> and the <SiteLink href="/blog">guides</SiteLink>{" "}
        may already answer your question. If your situation is more specific, or you want a second opinion before a
        purchase, send me a message with the form above.
      </p>

      <h2 id="what-i-help-with">What I can help you with</h2>
      <h3>Choosing the right AI tools</h3>
      <p>
        There are dozens of capable assistants, image generators, coding tools and meeting recorders, and their pricing
        pages rarely tell you what you need to know. I start from the work your team actually does, shortlist two or
        three tools per task, and test them on your own examples, so the choice rests on results rather than on
        marketing claims. You get a written recommendation with the reasons, the costs and the trade-offs.
      </p>
      <h3>Rolling AI out across a team</h3>
      <p>
        Buying licences is the easy part. A good rollout settles who gets access first, which tasks are in scope, what
        data may and may not be pasted into a tool, and how you will tell whether it is working. I help you run a small
        pilot, set simple usage guidelines, connect the tools to the systems you already use, and widen access once the
        pilot shows real gains.
      </p>
      <h3>Training your people</h3>
      <p>
        Most disappointment with AI tools comes from using them like a search engine. I run practical workshops, online
        or on site, built around your team&apos;s own documents and tasks: writing good prompts, checking answers,
        handling sensitive information, and knowing when not to use AI at all. Sessions are hands-on, and everyone
        leaves with a short playbook for their role.
      </p>
      <h3>Auditing your AI spend</h3>
      <p>
        AI subscriptions multiply quietly: a writing tool here, an image credit pack there, three chat assistants that
        overlap. An audit lists every AI tool your organisation pays for, how much each is used and what it duplicates,
        and ends with a plan that usually cuts the bill while keeping the tools people rely on. It also checks each
        vendor&apos;s data-retention and training terms against your policies.
      </p>

      <h2 id="how-it-works">How an engagement works</h2>
      <ol>
        <li>
          <strong>Your message.</strong> You describe your situation with the form above. I read every message myself and
          answer within two business days.
        </li>
        <li>
          <strong>A free introductory call.</strong> Thirty minutes to understand your goals, your constraints and whether
          I am the right person to help. If I am not, I will say so and point you elsewhere.
        </li>
        <li>
          <strong>A fixed proposal.</strong> A short written scope with deliverables, a timeline and a fixed price, so there
          are no open-ended hourly bills.
        </li>
        <li>
          <strong>The work.</strong> Tool evaluations, pilots, workshops or audits, with regular check-ins and written
          results you keep.
        </li>
        <li>
          <strong>Follow-up.</strong> A review a few weeks later to see what stuck, adjust the setup and answer new
          questions.
        </li>
      </ol>
      {site ? (
        <p>
          Typical project sizes, rates and client stories are on <External href={site}>{new URL(site).hostname}</External>.
        </p>
      ) : null}

      <h2 id="what-to-include">What to include in your message</h2>
      <p>A few details help me give you a useful first answer rather than a list of questions:</p>
      <ul>
        <li>who you are: your role, and the size and sector of your team or company;</li>
        <li>the tasks you want AI to help with, and any tools you already use or have tried;</li>
        <li>what a good outcome would look like for you, and by when;</li>
        <li>constraints that matter: budget, data protection or compliance rules, languages, existing software;</li>
        <li>whether you are looking for advice, a workshop, an audit or hands-on help with a rollout.</li>
      </ul>
      <p>
        Please do not send passwords, customer data or other confidential material through the form: the details above
        are plenty for a first conversation. Your message is used only to answer you.
      </p>
      {owner.linkedin ? (
        <p>
          You can also find me on <External href={owner.linkedin}>LinkedIn</External>.
        </p>
      ) : null}
    </div>
  );
}
