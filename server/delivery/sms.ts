/**
 * SMS over an HTTP gateway with India's DLT registration: every commercial SMS names its registered sender id
 * (header) and the DLT template its text matches, or the operator drops it.
 *   POST {SMS_API_URL}  (Authorization: Bearer SMS_API_KEY)
 *   { sender: SMS_SENDER_ID, to: '91…', message: '<text>', dlt_template_id: '<id>' }
 * answered 2xx `{ id }` (or `message_id`); a 4xx carries `{ error }` or `{ message }`.
 */
import type { DeliveryConfig } from '../config.ts';
import { IDEMPOTENCY_HEADER, postJson } from './http.ts';
import type { ChannelResult } from './outcome.ts';

export interface SmsMessage {
  to: string;
  text: string;
  dltTemplateId: string;
}

export function smsRequestBody(config: NonNullable<DeliveryConfig['sms']>, message: SmsMessage) {
  return { sender: config.senderId, to: message.to, message: message.text, dlt_template_id: message.dltTemplateId };
}

function gatewayReason(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  const record = (body ?? {}) as { error?: unknown; message?: unknown };
  const reason = typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : null;
  return reason ?? `HTTP ${status}`;
}

/** `idempotencyKey`: as for WhatsApp (whatsapp.ts). */
export async function sendSms(config: NonNullable<DeliveryConfig['sms']>, timeoutMs: number, message: SmsMessage, idempotencyKey: string): Promise<ChannelResult> {
  const headers = { authorization: `Bearer ${config.apiKey}`, [IDEMPOTENCY_HEADER]: idempotencyKey };
  const answer = await postJson('The SMS gateway', config.apiUrl, headers, smsRequestBody(config, message), timeoutMs);
  if (answer.kind === 'retry') return { kind: 'retry', error: answer.error, ...(answer.retryAt ? { retryAt: answer.retryAt } : {}) };
  if (answer.kind === 'refused') {
    if (answer.status === 401 || answer.status === 403) return { kind: 'retry', error: 'The SMS gateway refused the key (check SMS_API_KEY)' };
    return { kind: 'failed', error: `The SMS gateway refused the message: ${gatewayReason(answer.body, answer.status)}` };
  }
  const body = (answer.body ?? {}) as { id?: unknown; message_id?: unknown };
  const id = body.id ?? body.message_id;
  return { kind: 'sent', providerId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
}
