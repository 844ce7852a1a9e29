import "server-only";
import nodemailer from "nodemailer";
import { getPlatform } from "@/lib/catalogue";
import type { DueMessage } from "@/server/db/store";

/** Sends one stored contact message to the owner; rejects when the SMTP server did not accept it. */
export interface ContactMailer {
  send(message: DueMessage): Promise<void>;
  close(): void;
}

export type MailAddresses = { to: string; from: string };

/**
 * The e-mail the owner receives: plain text, Reply-To the visitor, so "Reply" answers them. A
 * correction names its platform and page, and has a Reply-To only when the reader left an address.
 */
export function composeContactMail(message: DueMessage, { to, from }: MailAddresses) {
  if (message.kind === "correction") return composeCorrectionMail(message, { to, from });
  if (message.kind === "suggestion") {
    const email = message.email.trim();
    return {
      from,
      to,
      ...(email ? { replyTo: email } : {}),
      subject: "A visitor suggested a tool for the catalogue",
      text: ["A visitor suggested a tool the catalogue lacks.", "", `Email: ${email || "none given"}`, `Sent: ${message.createdAt.toISOString()}`, "", message.message].join("\n"),
    };
  }
  const name = message.name.replace(/\s+/g, " ").trim();
  return {
    from,
    to,
    replyTo: { name, address: message.email },
    subject: `New contact message from ${name}`,
    text: [
      "A visitor sent a message through the contact form.",
      "",
      `Name: ${name}`,
      `Email: ${message.email}`,
      `Sent: ${message.createdAt.toISOString()}`,
      "",
      "Message:",
      message.message,
      "",
      `Reply to this e-mail to answer ${name} directly.`,
    ].join("\n"),
  };
}

function composeCorrectionMail(message: DueMessage, { to, from }: MailAddresses) {
  const platformId = message.platformId ?? "unknown";
  const platform = getPlatform(platformId)?.name ?? platformId;
  const email = message.email.trim();
  return {
    from,
    to,
    ...(email ? { replyTo: email } : {}),
    subject: `Correction suggested for ${platform}`,
    text: [
      `A reader suggested a correction to the ${platform} page (/platforms/${platformId}).`,
      "",
      `Platform: ${platform} (${platformId})`,
      `Email: ${email || "none given"}`,
      `Sent: ${message.createdAt.toISOString()}`,
      "",
      message.message,
      "",
      email ? "Reply to this e-mail to answer the reader." : "The reader left no address for a reply.",
    ].join("\n"),
  };
}

/** A mailer over SMTP (SMTP_URL), with timeouts well inside the outbox claim lease. */
export function createSmtpMailer(smtpUrl: string, addresses: MailAddresses): ContactMailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail(composeContactMail(message, addresses));
    },
    close() {
      transport.close();
    },
  };
}
