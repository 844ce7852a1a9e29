// No `server-only` marker: shared by the table schemas, which drizzle-kit loads in plain Node.

/** pending: waiting for (another) attempt; sent: accepted by the SMTP server; failed: gave up. */
export const deliveryStatuses = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * contact: the contact form; correction: 'Suggest a correction' on a platform page (with its platform
 * id); suggestion: 'Suggest a tool' for one the catalogue lacks (issue 29).
 */
export const messageKinds = ["contact", "correction", "suggestion"] as const;
export type MessageKind = (typeof messageKinds)[number];
