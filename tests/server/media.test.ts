import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MediaStore, SWEEP_GRACE_MS, isSafeName, type RemovalFailed } from '../../server/media/storage.ts';
import { sniff } from '../../server/media/sniff.ts';
import { MediaJournal } from '../../server/repositories/mediaJournal.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { HttpProblem } from '../../server/errors.ts';
import { samples, startServer, type TestServer } from '../helpers/server.ts';

const roots: string[] = [];
const store = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  roots.push(root);
  return new MediaStore(root);
};
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('upload sniffing', () => {
  it('recognises images and MP4 by their bytes, not their names', () => {
    expect(sniff(samples.png)).toBe('png');
    expect(sniff(samples.jpg)).toBe('jpg');
    expect(sniff(samples.gif)).toBe('gif');
    expect(sniff(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(sniff(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]))).toBe('mp4');
    expect(sniff(samples.notAnImage)).toBeNull();
  });

  it('accepts only plain file names', () => {
    expect(isSafeName('3f2a.png')).toBe(true);
    for (const bad of ['../marketplace.db', '..', '.hidden', 'a/b.png', 'a\\b.png', '', 'x..y']) expect(isSafeName(bad)).toBe(false);
  });
});

describe('media store', () => {
  it('saves under a server-made name with the sniffed extension and no temp file left', () => {
    const media = store();
    const name = media.save(MEDIA_FOLDERS.vegetableImages, samples.png, 'poster');
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const dir = path.join(media.root, MEDIA_FOLDERS.vegetableImages);
    expect(fs.readdirSync(dir)).toEqual([name]);
    expect(fs.readFileSync(path.join(dir, name))).toEqual(samples.png);
  });

  it('refuses bytes that are not an accepted type, naming the field, and writes nothing', () => {
    const media = store();
    expect(() => media.save(MEDIA_FOLDERS.vegetableImages, samples.notAnImage, 'poster')).toThrow(HttpProblem);
    try {
      media.save(MEDIA_FOLDERS.vegetableImages, samples.notAnImage, 'poster');
    } catch (err) {
      expect((err as HttpProblem).statusCode).toBe(400);
      expect((err as HttpProblem).errors).toHaveProperty('poster');
    }
    expect(fs.readdirSync(path.join(media.root, MEDIA_FOLDERS.vegetableImages))).toEqual([]);
  });

  it('accepts MP4 only where stories are accepted', () => {
    const media = store();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]);
    expect(() => media.save(MEDIA_FOLDERS.vegetableImages, mp4, 'poster')).toThrow(HttpProblem);
    expect(media.save(MEDIA_FOLDERS.vegetableStories, mp4, 'story', ['mp4'])).toMatch(/\.mp4$/);
  });
});

