/** Serves every media folder at its SPEC section 7 static path, e.g. /vegetablestoreimages/{name}. Public. */
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { MEDIA_FOLDERS } from '../../src/domain/media.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';

export async function mediaRoutes(app: FastifyInstance) {
  let first = true;
  for (const folder of new Set([...Object.values(MEDIA_FOLDERS), ...mediaFoldersOf(app.vendorKinds)])) {
    await app.register(fastifyStatic, {
      root: path.join(app.media.root, folder),
      prefix: `/${folder}/`,
      decorateReply: first,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1d',
      immutable: true,
    });
    first = false;
  }
}
