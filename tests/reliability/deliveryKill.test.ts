/**
 * kill -9 during a delivery burst, then a restart: every message reaches its receiver exactly once (docs/messages.md
 * "Exactly once"). The product runs as its own process (server/main.ts, the channels pointed at local stand-ins for
 * Meta's Graph API and an SMS gateway that take their time and deduplicate by our Idempotency-Key, as the providers
 * do) and is SIGKILLed with part of the burst delivered and sends in flight; a server started afterwards on the same
 * data, its clock past the dead process's leases and claims, delivers the rest. At the receivers: each message's
 * key once, none missing, none that is not ours. SQLite, and PostgreSQL in unit-pg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, startMain } from '../helpers/mainProcess.ts';
import { expectedKeys, queueEnquiryBurst, startBurstReceivers } from '../helpers/deliveryBurst.ts';
import { startServer } from '../helpers/server.ts';

const MESSAGES = 120;
const LEASE_MS = 2000;

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a delivery burst whose server is killed with -9', () => {
  it('delivers every message exactly once after a restart', { timeout: 120_000 }, async () => {
    const receivers = await startBurstReceivers(30);
    try {
      // The database and the burst made by a server that delivers nothing.
      const first = await startServer({ config: { jobsWorker: false, delivery: receivers.config } });
      const channels = await queueEnquiryBurst(first.app.db, first.app.messageNotifier, MESSAGES);
      const dataDir = first.dataDir;
      await first.close({ keepData: true });
      expect(channels.size).toBe(MESSAGES);

      const urlFile = path.join(dataDir, 'test-database-url');
      const databaseUrl = fs.existsSync(urlFile) ? fs.readFileSync(urlFile, 'utf8') : undefined;
      const { child } = await startMain({
        DATA_DIR: dataDir,
        JOBS_LEASE_MS: String(LEASE_MS),
        JOBS_POLL_MS: '50',
        JOBS_CONCURRENCY: '8',
        ...receivers.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      try {
        await eventually(() => receivers.delivered().length >= MESSAGES / 3, 'a third of the burst at the receivers');
      } finally {
        child.kill('SIGKILL');
        await exited(child);
      }
      const atKill = receivers.delivered().length;
      expect(atKill).toBeLessThan(MESSAGES);

      // Past the dead process's job leases and its channel claims (deliver.ts: twice the timeout plus a minute).
      const ahead = 2 * receivers.config.timeoutMs + 5 * 60_000;
      const second = await startServer({
        dataDir,
        config: { jobsLeaseMs: LEASE_MS, jobsPollMs: 50, jobsConcurrency: 8, delivery: receivers.config },
        build: { clock: () => Date.now() + ahead },
      });
      try {
        const unsent = async () => {
          const row = await second.app.db.selectFrom('vendor_messages').select((eb) => eb.fn.countAll().as('n')).where('topic', '=', 'buyer_enquiry').where('status', '!=', 'sent').executeTakeFirstOrThrow();
          return Number(row.n);
        };
        await eventually(async () => (await unsent()) === 0, 'every message sent after the restart');
        const delivered = receivers.delivered();
        // Each key once (a provider's ledger is a map; a repeated send is a replay, not a delivery), none missing, none foreign.
        expect([...delivered].sort()).toEqual(expectedKeys(channels));
        const deliveries = await second.app.db.selectFrom('message_deliveries').select(['message_id', 'channel', 'status']).execute();
        expect(deliveries.filter((d) => channels.has(d.message_id) && d.status !== 'sent')).toEqual([]);
        expect(deliveries.filter((d) => channels.has(d.message_id))).toHaveLength(MESSAGES);
        expect(receivers.graph.problems.concat(receivers.sms.problems)).toEqual([]);
        console.info(`delivery kill -9: ${atKill} of ${MESSAGES} delivered before the kill, ${receivers.replays()} send(s) repeated after it and answered from the providers' idempotency keys`);
      } finally {
        await second.close();
      }
    } finally {
      await receivers.close();
    }
  });
});
