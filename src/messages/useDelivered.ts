/**
 * Whether a channel of the server delivered the automatic message of this decision to the vendor (capabilities
 * `deliveryWhatsapp`, `deliverySms`, `deliveryEmail`; docs/messages.md "Delivery"): the channel, or null when no
 * channel is offered, the decision has no automatic type, or nothing was delivered (then the manual links stay).
 */
import { useDataProvider } from 'react-admin';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../dataProvider/types';
import { DELIVERY_EXTENSIONS } from '../domain/capabilities';
import { deliveredOn, MESSAGE_CHANNELS, type MessageChannel, type MessageSubject } from '../domain/decisionMessages';
import { TYPE_OF_TOPIC } from '../domain/messageTypes';
import { useCapabilities } from '../layout/useCapabilities';
import type { MessageVendor } from './decisionOffer';

/** How often a message waiting for its channel is asked about again. */
export const DELIVERY_POLL_MS = 2000;
/** For how long after the panel opened a waiting message is asked about (not one retrying for hours). */
const DELIVERY_POLL_FOR_MS = 10 * 60_000;

export function useDelivered(vendor: MessageVendor, about: MessageSubject): MessageChannel | null {
  const { has } = useCapabilities();
  const dataProvider = useDataProvider<AppDataProvider>();
  const offered = MESSAGE_CHANNELS.filter((channel) => has(DELIVERY_EXTENSIONS[channel]));
  const type = about.topic === 'document_reminder' ? null : TYPE_OF_TOPIC[about.topic];
  const [openedAt] = useState(() => Date.now());
  const { data } = useQuery({
    queryKey: ['messages', 'vendor', vendor.kind, vendor.user_id],
    queryFn: () => dataProvider.vendorMessages(vendor.kind, vendor.user_id),
    enabled: offered.length > 0 && type !== null,
    retry: false,
    staleTime: 10_000,
    // The panel opens just after the decision queued its message: what another screen read before is out of date.
    refetchOnMount: 'always',
    // The job delivers a moment later: asked again while the decision's message is not there or waits for a channel.
    refetchInterval: (query) => {
      if (Date.now() - openedAt > DELIVERY_POLL_FOR_MS) return false;
      const newest = (query.state.data ?? []).find((message) => message.topic === type);
      return !newest || (newest.status === 'queued' && !deliveredOn(newest)) ? DELIVERY_POLL_MS : false;
    },
  });
  const newest = (data ?? []).find((message) => message.topic === type);
  const channel = newest ? deliveredOn(newest) : null;
  return channel && offered.includes(channel) ? channel : null;
}
