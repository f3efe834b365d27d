/**
 * Messages to a vendor after a decision or about a document (capability `decisionMessages`, docs/messages.md):
 * the text in English or Tamil, the phone in international form, the wa.me link, and the SMS and e-mail texts.
 * Shared by the admin (which composes and offers them) and the server (which validates what it records).
 * A reason typed by the admin, or a template nobody translated, stays in its own words inside a Tamil message:
 * a machine translation of a refusal reason would say something the reviewer did not.
 */
import { whatsappLink, whatsappPhone } from './phone';
import type { MessageType } from './messageTypes/names';

export const MESSAGE_LANGUAGES = ['en', 'ta'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What a message is about: the three decisions that end or pause an application, and a document reminder. */
export const MESSAGE_TOPICS = ['approve', 'request_changes', 'reject', 'document_reminder'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

export { MESSAGE_ENDPOINTS, vendorRef } from './messageEndpoints';

/** The most a recorded text may hold (a WhatsApp message allows 4096 characters). */
export const MESSAGE_TEXT_MAX = 4000;

/**
 * Tamil for the review desk's built-in reason templates (server migration 100). A template the owner adds later
 * has no entry and is sent in English.
 */
export const TAMIL_REASONS: Readonly<Record<string, string>> = {
  'Please upload clear photos of your store front and produce.':
    'உங்கள் கடையின் முகப்பு மற்றும் விளைபொருட்களின் தெளிவான புகைப்படங்களைப் பதிவேற்றவும்.',
  'Your phone number or address is incomplete; please correct it.':
    'உங்கள் தொலைபேசி எண் அல்லது முகவரி முழுமையாக இல்லை; தயவுசெய்து அதைச் சரிசெய்யவும்.',
  'We could not verify that this business exists at the address given.':
    'கொடுக்கப்பட்ட முகவரியில் இந்த வணிகம் இருப்பதை எங்களால் உறுதிப்படுத்த முடியவில்லை.',
  'Duplicate application: this business is already registered.': 'இரட்டை விண்ணப்பம்: இந்த வணிகம் ஏற்கனவே பதிவு செய்யப்பட்டுள்ளது.',
  'Repeated customer complaints about quality.': 'தரம் குறித்து வாடிக்கையாளர்களிடமிருந்து தொடர்ந்து புகார்கள் வந்துள்ளன.',
  'Business registration or licence has expired.': 'வணிகப் பதிவு அல்லது உரிமம் காலாவதியாகிவிட்டது.',
};

/** The reason in the message's language: the template's Tamil where one exists, else the reason as written. */
export function reasonIn(language: MessageLanguage, reason: string): string {
  const text = reason.trim();
  return language === 'ta' ? (TAMIL_REASONS[text] ?? text) : text;
}

interface Texts {
  greeting(name: string): string;
  approve: string;
  requestChanges(reason: string): string;
  reject(reason: string): string;
  expiresOn(document: string, date: string): string;
  expiredOn(document: string, date: string): string;
  renew: string;
  subject: Record<MessageTopic, string>;
}

const TEXTS: Record<MessageLanguage, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    approve: 'your vendor application has been approved. Your business is now listed.',
    requestChanges: (reason) => `your vendor application needs a few changes: ${reason} Please correct it in the vendor portal and send it again.`,
    reject: (reason) => `we are sorry, your vendor application was not approved. Reason: ${reason}`,
    expiresOn: (document, date) => `your ${document} expires on ${date}.`,
    expiredOn: (document, date) => `your ${document} expired on ${date}.`,
    renew: 'Please upload the renewed document in the vendor portal.',
    subject: {
      approve: 'Your vendor application is approved',
      request_changes: 'Changes needed in your vendor application',
      reject: 'Your vendor application',
      document_reminder: 'Please renew your document',
    },
  },
  ta: {
    greeting: (name) => `வணக்கம் ${name},`,
    approve: 'உங்கள் விற்பனையாளர் விண்ணப்பம் அங்கீகரிக்கப்பட்டது. உங்கள் வணிகம் இப்போது பட்டியலில் இடம்பெற்றுள்ளது.',
    requestChanges: (reason) =>
      `உங்கள் விற்பனையாளர் விண்ணப்பத்தில் சில மாற்றங்கள் தேவை: ${reason} தயவுசெய்து விற்பனையாளர் போர்ட்டலில் திருத்தி மீண்டும் அனுப்பவும்.`,
    reject: (reason) => `மன்னிக்கவும், உங்கள் விற்பனையாளர் விண்ணப்பம் ஏற்கப்படவில்லை. காரணம்: ${reason}`,
    expiresOn: (document, date) => `உங்கள் ${document} ${date} அன்று காலாவதியாகிறது.`,
    expiredOn: (document, date) => `உங்கள் ${document} ${date} அன்று காலாவதியாகிவிட்டது.`,
    renew: 'தயவுசெய்து புதுப்பிக்கப்பட்ட ஆவணத்தை விற்பனையாளர் போர்ட்டலில் பதிவேற்றவும்.',
    subject: {
      approve: 'உங்கள் விற்பனையாளர் விண்ணப்பம் அங்கீகரிக்கப்பட்டது',
      request_changes: 'உங்கள் விற்பனையாளர் விண்ணப்பத்தில் மாற்றங்கள் தேவை',
      reject: 'உங்கள் விற்பனையாளர் விண்ணப்பம்',
      document_reminder: 'உங்கள் ஆவணத்தைப் புதுப்பிக்கவும்',
    },
  },
};

