/**
 * An automatic message into the outbox: the row a job later hands to deliverMessage. The text is composed now in
 * the recipient's language (a vendor's portal language, English when not known), so the history shows what was
 * said; `params` keeps the values the channels need (the WhatsApp template's parameters). `channel` starts as
 * 'whatsapp' and becomes the channel that delivered it. A recipient is a vendor (by id: phone, address and language
 * are the vendor's) or a buyer or a complainant (who has no account: phone, address and language are given).
 */
import type { MessageLanguage, VendorMessage } from '../../src/domain/decisionMessages.ts';
import { MESSAGE_TYPE_DECLARATIONS, type MessageParams, type MessageType } from '../../src/domain/messageTypes/index.ts';
import { whatsappPhone } from '../../src/domain/phone.ts';
import type { Db } from '../db/database.ts';
import { insertAutomaticMessage, insertMessage, messageVendor, vendorLanguage } from '../repositories/messages.ts';

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
 * Writes the row (status `queued`), in the caller's transaction if it passes one. Null when no vendor has that id,
 * or when a message with the same key exists already.
 */
export async function queueAutomaticMessage(db: Db, { type, userId, to, params, key }: AutomaticMessage): Promise<VendorMessage | null> {
  const declaration = MESSAGE_TYPE_DECLARATIONS[type];
  if (to) {
    const composed = declaration.compose(to.language, params);
    return insertAutomaticMessage(db, {
      kind: to.recipient,
      user_id: null,
      recipient: to.recipient,
      email: to.email?.trim() || null,
      phone: whatsappPhone(to.phone) ?? '',
      channel: 'whatsapp',
      language: to.language,
      topic: type,
      text: composed.text,
      status: 'queued',
      created_by: null,
      params: JSON.stringify(params),
      event_key: key ?? null,
    });
  }
  if (userId === undefined) throw new Error('An automatic message names its vendor (userId) or its recipient (to)');
  const vendor = await messageVendor(db, userId);
  if (!vendor) return null;
  const language = (await vendorLanguage(db, userId))?.language ?? 'en';
  const composed = declaration.compose(language, params);
  const row = {
    kind: vendor.kind,
    user_id: userId,
    phone: whatsappPhone(vendor.phoneNumber) ?? '',
    channel: 'whatsapp' as const,
    language,
    topic: type,
    text: composed.text,
    status: 'queued' as const,
    created_by: null,
    params: JSON.stringify(params),
  };
  return key === undefined ? insertMessage(db, row) : insertAutomaticMessage(db, { ...row, recipient: 'vendor', email: null, event_key: key });
}
