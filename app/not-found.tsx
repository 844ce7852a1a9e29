import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { buttonClasses } from "@/components/ui/button";
import { LogMissingPath } from "@/components/site/log-missing-path";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <LogMissingPath />
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you asked for does not exist or has moved.</p>
      <SiteLink href="/" className={buttonClasses("primary", "md", "mt-8")}>
        Return to Home
      </SiteLink>
      <p className="mt-6 text-sm text-muted">
        Looking for a tool we do not list?{" "}
        <SiteLink href="/suggest-a-tool" className="font-semibold text-brand-700 underline">
          Suggest a tool
        </SiteLink>
      </p>
    </div>
  );
}
