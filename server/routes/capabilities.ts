/** GET /api/capabilities (public): what this server offers beyond SPEC section 7; see src/domain/capabilities.ts. */
import type { FastifyInstance } from 'fastify';
import { CAPABILITIES_PATH, EXTENSIONS, type CapabilityDocument } from '../../src/domain/capabilities.ts';

export async function capabilityRoutes(app: FastifyInstance) {
  const document: CapabilityDocument = { version: 1, extensions: [...EXTENSIONS] };
  app.get(CAPABILITIES_PATH, async () => document);
}
