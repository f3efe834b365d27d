/**
 * The media store (`app.media`): every vendor kind's folders and the private documents', its journal in the
 * database, the periodic sweep (a recurring job, `media.sweep`: once per SWEEP_EVERY_MS across all instances, which
 * share MEDIA_DIR); then the data a start needs (admin, demo seed), which writes media too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bootstrapData } from '../db/bootstrap.ts';
import { MEDIA_SWEEP_JOB, MediaStore, SWEEP_EVERY_MS } from '../media/storage.ts';
import { MediaJournal } from '../repositories/mediaJournal.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

async function media(app: FastifyInstance): Promise<void> {
  const store = await MediaStore.open(app.config.mediaDir, [...mediaFoldersOf(app.vendorKinds), DOCUMENT_FOLDER], new MediaJournal(app.db), ({ folder, name, error }) =>
    app.log.warn({ err: error, folder, name }, 'Media file not removed; it stays listed and a later sweep removes it'),
  );
  // One attempt per run: a failed sweep is retried by the next one.
  app.jobs.register(MEDIA_SWEEP_JOB, () => store.sweep());
  app.jobs.schedule(MEDIA_SWEEP_JOB, { everyMs: SWEEP_EVERY_MS }, { maxAttempts: 1 });
  app.decorate('media', store);
  try {
    await bootstrapData(app.db, store, app.config, (line) => app.log.info(line));
  } catch (error) {
    await app.db.destroy();
    throw error;
  }
}

export const mediaPlugin = fp(media, { name: 'media', fastify: '5.x', dependencies: ['database', 'jobs'] });
