/**
 * WhatsApp Business Cloud API: a template message from the business phone number,
 *   POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages  (Authorization: Bearer WHATSAPP_TOKEN)
 *   { messaging_product: 'whatsapp', recipient_type: 'individual', to: '91…', type: 'template',
 *     template: { name, language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }
 * answered `{ messages: [{ id: 'wamid…' }] }`, or `{ error: { message, code, error_data: { details } } }`.
 * Business-initiated messages need an approved template and the number's opt-in (deliver.ts checks it).
 */
import type { DeliveryConfig } from '../config.ts';
import { IDEMPOTENCY_HEADER, postJson } from './http.ts';
import type { ChannelResult } from './outcome.ts';

export interface WhatsAppTemplateMessage {
  to: string;
  template: string;
  languageCode: string;
  parameters: string[];
}

/** Meta's error codes a vendor's admin meets, in plain words. */
const META_ERRORS: Readonly<Record<number, string>> = {
  131026: 'the number cannot receive WhatsApp messages (not on WhatsApp, or an old app)',
  131030: 'the number is not on the test account\'s list of allowed recipients',
  131047: 'more than 24 hours since the vendor last wrote, and the message is not an approved template',
  131049: 'WhatsApp held the message back to keep the number\'s engagement healthy',
  131050: 'the vendor has stopped marketing messages from this business',
  132000: 'the number of parameters does not match the approved template',
  132001: 'the template does not exist in this language or is not approved',
  132005: 'the template\'s text with its parameters is too long',
  132007: 'the template\'s content breaks WhatsApp\'s policy',
  132015: 'the template is paused for low quality',
  132016: 'the template is disabled',
  133010: 'the business phone number is not registered',
};

interface MetaError {
  message?: string;
  code?: number;
  error_data?: { details?: string };
}

export function metaErrorText(body: unknown, status: number): string {
  const error = (body as { error?: MetaError } | null)?.error;
  if (!error || typeof error !== 'object') return `WhatsApp refused the message (HTTP ${status})`;
  const plain = error.code !== undefined ? META_ERRORS[error.code] : undefined;
  const detail = error.error_data?.details ?? error.message ?? `HTTP ${status}`;
  return `WhatsApp refused the message: ${plain ?? detail}${error.code !== undefined ? ` (code ${error.code})` : ''}`;
}

export function whatsappRequestBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.languageCode },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/** `idempotencyKey`: names the message and channel (deliver.ts), the same on every attempt, so a send repeated after a crash is known. */
export async function sendWhatsAppTemplate(
  config: NonNullable<DeliveryConfig['whatsapp']>,
  timeoutMs: number,
  message: WhatsAppTemplateMessage,
  idempotencyKey: string,
): Promise<ChannelResult> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const headers = { authorization: `Bearer ${config.token}`, [IDEMPOTENCY_HEADER]: idempotencyKey };
  const answer = await postJson('WhatsApp', url, headers, whatsappRequestBody(message), timeoutMs);
  if (answer.kind === 'retry') return { kind: 'retry', error: answer.error, ...(answer.retryAt ? { retryAt: answer.retryAt } : {}) };
  if (answer.kind === 'refused') {
    // A token refused or expired is this server's setting, not the vendor's number: worth another try once fixed.
    if (answer.status === 401) return { kind: 'retry', error: 'WhatsApp refused the access token (check WHATSAPP_TOKEN)' };
    return { kind: 'failed', error: metaErrorText(answer.body, answer.status) };
  }
  const id = (answer.body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  return { kind: 'sent', providerId: typeof id === 'string' ? id : null };
}
