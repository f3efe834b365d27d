/**
 * A burst of automatic messages and the receivers that count them, for the delivery fault tests
 * (tests/reliability/delivery*.test.ts) and the delivery bench: local stand-ins for Meta's Graph API and an SMS
 * gateway that deduplicate by our Idempotency-Key as the providers would (providerServer.ts `idempotentAnswers`),
 * the server's delivery settings pointing at them (as config and as environment), and buyer enquiries queued
 * through the event function (server/delivery/events.ts), every other number agreed to WhatsApp.
 */
import crypto from 'node:crypto';
import type { Config } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import { enquiryWithNotice } from '../../server/delivery/events.ts';
import type { MessageNotifier } from '../../server/delivery/notices.ts';
import { saveOptIn } from '../../server/repositories/messages.ts';
import { idempotentAnswers, startProvider, type IdempotentLedger, type ProviderRequest, type TestProvider } from './providerServer.ts';

const PHONE_NUMBER_ID = '109876543210';
const TOKEN = 'EAAG-delivery-burst-token';
const SMS_KEY = 'delivery-burst-sms-key';

export interface BurstReceivers {
  graph: TestProvider;
  sms: TestProvider;
  whatsapp: IdempotentLedger;
  smsLedger: IdempotentLedger;
  /** The app's `delivery` settings. */
  config: Config['delivery'];
  /** The same as environment variables, for a server in its own process. */
  env: Record<string, string>;
  /** Every key either provider delivered, each once by construction; with `replays`, the requests that repeated one. */
  delivered(): string[];
  replays(): number;
  close(): Promise<void>;
}

const shapeOf = (path: string, token: string) => (request: ProviderRequest) =>
  request.method !== 'POST' || request.path !== path ? `unexpected ${request.method} ${request.path}` : request.headers.authorization !== `Bearer ${token}` ? 'bad Authorization' : null;

/** `delayMs`: each provider takes this long to answer, so a burst has sends in flight when the server is killed. */
export async function startBurstReceivers(delayMs = 0): Promise<BurstReceivers> {
  const [graph, sms] = await Promise.all([startProvider(shapeOf(`/v21.0/${PHONE_NUMBER_ID}/messages`, TOKEN)), startProvider(shapeOf('/send', SMS_KEY))]);
  const wait = () => (delayMs ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve());
  const whatsapp = idempotentAnswers(async () => {
    await wait();
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.${crypto.randomUUID()}` }] } };
  });
  const gateway = idempotentAnswers(async () => {
    await wait();
    return { status: 200, body: { id: `sms-${crypto.randomUUID()}` } };
  });
  graph.answer = whatsapp.answer;
  sms.answer = gateway.answer;
  const config: Config['delivery'] = {
    email: null,
    whatsapp: { apiUrl: `${graph.url}/v21.0`, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, appSecret: 'burst-secret', verifyToken: undefined },
    sms: { apiUrl: `${sms.url}/send`, apiKey: SMS_KEY, senderId: 'MKTPLC' },
    timeoutMs: 2000,
  };
  return {
    graph,
    sms,
    whatsapp: whatsapp.ledger,
    smsLedger: gateway.ledger,
    config,
    env: {
      WHATSAPP_API_URL: `${graph.url}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: 'burst-secret',
      SMS_API_URL: `${sms.url}/send`,
      SMS_API_KEY: SMS_KEY,
      SMS_SENDER_ID: 'MKTPLC',
      DELIVERY_TIMEOUT_MS: String(config.timeoutMs),
    },
    delivered: () => [...whatsapp.ledger.delivered.keys(), ...gateway.ledger.delivered.keys()],
    replays: () => whatsapp.ledger.replays.length + gateway.ledger.replays.length,
    close: async () => {
      await Promise.all([graph.close(), sms.close()]);
    },
  };
}

/** A buyer's mobile number (10 digits) for the n-th enquiry of a burst. */
export const burstPhone = (n: number) => `98${String(n).padStart(8, '0')}`;

/**
 * Queues `count` buyer enquiries from `first` on, each through the enquiry event (the call request, its message and
 * the message's delivery job in one transaction); even ones from a number that agreed to WhatsApp, odd ones by SMS.
 * `parallel`: this many events at once (each its own transaction), as many requests would. Answers the messages'
 * ids, each with the channel it should reach.
 */
export async function queueEnquiryBurst(
  db: Db,
  notifier: MessageNotifier | undefined,
  count: number,
  first = 0,
  parallel = 1,
): Promise<Map<number, 'whatsapp' | 'sms'>> {
  if (!notifier) throw new Error('no delivery channel is configured: nothing would be queued');
  const at = new Date().toISOString();
  for (let n = first; n < first + count; n += 2) await saveOptIn(db, `91${burstPhone(n)}`, true, 'burst', null);
  let next = first;
  const producer = async () => {
    for (let n = next++; n < first + count; n = next++) {
      const enquiry = { name: `Buyer ${n}`, business: `Hotel ${n}`, phoneNumber: burstPhone(n), city: 'Madurai', needs: '20 kg onions daily' };
      await enquiryWithNotice(db, notifier, enquiry, n % 3 === 0 ? 'ta' : 'en', { language: 'en', at });
    }
  };
  await Promise.all(Array.from({ length: parallel }, producer));
  const rows = await db.selectFrom('vendor_messages').select(['id', 'phone']).where('topic', '=', 'buyer_enquiry').execute();
  const wanted = new Set(Array.from({ length: count }, (_, i) => `91${burstPhone(first + i)}`));
  const channels = new Map<number, 'whatsapp' | 'sms'>();
  for (const row of rows) {
    if (!wanted.has(row.phone)) continue;
    const n = Number(row.phone.slice(4));
    channels.set(row.id, n % 2 === first % 2 ? 'whatsapp' : 'sms');
  }
  return channels;
}

/** The keys the receivers should hold for `channels`, sorted (http.ts `idempotencyKey`). */
export const expectedKeys = (channels: Map<number, 'whatsapp' | 'sms'>) => [...channels].map(([id, channel]) => `message-${id}-${channel}`).sort();
