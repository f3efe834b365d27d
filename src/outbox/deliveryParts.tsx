/** The pieces the outbox and a vendor's messages share: a message's state, its state per channel, a type's name. */
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageDelivery } from '../domain/decisionMessages';
import type { OutboxState } from '../domain/outbox';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const STATE_COLORS: Readonly<Record<OutboxState, ChipColor>> = { queued: 'default', sent: 'info', delivered: 'success', read: 'success', failed: 'error' };
const DELIVERY_COLORS: Readonly<Record<MessageDelivery['status'], ChipColor>> = {
  sending: 'default',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  retry: 'warning',
  failed: 'error',
};

/** A type's name in words where the catalogue has it, else as stored. */
export function useTypeName(): (type: string) => string {
  const translate = useTranslate();
  return (type) => translate(`app.outbox.types.${type}`, { _: type });
}

export function OutboxStateChip({ state }: { state: OutboxState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state] ?? 'default'} label={translate(`app.outbox.states.${state}`, { _: state })} />;
}

/** One chip per channel: "WhatsApp: Delivered"; the channel's own error is the chip's title. */
export function DeliveryChips({ deliveries }: { deliveries: readonly MessageDelivery[] }) {
  const translate = useTranslate();
  if (deliveries.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {deliveries.map((d) => (
        <li key={d.channel}>
          <Chip
            size="small"
            variant="outlined"
            color={DELIVERY_COLORS[d.status] ?? 'default'}
            title={d.last_error ?? undefined}
            label={translate('app.outbox.channelState', {
              channel: translate(`app.messages.channels.${d.channel}`),
              state: translate(`app.outbox.deliveryStates.${d.status}`, { _: d.status }),
            })}
          />
        </li>
      ))}
    </Box>
  );
}
