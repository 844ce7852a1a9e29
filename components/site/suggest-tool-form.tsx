"use client";

import { useSearchParams } from "next/navigation";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { SuggestionField, SuggestionFieldErrors } from "@/app/functions/v1/suggest-tool/schema";
import { newIdempotencyKey } from "@/components/contact/idempotency-key";
import { Button } from "@/components/ui/button";

const ENDPOINT = "/functions/v1/suggest-tool";
const fields: SuggestionField[] = ["name", "toolUrl", "why", "email"];
const labels: Record<SuggestionField, string> = { name: "Tool name", toolUrl: "Its website", why: "Why it belongs here", email: "Your email (optional, for a reply)" };
type Values = Record<SuggestionField | "website", string>;
type Status = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; message: string };

const inputClasses =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700";

/** 'Suggest a tool' (issue 29): name, site, why, an optional address; the contact form's guarantees on the server. */
export default function SuggestToolForm() {
  const params = useSearchParams();
  const empty: Values = { name: (params?.get("name") ?? "").slice(0, 100), toolUrl: "", why: "", email: "", website: "" };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<SuggestionFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const key = useRef<string | null>(null);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    key.current = null;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as SuggestionField]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus({ kind: "idle" });
    key.current ??= newIdempotencyKey();
    try {
      const response = await fetch(ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key.current }, body: JSON.stringify(values) });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: SuggestionFieldErrors };
        setErrors(body.fields ?? {});
        setStatus({ kind: "failed", message: response.status === 429 && body.error ? body.error : "Your suggestion could not be sent. Please check the fields and try again." });
        return;
      }
      setValues({ name: "", toolUrl: "", why: "", email: "", website: "" });
      key.current = null;
      setStatus({ kind: "sent" });
    } catch {
      setStatus({ kind: "failed", message: "Your suggestion could not be sent. Please check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Suggest a tool" className="space-y-4">
      {fields.map((field) => (
        <div key={field}>
          <label htmlFor={`suggest-${field}`} className="block font-medium">
            {labels[field]}
          </label>
          {field === "why" ? (
            <textarea id={`suggest-${field}`} name={field} value={values[field]} onChange={update} required rows={4} maxLength={2000} aria-invalid={errors[field] ? true : undefined} className={inputClasses} />
          ) : (
            <input
              id={`suggest-${field}`}
              name={field}
              type={field === "toolUrl" ? "url" : field === "email" ? "email" : "text"}
              value={values[field]}
              onChange={update}
              required={field !== "email"}
              placeholder={field === "toolUrl" ? "https://" : undefined}
              aria-invalid={errors[field] ? true : undefined}
              className={inputClasses}
            />
          )}
          {errors[field] ? (
            <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {errors[field]}
            </p>
          ) : null}
        </div>
      ))}
      {/* The honeypot: hidden from people, filled by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="suggest-website">Website</label>
        <input id="suggest-website" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={update} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send suggestion"}
      </Button>
      <p role="status" className="text-sm">
        {status.kind === "sent" ? "Thank you! Your suggestion was sent; we read every one." : ""}
      </p>
      {status.kind === "failed" ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}
