/**
 * The automatic message types, declared once (docs/messages.md "Delivery"): for each, its texts in English and Tamil,
 * its WhatsApp template (the name submitted to Meta for approval; language codes `en` and `ta`) with the template's
 * body parameters in order, its DLT template id for SMS (a type without one is never sent by SMS), and its purpose:
 * a `decision` or a `notice` goes at once; a `reminder` waits out quiet hours (21:00-09:00 India time) on WhatsApp
 * and SMS, and a vendor may opt out of reminders.
 *
 * The DLT ids below are placeholders until the sender entity registers the templates on its operator's DLT portal:
 * replace each with the id the portal gives (a gateway refuses an SMS whose text does not match its template).
 */
import { composeMessage, type MessageLanguage } from '../decisionMessages';
import type { MessageParams } from './params';
import { EN_TEXTS, TA_TEXTS, type OwnCatalogue } from './texts';

export { parseMessageParams, type MessageParams } from './params';

export { MESSAGE_TYPES, type MessageType } from './names';
import { MESSAGE_TYPES, type MessageType } from './names';

export type MessagePurpose = 'decision' | 'notice' | 'reminder';

export interface ComposedTypeMessage {
  subject: string;
  /** Greeting and message, on two lines (the e-mail's plain text, the recorded text). */
  text: string;
  /** One line, for an SMS. */
  sms: string;
}

export interface MessageTypeDeclaration {
  type: MessageType;
  purpose: MessagePurpose;
  /** The approved WhatsApp template's name; null: the type is never sent on WhatsApp. */
  whatsappTemplate: string | null;
  /** The template's body parameters {{1}}, {{2}}, … in order. */
  whatsappParams: readonly (keyof MessageParams)[];
  /** The DLT template id registered for the SMS text; null: never sent by SMS. */
  dltTemplateId: string | null;
  compose(language: MessageLanguage, params: MessageParams): ComposedTypeMessage;
}

/** WhatsApp's language code of each message language. */
export const WHATSAPP_LANGUAGE: Record<MessageLanguage, string> = { en: 'en', ta: 'ta' };

const GREETING: Record<MessageLanguage, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ta: (name) => `வணக்கம் ${name},`,
};

const OWN: Record<MessageLanguage, OwnCatalogue> = { en: EN_TEXTS, ta: TA_TEXTS };

function own(type: keyof OwnCatalogue) {
  return (language: MessageLanguage, params: MessageParams): ComposedTypeMessage => {
    const texts = OWN[language][type];
    const greeting = GREETING[language](params.name.trim());
    const main = texts.body(params);
    return { subject: texts.subject, text: `${greeting}\n${main}`, sms: `${greeting} ${main}`.replace(/\s+/g, ' ').trim() };
  };
}

/** The four the admin already sends by hand keep composeMessage's texts. */
function reused(about: (params: MessageParams) => Parameters<typeof composeMessage>[0]['about']) {
  return (language: MessageLanguage, params: MessageParams): ComposedTypeMessage => {
    const composed = composeMessage({ language, name: params.name, phoneNumber: '', about: about(params) });
    return { subject: composed.email.subject, text: composed.text, sms: composed.sms };
  };
}

const reminder = (expired: boolean) => reused((p) => ({ topic: 'document_reminder', document: p.document ?? '', date: p.date ?? '', expired }));

/** The reminder of a document expiring: the same at 30 and at 7 days before. */
const DOCUMENT_EXPIRING = {
  purpose: 'reminder', whatsappTemplate: 'document_expiring', whatsappParams: ['name', 'document', 'date'],
  dltTemplateId: '1007000000000000007', compose: reminder(false),
} as const satisfies Omit<MessageTypeDeclaration, 'type'>;

