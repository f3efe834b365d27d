/** The messages' calls and vendor reference, apart from decisionMessages.ts's texts, which the dashboard's data provider does not need. */
import type { EndpointSpec } from './vendorKinds/types';

export const MESSAGE_ENDPOINTS = {
  record: 'POST /api/admin/messages',
  /** The vendor is the query's `vendor=kind:user_id`. */
  list: 'GET /api/admin/messages',
  readOptIn: 'GET /api/admin/messages/optin/{phone}',
  optIn: 'PUT /api/admin/messages/optin/{phone}',
  /** The language the vendor used in the portal (null when not known). */
  language: 'GET /api/admin/messages/language/{user_id}',
} as const satisfies Record<string, EndpointSpec>;

/** A vendor as the messages name it: `hotel:12`. */
export const vendorRef = (kind: string, userId: number) => `${kind}:${userId}`;
