/**
 * The media store (`app.media`): the folder store over MEDIA_DIR (default) or, with MEDIA_STORE=s3, the S3 store over
 * S3_BUCKET (a start fails with one line saying why when the bucket cannot be used); every vendor kind's folders and
 * the private documents', its journal in the database, the periodic sweep (a recurring job, `media.sweep`: once per
 * SWEEP_EVERY_MS across all instances); then the data a start needs (admin, demo seed), which writes media too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bootstrapData } from '../db/bootstrap.ts';
import { MediaStore } from '../media/storage.ts';
import { S3MediaStore } from '../media/s3Store.ts';
import { MEDIA_SWEEP_JOB, SWEEP_EVERY_MS, type MediaStorage, type RemovalFailed } from '../media/store.ts';
import { MediaJournal } from '../repositories/mediaJournal.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { GRIEVANCE_FOLDER } from '../grievances/desk.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStorage;
  }
}

async function media(app: FastifyInstance): Promise<void> {
  const failed = (operation: 'write' | 'remove' | 'sweep') => app.metrics.mediaErrors.inc({ operation });
  const journal = new MediaJournal(app.db);
  const onRemovalFailed: RemovalFailed = ({ folder, name, error }) => {
    failed('remove');
    app.log.warn({ err: error, folder, name }, 'Media file not removed; it stays listed and a later sweep removes it');
  };
  let store: MediaStorage;
  try {
    store = app.config.s3
      ? await S3MediaStore.open(app.config.s3, journal, onRemovalFailed)
      : countWriteFailures(await MediaStore.open(app.config.mediaDir, [...mediaFoldersOf(app.vendorKinds), DOCUMENT_FOLDER, GRIEVANCE_FOLDER], journal, onRemovalFailed), () => failed('write'));
  } catch (error) {
    await app.db.destroy();
    throw error;
  }
  // One attempt per run: a failed sweep is retried by the next one.
  app.jobs.register(MEDIA_SWEEP_JOB, () =>
    store.sweep().catch((error: unknown) => {
      failed('sweep');
      throw error;
    }),
  );
  app.jobs.schedule(MEDIA_SWEEP_JOB, { everyMs: SWEEP_EVERY_MS }, { maxAttempts: 1 });
  app.addHook('onClose', async () => store.close());
  app.decorate('media', store);
  try {
    await bootstrapData(app.db, store, app.config, (line) => app.log.info(line));
  } catch (error) {
    await store.close();
    await app.db.destroy();
    throw error;
  }
}

export const mediaPlugin = fp(media, { name: 'media', fastify: '5.x', dependencies: ['database', 'metrics'] });

/** Counts the folder store's failed writes (every write it makes goes through writeFile). */
function countWriteFailures(store: MediaStore, onFailure: () => void): MediaStore {
  const write = store.writeFile;
  store.writeFile = (file, bytes) => {
    try {
      write(file, bytes);
    } catch (error) {
      onFailure();
      throw error;
    }
  };
  return store;
}
