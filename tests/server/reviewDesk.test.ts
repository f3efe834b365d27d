/**
 * The review desk over the real server: every transition allowed and refused, reasons, the poster rule, the
 * legacy lists and approve call, claims, the vendor's side, admin accounts and the last owner, and roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_STATES, TRANSITIONS, ADMIN_ACTIONS, reasonRequired, type ReviewAction, type ReviewState } from '../../src/domain/review.ts';
import { withAdminSession, type Method } from '../helpers/adminSession.ts';
import { TEST_ADMIN, type TestServer } from '../helpers/server.ts';
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../server/db/types.ts';
import { approveVendor, decide } from '../../server/review/decisions.ts';
import { decisionNotifier, type DecisionNotifier } from '../../server/delivery/decisionMessages.ts';
import { MESSAGE_DELIVERY_JOB } from '../../server/delivery/jobHandler.ts';
import { engineOf } from '../../server/db/engines/index.ts';
import { configOfKind } from '../../server/routes/vendors/kinds.ts';

let server: TestServer;
const request = withAdminSession((s) => (server = s), { seed: 'demo', seedVendors: 30 });

/** Unverified vendor ids of the demo seed, each given a poster so approval is possible unless a test removes it. */
let fresh: { id: number; kind: string }[] = [];
const next = (kind?: string) => {
  const index = kind ? fresh.findIndex((vendor) => vendor.kind === kind) : 0;
  const [vendor] = index < 0 ? [] : fresh.splice(index, 1);
  if (vendor === undefined) throw new Error('ran out of demo vendors');
  return vendor.id;
};

beforeAll(async () => {
  const db = server.app.db;
  const unverified = await db.selectFrom('vendor_users').select(['id', 'kind']).where('verification', '=', 0).orderBy('id').execute();
  // Round-robin over the kinds, so every kind has vendors left for the tests that need one.
  const rank = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const { id, kind } of unverified) {
    const n = seen.get(kind) ?? 0;
    rank.set(id, n);
    seen.set(kind, n + 1);
  }
  fresh = unverified.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  await db
    .updateTable('vendor_users')
    .set((eb) => ({ poster: eb.fn.coalesce('poster', eb.val('poster.png')) }))
    .where('verification', '=', 0)
    .execute();
});

const verificationOf = async (id: number) =>
  (await server.app.db.selectFrom('vendor_users').select('verification').where('id', '=', id).executeTakeFirstOrThrow()).verification;
const removePoster = (id: number) => server.app.db.updateTable('vendor_users').set({ poster: null }).where('id', '=', id).execute();

const decideOn = (id: number, action: ReviewAction, reason?: string) =>
  request('POST', `/api/reviews/${id}/decision`, { action, ...(reason ? { reason } : {}) });

/** A vendor brought into `state` through the desk's own decisions. */
async function vendorIn(state: ReviewState): Promise<number> {
  const id = next();
  const path: Record<ReviewState, [ReviewAction, string?][]> = {
    applied: [],
    changes_requested: [['request_changes', 'Photos are blurred']],
    approved: [['approve']],
    rejected: [['reject', 'Not a real business']],
    suspended: [['approve'], ['suspend', 'Complaints']],
  };
  for (const [action, reason] of path[state]) expect((await decideOn(id, action, reason)).statusCode).toBe(200);
  expect((await request('GET', `/api/reviews/${id}`)).json().state).toBe(state);
  return id;
}

