/** The values an automatic message carries (stored as JSON in `vendor_messages.params`). */
export interface MessageParams {
  /** The vendor's business name, as the greeting says it. */
  name: string;
  /** A decision's or a moderation's reason, as the admin chose or typed it. */
  reason?: string;
  /** The document's label ("FSSAI licence"). */
  document?: string;
  /** A date as the message says it (YYYY-MM-DD). */
  date?: string;
  /** The portal invitation's link. */
  link?: string;
  /** The buyer's name, for an enquiry. */
  buyer?: string;
  /** A grievance's ticket ("GRV-2026-000041"). */
  ticket?: string;
  /** A personal-data breach's notice in the vendor's language, on one line (src/domain/breaches.ts breachNotice). */
  notice?: string;
  /** A data principal request's one-time code (6 digits). */
  code?: string;
}

const KEYS = ['name', 'reason', 'document', 'date', 'link', 'buyer', 'ticket', 'notice', 'code'] as const;

/** Reads stored params defensively: only known keys with string values; null when there is no name. */
export function parseMessageParams(raw: unknown): MessageParams | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.name !== 'string') return null;
  const params: MessageParams = { name: record.name };
  for (const key of KEYS) if (typeof record[key] === 'string') params[key] = record[key];
  return params;
}
