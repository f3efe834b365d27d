/** Contract tests of the call requests: newest first, notes, delete. */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCallRequest } from '../../server/repositories/callRequests.ts';
import { callKey, callsOf, contractOf } from '../helpers/contract.ts';
import { withAdminSession } from '../helpers/adminSession.ts';
import type { TestServer } from '../helpers/server.ts';

const covered = new Set<string>();
const contract = (key: string, fn: () => Promise<void>) => {
  covered.add(key);
  it(key, fn);
};

describe('call requests', () => {
  let server: TestServer;
  const ids: number[] = [];
  const request = withAdminSession((started) => {
    server = started;
  });

  beforeAll(async () => {
    // Visitors create call requests through the consumer app, which is outside this server: insert them directly.
    const db = server.app.db;
    ids.push(await insertCallRequest(db, { phone_number: '9876543210', notes: null, created_at: '2026-01-01T10:00:00.000Z' }));
    ids.push(await insertCallRequest(db, { phone_number: '9123456780', notes: 'Call after 5 pm', created_at: '2026-01-03T10:00:00.000Z' }));
    ids.push(await insertCallRequest(db, { phone_number: '9000000001', notes: null, created_at: '2026-01-02T10:00:00.000Z' }));
  });

  contract('GET /getCallRequests', async () => {
    const res = await request('GET', '/getCallRequests');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((r) => r.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(list[0]).toEqual({ id: ids[1], phone_number: '9123456780', notes: 'Call after 5 pm', created_at: '2026-01-03T10:00:00.000Z', source: null });
    expect(list[2]?.notes).toBeNull();
  });

  contract('PUT /updateNotes/{id}', async () => {
    const res = await request('PUT', `/updateNotes/${ids[0]}`, { notes: '  Wants 20 kg onions daily ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], notes: 'Wants 20 kg onions daily', phone_number: '9876543210' });
    const list = (await request('GET', '/getCallRequests')).json() as Array<{ id: number; notes: string | null }>;
    expect(list.find((r) => r.id === ids[0])?.notes).toBe('Wants 20 kg onions daily');
    expect((await request('PUT', '/updateNotes/999999', { notes: 'x' })).statusCode).toBe(404);
  });

  contract('DELETE /callrequest/deleteRow/{id}', async () => {
    const res = await request('DELETE', `/callrequest/deleteRow/${ids[2]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: ids[2] });
    const list = (await request('GET', '/getCallRequests')).json() as Array<{ id: number }>;
    expect(list.some((r) => r.id === ids[2])).toBe(false);
    expect((await request('DELETE', `/callrequest/deleteRow/${ids[2]}`)).statusCode).toBe(404);
  });

  it('covers every call-request call of the contract', async () => {
    const contract = contractOf((await request('GET', '/api/openapi.json')).json());
    expect([...covered].sort()).toEqual(callsOf(contract, 'callRequests').map(callKey).sort());
  });
});
