/**
 * The vendor's automatic messages on the vendor's page (capability decisionMessages, GET /api/admin/messages?vendor=):
 * each with its type, time, language and its state per channel (sent, delivered, read, failed), newest first; with
 * the outbox offered, a link to the vendor's messages there (where a failed one is retried). Shown only where a
 * delivery channel is offered or the vendor already has an automatic message; a legacy backend is never asked.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Link, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../dataProvider/types';
import { DELIVERY_EXTENSIONS } from '../domain/capabilities';
import type { VendorMessage } from '../domain/decisionMessages';
import { outboxState } from '../domain/outbox';
import { formatDateTime } from '../i18n';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { DeliveryChips, OutboxStateChip, useTypeName } from './deliveryParts';

/** Asked again this often while a message waits for its channel. */
const WAITING_POLL_MS = 5000;

/** Queued by the server (a decision), not recorded by an admin who sent it by hand (those are on the history). */
const isAutomatic = (message: VendorMessage) => message.created_by === null;

export function VendorMessages({ kind, userId }: { kind: string; userId: number }) {
  const { has } = useCapabilities();
  return has('decisionMessages') ? <Messages kind={kind} userId={userId} /> : null;
}

function Messages({ kind, userId }: { kind: string; userId: number }) {
  const translate = useTranslate();
  const typeName = useTypeName();
  const href = useAdminHref();
  const { has } = useCapabilities();
  const dataProvider = useDataProvider<AppDataProvider>();
  const channelOffered = Object.values(DELIVERY_EXTENSIONS).some((extension) => has(extension));
  const { data } = useQuery({
    // The decision panel's key (src/messages/useDelivered.ts): one request for both.
    queryKey: ['messages', 'vendor', kind, userId],
    queryFn: () => dataProvider.vendorMessages(kind, userId),
    retry: false,
    refetchInterval: (query) => ((query.state.data ?? []).some((m) => isAutomatic(m) && outboxState(m.status, m.deliveries ?? []) === 'queued') ? WAITING_POLL_MS : false),
  });
  const messages = (data ?? []).filter(isAutomatic);
  if (!channelOffered && messages.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`vendor-messages-${userId}`} sx={{ mt: 2 }}>
      <Typography id={`vendor-messages-${userId}`} variant="h6" component="h2">
        {translate('app.outbox.vendorMessages')}
      </Typography>
      {data && messages.length === 0 ? <Typography color="text.secondary">{translate('app.outbox.vendorNone')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message) => (
          <Box component="li" key={message.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, py: 1, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {typeName(message.topic)}
              </Typography>
              <OutboxStateChip state={outboxState(message.status, message.deliveries ?? [])} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time> · {translate(`app.messages.languages.${message.language}`)}
            </Typography>
            <DeliveryChips deliveries={message.deliveries ?? []} />
          </Box>
        ))}
      </Box>
      {has('outbox') && messages.length > 0 ? (
        <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.outbox, { vendor: userId }))}>
          {translate('app.outbox.openOutbox')}
        </Link>
      ) : null}
    </Box>
  );
}
