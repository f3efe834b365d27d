/**
 * An automatic message into the outbox: the row a job later hands to deliverMessage. The text is composed now in
 * the recipient's language (a vendor's portal language, English when not known), so the history shows what was
 * said; `params` keeps the values the channels need (the WhatsApp template's parameters). `channel` starts as
 * 'whatsapp' and becomes the channel that delivered it. A recipient is a vendor (by id: phone, address and language
 * are the vendor's) or a buyer or a complainant (who has no account: phone, address and language are given).
 */
import { isMessageLanguage, type MessageLanguage, type VendorMessage } from '../../src/domain/decisionMessages.ts';
import { MESSAGE_TYPE_DECLARATIONS, type MessageParams, type MessageType } from '../../src/domain/messageTypes/index.ts';
import { whatsappPhone } from '../../src/domain/phone.ts';
import type { Db } from '../db/database.ts';
import { insertAutomaticMessage, messageVendor, type AutomaticRow, type MessageVendor } from '../repositories/messages.ts';

/** Someone without a vendor account: a buyer who sent an enquiry, a complainant of the grievance desk. */
export interface PersonRecipient {
  recipient: 'buyer' | 'complainant';
  phone: string;
  email: string | null;
  language: MessageLanguage;
}

export interface AutomaticMessage {
  type: MessageType;
  /** The vendor it is for; or `to` for a buyer or a complainant. */
  userId?: number;
  to?: PersonRecipient;
  params: MessageParams;
  /** Names the event (`document-accepted:41`): a second message with the same key is not queued. */
  key?: string;
}

/**
 * The row to write, composed in the recipient's language; null when no vendor has that id. A vendor already read
 * (`vendor`, as messageVendor answers it) is not read again.
 */
export async function automaticRow(db: Db, { type, userId, to, params, key }: AutomaticMessage, vendor?: MessageVendor | null): Promise<AutomaticRow | null> {
  const declaration = MESSAGE_TYPE_DECLARATIONS[type];
  const common = { channel: 'whatsapp' as const, topic: type, status: 'queued' as const, created_by: null, params: JSON.stringify(params), event_key: key ?? null };
  if (to) {
    return {
      ...common,
      kind: to.recipient,
      user_id: null,
      recipient: to.recipient,
      email: to.email?.trim() || null,
      phone: whatsappPhone(to.phone) ?? '',
      language: to.language,
      text: declaration.compose(to.language, params).text,
    };
  }
  if (userId === undefined) throw new Error('An automatic message names its vendor (userId) or its recipient (to)');
  const found = vendor ?? (await messageVendor(db, userId));
  if (!found) return null;
  const language = isMessageLanguage(found.language) ? found.language : 'en';
  return {
    ...common,
    kind: found.kind,
    user_id: userId,
    recipient: 'vendor',
    email: null,
    phone: whatsappPhone(found.phoneNumber) ?? '',
    language,
    text: declaration.compose(language, params).text,
  };
}

/**
 * Writes the row (status `queued`), in the caller's transaction if it passes one. Null when no vendor has that id,
 * or when a message with the same key exists already.
 */
export async function queueAutomaticMessage(db: Db, message: AutomaticMessage): Promise<VendorMessage | null> {
  const row = await automaticRow(db, message);
  return row ? insertAutomaticMessage(db, row) : null;
}
