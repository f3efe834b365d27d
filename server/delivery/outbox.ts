/**
 * An automatic message into the outbox: the row a job later hands to deliverMessage. The text is composed now in
 * the vendor's portal language (English when not known), so the vendor's history shows what was said; `params`
 * keeps the values the channels need (the WhatsApp template's parameters). `channel` starts as 'whatsapp' and
 * becomes the channel that delivered it.
 */
import type { VendorMessage } from '../../src/domain/decisionMessages.ts';
import { MESSAGE_TYPE_DECLARATIONS, type MessageParams, type MessageType } from '../../src/domain/messageTypes/index.ts';
import { whatsappPhone } from '../../src/domain/phone.ts';
import type { Db } from '../db/database.ts';
import { insertMessage, messageVendor, vendorLanguage } from '../repositories/messages.ts';

export interface AutomaticMessage {
  type: MessageType;
  userId: number;
  params: MessageParams;
}

/** Writes the row (status `queued`), in the caller's transaction if it passes one; null when no vendor has that id. */
export async function queueAutomaticMessage(db: Db, { type, userId, params }: AutomaticMessage): Promise<VendorMessage | null> {
  const vendor = await messageVendor(db, userId);
  if (!vendor) return null;
  const language = (await vendorLanguage(db, userId))?.language ?? 'en';
  const composed = MESSAGE_TYPE_DECLARATIONS[type].compose(language, params);
  return insertMessage(db, {
    kind: vendor.kind,
    user_id: userId,
    phone: whatsappPhone(vendor.phoneNumber) ?? '',
    channel: 'whatsapp',
    language,
    topic: type,
    text: composed.text,
    status: 'queued',
    created_by: null,
    params: JSON.stringify(params),
  });
}
