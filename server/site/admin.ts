import type { FastifyInstance } from 'fastify';

// TODO(in progress): serving the built admin lands with the admin work.
export async function adminSite(_app: FastifyInstance): Promise<void> {}
