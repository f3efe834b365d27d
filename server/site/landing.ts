import type { FastifyInstance } from 'fastify';

// TODO(in progress): serving the built landing lands with the landing work.
export async function landingSite(_app: FastifyInstance): Promise<void> {}
