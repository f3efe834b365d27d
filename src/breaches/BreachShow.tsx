/**
 * One breach: what happened, the data and people affected, the two report clocks with "mark reported now", and the
 * notice to the people affected in English and Tamil with the vendors it goes to and a button that queues it to
 * those not yet told. Forms and buttons only for the roles the declaration lets write.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import { Show, useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { BREACH_CLOCKS, type BreachClock, type BreachRecord } from '../domain/breaches';
import { formatDateTime } from '../i18n';
import { useNotifyError } from '../layout/errorText';
import { useCustomMutation } from '../layout/useCustomMutation';
import { DeskSection } from '../layout/DeskSection';
import { BreachClockChip, clockFields } from './BreachClockChip';

export function BreachShow() {
  const translate = useTranslate();
  return (
    <Show<BreachRecord> resource="breaches" title={translate('app.breaches.title')}>
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <WhatHappened />
        <Clocks />
        <Notice />
      </Stack>
    </Show>
  );
}

const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function WhatHappened() {
  const translate = useTranslate();
  const record = useRecordContext<BreachRecord>();
  if (!record) return null;
  const field = (name: string) => translate(`app.breaches.fields.${name}`);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {record.summary} · {translate(`app.breaches.statuses.${record.status}`)}
        </Typography>
        <Typography sx={text}>{record.description}</Typography>
        {record.description_ta ? (
          <Typography lang="ta" sx={text}>
            {record.description_ta}
          </Typography>
        ) : null}
        <Typography variant="body2">
          {field('detected_at')}: {formatDateTime(record.detected_at)}
          {record.occurred_at ? ` · ${field('occurred_at')}: ${formatDateTime(record.occurred_at)}` : ''}
        </Typography>
        <Typography variant="body2">
          {field('data_categories')}: {record.data_categories.map((category) => translate(`app.breaches.data.${category}`)).join(', ')}
        </Typography>
        <Typography variant="body2">
          {field('affected_count')}: {record.affected_count}
          {record.affected_others ? ` · ${record.affected_others}` : ''}
        </Typography>
        {record.notes ? (
          <Typography variant="body2" sx={text}>
            {field('notes')}: {record.notes}
          </Typography>
        ) : null}
        {record.recorded_by_name ? (
          <Typography variant="body2" color="text.secondary">
            {field('recorded_by_name')}: {record.recorded_by_name}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Clocks() {
  const translate = useTranslate();
  const record = useRecordContext<BreachRecord>();
  const { canAccess } = useCanAccess({ resource: 'breaches', action: 'edit' });
  const [update, { isPending }] = useUpdate<BreachRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (!record) return null;
  const markReported = (clock: BreachClock) => {
    const at = new Date().toISOString();
    const data = clock === 'certIn' ? { ...record, cert_in_reported_at: at } : { ...record, board_reported_at: at };
    update(
      'breaches',
      { id: record.id, data, previousData: record },
      { mutationMode: 'pessimistic', onSuccess: () => notify('app.breaches.reported', { type: 'success' }), onError: notifyError },
    );
  };
  return (
    <DeskSection gap={1.5} id="breach-clocks-title" title={translate('app.breaches.sections.clocks')}>
      {BREACH_CLOCKS.map((clock) => {
        const { reportedAt } = clockFields(record, clock);
        return (
          <Box key={clock} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ minWidth: { sm: 280 } }}>{translate(`app.breaches.clocks.${clock}`)}</Typography>
            <BreachClockChip record={record} clock={clock} />
            {canAccess && !reportedAt ? (
              <Button size="small" variant="outlined" disabled={isPending} onClick={() => markReported(clock)} aria-label={`${translate('app.breaches.markReported')}: ${translate(`app.breaches.clocks.${clock}`)}`}>
                {translate('app.breaches.markReported')}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </DeskSection>
  );
}

function Notice() {
  const translate = useTranslate();
  const record = useRecordContext<BreachRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'breaches', action: 'edit' });
  const id = record?.id;
  const draft = useQuery({
    queryKey: ['breachNotice', id, record?.updated_at], queryFn: () => dataProvider.breachNotice(Number(id)),
    enabled: id !== undefined,
    // The record's change makes a new key: the last notice stays on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
  const send = useCustomMutation({
    run: (provider) => provider.notifyBreach(Number(id)),
    invalidate: [['breachNotice', id], ['breaches']],
    onSuccess: (_none, result) =>
      notify(result.delivered ? 'app.breaches.notice.queued' : 'app.breaches.notice.queuedByHand', { type: 'success', messageArgs: { smart_count: result.queued } }),
  });
  if (!record) return null;
  if (draft.error) return <Typography role="alert" color="error">{translate('app.breaches.noticeNotLoaded')}</Typography>;
  if (!draft.data) return null;
  const { recipients } = draft.data;
  const waiting = recipients.filter((vendor) => !vendor.notified).length + draft.data.buyers.count - draft.data.buyers.notified;
  return (
    <DeskSection gap={1.5} id="breach-notice-title" title={translate('app.breaches.notice.title')}>
      {(['en', 'ta'] as const).map((language) => (
        <Box key={language} component="section" lang={language} aria-label={translate(`app.breaches.notice.${language === 'en' ? 'english' : 'tamil'}`)}>
          <Typography variant="subtitle2" component="h3" lang={undefined}>
            {translate(`app.breaches.notice.${language === 'en' ? 'english' : 'tamil'}`)}: {draft.data[language].subject}
          </Typography>
          <Typography variant="body2" sx={text}>
            {draft.data[language].body}
          </Typography>
        </Box>
      ))}
      <Typography variant="subtitle2" component="h3">
        {translate('app.breaches.notice.recipients', { smart_count: recipients.length })}
      </Typography>
      {recipients.length ? (
        <MuiList dense disablePadding>
          {recipients.map((vendor) => (
            <ListItem key={vendor.id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
              #{vendor.id} {vendor.name} ({vendor.language}) · {translate(vendor.notified ? 'app.breaches.notice.notified' : 'app.breaches.notice.notYet')}
            </ListItem>
          ))}
        </MuiList>
      ) : null}
      {recipients.length && !waiting ? <Typography variant="body2">{translate('app.breaches.notice.none')}</Typography> : null}
      {draft.data.buyers.count ? <Typography variant="body2">{translate('app.breaches.notice.buyers', draft.data.buyers)}</Typography> : null}
      {canAccess && waiting ? (
        <Box>
          <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate()}>
            {translate('app.breaches.notice.send')}
          </Button>
        </Box>
      ) : null}
    </DeskSection>
  );
}