describe('transitions', () => {
  const cases = REVIEW_STATES.flatMap((state) => ADMIN_ACTIONS.map((action) => [state, action] as const));
  it.each(cases)('from %s, %s', async (state, action) => {
    const id = await vendorIn(state);
    const res = await decideOn(id, action, 'A reason the vendor can act on');
    const allowed = TRANSITIONS[action].from.includes(state);
    expect(res.statusCode, res.body).toBe(allowed ? 200 : 409);
    const after = (await request('GET', `/api/reviews/${id}`)).json();
    expect(after.state).toBe(allowed ? TRANSITIONS[action].to : state);
    const verified = await verificationOf(id);
    expect(verified).toBe(after.state === 'approved' ? 1 : 0);
  });

  it.each(['request_changes', 'reject', 'suspend'] as const)('%s without a reason is a 400 naming reason, and changes nothing', async (action) => {
    const id = await vendorIn(action === 'suspend' ? 'approved' : 'applied');
    const before = (await request('GET', `/api/reviews/${id}`)).json();
    const res = await decideOn(id, action, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reason: reasonRequired });
    expect((await request('GET', `/api/reviews/${id}`)).json()).toEqual(before);
  });

  it('approve keeps the poster rule', async () => {
    const id = next();
    await removePoster(id);
    const res = await decideOn(id, 'approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.poster).toBe('Please select a poster image before verifying the user');
  });

  it('an unknown action is a 400 naming action', async () => {
    const res = await request('POST', `/api/reviews/${next()}/decision`, { action: 'promote' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['action']);
  });
});

describe('the legacy lists and approve call', () => {
  it('rejected and suspended vendors are in neither legacy list; the SPEC approve refuses them', async () => {
    const rejected = await vendorIn('rejected');
    const suspended = await vendorIn('suspended');
    const kinds = await server.app.db.selectFrom('vendor_users').select(['id', 'kind']).where('id', 'in', [rejected, suspended]).execute();
    for (const { id, kind } of kinds) {
      for (const state of ['unverified', 'verified']) {
        const list = (await request('GET', `/api/${kind}/${state}/list`)).json() as { user_id: number }[];
        expect(list.map((v) => v.user_id)).not.toContain(id);
      }
    }
    const vegetable = next('vegetable');
    expect((await decideOn(vegetable, 'reject', 'Duplicate')).statusCode).toBe(200);
    const res = await request('POST', `/admin/vendor/verify/${vegetable}`);
    expect(res.statusCode).toBe(409);
  });

  it('the SPEC approve is the approve transition, with its audit entry', async () => {
    const id = next('professional');
    expect((await request('POST', `/admin/professional/verify/${id}`)).statusCode).toBe(200);
    expect((await request('GET', `/api/reviews/${id}`)).json().state).toBe('approved');
    const history = (await request('GET', `/api/reviews/${id}/history`)).json() as { action: string; actor: string }[];
    expect(history.map((e) => e.action)).toContain('review.approve');
  });

  it("reads the vendor's row once, in the decision's transaction, and answers the approved record", async () => {
    const reads: string[] = [];
    const counted = server.app.db.withPlugin(selectsFrom(server.app.db, 'vendor_users', reads));
    const id = next('transport');
    const approved = await approveVendor(counted, configOfKind(server.app, 'transport'), { userId: id });
    expect(reads).toHaveLength(1);
    expect(approved).toMatchObject({ user_id: id, verification: 1 });

    const other = next('transport');
    const res = await request('POST', `/admin/transport/verify/${other}`);
    expect(res.statusCode).toBe(200);
    const listed = ((await request('GET', '/api/transport/verified/list')).json() as { user_id: number }[]).find((v) => v.user_id === other);
    expect(listed).toMatchObject(res.json() as object);
  });
  it("queues the decision's message without reading the vendor again: the decision's audit entry, the message and its job in one statement (PostgreSQL) or three (SQLite)", async () => {
    const engine = engineOf(server.app.db).name;
    const approvals = {
      desk: (db: Db, id: number, notifier: DecisionNotifier) => decide(db, id, 'approve', null, notifier),
      legacy: (db: Db, id: number, notifier: DecisionNotifier) => approveVendor(db, configOfKind(server.app, 'transport'), { userId: id }, notifier),
    };
    for (const [name, approve] of Object.entries(approvals)) {
      const reads: string[] = [];
      const run: string[] = [];
      let enqueue: string[] = [];
      const notifier = decisionNotifier(() => {});
      // The statements the enqueue runs, counted around the notifier the decision calls (as bench/delivery.ts times it).
      const counting: DecisionNotifier = {
        async queue(trx, decision) {
          const from = run.length;
          await notifier.queue(trx, decision);
          enqueue = run.slice(from);
        },
        committed: notifier.committed,
      };
      const id = next('transport');
      await approve(server.app.db.withPlugin(selectsFrom(server.app.db, 'vendor_users', reads)).withPlugin(statementsRun(server.app.db, run)), id, counting);
      // The desk's decision reads the vendor's state, then its kind for the required documents; the legacy approve its record.
      expect(reads, name).toHaveLength(name === 'legacy' ? 1 : 2);
      expect(enqueue.filter((statement) => /^\s*select/i.test(statement)), name).toEqual([]);
      const inserts = enqueue.map((statement) => [...statement.matchAll(/insert into "(\w+)"/gi)].map((match) => match[1]));
      expect(inserts, name).toEqual(engine === 'postgres' ? [['audit_log', 'vendor_messages', 'jobs']] : [['audit_log'], ['vendor_messages'], ['jobs']]);
      // The decision's entry, written once (with the message, not also by the decision).
      const entries = await server.app.db.selectFrom('audit_log').select(['action', 'after']).where('vendor_id', '=', id).where('entity', '=', 'vendor_reviews').execute();
      expect(entries, name).toEqual([{ action: 'review.approve', after: JSON.stringify({ state: 'approved' }) }]);
      const message = await server.app.db.selectFrom('vendor_messages').select(['id', 'kind', 'text']).where('user_id', '=', id).executeTakeFirstOrThrow();
      expect(message.kind).toBe('transport');
      const job = await server.app.db.selectFrom('jobs').select(['kind', 'payload', 'state']).where('key', '=', `message:${message.id}`).executeTakeFirstOrThrow();
      expect(job, name).toEqual({ kind: MESSAGE_DELIVERY_JOB, payload: JSON.stringify({ messageId: message.id }), state: 'queued' });
    }
  });
});

/** Records every statement a query through the plugged database runs. */
function statementsRun(db: Db, seen: string[]): KyselyPlugin {
  return {
    transformQuery({ node, queryId }) {
      seen.push(db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** Records each SELECT of `table` (FROM or JOIN, raw SQL too) that a query through the plugged database runs. */
function selectsFrom(db: Db, table: string, seen: string[]): KyselyPlugin {
  const reads = new RegExp(`\\b(from|join)\\s+"?${table}"?(\\s|$)`, 'i');
  return {
    transformQuery({ node, queryId }) {
      const { sql } = db.getExecutor().compileQuery(node, queryId);
      if (/^\s*select/i.test(sql) && reads.test(sql)) seen.push(sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describe('queue, counts and claims', () => {
  it('lists by state, oldest first, with days waiting and Content-Range', async () => {
    const res = await request('GET', `/api/reviews?filter=${encodeURIComponent('{"state":"applied"}')}&range=[0,4]`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { state: string; created_at: string; days_waiting: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === 'applied' && Number.isInteger(r.days_waiting))).toBe(true);
    expect([...rows].map((r) => r.created_at)).toEqual([...rows].map((r) => r.created_at).sort());
    const counts = (await request('GET', '/api/reviews/counts')).json();
    expect(res.headers['content-range']).toMatch(new RegExp(`^reviews 0-${rows.length - 1}/${counts.applied}$`));
  });

  it('a bad filter is a 400 naming the parameter', async () => {
    const res = await request('GET', `/api/reviews?filter=${encodeURIComponent('{"state":"pending"}')}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['filter']);
  });

  it('bulk decisions report what was done and what was refused, and why', async () => {
    const ok = next();
    const noPoster = next();
    await removePoster(noPoster);
    const res = await request('POST', '/api/reviews/bulk', { ids: [ok, noPoster], action: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: ok, ok: true, state: 'approved' },
      { id: noPoster, ok: false, error: 'Please select a poster image before verifying the user' },
    ]);
  });
});

async function loginAs(role: string, email = `${role}-${Math.random().toString(36).slice(2)}@test.local`): Promise<{ cookie: string; id: number }> {
  const created = await request('POST', '/api/admins', { email, name: `The ${role}`, role, password: 'a-long-password' });
  expect(created.statusCode, created.body).toBe(201);
  const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: 'a-long-password' } });
  expect(res.statusCode).toBe(200);
  expect(res.json().user.role).toBe(role);
  const setCookie = res.headers['set-cookie'];
  return { cookie: String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '', id: created.json().id };
}

const as = (cookie: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('claims between two reviewers', () => {
  it('the second reviewer sees who holds a vendor and cannot take it; release frees it', async () => {
    const a = await loginAs('reviewer');
    const b = await loginAs('reviewer');
    const id = next();
    expect((await as(a.cookie, 'POST', `/api/reviews/${id}/claim`)).json()).toMatchObject({ claimed_by: a.id, claimed_by_name: 'The reviewer' });
    const taken = await as(b.cookie, 'POST', `/api/reviews/${id}/claim`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The reviewer is reviewing this vendor');
    expect((await as(b.cookie, 'GET', `/api/reviews/${id}`)).json().claimed_by).toBe(a.id);
    await as(a.cookie, 'DELETE', `/api/reviews/${id}/claim`);
    expect((await as(b.cookie, 'POST', `/api/reviews/${id}/claim`)).json().claimed_by).toBe(b.id);
  });
});

describe('admin accounts', () => {
  it('the last active owner cannot be demoted or deactivated', async () => {
    const owners = (await request('GET', '/api/admins')).json() as { id: number; email: string; role: string; active: boolean }[];
    // The demo seed's owner steps down; the test admin is then the last owner.
    for (const other of owners.filter((a) => a.role === 'owner' && a.email !== TEST_ADMIN.email)) {
      expect((await request('PUT', `/api/admins/${other.id}`, { role: 'reviewer' })).statusCode).toBe(200);
    }
    const owner = owners.find((a) => a.email === TEST_ADMIN.email);
    expect((await request('PUT', `/api/admins/${String(owner?.id)}`, { role: 'viewer' })).statusCode).toBe(409);
    expect((await request('PUT', `/api/admins/${String(owner?.id)}`, { active: false })).statusCode).toBe(409);
  });

  it("a deactivated admin's session ends at once, and it cannot log in", async () => {
    const viewer = await loginAs('viewer', 'leaving@test.local');
    expect((await as(viewer.cookie, 'GET', '/api/reviews/counts')).statusCode).toBe(200);
    expect((await request('PUT', `/api/admins/${viewer.id}`, { active: false })).statusCode).toBe(200);
    expect((await as(viewer.cookie, 'GET', '/api/reviews/counts')).statusCode).toBe(401);
    const again = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'leaving@test.local', password: 'a-long-password' } });
    expect(again.statusCode).toBe(401);
  });

  it('every admin can change their own password, given the current one', async () => {
    const viewer = await loginAs('viewer', 'own-password@test.local');
    const wrong = await as(viewer.cookie, 'PUT', '/api/admin/password', { currentPassword: 'nope', newPassword: 'another-long-one' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['currentPassword']);
    expect((await as(viewer.cookie, 'PUT', '/api/admin/password', { currentPassword: 'a-long-password', newPassword: 'another-long-one' })).statusCode).toBe(200);
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'own-password@test.local', password: 'another-long-one' } });
    expect(login.statusCode).toBe(200);
  });

  it('a duplicate e-mail is a 409 naming email; a bad role a 400 naming role', async () => {
    await loginAs('catalog', 'twice@test.local');
    const dup = await request('POST', '/api/admins', { email: 'twice@test.local', name: 'X', role: 'viewer', password: 'a-long-password' });
    expect(dup.statusCode).toBe(409);
    expect(Object.keys(dup.json().errors)).toEqual(['email']);
    const bad = await request('POST', '/api/admins', { email: 'new@test.local', name: 'X', role: 'king', password: 'a-long-password' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['role']);
  });
});

describe("the vendor's side", () => {
  it('sees the state and reason, resubmits corrected details, and is back in the queue', async () => {
    const id = next();
    await server.app.db
      .updateTable('vendor_users')
      .set((eb) => ({ password_hash: eb.selectFrom('vendor_users as v').select('v.password_hash').where('v.phoneNumber', 'is not', null).where('v.id', '=', id) }))
      .where('id', '=', id)
      .execute();
    const vendor = await server.app.db.selectFrom('vendor_users').select(['kind', 'phoneNumber']).where('id', '=', id).executeTakeFirstOrThrow();
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: vendor.kind, phoneNumber: vendor.phoneNumber, password: 'vendor123' } });
    expect(login.statusCode, login.body).toBe(200);
    const bearer = { authorization: `Bearer ${login.json().token}` };
    const early = await server.app.inject({ method: 'POST', url: '/api/vendor/resubmit', headers: bearer, payload: { name: 'N', email: 'n@example.com', city: 'Palani', description: 'D' } });
    expect(early.statusCode).toBe(409);
    await decideOn(id, 'request_changes', 'Please add your shop number');
    const seen = await server.app.inject({ method: 'GET', url: '/api/vendor/review', headers: bearer });
    expect(seen.json()).toEqual({ state: 'changes_requested', reason: 'Please add your shop number' });
    const resubmit = await server.app.inject({
      method: 'POST',
      url: '/api/vendor/resubmit',
      headers: bearer,
      payload: { name: 'Corrected Name', email: 'fixed@example.com', city: 'Palani', description: 'Shop 12, Main Road' },
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json().state).toBe('applied');
    const history = (await request('GET', `/api/reviews/${id}/history`)).json() as { action: string; actor: string; admin_name: string | null }[];
    const steps = history.filter((e) => e.action.startsWith('review.'));
    expect(steps.map((e) => [e.action, e.actor])).toEqual([
      ['review.request_changes', 'admin'],
      ['review.resubmit', 'vendor'],
    ]);
    expect(steps[0]?.admin_name).toBeTruthy();
  });
});
