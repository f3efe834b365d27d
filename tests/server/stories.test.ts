/**
 * Stories moderation (storyModeration): the SPEC's GET stories lists a day's visible stories only, an admin hides
 * one with a reason (audited), the queue lists the day's stories across vendors, the retention purge removes rows
 * and files, and the vendor portal posts stories checked by content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORY_VIDEO } from '../../server/db/seed/vendors.ts';
import { seedAsset } from '../../server/db/seed/mediaFiles.ts';
import { purgeExpiredStories } from '../../server/stories/retention.ts';
import { vegetable } from '../../src/domain/vendorKinds/index.ts';
import { samples, startServer, type TestServer } from '../helpers/server.ts';
import { seedMasterData, STORE_PASSWORD, VEGETABLE_STORE_APPLICATION } from './portalFixtures.ts';

const PASSWORD = STORE_PASSWORD;
const STORE = VEGETABLE_STORE_APPLICATION;
const HOUR = 3_600_000;
const folder = vegetable.media.stories;

describe('stories moderation', () => {
  let server: TestServer;
  let cookie: string;
  let viewerCookie: string;
  let authorization: string;
  let vendorId: number;

  beforeAll(async () => {
    server = await startServer();
    cookie = await server.login();
    await seedMasterData(server.app.db);
    expect((await server.app.inject({ method: 'POST', url: '/api/vendor/apply', payload: STORE })).statusCode).toBe(202);
    const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'vegetable', phoneNumber: STORE.phoneNumber, password: PASSWORD } });
    authorization = `Bearer ${login.json().token}`;
    vendorId = login.json().user.id;
    const viewer = { email: 'viewer@stories.test', name: 'Viewer', role: 'viewer', password: 'a-long-password' };
    expect((await server.app.inject({ method: 'POST', url: '/api/admins', payload: viewer, headers: { cookie } })).statusCode).toBe(201);
    const res = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: viewer.email, password: viewer.password } });
    const setCookie = res.headers['set-cookie'];
    viewerCookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';
  });
  afterAll(() => server.close());

  const post = (bytes: Buffer, name = 'story.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${server.url}/api/vendor/stories`, { method: 'POST', body: form, headers: { authorization } });
  };
  const publicStories = async () =>
    (await server.app.inject({ method: 'GET', url: `/vegetable/vendor/stories/${vendorId}`, headers: { cookie } })).json() as Array<{ id: number; todaystory: string }>;
  const queue = async (filter: object = {}, who = cookie) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/admin/stories?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`, headers: { cookie: who } });
    expect(res.statusCode).toBe(200);
    return { rows: res.json() as Array<Record<string, unknown>>, range: String(res.headers['content-range']) };
  };
  const moderate = (id: number, payload: object, who = cookie) =>
    server.app.inject({ method: 'PATCH', url: `/api/admin/stories/${id}`, payload, headers: { cookie: who } });
  /** A story row dated `hoursAgo`, with its file. */
  const storyAged = async (name: string, hoursAgo: number) => {
    fs.writeFileSync(path.join(server.dataDir, 'media', folder, name), samples.png);
    const row = await server.app.db
      .insertInto('vendor_stories')
      .values({ user_id: vendorId, todaystory: name, created_at: new Date(Date.now() - hoursAgo * HOUR).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('refuses a story from a vendor not approved yet (403), and writes no file', async () => {
    const files = () => fs.readdirSync(path.join(server.dataDir, 'media', folder)).sort();
    const before = files();
    const refused = await post(samples.png);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/approved/);
    expect(files()).toEqual(before);
    expect(await server.app.db.selectFrom('vendor_stories').select('id').where('user_id', '=', vendorId).execute()).toEqual([]);
    // Approved (the decision itself is the review desk's test): stories open.
    await server.app.db.updateTable('vendor_users').set({ verification: 1 }).where('id', '=', vendorId).execute();
  });

  it('takes an image or an MP4 from the portal, checked by content, and refuses anything else', async () => {
    const image = await post(samples.png);
    expect(image.status).toBe(200);
    const { id, todaystory } = (await image.json()) as { id: number; todaystory: string };
    expect(fs.readFileSync(path.join(server.dataDir, 'media', folder, todaystory))).toEqual(samples.png);
    const video = await post(seedAsset(DEMO_STORY_VIDEO), 'clip.mp4');
    expect(video.status).toBe(200);
    expect(((await video.json()) as { todaystory: string }).todaystory).toMatch(/\.mp4$/);
    const refused = await post(samples.notAnImage, 'story.png');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toHaveProperty('file');
    const anonymous = await fetch(`${server.url}/api/vendor/stories`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect((await publicStories()).map((s) => s.id)).toContain(id);
    expect((await server.app.inject({ method: 'GET', url: '/api/capabilities' })).json().extensions).toContain('storyModeration');
  });

  it('lists publicly only the last 24 hours; the admin queue keeps every story with its state', async () => {
    const fresh = await storyAged('window-fresh.png', 23.5);
    const stale = await storyAged('window-stale.png', 24.5);
    const listed = (await publicStories()).map((s) => s.id);
    expect(listed).toContain(fresh);
    expect(listed).not.toContain(stale);
    const today = (await queue()).rows.map((r) => r.id);
    expect(today).toContain(fresh);
    expect(today).not.toContain(stale);
    const all = await queue({ window: 'all', user_id: vendorId });
    const old = all.rows.find((r) => r.id === stale);
    expect(old).toMatchObject({ public: false, hidden_at: null, vendor_name: STORE.name, kind: 'vegetable', folder });
    expect(all.rows.find((r) => r.id === fresh)).toMatchObject({ public: true });
    expect(all.range).toMatch(new RegExp(`^stories 0-\\d+/${all.rows.length}$`));
  });

  it('hides a story with a reason (400 naming reason without one), audited; hidden never public; unhide shows it again', async () => {
    const id = await storyAged('hide-me.png', 1);
    const empty = await moderate(id, { hidden: true, reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('reason');
    const hidden = await moderate(id, { hidden: true, reason: 'Phone number in the picture' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, public: false, hidden_reason: 'Phone number in the picture' });
    expect(hidden.json().hidden_by).toEqual(expect.any(Number));
    expect((await publicStories()).map((s) => s.id)).not.toContain(id);
    expect((await queue({ hidden: true })).rows.map((r) => r.id)).toEqual([id]);
    const log = await server.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vendor_stories').where('entity_id', '=', id).orderBy('id').execute();
    expect(log).toEqual([expect.objectContaining({ action: 'story.hide', reason: 'Phone number in the picture', vendor_id: vendorId, actor: 'admin' })]);
    const shown = await moderate(id, { hidden: false });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ public: true, hidden_at: null, hidden_reason: null });
    expect((await publicStories()).map((s) => s.id)).toContain(id);
    const actions = await server.app.db.selectFrom('audit_log').select('action').where('entity', '=', 'vendor_stories').where('entity_id', '=', id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['story.hide', 'story.unhide']);
    expect((await moderate(999_999, { hidden: false })).statusCode).toBe(404);
  });

  it('refuses a viewer the change but lets it read the queue', async () => {
    const id = await storyAged('viewer.png', 2);
    const res = await moderate(id, { hidden: true, reason: 'no' }, viewerCookie);
    expect(res.statusCode).toBe(403);
    expect((await queue({}, viewerCookie)).rows.map((r) => r.id)).toContain(id);
    expect((await server.app.db.selectFrom('vendor_stories').select('hidden_at').where('id', '=', id).executeTakeFirstOrThrow()).hidden_at).toBeNull();
  });

  it('purges stories past retention, rows and files, and keeps the younger ones', async () => {
    const days = server.config.storyRetentionDays;
    const expired = await storyAged('expired.png', days * 24 + 1);
    const kept = await storyAged('kept.png', days * 24 - 1);
    const file = (name: string) => path.join(server.dataDir, 'media', folder, name);
    // Two purges at once (two instances): each row goes once, neither fails.
    const [a, b] = await Promise.all([purgeExpiredStories(server.app), purgeExpiredStories(server.app)]);
    expect(a + b).toBe(1);
    const ids = (await server.app.db.selectFrom('vendor_stories').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(expired);
    expect(ids).toContain(kept);
    expect(fs.existsSync(file('expired.png'))).toBe(false);
    expect(fs.existsSync(file('kept.png'))).toBe(true);
    expect((await server.app.db.selectFrom('media_pending_removal').selectAll().where('name', '=', 'expired.png').execute())).toEqual([]);
  });
});
