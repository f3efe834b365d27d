import type { FastifyInstance } from 'fastify';

// TODO(in progress): routes of this area land with the server work.
export async function transportCategoryRoutes(_app: FastifyInstance) {}
