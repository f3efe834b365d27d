/**
 * The outbox (capability outbox, server/routes/adminOutbox.ts): the automatic messages to vendors, newest first,
 * filtered by state, type and vendor, each with its state per channel, attempts and last error in plain words; a
 * failed message offers Retry to the roles that write vendor work (the owner, reviewers). The dashboard's
 * failed-messages figure opens this list filtered to the failed ones; a vendor's page opens it filtered to the vendor.
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, DataTable, SelectInput, TextInput, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { MESSAGE_TYPES } from '../domain/messageTypes/names';
import { OUTBOX_STATES, type OutboxRecord } from '../domain/outbox';
import { formatDateTime } from '../i18n';
import { useNotifyError } from '../layout/errorText';
import { WorkQueueList } from '../layout/WorkQueueList';
import { WorkItemStack, WrappedErrorText } from '../queues/WorkItemStack';
import { VendorPageLink } from '../vendors/VendorPageLink';
import { DeliveryChips, OutboxStateChip, useTypeName } from './deliveryParts';

export function OutboxList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const typeName = useTypeName();
  const filters = [
    <SelectInput key="state" source="state" label="app.outbox.fields.state" choices={OUTBOX_STATES.map((state) => ({ id: state, name: `app.outbox.states.${state}` }))} alwaysOn />,
    <SelectInput key="type" source="type" label="app.outbox.fields.topic" choices={MESSAGE_TYPES.map((type) => ({ id: type, name: typeName(type) }))} translateChoice={false} alwaysOn />,
    <TextInput key="q" source="q" label="app.outbox.fields.q" alwaysOn helperText={false} />,
  ];
  return (
    <WorkQueueList<OutboxRecord> resource="outbox" title={translate('app.outbox.title')} filters={filters} sort={{ field: 'id', order: 'DESC' }} empty={<OutboxEmpty />}>
      {isSmall ? (
        <OutboxStack />
      ) : (
        <DataTable<OutboxRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 }, verticalAlign: 'top' } }}>
          <DataTable.Col<OutboxRecord> source="created_at" label="app.outbox.fields.created_at" render={(r) => formatDateTime(r.created_at)} />
          <DataTable.Col<OutboxRecord> source="topic" label="app.outbox.fields.topic" render={(r) => typeName(r.topic)} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.vendor" disableSort render={(r) => <VendorCell record={r} />} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.language" disableSort render={(r) => translate(`app.messages.languages.${r.language}`)} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.state" disableSort render={(r) => <OutboxStateChip state={r.state} />} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.channels" disableSort render={(r) => <DeliveryChips deliveries={r.deliveries} />} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.attempts" disableSort render={(r) => r.attempts} />
          <DataTable.Col<OutboxRecord> label="app.outbox.fields.last_error" disableSort render={(r) => <ErrorText record={r} />} />
          <DataTable.Col<OutboxRecord> label="" disableSort render={() => <RetryButton />} />
        </DataTable>
      )}
    </WorkQueueList>
  );
}

function OutboxEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} role="status">
      <Typography variant="h6" component="p">
        {translate('app.outbox.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('app.outbox.emptyHint')}</Typography>
    </Box>
  );
}

function VendorCell({ record }: { record: OutboxRecord }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: '8rem' }}>
      {record.recipient !== 'vendor' ? (
        translate(`app.outbox.recipients.${record.recipient}`)
      ) : record.vendor_name && record.user_id !== null ? (
        <VendorPageLink kind={record.kind} userId={record.user_id} name={record.vendor_name} />
      ) : (
        translate('app.outbox.vendorGone')
      )}
      <Typography variant="body2" color="text.secondary" component="div">
        {record.phone ? `+${record.phone}` : null}
      </Typography>
    </Box>
  );
}

/** The last error in plain words, wrapped (a long reason does not widen the table); a failed message with none says why. */
function ErrorText({ record }: { record: OutboxRecord }) {
  const translate = useTranslate();
  const noChannel = record.no_channel?.length
    ? translate('app.outbox.noChannelBecause', { reasons: record.no_channel.map((code) => translate(`app.outbox.noChannelReasons.${code}`)).join('; ') })
    : null;
  const text = noChannel ?? record.last_error ?? (record.state === 'failed' && record.deliveries.length === 0 ? translate('app.outbox.noChannel') : null);
  return (
    <WrappedErrorText minWidth="10rem" maxWidth="32rem">
      {text ?? translate('app.outbox.none')}
    </WrappedErrorText>
  );
}

/** On a phone the messages are stacked items. */
function OutboxStack() {
  const translate = useTranslate();
  const typeName = useTypeName();
  return (
    <WorkItemStack<OutboxRecord>
      label={translate('app.outbox.title')}
      heading={(record) => typeName(record.topic)}
      chip={(record) => <OutboxStateChip state={record.state} />}
      details={(record) => (
        <>
          <VendorCell record={record} />
          <Typography variant="body2">
            {formatDateTime(record.created_at)} · {translate(`app.messages.languages.${record.language}`)} · {translate('app.outbox.fields.attempts')}: {record.attempts}
          </Typography>
          <DeliveryChips deliveries={record.deliveries} />
        </>
      )}
      error={(record) => (record.last_error || record.state === 'failed' ? <ErrorText record={record} /> : null)}
      action={<RetryButton />}
    />
  );
}

/** Retry on a failed message, for the roles that write vendor work (the access table: `outbox` edit). */
function RetryButton() {
  const record = useRecordContext<OutboxRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<OutboxRecord>();
  const { canAccess } = useCanAccess({ resource: 'outbox', action: 'edit' });
  if (!record || !record.can_retry || !canAccess) return null;
  const name = record.vendor_name ?? `+${record.phone}`;
  return (
    <Button
      label="app.outbox.actions.retry"
      aria-label={translate('app.outbox.actions.retryAria', { name })}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void update(
          'outbox',
          { id: record.id, data: {}, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('app.outbox.retried', { type: 'success', messageArgs: { name } });
              refresh();
            },
            onError: (error) => {
              notifyError(error);
              refresh();
            },
          },
        );
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
