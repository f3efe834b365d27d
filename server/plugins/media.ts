/**
 * The media store (`app.media`): every vendor kind's folders and the private documents', its journal in the
 * database, the periodic sweep; then the data a start needs (admin, demo seed), which writes media too.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bootstrapData } from '../db/bootstrap.ts';
import { MediaStore, SWEEP_EVERY_MS } from '../media/storage.ts';
import { MediaJournal } from '../repositories/mediaJournal.ts';
import { DOCUMENT_FOLDER } from '../repositories/vendorDocuments.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

async function media(app: FastifyInstance): Promise<void> {
  const failed = (operation: 'write' | 'remove' | 'sweep') => app.metrics.mediaErrors.inc({ operation });
  const store = await MediaStore.open(app.config.mediaDir, [...mediaFoldersOf(app.vendorKinds), DOCUMENT_FOLDER], new MediaJournal(app.db), ({ folder, name, error }) => {
    failed('remove');
    app.log.warn({ err: error, folder, name }, 'Media file not removed; it stays listed and a later sweep removes it');
  });
  // Every write the store makes goes through writeFile (metrics: media_errors_total{operation="write"}).
  const write = store.writeFile;
  store.writeFile = (file, bytes) => {
    try {
      write(file, bytes);
    } catch (error) {
      failed('write');
      throw error;
    }
  };
  const stopSweeps = store.sweepEvery(SWEEP_EVERY_MS, (error) => {
    failed('sweep');
    app.log.warn({ err: error }, 'Media sweep failed; the next one tries again');
  });
  app.addHook('onClose', async () => stopSweeps());
  app.decorate('media', store);
  try {
    await bootstrapData(app.db, store, app.config, (line) => app.log.info(line));
  } catch (error) {
    await app.db.destroy();
    throw error;
  }
}

export const mediaPlugin = fp(media, { name: 'media', fastify: '5.x', dependencies: ['database', 'metrics'] });
