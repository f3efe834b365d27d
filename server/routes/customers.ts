import type { FastifyInstance } from 'fastify';

// TODO(in progress): routes of this area land with the server work.
export async function customerRoutes(_app: FastifyInstance) {}
