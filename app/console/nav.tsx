import Link from "next/link";
import { SignOut } from "@/components/console/console-client";

const links = [
  { href: "/console", label: "Inbox" },
  { href: "/console/corrections", label: "Corrections" },
  { href: "/console/sources", label: "Sources" },
  { href: "/console/insight", label: "Insight" },
  { href: "/console/health", label: "Health" },
  { href: "/console/audit", label: "Audit log" },
];

export function ConsoleNav({ owner, csrf }: { owner: string; csrf: string }) {
  return (
    <nav aria-label="Console" className="mb-6 flex flex-wrap items-center gap-4 border-b border-slate-200 pb-3 text-sm">
      {links.map((l) => (
        <Link key={l.href} href={l.href} prefetch={false} className="font-medium text-indigo-700 hover:underline">
          {l.label}
        </Link>
      ))}
      <span className="ml-auto text-slate-600">Signed in as {owner}</span>
      <SignOut csrf={csrf} />
    </nav>
  );
}