describe('media journal (a kill -9 between a file operation and its commit leaves no orphan)', () => {
  const folder = MEDIA_FOLDERS.vegetableImages;
  // The journal's table of a real server's database; each store below has a media folder of its own.
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.app.db.deleteFrom('media_pending_removal').execute();
  });

  function journaled() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-journal-'));
    roots.push(root);
    const { db } = server.app;
    const open = (onRemovalFailed?: RemovalFailed) => MediaStore.open(root, [], new MediaJournal(db), onRemovalFailed);
    const listed = () => db.selectFrom('media_pending_removal').select(['folder', 'name']).orderBy('name').execute();
    const files = () => fs.readdirSync(path.join(root, folder)).sort();
    /** Rows listed longer ago than the grace: what a crash left, as a later start or sweep finds it. */
    const ageListed = (...names: string[]) =>
      db.updateTable('media_pending_removal').set({ listed_at: new Date(Date.now() - SWEEP_GRACE_MS - 60_000).toISOString() }).where('name', 'in', names).execute();
    /** A temp file as an upload writes it, last written `ageMs` ago. */
    const tempFile = (ageMs = 0) => {
      const file = path.join(root, folder, `.${randomUUID()}.png.tmp`);
      fs.writeFileSync(file, samples.png);
      const at = new Date(Date.now() - ageMs);
      fs.utimesSync(file, at, at);
      return path.basename(file);
    };
    return { db, root, open, listed, files, ageListed, tempFile };
  }

  it('removes the file again when recording it fails', async () => {
    const { open, files } = journaled();
    const media = await open();
    await expect(
      media.saveThen(folder, samples.png, 'poster', () => {
        throw new Error('database said no');
      }),
    ).rejects.toThrow('database said no');
    expect(files()).toEqual([]);
  });

  it('lists a new upload before it takes its name, and takes it off in the transaction that records it', async () => {
    const { open, listed, files } = journaled();
    const media = await open();
    let seenWhileRecording: unknown[] = [];
    const name = await media.saveThen(folder, samples.png, 'poster', async (saved, trx) => {
      seenWhileRecording = await trx.selectFrom('media_pending_removal').select(['folder', 'name']).execute();
      return saved;
    });
    expect(seenWhileRecording).toEqual([{ folder, name }]);
    expect(await listed()).toEqual([]);
    expect(files()).toEqual([name]);
  });

  it('removes the replaced file once the change commits, and lists nothing afterwards', async () => {
    const { open, listed, files } = journaled();
    const media = await open();
    const old = media.save(folder, samples.png, 'poster');
    const name = await media.saveThen(folder, samples.png, 'poster', (saved) => saved, { replaced: () => old });
    expect(files()).toEqual([name]);
    expect(await listed()).toEqual([]);
  });

  it('keeps the replaced file and removes the new one when the change fails', async () => {
    const { open, listed, files } = journaled();
    const media = await open();
    const old = media.save(folder, samples.png, 'poster');
    await expect(
      media.saveThen(folder, samples.png, 'poster', () => {
        throw new Error('database said no');
      }, { replaced: () => old }),
    ).rejects.toThrow('database said no');
    expect(files()).toEqual([old]);
    expect(await listed()).toEqual([]);
  });

  it('on opening, removes the files a crash left listed: an upload never recorded, a replaced file not yet removed', async () => {
    const { db, open, files, listed, ageListed } = journaled();
    const media = await open();
    const kept = media.save(folder, samples.png, 'poster');
    const neverRecorded = media.save(folder, samples.png, 'poster');
    const replaced = media.save(folder, samples.png, 'poster');
    // The state a kill leaves: the upload listed and renamed into place, its change not committed; the
    // replaced file listed by a committed change, not yet removed.
    const journal = new MediaJournal(db);
    await journal.list(folder, neverRecorded);
    await journal.list(folder, replaced);
    await ageListed(neverRecorded, replaced);
    await open();
    expect(files()).toEqual([kept]);
    expect(await listed()).toEqual([]);
  });

  it('on opening, a listed file that cannot be removed is reported and stays listed; the store still opens', async () => {
    const { db, root, open, listed, ageListed } = journaled();
    await open();
    // A directory under the name: rm without `recursive` fails on it even as root, as a read-only folder would.
    const stuck = 'stuck.png';
    fs.mkdirSync(path.join(root, folder, stuck));
    await new MediaJournal(db).list(folder, stuck);
    await ageListed(stuck);
    const reported: string[] = [];
    await open(({ name }) => reported.push(name));
    expect(reported).toEqual([stuck]);
    expect(await listed()).toEqual([{ folder, name: stuck }]);
  });

  it('a store opening beside another on the same folder and database leaves its fresh temp file and listed upload, removing only old ones', async () => {
    const { db, open, files, listed, ageListed, tempFile } = journaled();
    const first = await open();
    // The first store mid-upload: one upload written to its temp file, another listed and renamed into place, its
    // change not committed yet. And what a crash long ago left: a temp file and a listed upload.
    const writing = tempFile();
    const recording = first.save(folder, samples.png, 'poster');
    const journal = new MediaJournal(db);
    await journal.list(folder, recording);
    const oldTemp = tempFile(SWEEP_GRACE_MS + 60_000);
    const oldUpload = first.save(folder, samples.png, 'poster');
    await journal.list(folder, oldUpload);
    await ageListed(oldUpload);

    await open();
    expect(files()).toEqual([writing, recording].sort());
    expect(await listed()).toEqual([{ folder, name: recording }]);
    expect(files()).not.toContain(oldTemp);
  });

  it('a running store sweeps by itself: an old leftover goes without a restart, a fresh one stays', async () => {
    const { db, open, files, listed, ageListed, tempFile } = journaled();
    const media = await open();
    const journal = new MediaJournal(db);
    const fresh = media.save(folder, samples.png, 'poster');
    await journal.list(folder, fresh);
    const freshTemp = tempFile();
    const leftover = media.save(folder, samples.png, 'poster');
    await journal.list(folder, leftover);
    await ageListed(leftover);
    tempFile(SWEEP_GRACE_MS + 60_000);
    const failures: unknown[] = [];
    const stop = media.sweepEvery(20, (error) => failures.push(error));
    try {
      await expect.poll(files, { timeout: 5_000, interval: 20 }).toEqual([fresh, freshTemp].sort());
      await expect.poll(listed, { timeout: 5_000, interval: 20 }).toEqual([{ folder, name: fresh }]);
    } finally {
      stop();
    }
    expect(failures).toEqual([]);
  });

  it('sweeps of several stores at once each succeed and together remove each leftover once', async () => {
    const { db, open, files, listed, ageListed, tempFile } = journaled();
    const media = await open();
    const journal = new MediaJournal(db);
    const leftovers = Array.from({ length: 5 }, () => media.save(folder, samples.png, 'poster'));
    for (const name of leftovers) await journal.list(folder, name);
    await ageListed(...leftovers);
    for (let i = 0; i < 5; i++) tempFile(SWEEP_GRACE_MS + 60_000);
    const reported: string[] = [];
    await Promise.all(Array.from({ length: 3 }, () => open(({ name }) => reported.push(name))));
    expect(reported).toEqual([]);
    expect(files()).toEqual([]);
    expect(await listed()).toEqual([]);
  });
});
