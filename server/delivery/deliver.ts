/**
 * deliverMessage: one outbox row (vendor_messages) to the vendor by the channels this server has (docs/messages.md
 * "Delivery"). A job calls it (deliveryJobHandler, server/delivery/jobHandler.ts); it keeps no timer of its own.
 *
 * The channels: on the phone WhatsApp when the number opted in and the type has a WhatsApp template, else SMS when
 * the type has a DLT template id (and SMS after WhatsApp refused the message for good); and e-mail besides when
 * the vendor has an address. A reminder waits out quiet hours on the phone. Each channel's state is a row of
 * message_deliveries; a channel done (or failed for good) is never tried again, so calling twice sends once.
 */
import { MESSAGE_CHANNELS, isMessageLanguage, type MessageChannel } from '../../src/domain/decisionMessages.ts';
import { isMessageType, MESSAGE_TYPE_DECLARATIONS, parseMessageParams, WHATSAPP_LANGUAGE } from '../../src/domain/messageTypes/index.ts';
import type { NoChannelReason } from '../../src/domain/outbox.ts';
import type { DeliveryConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { findOptIn } from '../repositories/messages.ts';
import {
  claimDelivery,
  deferDelivery,
  deliveriesOf,
  findOutboxMessage,
  isDone,
  recordAttempt,
  settleMessage,
  vendorEmail,
  type DeliveryRow,
} from '../repositories/messageDeliveries.ts';
import { isEmailAddress, sendEmail } from './email.ts';
import { idempotencyKey } from './http.ts';
import type { ChannelReport, ChannelResult, DeliveryOutcome } from './outcome.ts';
import { quietHoursEnd } from './quietHours.ts';
import { sendSms } from './sms.ts';
import { sendWhatsAppTemplate } from './whatsapp.ts';

/** The outcome's reason for each code, in the words the server's log and the job's error use. */
const NO_CHANNEL_WORDS: Readonly<Record<NoChannelReason, string>> = {
  no_phone: 'the %{recipient} has no mobile number',
  whatsapp_off: 'WhatsApp is not configured',
  whatsapp_no_template: 'the type has no WhatsApp template',
  whatsapp_not_agreed: 'the number has not agreed to WhatsApp messages',
  sms_off: 'SMS is not configured',
  sms_no_dlt_template: 'the type has no DLT template for SMS',
  email_off: 'e-mail is not configured',
  no_email: 'the %{recipient} has no e-mail address',
};

export interface DeliveryDeps {
  db: Db;
  config: DeliveryConfig;
  /** The clock (tests set quiet hours with it); defaults to the real time. */
  now?: () => Date;
}

/** The wait before attempt n+1 after n failed attempts: 1, 2, 4 … minutes, at most an hour. */
export function backoff(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

interface Plan {
  /** The phone's channels in order: the next is tried only when the one before failed for good. */
  phone: { channel: 'whatsapp' | 'sms'; send: () => Promise<ChannelResult> }[];
  email: (() => Promise<ChannelResult>) | null;
  /** Why a channel is not used, for a message no channel can deliver. */
  notUsed: NoChannelReason[];
}

const failed = (messageId: number, reason: string, channels: ChannelReport[] = []): DeliveryOutcome => ({ outcome: 'failed', messageId, reason, channels });

export async function deliverMessage(deps: DeliveryDeps, messageId: number): Promise<DeliveryOutcome> {
  const { db, config } = deps;
  const clock = deps.now ?? (() => new Date());
  const message = await findOutboxMessage(db, messageId);
  if (!message) return failed(messageId, `There is no message ${messageId} in the outbox`);
  if (message.params === null) return failed(messageId, 'An admin recorded this message and delivered it by hand');
  if (!isMessageType(message.topic)) return failed(messageId, `"${message.topic}" is not a declared message type`);
  const params = parseMessageParams(message.params);
  if (!params) return failed(messageId, 'The message\'s stored values cannot be read');
  const declaration = MESSAGE_TYPE_DECLARATIONS[message.topic];
  const language = isMessageLanguage(message.language) ? message.language : 'en';
  const composed = declaration.compose(language, params);
  const phone = /^91[6-9]\d{9}$/.test(message.phone) ? message.phone : null;

  const plan: Plan = { phone: [], email: null, notUsed: [] };
  const notUsed = (code: NoChannelReason) => plan.notUsed.push(code);
  if (!phone) notUsed('no_phone');
  if (phone && config.whatsapp && declaration.whatsappTemplate) {
    if ((await findOptIn(db, phone)).opted_in) {
      const whatsapp = config.whatsapp;
      const template = declaration.whatsappTemplate;
      plan.phone.push({
        channel: 'whatsapp',
        send: () =>
          sendWhatsAppTemplate(whatsapp, config.timeoutMs, {
            to: phone,
            template,
            languageCode: WHATSAPP_LANGUAGE[language],
            parameters: declaration.whatsappParams.map((key) => params[key] ?? ''),
          }, idempotencyKey(messageId, 'whatsapp')),
      });
    } else notUsed('whatsapp_not_agreed');
  } else if (phone) notUsed(config.whatsapp ? 'whatsapp_no_template' : 'whatsapp_off');
  if (phone && config.sms && declaration.dltTemplateId) {
    const sms = config.sms;
    const dltTemplateId = declaration.dltTemplateId;
    plan.phone.push({ channel: 'sms', send: () => sendSms(sms, config.timeoutMs, { to: phone, text: composed.sms, dltTemplateId }, idempotencyKey(messageId, 'sms')) });
  } else if (phone) notUsed(config.sms ? 'sms_no_dlt_template' : 'sms_off');
  const address = !config.email ? '' : message.user_id === null ? (message.email ?? '').trim() : ((await vendorEmail(db, message.user_id)) ?? '').trim();
  if (config.email && isEmailAddress(address)) {
    const email = config.email;
    plan.email = () => sendEmail(email, config.timeoutMs, { to: address, language, subject: composed.subject, text: composed.text, key: idempotencyKey(messageId, 'email') });
  } else notUsed(config.email ? 'no_email' : 'email_off');

  if (plan.phone.length === 0 && !plan.email) {
    // Stored on the message (the outbox says why, in the admin's language); a message a channel took stays as it is.
    if (message.status === 'queued') await settleMessage(db, messageId, 'failed', undefined, plan.notUsed);
    const words = plan.notUsed.map((code) => NO_CHANNEL_WORDS[code].replace('%{recipient}', message.recipient));
    return failed(messageId, `No channel can deliver this message: ${words.join('; ')}`);
  }

  const existing = new Map<MessageChannel, DeliveryRow>((await deliveriesOf(db, [messageId])).map((row) => [row.channel, row]));
  const reports: ChannelReport[] = [];

  const attempt = async (channel: MessageChannel, send: () => Promise<ChannelResult>, quiet: boolean): Promise<ChannelReport> => {
    const before = existing.get(channel);
    if (before && isDone(before.status)) return { channel, status: 'sent', providerId: before.provider_id, attempted: false };
    if (before?.status === 'failed') return { channel, status: 'failed', error: before.last_error ?? 'failed', attempted: false };
    const now = clock();
    const quietEnd = quiet ? quietHoursEnd(now) : null;
    if (quietEnd) {
      const reason = 'quiet hours for reminders (21:00-09:00 India time)';
      await deferDelivery(db, messageId, channel, quietEnd.toISOString(), reason, now.toISOString());
      return { channel, status: 'retry', error: reason, retryAt: quietEnd.toISOString(), attempted: false };
    }
    const stale = new Date(now.getTime() - 2 * config.timeoutMs - 60_000).toISOString();
    if (!(await claimDelivery(db, messageId, channel, now.toISOString(), stale))) {
      const retryAt = new Date(now.getTime() + 60_000).toISOString();
      return { channel, status: 'retry', error: 'another attempt on this channel is under way', retryAt, attempted: false };
    }
    const result = await send();
    const done = clock();
    if (result.kind === 'sent') {
      await recordAttempt(db, messageId, channel, { status: 'sent', providerId: result.providerId, now: done.toISOString() });
      return { channel, status: 'sent', providerId: result.providerId, attempted: true };
    }
    if (result.kind === 'failed') {
      await recordAttempt(db, messageId, channel, { status: 'failed', error: result.error, now: done.toISOString() });
      return { channel, status: 'failed', error: result.error, attempted: true };
    }
    const retryAt = (result.retryAt ?? new Date(done.getTime() + backoff((before?.attempts ?? 0) + 1))).toISOString();
    await recordAttempt(db, messageId, channel, { status: 'retry', error: result.error, retryAt, now: done.toISOString() });
    return { channel, status: 'retry', error: result.error, retryAt, attempted: true };
  };

  const quiet = declaration.purpose === 'reminder';
  for (const step of plan.phone) {
    const report = await attempt(step.channel, step.send, quiet);
    reports.push(report);
    if (report.status !== 'failed') break;
  }
  if (plan.email) reports.push(await attempt('email', plan.email, false));

  const order = (report: ChannelReport) => MESSAGE_CHANNELS.indexOf(report.channel);
  reports.sort((a, b) => order(a) - order(b));
  const sent = reports.filter((r) => r.status === 'sent');
  const waiting = reports.filter((r) => r.status === 'retry');
  if (sent[0] && message.status !== 'sent') await settleMessage(db, messageId, 'sent', sent[0].channel);
  if (waiting.length > 0) {
    const first = waiting.reduce((a, b) => ((a.retryAt ?? '') <= (b.retryAt ?? '') ? a : b));
    return { outcome: 'retry', messageId, retryAt: first.retryAt ?? clock().toISOString(), reason: `${first.channel}: ${first.error ?? ''}`, channels: reports };
  }
  if (sent.length > 0) return { outcome: 'sent', messageId, channels: reports };
  if (message.status === 'queued') await settleMessage(db, messageId, 'failed');
  return failed(messageId, reports.map((r) => `${r.channel}: ${r.error ?? 'failed'}`).join('; '), reports);
}
