/** GET /api/capabilities (public): what this server offers beyond SPEC section 7; see src/domain/capabilities.ts. */
import { z } from 'zod';
import { CAPABILITIES_PATH, EXTENSIONS, type CapabilityDocument } from '../../src/domain/capabilities.ts';
import type { ApiInstance } from '../openapi.ts';

const capabilityAnswer = z.object({ version: z.literal(1), extensions: z.array(z.enum(EXTENSIONS)) });

export async function capabilityRoutes(app: ApiInstance) {
  const document: CapabilityDocument = { version: 1, extensions: [...EXTENSIONS] };
  app.get(CAPABILITIES_PATH, { schema: { tags: ['meta'], response: { 200: capabilityAnswer } } }, async () => document);
}