export type MessageSubject =
  | { topic: 'approve' }
  | { topic: 'request_changes' | 'reject'; reason: string }
  | { topic: 'document_reminder'; document: string; date: string; expired: boolean };

export interface MessageInput {
  language: MessageLanguage;
  /** The vendor's business name, as the greeting says it. */
  name: string;
  /** The vendor's phone as stored (10 digits, perhaps with +91, spaces or a leading 0). */
  phoneNumber: string;
  about: MessageSubject;
}

export interface ComposedMessage {
  language: MessageLanguage;
  /** `91` + the 10 digits, or null when the stored phone is not an Indian mobile number. */
  phone: string | null;
  text: string;
  /** One line, for an SMS. */
  sms: string;
  email: { subject: string; body: string };
  /** https://wa.me/91…?text=…, or null without a usable phone. */
  whatsappUrl: string | null;
}

function body(texts: Texts, language: MessageLanguage, about: MessageSubject): string {
  switch (about.topic) {
    case 'approve':
      return texts.approve;
    case 'request_changes':
      return texts.requestChanges(reasonIn(language, about.reason));
    case 'reject':
      return texts.reject(reasonIn(language, about.reason));
    case 'document_reminder':
      return `${(about.expired ? texts.expiredOn : texts.expiresOn)(about.document, about.date)} ${texts.renew}`;
  }
}

export function composeMessage({ language, name, phoneNumber, about }: MessageInput): ComposedMessage {
  const texts = TEXTS[language];
  const greeting = texts.greeting(name.trim());
  const main = body(texts, language, about);
  const text = `${greeting}\n${main}`;
  const phone = whatsappPhone(phoneNumber);
  return {
    language,
    phone,
    text,
    sms: `${greeting} ${main}`.replace(/\s+/g, ' ').trim(),
    email: { subject: texts.subject[about.topic], body: `${greeting}\n\n${main}` },
    whatsappUrl: whatsappLink(phoneNumber, text),
  };
}


export function parseVendorRef(ref: string): { kind: string; userId: number } | null {
  const match = /^([a-z][a-z0-9_-]{0,49}):([1-9]\d{0,9})$/i.exec(ref.trim());
  const [, kind, userId] = match ?? [];
  return kind && userId ? { kind, userId: Number(userId) } : null;
}

/** One channel's delivery of an automatic message (server/delivery/, docs/messages.md "Delivery"). */
export interface MessageDelivery {
  channel: MessageChannel;
  /** `sent` (the provider took it), `delivered` and `read` (WhatsApp's report), `retry`, `failed`, `sending`. */
  status: 'sending' | 'sent' | 'delivered' | 'read' | 'retry' | 'failed';
  attempts: number;
  last_error: string | null;
  retry_at: string | null;
  updated_at: string;
}

/** The channel that delivered the message (sent, delivered or read), or null when none did. */
export function deliveredOn(message: Pick<VendorMessage, 'deliveries'>): MessageChannel | null {
  const done = (message.deliveries ?? []).filter((d) => d.status === 'sent' || d.status === 'delivered' || d.status === 'read');
  return MESSAGE_CHANNELS.find((channel) => done.some((d) => d.channel === channel)) ?? null;
}

/** One outbox row as the server answers it. */
/** Who an outbox message is for: a vendor, or (automatic messages only) a buyer or a complainant. */
export const MESSAGE_RECIPIENTS = ['vendor', 'buyer', 'complainant'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];

export interface VendorMessage {
  id: number;
  /** The vendor's kind; `buyer` or `complainant` for a message to one of them (recipient). */
  kind: string;
  /** The vendor; null for a message to a buyer or a complainant. */
  user_id: number | null;
  /** Who receives it (absent on a backend before migration 320: a vendor). */
  recipient?: MessageRecipient;
  phone: string;
  channel: MessageChannel;
  language: MessageLanguage;
  /** A topic an admin recorded, or an automatic message's type (src/domain/messageTypes/). */
  topic: MessageTopic | MessageType;
  text: string;
  status: MessageStatus;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
  /** An automatic message's delivery per channel; absent for a message an admin delivered by hand. */
  deliveries?: MessageDelivery[];
}

/** The language a vendor used in the portal, to start the message in; null when the server does not know it. */
export interface VendorLanguage {
  kind: string;
  user_id: number;
  language: MessageLanguage | null;
}

export const isMessageLanguage = (value: unknown): value is MessageLanguage => (MESSAGE_LANGUAGES as readonly unknown[]).includes(value);

export interface PhoneOptIn {
  phone: string;
  opted_in: boolean;
  source: string | null;
  updated_at: string | null;
}

/** What the admin sends to record a message. */
export interface NewVendorMessage {
  kind: string;
  user_id: number;
  /** Without it the server uses the vendor's stored phone. */
  phone?: string;
  channel: MessageChannel;
  language: MessageLanguage;
  topic: MessageTopic;
  text: string;
}
