"use client";

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { CorrectionField, CorrectionFieldErrors } from "@/app/functions/v1/suggest-correction/schema";
import { newIdempotencyKey } from "@/components/contact/idempotency-key";
import { Button } from "@/components/ui/button";

const ENDPOINT = "/functions/v1/suggest-correction";
const fields: CorrectionField[] = ["fact", "correction", "sourceUrl", "email"];
const facts = ["Pricing tier", "Starting price", "Free plan details", "Description", "Strengths", "Website or social links", "Something else"];
const empty = { fact: facts[1]!, correction: "", sourceUrl: "", email: "", website: "" };
type Values = typeof empty;
type Status = { kind: "idle" } | { kind: "sent" } | { kind: "failed"; message: string };

/** Reads `{ fields: {...} }` from an error body, if the server sent one. */
function fieldErrorsOf(body: unknown): CorrectionFieldErrors {
  const raw = typeof body === "object" && body !== null && "fields" in body ? (body as { fields: unknown }).fields : undefined;
  if (typeof raw !== "object" || raw === null) return {};
  const errors: CorrectionFieldErrors = {};
  for (const field of fields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === "string" && value) errors[field] = value;
  }
  return errors;
}

const inputClasses =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700";

/**
 * The correction form (docs/decisions/0017): which fact, what is right, an optional source and an
 * optional address for a reply. Validated by the browser, then by the server, whose per-field
 * messages show next to the fields; one Idempotency-Key per filled-in form, as on the contact form.
 */
export default function CorrectionForm({ platformId, platformName }: { platformId: string; platformName: string }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<CorrectionFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKey = useRef<string | null>(null);
  const id = (field: string) => `correction-${field}`;

  // Opened by a click: the first field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(`#${id("fact")}`)?.focus();
  }, []);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.target;
    idempotencyKey.current = null;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as CorrectionField]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setStatus({ kind: "idle" });
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify({ platformId, ...values }),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        const rejected = fieldErrorsOf(body);
        flushSync(() => setErrors(rejected));
        const first = fields.find((f) => rejected[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
        const detail = typeof body === "object" && body !== null && "error" in body ? String((body as { error: unknown }).error) : "";
        const tooMany = response.status === 429;
        setStatus({ kind: "failed", message: tooMany ? detail : "Your correction could not be sent. Please check the fields and try again." });
        console.error(`Correction form: suggest-correction answered ${response.status}${detail ? `: ${detail}` : ""}`);
        return;
      }
      setValues(empty);
      idempotencyKey.current = null;
      setStatus({ kind: "sent" });
    } catch (error) {
      console.error("Correction form:", error);
      setStatus({ kind: "failed", message: "Your correction could not be sent. Please check your connection and try again." });
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: CorrectionField, hint?: string) => [hint, errors[field] ? `${id(field)}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: CorrectionField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} onSubmit={submit} aria-label={`Suggest a correction to ${platformName}`} className="max-w-xl space-y-4">
      <div>
        <label htmlFor={id("fact")} className="block font-medium">
          Which fact is wrong?
        </label>
        <select id={id("fact")} name="fact" value={values.fact} onChange={update} aria-invalid={errors.fact ? true : undefined} aria-describedby={describedBy("fact")} className={inputClasses}>
          {facts.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        {fieldError("fact")}
      </div>
      <div>
        <label htmlFor={id("correction")} className="block font-medium">
          What is right?
        </label>
        <textarea
          id={id("correction")}
          name="correction"
          required
          rows={4}
          value={values.correction}
          onChange={update}
          aria-invalid={errors.correction ? true : undefined}
          aria-describedby={describedBy("correction")}
          className={`${inputClasses} resize-y`}
        />
        {fieldError("correction")}
      </div>
      <div>
        <label htmlFor={id("sourceUrl")} className="block font-medium">
          Source <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <p id={`${id("sourceUrl")}-hint`} className="text-sm text-slate-600">
          The page that says so, ideally {platformName}&apos;s own.
        </p>
        <input
          id={id("sourceUrl")}
          name="sourceUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.sourceUrl}
          onChange={update}
          aria-invalid={errors.sourceUrl ? true : undefined}
          aria-describedby={describedBy("sourceUrl", `${id("sourceUrl")}-hint`)}
          className={inputClasses}
        />
        {fieldError("sourceUrl")}
      </div>
      <div>
        <label htmlFor={id("email")} className="block font-medium">
          Your email <span className="font-normal text-slate-600">(optional, for a reply)</span>
        </label>
        <input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          className={inputClasses}
        />
        {fieldError("email")}
      </div>
      {/* Honeypot (docs/decisions/0032): hidden from people and assistive tech; bots fill it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id("website")}>Leave this field empty</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={update} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send correction"}
      </Button>
      <div aria-live="polite" className="text-sm">
        {status.kind === "sent" ? (
          <p role="status" className="font-medium text-green-800">
            Thank you! Your correction was sent. We check every suggestion against the source before changing the page.
          </p>
        ) : null}
        {status.kind === "failed" ? (
          <p role="alert" className="font-medium text-red-700">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
