/**
 * Serves every media folder at its SPEC section 7 static path, e.g. /vegetablestoreimages/{name}. Public.
 * The folder store's files go through @fastify/static; the S3 store's are streamed from the bucket through the
 * server (the bucket stays private) with the same URLs and cache headers: public for a day, immutable (a name is
 * never reused), with the object's ETag and Last-Modified, conditional requests (304) and ranges (206, for videos).
 * The private documents' folder is not among these: its files go out only through the compliance routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { MEDIA_FOLDERS, type MediaFolder } from '../../src/domain/media.ts';
import { mediaFoldersOf } from '../../src/domain/vendorKinds/index.ts';
import { MediaStore } from './storage.ts';
import { isSafeName, mediaTypeOf, type MediaStorage } from './store.ts';

/** The Cache-Control of public media, as @fastify/static sends it with maxAge '1d' and immutable. */
export const PUBLIC_MEDIA_CACHE = 'public, max-age=86400, immutable';

export async function mediaRoutes(app: FastifyInstance) {
  const folders = new Set([...Object.values(MEDIA_FOLDERS), ...mediaFoldersOf(app.vendorKinds)]);
  const store = app.media;
  if (!(store instanceof MediaStore)) {
    for (const folder of folders) {
      app.get(`/${folder}/:name`, { schema: { hide: true } }, (request, reply) => sendStored(store, folder as MediaFolder, request, reply));
    }
    return;
  }
  let first = true;
  for (const folder of folders) {
    await app.register(fastifyStatic, {
      root: path.join(store.root, folder),
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

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still the stored one. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch) return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  const since = request.headers['if-modified-since'];
  return !!since && !Number.isNaN(Date.parse(since)) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000);
}

async function sendStored(store: MediaStorage, folder: MediaFolder, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  if (!isSafeName(name)) return reply.callNotFound();
  const range = typeof request.headers.range === 'string' && /^bytes=(\d+-\d*|-\d+)$/.test(request.headers.range) ? request.headers.range : undefined;
  const file = await store.open(folder, name, range);
  if (!file) return reply.callNotFound();
  reply
    .header('cache-control', PUBLIC_MEDIA_CACHE)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('content-type', mediaTypeOf(name));
  if (notModified(request, file.etag, file.lastModified)) {
    file.body.destroy();
    return reply.code(304).send();
  }
  if (file.contentRange) reply.code(206).header('content-range', file.contentRange);
  return reply.header('content-length', file.length).send(file.body);
}
