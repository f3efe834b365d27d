/**
 * PostgreSQL stopped for a few seconds while one app takes concurrent writes (enquiries, vendor applications,
 * vendor edits, category adds and deletes): every request answers within 10 s, those made while PostgreSQL is
 * down answer 503 with a plain { message }, nothing is half-written (what was acknowledged is there; a write
 * answered 503 is wholly there or wholly absent), and the same app answers 200 again once PostgreSQL is back.
 *
 * The cluster is this file's own: stopping the run's shared cluster would fail the other files using it meanwhile.
 * Both ways PostgreSQL goes away are tried: a fast shutdown (sessions ended with admin_shutdown) and an immediate
 * one (the server killed as in a crash, recovery at the restart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseTooSlow, databaseUnreachable } from '../../server/faults.ts';
import { inTransaction, type Db } from '../../server/db/database.ts';
import { haltCluster, restartCluster, serverOnOwnCluster, type Cluster, type ServerOnOwnCluster } from '../helpers/postgres.ts';
import type { TestServer } from '../helpers/server.ts';
import { createVendor, ensureMasterChoices, validEdit } from '../server/vendorFixtures.ts';
import { timedRequest, type TimedAnswer } from './timedRequest.ts';

/** The bound on any answer, PostgreSQL up or down. */
const ANSWER_LIMIT_MS = 10_000;
/** A request still unanswered by then has hung: it is cut off and reported, rather than stalling the test. */
const HANG_LIMIT_MS = 20_000;
/** How long PostgreSQL stays down at least: long enough for every writer to meet it several times. */
const OUTAGE_MS = 3_000;
/** A client's pause between its requests, so the writers keep the pool busy without flooding a 2-core machine. */
const THINK_MS = 20;
const PLAIN_MESSAGES = [databaseUnreachable().message, databaseTooSlow().message];

type Kind = 'enquiry' | 'apply' | 'edit' | 'categoryAdd' | 'categoryDelete';

/** What each write answers when it succeeds. */
const OK_STATUS: Record<Kind, number> = { enquiry: 201, apply: 202, edit: 200, categoryAdd: 200, categoryDelete: 200 };

interface Answer extends TimedAnswer {
  worker: string;
  kind: Kind;
  /** The write's sequence number within its worker: its tag in the data. */
  n: number;
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface Worker {
  name: string;
  kind: Kind;
  /** The n-th write, or null when the worker has nothing left to write. */
  call(n: number): Call | null;
  answers: Answer[];
}

const waitUntil = async (what: string, condition: () => boolean | Promise<boolean>, limitMs: number): Promise<number> => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
};

const ok = (answer: Answer) => answer.status === OK_STATUS[answer.kind];
const duration = (answer: Answer) => answer.answeredAt - answer.sentAt;
const describeAnswer = (answer: Answer) =>
  `${answer.worker} #${answer.n}: ${answer.status || answer.failure} after ${duration(answer)} ms ${JSON.stringify(answer.body)?.slice(0, 200)}`;

async function send(server: TestServer, cookie: string, worker: Worker, n: number, call: Call): Promise<Answer> {
  const answer = await timedRequest(`${server.url}${call.path}`, { method: call.method, cookie, body: call.body, limitMs: HANG_LIMIT_MS });
  return { worker: worker.name, kind: worker.kind, n, ...answer };
}

