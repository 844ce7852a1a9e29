import { SiteLink } from "@/components/site/site-link";
import { getPlatform } from "@/lib/catalogue";
import { changeId, changeLog, fieldLabel } from "@/lib/change-log";
import { sourceSite } from "@/lib/freshness";
import { formatDate } from "@/server/articles";
import { feedLinks } from "@/server/feeds";
import { pageMetadata } from "@/server/seo";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "What changed in the catalogue",
  description: "Every change to a price, plan or fact in the AI platform catalogue, newest first, each with the page that says so.",
  path: "/changes",
});

export default function ChangesPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">What changed in the catalogue</h1>
      <p className="mt-3 text-lg text-slate-700">
        Every fact we change (a price, a plan, a limit) is recorded here with what it was, what it is now and the page that says so. Newest first.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Follow the changes in a feed reader: <a href={feedLinks.changes.path} className="underline underline-offset-2">Atom feed of catalogue changes</a>
      </p>
      <ol className="mt-8 space-y-5" aria-label="Changes, newest first">
        {changeLog().map((c) => {
          const name = getPlatform(c.platform)?.name ?? c.platform;
          return (
            <li key={changeId(c)} id={changeId(c)} className="rounded-xl border border-slate-200 p-4">
              <h2 className="text-lg font-bold">
                <SiteLink href={`/platforms/${c.platform}`} className="hover:underline">{name}</SiteLink>: {fieldLabel(c.field).toLowerCase()}
              </h2>
              <p className="text-sm text-slate-600"><time dateTime={c.date}>{formatDate(c.date)}</time></p>
              <p className="mt-2 text-slate-700"><span className="font-medium">Before:</span> {c.before}</p>
              <p className="mt-1 text-slate-700"><span className="font-medium">After:</span> {c.after}</p>
              <p className="mt-1 text-sm text-slate-600">
                Source: <a href={c.source} rel="nofollow noopener" className="underline underline-offset-2">{sourceSite(c.source)}</a>
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
