"use client";

import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import type { ContactFieldErrors } from "@/app/functions/v1/send-contact-email/schema";
import { notify } from "@/components/ui/notify";
import { newIdempotencyKey } from "@/components/contact/idempotency-key";

const ENDPOINT = "/functions/v1/send-contact-email";
type Field = "name" | "email" | "message";
const fields: Field[] = ["name", "email", "message"];
const empty = { name: "", email: "", message: "", website: "" };

/** Reads `{ fields: { name?, email?, message? } }` from an error body, if the server sent one. */
function fieldErrorsOf(body: unknown): ContactFieldErrors {
  const raw = typeof body === "object" && body !== null && "fields" in body ? (body as { fields: unknown }).fields : undefined;
  if (typeof raw !== "object" || raw === null) return {};
  const errors: ContactFieldErrors = {};
  for (const field of fields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === "string" && value) errors[field] = value;
  }
  return errors;
}

const inputClasses =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700";

/**
 * The contact form (SPEC §2, §4, §5, §8): browser-level required/email checks, 'Sending...' while
 * busy, a notice on success (fields cleared) or failure (fields kept), and the server's per-field
 * messages next to the fields. Every send of the same filled-in form carries the same
 * Idempotency-Key, so a retry after a lost reply is stored once (docs/decisions/0016); editing a
 * field makes it a new message with a new key.
 */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [busy, setBusy] = useState(false);
  // After a successful send: a confirmation in the page that takes keyboard focus (issue 30), so
  // focus does not drop to the page body when the fields are cleared.
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKey = useRef<string | null>(null);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    idempotencyKey.current = null;
    setSent(false);
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name as Field]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSent(false);
    setErrors({});
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey.current },
        body: JSON.stringify(values),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        const rejected = fieldErrorsOf(body);
        flushSync(() => setErrors(rejected));
        // Focus the first rejected field, so its message is read out with it.
        const first = fields.find((f) => rejected[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
        const detail = typeof body === "object" && body !== null && "error" in body ? String((body as { error: unknown }).error) : "";
        throw new Error(`send-contact-email answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
      idempotencyKey.current = null;
      flushSync(() => {
        setValues(empty);
        setSent(true);
        setBusy(false);
      });
      sentRef.current?.focus();
      void notify("success", "Message sent!", "Thank you for contacting us. We'll get back to you soon.");
    } catch (error) {
      console.error("Contact form:", error);
      void notify("error", "Error", "Failed to send message. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} onSubmit={submit} aria-label="Contact form" className="space-y-5">
      {sent ? (
        <p ref={sentRef} tabIndex={-1} className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900 focus:outline-2 focus:outline-offset-2 focus:outline-green-700">
          <strong>Message sent!</strong> Thank you for contacting us. We&apos;ll get back to you soon.
        </p>
      ) : null}
      <div>
        <label htmlFor="contact-name" className="block font-medium">
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={update}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          className={inputClasses}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className="block font-medium">
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          className={inputClasses}
        />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor="contact-message" className="block font-medium">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={update}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          className={`${inputClasses} min-h-[150px] resize-y`}
        />
        {fieldError("message")}
      </div>
      {/* Honeypot (docs/decisions/0032): hidden from people and assistive tech; bots fill it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={update} />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