describe.each(['fast', 'immediate'] as const)('PostgreSQL stopped (%s shutdown) during writes', (mode) => {
  let own: ServerOnOwnCluster;
  let cluster: Cluster;
  let server: TestServer;
  let cookie: string;
  let db: Db;

  beforeAll(async () => {
    // A small pool: writers wait for connections, as they do on a busy server.
    own = await serverOnOwnCluster(`outage_${mode}`, { config: { dbPoolSize: 4, trustProxy: ['127.0.0.1'] } });
    ({ cluster, server, cookie } = own);
    db = server.app.db;
    await ensureMasterChoices(server);
  }, 180_000);

  afterAll(async () => {
    await own?.close();
  });

  it('answers every request within 10 s, 503 while PostgreSQL is down, loses or half-writes nothing, and recovers by itself', { timeout: 240_000 }, async () => {
    // Vendors the edit writers change, one each, and categories with two subcategories each for the deleter: several
    // times what it deletes in a run, even on an idle machine.
    const edited = [await createVendor(server, 'vegetable', { name: 'Edited e0-0' }), await createVendor(server, 'vegetable', { name: 'Edited e1-0' })];
    const categoryIds = await inTransaction(db, async (trx) => {
      const rows = await trx
        .insertInto('vegetable_categories')
        .values(Array.from({ length: 600 }, (_, i) => ({ vegcategory: `Outage ${i}`, image_name: null })))
        .returning('id')
        .execute();
      await trx
        .insertInto('vegetable_subcategories')
        .values(rows.flatMap(({ id }) => ['a', 'b'].map((letter) => ({ category_id: id, subcategoryName: `Outage ${id}${letter}`, subcategoryImage: null }))))
        .execute();
      return rows.map(({ id }) => id);
    });

    const worker = (name: string, kind: Kind, call: (n: number) => Call | null): Worker => ({ name, kind, call, answers: [] });
    /** The n-th phone number of a series: each writer its own, so every write is told apart in the data. */
    const phone = (series: number, n: number) => `9${series}${String(n).padStart(8, '0')}`;
    const workers = [
      ...[0, 1].map((w) =>
        worker(`enquiry${w}`, 'enquiry', (n) => ({
          method: 'POST',
          path: '/api/enquiries',
          body: { name: `Buyer q${w}-${n}`, business: 'Outage Cafe', phoneNumber: phone(w, n), city: 'Madurai', needs: 'Onions' },
        })),
      ),
      worker('apply', 'apply', (n) => ({
        method: 'POST',
        path: '/api/vendor/apply',
        body: {
          name: `Applicant ${n}`,
          phoneNumber: phone(5, n),
          email: `outage${n}@example.com`,
          location: '1 Main Road',
          city: 'Dindigul',
          category: 'vegetable',
          storename: `Applied Store ${n}`,
          business_category: 'Leafy',
          serviceDetails: 'Onions and greens',
          description: 'An applicant of the outage test',
          password: 'vendor-pass-1',
          acceptTerms: 'on',
        },
      })),
      ...edited.map((vendor, w) =>
        worker(`e${w}`, 'edit', (n) => ({
          method: 'PUT',
          path: '/vegeatable/edit',
          // One tag in both tables (vendor_users.name, vegetable_stores.storename): a half-written edit shows as two.
          body: {
            ...validEdit('vegetable', vendor.userId, vendor.phoneNumber),
            name: `Edited e${w}-${n}`,
            storename: `Store e${w}-${n}`,
            storeName: `Store e${w}-${n}`,
          },
        })),
      ),
      worker('categoryAdd', 'categoryAdd', (n) => ({ method: 'POST', path: '/transport/add/category', body: { vehicleCategory: `Van ${n}` } })),
      worker('categoryDelete', 'categoryDelete', (n) => {
        const id = categoryIds[n - 1];
        return id === undefined ? null : { method: 'DELETE', path: `/vegetable/delete/category/${id}`, body: undefined };
      }),
    ];

    let writing = true;
    const running = workers.map(async (w) => {
      for (let n = 1; writing; n++) {
        const call = w.call(n);
        if (!call) return;
        w.answers.push(await send(server, cookie, w, n, call));
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      }
    });
    const answersOf = (w: Worker, from: number) => w.answers.filter((answer) => answer.sentAt >= from);
    let haltStarted = 0;
    let halted = 0;
    let restartStarted = 0;
    let restarted = 0;
    let recoveredAfterMs = 0;
    let recovered = Number.POSITIVE_INFINITY;
    try {
      await waitUntil('every writer succeeding twice before the outage', () => workers.every((w) => w.answers.filter(ok).length >= 2), 60_000);

      haltStarted = Date.now();
      await haltCluster(cluster, mode);
      halted = Date.now();
      await waitUntil(
        `PostgreSQL down for ${OUTAGE_MS} ms and every writer answered three times meanwhile`,
        () => Date.now() - halted >= OUTAGE_MS && workers.every((w) => answersOf(w, halted).length >= 3),
        60_000,
      );

      restartStarted = Date.now();
      await restartCluster(cluster);
      restarted = Date.now();
      // The same app instance, never restarted: the pool replaces the connections PostgreSQL's stop ended.
      recoveredAfterMs = await waitUntil(
        'the app answering 200 again',
        async () => (await fetch(`${server.url}/transport/categories`, { headers: { cookie }, signal: AbortSignal.timeout(HANG_LIMIT_MS) })).status === 200,
        30_000,
      );
      recovered = Date.now();
      await waitUntil('every writer succeeding again after the restart', () => workers.every((w) => answersOf(w, recovered).some(ok)), 30_000);
    } finally {
      writing = false;
      await Promise.all(running);
    }

    const answers = workers.flatMap((w) => w.answers);
    const outage = answers.filter((answer) => answer.sentAt >= halted && answer.answeredAt <= restartStarted);
    console.info(
      `${mode} shutdown: ${answers.length} requests, ${outage.length} while PostgreSQL was down ` +
        `(stop ${halted - haltStarted} ms, down ${restartStarted - halted} ms, start ${restarted - restartStarted} ms), ` +
        `200 again ${recoveredAfterMs} ms after the restart; slowest answer ${Math.max(...answers.map(duration))} ms`,
    );

    // Every request answered, and in time.
    expect(answers.filter((answer) => answer.status === 0).map(describeAnswer)).toEqual([]);
    expect(answers.filter((answer) => duration(answer) >= ANSWER_LIMIT_MS).map(describeAnswer)).toEqual([]);
    // Success or 503 with a plain { message }; nothing else (a 500 is a fault the server did not recognise).
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => !ok(answer) && answer.status !== 503).map(describeAnswer)).toEqual([]);
    for (const answer of unavailable) {
      expect(answer.contentType, describeAnswer(answer)).toMatch(/^application\/json/);
      expect(answer.body, describeAnswer(answer)).toEqual({ message: expect.any(String) });
      expect(PLAIN_MESSAGES, describeAnswer(answer)).toContain((answer.body as { message: string }).message);
    }
    // Before the stop everything succeeded; with PostgreSQL down every write answered 503, each writer several times.
    expect(answers.filter((answer) => answer.answeredAt <= haltStarted && !ok(answer)).map(describeAnswer)).toEqual([]);
    expect(outage.filter((answer) => answer.status !== 503).map(describeAnswer)).toEqual([]);
    for (const w of workers) expect(outage.filter((answer) => answer.worker === w.name).length, w.name).toBeGreaterThanOrEqual(3);
    // Once the app answered 200 again, it kept doing so: no connection PostgreSQL's stop broke was handed out again.
    expect(answers.filter((answer) => answer.sentAt >= recovered && !ok(answer)).map(describeAnswer)).toEqual([]);

    // Nothing half-written: what was acknowledged is there; what answered 503 is there wholly or not at all.
    const answered = (kind: Kind) => answers.filter((answer) => answer.kind === kind);

    const enquiries = await db.selectFrom('call_requests').select(['id', 'notes']).where('source', '=', 'website').execute();
    const enquiryTags = enquiries.map((row) => /^Website enquiry from Buyer (q\d+-\d+),/.exec(row.notes ?? '')?.[1]);
    for (const answer of answered('enquiry')) {
      const tag = `q${answer.worker.slice(-1)}-${answer.n}`;
      const stored = enquiryTags.filter((t) => t === tag).length;
      if (ok(answer)) {
        expect(stored, `${tag} acknowledged`).toBe(1);
        expect(enquiries.find((row) => row.id === (answer.body as { id: number }).id)?.notes, tag).toContain(`Buyer ${tag},`);
      } else expect(stored, `${tag} answered 503`).toBeLessThanOrEqual(1);
    }

    const applicants = await db
      .selectFrom('vendor_users as u')
      .leftJoin('vegetable_stores as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.phoneNumber', 'u.name', 's.storename'])
      // PostgreSQL's search index (engines/postgres.ts), outside the schema both engines share.
      .select(sql<boolean>`exists (SELECT 1 FROM vendor_search f WHERE f.id = u.id)`.as('searchable'))
      .where('u.name', 'like', 'Applicant %')
      .execute();
    for (const answer of answered('apply')) {
      const rows = applicants.filter((row) => row.phoneNumber === phone(5, answer.n));
      if (ok(answer)) expect(rows, `application ${answer.n} acknowledged`).toHaveLength(1);
      else expect(rows.length, `application ${answer.n} answered 503`).toBeLessThanOrEqual(1);
      // The account, its store profile and its search entry, all or none.
      for (const row of rows) {
        expect({ storename: row.storename, searchable: Boolean(row.searchable) }, `application ${answer.n}`).toEqual({ storename: `Applied Store ${answer.n}`, searchable: true });
      }
    }
    // The counts the lists page with are kept by triggers in the same transactions.
    const counted = await db.selectFrom('vendor_counts').select(['kind', 'verification', 'n']).execute();
    const actual = await db.selectFrom('vendor_users').select(['kind', 'verification', sql<number>`count(*)`.as('n')]).groupBy(['kind', 'verification']).execute();
    const byKey = (rows: Array<{ kind: string; verification: number; n: number | string }>) =>
      Object.fromEntries(rows.filter((row) => Number(row.n) > 0).map((row) => [`${row.kind}/${row.verification}`, Number(row.n)]));
    expect(byKey(counted)).toEqual(byKey(actual));

    for (const [w, vendor] of edited.entries()) {
      const row = await db
        .selectFrom('vendor_users as u')
        .innerJoin('vegetable_stores as s', 's.user_id', 'u.id')
        .select(['u.name', 's.storename'])
        .where('u.id', '=', vendor.userId)
        .executeTakeFirstOrThrow();
      const nameTag = Number(/^Edited e\d-(\d+)$/.exec(row.name)?.[1]);
      // The fixture's own store name stands for edit 0.
      const storeTag = row.storename === 'Green Basket' ? 0 : Number(/^Store e\d-(\d+)$/.exec(row.storename)?.[1]);
      expect(storeTag, `vendor ${vendor.userId}: the edit in both tables`).toBe(nameTag);
      const edits = workers.find((x) => x.name === `e${w}`)?.answers ?? [];
      const lastAcknowledged = Math.max(0, ...edits.filter(ok).map((answer) => answer.n));
      expect(nameTag, `vendor ${vendor.userId}: no acknowledged edit lost`).toBeGreaterThanOrEqual(lastAcknowledged);
      expect(nameTag).toBeLessThanOrEqual(edits.length);
    }

    const vans = await db.selectFrom('transport_categories').select('vehicleCategory').where('vehicleCategory', 'like', 'Van %').execute();
    for (const answer of answered('categoryAdd')) {
      const stored = vans.filter((row) => row.vehicleCategory === `Van ${answer.n}`).length;
      if (ok(answer)) expect(stored, `Van ${answer.n} acknowledged`).toBe(1);
      else expect(stored, `Van ${answer.n} answered 503`).toBeLessThanOrEqual(1);
    }

    const attempted = answered('categoryDelete').map((answer) => ({ answer, id: categoryIds[answer.n - 1] as number }));
    const categories = new Set(
      (await db.selectFrom('vegetable_categories').select('id').where('id', 'in', attempted.map(({ id }) => id)).execute()).map((row) => row.id),
    );
    const subcategories = await db
      .selectFrom('vegetable_subcategories')
      .select(['category_id', sql<number>`count(*)`.as('n')])
      .where('category_id', 'in', attempted.map(({ id }) => id))
      .groupBy('category_id')
      .execute();
    for (const { answer, id } of attempted) {
      const left = Number(subcategories.find((row) => row.category_id === id)?.n ?? 0);
      // The category goes with both its subcategories, or all three stay.
      expect({ category: categories.has(id), subcategories: left }, `category ${id}`).toEqual(
        categories.has(id) ? { category: true, subcategories: 2 } : { category: false, subcategories: 0 },
      );
      if (ok(answer)) expect(categories.has(id), `category ${id} deleted`).toBe(false);
    }
  });
});
