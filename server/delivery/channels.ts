/** The channels this server delivers on: those whose settings are given (server/config.ts). */
import type { MessageChannel } from '../../src/domain/decisionMessages.ts';
import type { DeliveryConfig } from '../config.ts';

export function offeredChannels(config: DeliveryConfig): MessageChannel[] {
  return [config.whatsapp ? 'whatsapp' : null, config.sms ? 'sms' : null, config.email ? 'email' : null].filter((c): c is MessageChannel => c !== null);
}
