/** What one call of deliverMessage comes to, per channel and overall (server/delivery/deliver.ts). */
import type { MessageChannel } from '../../src/domain/decisionMessages.ts';

/** One channel's answer to one attempt. */
export type ChannelResult =
  | { kind: 'sent'; providerId: string | null }
  /** A timeout, a network error, a 5xx or 429, a refused login: try again later (at `retryAt` when the cause says). */
  | { kind: 'retry'; error: string; retryAt?: Date }
  /** Refused for good (a 4xx: a bad number, a template not approved), in the provider's words made plain. */
  | { kind: 'failed'; error: string };

export interface ChannelReport {
  channel: MessageChannel;
  /** `sent` also when an earlier call sent it (nothing was sent again). */
  status: 'sent' | 'retry' | 'failed';
  providerId?: string | null;
  error?: string;
  /** ISO time, for `retry`. */
  retryAt?: string;
  /** False when this call found the channel already done or failed and did not try. */
  attempted: boolean;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; messageId: number; channels: ChannelReport[] }
  | { outcome: 'retry'; messageId: number; retryAt: string; reason: string; channels: ChannelReport[] }
  | { outcome: 'failed'; messageId: number; reason: string; channels: ChannelReport[] };

/** A sentence for logs and the job queue: "retry at 2026-11-28T03:30:00.000Z: quiet hours (…)". */
export function describeOutcome(outcome: DeliveryOutcome): string {
  switch (outcome.outcome) {
    case 'sent':
      return `sent on ${outcome.channels.filter((c) => c.status === 'sent').map((c) => c.channel).join(', ')}`;
    case 'retry':
      return `retry at ${outcome.retryAt}: ${outcome.reason}`;
    case 'failed':
      return `failed: ${outcome.reason}`;
  }
}
