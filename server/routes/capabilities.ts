/** GET /api/capabilities (public): what this server offers beyond SPEC section 7; see src/domain/capabilities.ts. */
import { z } from 'zod';
import { CAPABILITIES_PATH, DELIVERY_EXTENSIONS, EXTENSIONS, KNOWN_EXTENSIONS, type CapabilityDocument } from '../../src/domain/capabilities.ts';
import { offeredChannels } from '../delivery/channels.ts';
import type { ApiInstance } from '../openapi.ts';

const capabilityAnswer = z.object({ version: z.literal(1), extensions: z.array(z.enum(KNOWN_EXTENSIONS)) });

export async function capabilityRoutes(app: ApiInstance) {
  // The delivery channels are offered only where configured (server/config.ts).
  const channels = offeredChannels(app.config.delivery).map((channel) => DELIVERY_EXTENSIONS[channel]);
  const document: CapabilityDocument = { version: 1, extensions: [...EXTENSIONS, ...channels] };
  app.get(CAPABILITIES_PATH, { schema: { tags: ['meta'], response: { 200: capabilityAnswer } } }, async () => document);
}
