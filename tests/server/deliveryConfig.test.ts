/** The delivery channels' settings (server/config.ts): each off until configured, named when half given, secrets masked in problems. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, META_GRAPH_API } from '../../server/config.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('delivery settings', () => {
  it('leaves every channel off by default', () => {
    expect(loadConfig({}).delivery).toEqual({ email: null, whatsapp: null, sms: null, timeoutMs: 10_000 });
  });

  it('turns a channel on when its settings are given, WhatsApp on Meta\'s Graph API by default', () => {
    const { delivery } = loadConfig({
      WHATSAPP_PHONE_NUMBER_ID: '1234', WHATSAPP_TOKEN: 't', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v',
      SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Marketplace <noreply@example.com>',
      SMS_API_URL: 'https://sms.example.com/send', SMS_API_KEY: 'k', SMS_SENDER_ID: 'MKTPLC',
    });
    expect(delivery.whatsapp).toEqual({ apiUrl: META_GRAPH_API, phoneNumberId: '1234', token: 't', appSecret: 's', verifyToken: 'v' });
    expect(delivery.email).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Marketplace <noreply@example.com>' });
    expect(delivery.sms).toEqual({ apiUrl: 'https://sms.example.com/send', apiKey: 'k', senderId: 'MKTPLC' });
  });

  it('names what a half-configured channel lacks, and masks a password in a bad SMTP_URL', () => {
    expect(problems({ SMS_API_URL: 'https://sms.example.com/send' })).toEqual([
      'SMS_API_KEY must be set when SMS_API_URL is set',
      'SMS_SENDER_ID must be set when SMS_API_URL is set',
    ]);
    expect(problems({ WHATSAPP_TOKEN: 'secret-token' })).toEqual(['WHATSAPP_PHONE_NUMBER_ID must be set when WHATSAPP_TOKEN is set']);
    const smtp = problems({ SMTP_URL: 'http://user:hunter2@mail.example.com', MAIL_FROM: 'a@b.c' });
    expect(smtp).toHaveLength(1);
    expect(smtp[0]).toMatch(/^SMTP_URL must be an SMTP URL/);
    expect(smtp.join()).not.toContain('hunter2');
  });
});