/** Each type's declaration, keyed by the type (which MESSAGE_TYPE_DECLARATIONS adds to it). */
const DECLARED: Readonly<Record<MessageType, Omit<MessageTypeDeclaration, 'type'>>> = {
  application_received: {
    purpose: 'notice', whatsappTemplate: 'application_received', whatsappParams: ['name'],
    dltTemplateId: '1007000000000000001', compose: own('application_received'),
  },
  changes_requested: {
    purpose: 'decision', whatsappTemplate: 'application_changes_requested', whatsappParams: ['name', 'reason'],
    dltTemplateId: '1007000000000000002', compose: reused((p) => ({ topic: 'request_changes', reason: p.reason ?? '' })),
  },
  approved: {
    purpose: 'decision', whatsappTemplate: 'application_approved', whatsappParams: ['name'],
    dltTemplateId: '1007000000000000003', compose: reused(() => ({ topic: 'approve' })),
  },
  rejected: {
    purpose: 'decision', whatsappTemplate: 'application_rejected', whatsappParams: ['name', 'reason'],
    dltTemplateId: '1007000000000000004', compose: reused((p) => ({ topic: 'reject', reason: p.reason ?? '' })),
  },
  document_accepted: {
    purpose: 'decision', whatsappTemplate: 'document_accepted', whatsappParams: ['name', 'document'],
    dltTemplateId: '1007000000000000005', compose: own('document_accepted'),
  },
  document_rejected: {
    purpose: 'decision', whatsappTemplate: 'document_rejected', whatsappParams: ['name', 'document', 'reason'],
    dltTemplateId: '1007000000000000006', compose: own('document_rejected'),
  },
  document_expiring_30: DOCUMENT_EXPIRING,
  document_expiring_7: DOCUMENT_EXPIRING,
  document_expired: {
    purpose: 'reminder', whatsappTemplate: 'document_expired', whatsappParams: ['name', 'document', 'date'],
    dltTemplateId: '1007000000000000008', compose: reminder(true),
  },
  portal_invitation: {
    // The link carries a single-use token: WhatsApp and e-mail only (an SMS template cannot hold a free URL under DLT).
    purpose: 'notice', whatsappTemplate: 'portal_invitation', whatsappParams: ['name', 'link'],
    dltTemplateId: null, compose: own('portal_invitation'),
  },
  story_removed: {
    purpose: 'decision', whatsappTemplate: 'story_removed', whatsappParams: ['name', 'reason'],
    dltTemplateId: null, compose: own('story_removed'),
  },
  buyer_enquiry: {
    // To the buyer who sent the enquiry (no vendor account): the call desk calls back.
    purpose: 'notice', whatsappTemplate: 'buyer_enquiry_received', whatsappParams: ['name'],
    dltTemplateId: '1007000000000000009', compose: own('buyer_enquiry'),
  },
  grievance_acknowledged: {
    // To the complainant of the grievance desk (Consumer Protection (E-Commerce) Rules 2020: acknowledged within 48 hours).
    purpose: 'notice', whatsappTemplate: 'grievance_acknowledged', whatsappParams: ['name', 'ticket', 'date'],
    dltTemplateId: '1007000000000000010', compose: own('grievance_acknowledged'),
  },
  grievance_resolved: {
    purpose: 'notice', whatsappTemplate: 'grievance_resolved', whatsappParams: ['name', 'ticket', 'reason'],
    dltTemplateId: '1007000000000000011', compose: own('grievance_resolved'),
  },
  breach_notice: {
    // The breach's own texts are free: WhatsApp (its template's one parameter) and e-mail, never a DLT-bound SMS.
    purpose: 'notice', whatsappTemplate: 'personal_data_breach', whatsappParams: ['name', 'notice'],
    dltTemplateId: null, compose: own('breach_notice'),
  },
  privacy_code: {
    // The one-time code of a data principal request from someone not logged in (docs/privacy.md): sent at once.
    purpose: 'notice', whatsappTemplate: 'privacy_request_code', whatsappParams: ['name', 'code'],
    dltTemplateId: '1007000000000000012', compose: own('privacy_code'),
  },
  privacy_answered: {
    // The desk's answer to a data request received by one-time code (docs/privacy.md): free text (what was erased and
    // kept, or the refusal's reason), so WhatsApp and e-mail only. After an erasure it goes to the account's old phone.
    purpose: 'notice', whatsappTemplate: 'privacy_request_answered', whatsappParams: ['name', 'ticket', 'reason'],
    dltTemplateId: null, compose: own('privacy_answered'),
  },
};

export const MESSAGE_TYPE_DECLARATIONS: Readonly<Record<MessageType, MessageTypeDeclaration>> = Object.fromEntries(
  MESSAGE_TYPES.map((type) => [type, { type, ...DECLARED[type] }]),
) as Record<MessageType, MessageTypeDeclaration>;

export const isMessageType = (value: unknown): value is MessageType => (MESSAGE_TYPES as readonly unknown[]).includes(value);

/** The message type an admin's hand-recorded topic corresponds to (the decision panel reads its delivery). */
export const TYPE_OF_TOPIC = { approve: 'approved', request_changes: 'changes_requested', reject: 'rejected' } as const satisfies Record<string, MessageType>;
