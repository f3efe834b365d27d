import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaStore, isSafeName } from '../../server/media/storage.ts';
import { sniff } from '../../server/media/sniff.ts';
import { MediaJournal } from '../../server/media/journal.ts';
import { openSqliteDatabase } from '../../server/db/open.ts';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { HttpProblem } from '../../server/errors.ts';
import { samples } from '../helpers/server.ts';

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
    const name = media.save(MEDIA_FOLDERS.vegetableStoreImages, samples.png, 'poster');
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const dir = path.join(media.root, MEDIA_FOLDERS.vegetableStoreImages);
    expect(fs.readdirSync(dir)).toEqual([name]);
    expect(fs.readFileSync(path.join(dir, name))).toEqual(samples.png);
  });

  it('refuses bytes that are not an accepted type, naming the field, and writes nothing', () => {
    const media = store();
    expect(() => media.save(MEDIA_FOLDERS.vegetableStoreImages, samples.notAnImage, 'poster')).toThrow(HttpProblem);
    try {
      media.save(MEDIA_FOLDERS.vegetableStoreImages, samples.notAnImage, 'poster');
    } catch (err) {
      expect((err as HttpProblem).statusCode).toBe(400);
      expect((err as HttpProblem).errors).toHaveProperty('poster');
    }
    expect(fs.readdirSync(path.join(media.root, MEDIA_FOLDERS.vegetableStoreImages))).toEqual([]);
  });

  it('removes the file again when recording it fails', () => {
    const media = store();
    expect(() =>
      media.saveThen(MEDIA_FOLDERS.vegetableStoreImages, samples.png, 'poster', () => {
        throw new Error('database said no');
      }),
    ).toThrow('database said no');
    expect(fs.readdirSync(path.join(media.root, MEDIA_FOLDERS.vegetableStoreImages))).toEqual([]);
  });

  it('accepts MP4 only where stories are accepted', () => {
    const media = store();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]);
    expect(() => media.save(MEDIA_FOLDERS.vegetableStoreImages, mp4, 'poster')).toThrow(HttpProblem);
    expect(media.save(MEDIA_FOLDERS.vegetableStories, mp4, 'story', ['mp4'])).toMatch(/\.mp4$/);
  });
});

describe('media journal (a kill -9 between a file operation and its commit leaves no orphan)', () => {
  const folder = MEDIA_FOLDERS.vegetableStoreImages;
  async function journaled() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-journal-'));
    roots.push(dataDir);
    const { sqlite: db } = await openSqliteDatabase(dataDir);
    const root = path.join(dataDir, 'media');
    const open = () => new MediaStore(root, [], new MediaJournal(db));
    const listed = () => db.prepare('SELECT folder, name FROM media_pending_removal ORDER BY name').all();
    const files = () => fs.readdirSync(path.join(root, folder)).sort();
    return { db, open, listed, files, close: () => db.close() };
  }

  it('lists a new upload before it takes its name, and takes it off in the transaction that records it', async () => {
    const { open, listed, files, close } = await journaled();
    const media = open();
    let seenWhileRecording: unknown[] = [];
    const name = media.saveThen(folder, samples.png, 'poster', (saved) => {
      seenWhileRecording = listed();
      return saved;
    });
    expect(seenWhileRecording).toEqual([{ folder, name }]);
    expect(listed()).toEqual([]);
    expect(files()).toEqual([name]);
    close();
  });

  it('removes the replaced file once the change commits, and lists nothing afterwards', async () => {
    const { open, listed, files, close } = await journaled();
    const media = open();
    const old = media.save(folder, samples.png, 'poster');
    const name = media.saveThen(folder, samples.png, 'poster', (saved) => saved, { replaced: () => old });
    expect(files()).toEqual([name]);
    expect(listed()).toEqual([]);
    close();
  });

  it('keeps the replaced file and removes the new one when the change fails', async () => {
    const { open, listed, files, close } = await journaled();
    const media = open();
    const old = media.save(folder, samples.png, 'poster');
    expect(() =>
      media.saveThen(folder, samples.png, 'poster', () => {
        throw new Error('database said no');
      }, { replaced: () => old }),
    ).toThrow('database said no');
    expect(files()).toEqual([old]);
    expect(listed()).toEqual([]);
    close();
  });

  it('on opening, removes the files a crash left listed: an upload never recorded, a replaced file not yet removed', async () => {
    const { db, open, files, listed, close } = await journaled();
    const media = open();
    const kept = media.save(folder, samples.png, 'poster');
    const neverRecorded = media.save(folder, samples.png, 'poster');
    const replaced = media.save(folder, samples.png, 'poster');
    // The state a kill leaves: the upload listed and renamed into place, its change not committed; the
    // replaced file listed by a committed change, not yet removed.
    const journal = new MediaJournal(db);
    journal.list(folder, neverRecorded);
    journal.list(folder, replaced);
    open();
    expect(files()).toEqual([kept]);
    expect(listed()).toEqual([]);
    close();
  });

  it('on opening, a listed file that cannot be removed is reported and stays listed; the store still opens', async () => {
    const { db, open, listed, close } = await journaled();
    open();
    // A directory under the name: rm without `recursive` fails on it even as root, as a read-only folder would.
    const stuck = 'stuck.png';
    fs.mkdirSync(path.join(db.name, '..', 'media', folder, stuck));
    new MediaJournal(db).list(folder, stuck);
    const reported: string[] = [];
    new MediaStore(path.join(db.name, '..', 'media'), [], new MediaJournal(db), ({ name }) => reported.push(name));
    expect(reported).toEqual([stuck]);
    expect(listed()).toEqual([{ folder, name: stuck }]);
    close();
  });
});
