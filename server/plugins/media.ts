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
import { GRIEVANCE_FOLDER } from '../grievances/desk.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

async function media(app: FastifyInstance): Promise<void> {
  const store = await MediaStore.open(app.config.mediaDir, [...mediaFoldersOf(app.vendorKinds), DOCUMENT_FOLDER, GRIEVANCE_FOLDER], new MediaJournal(app.db), ({ folder, name, error }) =>
    app.log.warn({ err: error, folder, name }, 'Media file not removed; it stays listed and a later sweep removes it'),
  );
  const stopSweeps = store.sweepEvery(SWEEP_EVERY_MS, (error) => app.log.warn({ err: error }, 'Media sweep failed; the next one tries again'));
  app.addHook('onClose', async () => stopSweeps());
  app.decorate('media', store);
  try {
    await bootstrapData(app.db, store, app.config, (line) => app.log.info(line));
  } catch (error) {
    await app.db.destroy();
    throw error;
  }
}

export const mediaPlugin = fp(media, { name: 'media', fastify: '5.x', dependencies: ['database'] });
