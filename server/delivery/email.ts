/**
 * E-mail over SMTP with nodemailer: SMTP_URL (smtp:// with STARTTLS when offered, or smtps://) and MAIL_FROM. The
 * plain text and an HTML body carry the same words in the vendor's language. An SMTP 5xx (a mailbox that does not
 * exist) is a refusal; a 4xx, a timeout or a connection that fails is worth another try.
 */
import nodemailer from 'nodemailer';
import type { MessageLanguage } from '../../src/domain/decisionMessages.ts';
import type { DeliveryConfig } from '../config.ts';
import type { ChannelResult } from './outcome.ts';

export interface EmailMessage {
  to: string;
  language: MessageLanguage;
  subject: string;
  text: string;
  /** Names the message (`message-41-email`): its Message-ID is made of it, the same on every attempt, so a mailbox shows a mail repeated after a crash once. */
  key?: string;
}

/** `<key@domain of MAIL_FROM>`: a Message-ID that names the message, not the attempt. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${key}@${domain}>`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML body: one paragraph per line of the text, in the message's language. */
export function htmlBody(language: MessageLanguage, subject: string, text: string): string {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${paragraphs}\n</body></html>`;
}

export const isEmailAddress = (value: string) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value);

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

export async function sendEmail(config: NonNullable<DeliveryConfig['email']>, timeoutMs: number, message: EmailMessage): Promise<ChannelResult> {
  const transport = nodemailer.createTransport(config.smtpUrl, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as never);
  try {
    const info = await transport.sendMail({
      from: config.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: htmlBody(message.language, message.subject, message.text),
      headers: { 'Content-Language': message.language },
      ...(message.key ? { messageId: messageIdOf(message.key, config.from) } : {}),
    });
    return { kind: 'sent', providerId: typeof info.messageId === 'string' ? info.messageId : null };
  } catch (error) {
    const smtp = error as SmtpError;
    const said = smtp.response ? `: ${smtp.response.slice(0, 200)}` : '';
    if (smtp.code === 'EAUTH') return { kind: 'retry', error: 'The mail server refused the login (check SMTP_URL)' };
    if (smtp.responseCode !== undefined && smtp.responseCode >= 500) return { kind: 'failed', error: `The mail server refused the message (${smtp.responseCode})${said}` };
    if (smtp.responseCode !== undefined) return { kind: 'retry', error: `The mail server asked to try later (${smtp.responseCode})${said}` };
    return { kind: 'retry', error: `The mail server could not be reached (${smtp.code ?? smtp.message})` };
  } finally {
    transport.close();
  }
}
