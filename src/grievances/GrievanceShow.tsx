/**
 * One grievance: what the complainant said and how to reach them, its clocks, the actions its state allows
 * (acknowledge, escalate to the grievance officer, resolve with the reason the complainant sees, reopen), its
 * assignee, and the timeline with notes. Roles that may only read see no forms (the role table, src/domain/roles.ts).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Show, useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { grievanceEndpoints, type GrievanceAction, type GrievanceDeskRecord } from '../dataProvider/customMethods';
import { configuredOrigin } from '../dataProvider/basics';
import { fillPath } from '../dataProvider/endpoint';
import { formatDateTime } from '../i18n';
import { useCustomMutation } from '../layout/useCustomMutation';
import { ClockChip } from './ClockChip';

export function GrievanceShow() {
  const translate = useTranslate();
  return (
    <Show<GrievanceDeskRecord> resource="grievances" title={translate('app.grievances.title')}>
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <ComplaintCard />
        <ActionsPanel />
        <Timeline />
      </Stack>
    </Show>
  );
}

function ComplaintCard() {
  const translate = useTranslate();
  const record = useRecordContext<GrievanceDeskRecord>();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {record.ticket} · {translate(`app.grievances.states.${record.state}`)}
        </Typography>
        <Box>
          <ClockChip record={record} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.grievances.clocks', { acknowledge: formatDateTime(record.acknowledge_by), resolve: formatDateTime(record.resolve_by) })}
        </Typography>
        <Typography>
          {record.name} ({translate(`app.grievances.complainants.${record.complainant}`, { _: record.complainant })}) ·{' '}
          {translate(`app.grievances.categories.${record.category}`, { _: record.category })}
        </Typography>
        <Typography>
          <a href={`tel:${record.phone_number}`}>{record.phone_number}</a>
          {record.email ? (
            <>
              {' · '}
              <a href={`mailto:${record.email}`}>{record.email}</a>
            </>
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.grievances.fields.received_at')}: {formatDateTime(record.received_at)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.description}</Typography>
        {record.attachment ? (
          <Box>
            <Button href={`${configuredOrigin()}${fillPath(grievanceEndpoints.attachment.path, { id: record.id })}`} target="_blank" rel="noopener">
              {translate('app.grievances.actions.attachment')}
            </Button>
          </Box>
        ) : null}
        {record.resolution ? (
          <Typography>
            <strong>{translate('app.grievances.resolution')}:</strong> {record.resolution}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A change through the data provider, then the record and the queue read again. */
function useGrievanceChange<T>(run: (value: T) => Promise<unknown>, done?: () => void) {
  const notify = useNotify();
  return useCustomMutation({
    run: (_dataProvider, value: T) => run(value),
    invalidate: [['grievances']],
    onSuccess: () => {
      notify('app.grievances.actions.done', { type: 'success' });
      done?.();
    },
  });
}

function ActionsPanel() {
  const translate = useTranslate();
  const record = useRecordContext<GrievanceDeskRecord>();
  const { canAccess } = useCanAccess({ resource: 'grievances', action: 'edit' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [assignee, setAssignee] = useState<string>('');
  const { data: assignees = [] } = useQueryAssignees(canAccess === true);
  const act = useGrievanceChange(({ action, value }: { action: GrievanceAction; value?: string }) => dataProvider.grievanceAction(Number(record?.id), action, value), () => setText(''));
  const assign = useGrievanceChange((value: number | null) => dataProvider.assignGrievance(Number(record?.id), value));
  if (!record || !canAccess) return null;
  const open = record.state !== 'resolved';
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={translate(open ? 'app.grievances.resolution' : 'app.grievances.reason')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {record.state === 'received' ? (
            <Button variant="contained" disabled={act.isPending} onClick={() => act.mutate({ action: 'acknowledge' })}>
              {translate('app.grievances.actions.acknowledge')}
            </Button>
          ) : null}
          {open ? (
            <Button variant="contained" color="success" disabled={act.isPending || !text.trim()} onClick={() => act.mutate({ action: 'resolve', value: text })}>
              {translate('app.grievances.actions.resolve')}
            </Button>
          ) : (
            <Button variant="outlined" disabled={act.isPending} onClick={() => act.mutate({ action: 'reopen', value: text })}>
              {translate('app.grievances.actions.reopen')}
            </Button>
          )}
          {record.state === 'received' || record.state === 'acknowledged' ? (
            <Button variant="outlined" color="warning" disabled={act.isPending} onClick={() => act.mutate({ action: 'escalate', value: text })}>
              {translate('app.grievances.actions.escalate')}
            </Button>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 220 }}
            label={translate('app.grievances.fields.assignee')}
            value={assignee || String(record.assignee_id ?? '')}
            onChange={(event) => setAssignee(event.target.value)}
          >
            <MenuItem value="">{translate('app.grievances.unassigned')}</MenuItem>
            {assignees.map((admin) => (
              <MenuItem key={admin.id} value={String(admin.id)}>
                {admin.name}
              </MenuItem>
            ))}
          </TextField>
          <Button disabled={assign.isPending} onClick={() => assign.mutate(assignee ? Number(assignee) : null)}>
            {translate('app.grievances.actions.assign')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function useQueryAssignees(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['grievances', 'assignees'], queryFn: () => dataProvider.grievanceAssignees(), enabled, staleTime: 60_000 });
}

function Timeline() {
  const translate = useTranslate();
  const record = useRecordContext<GrievanceDeskRecord>();
  const { canAccess } = useCanAccess({ resource: 'grievances', action: 'edit' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const [note, setNote] = useState('');
  const add = useGrievanceChange((body: string) => dataProvider.addGrievanceNote(Number(record?.id), body), () => setNote(''));
  if (!record) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) add.mutate(note.trim());
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.grievances.timeline')}
        </Typography>
        <Box component="ol" sx={{ pl: 2, my: 1 }}>
          {(record.timeline ?? []).map((event) => (
            <Box component="li" key={event.id} sx={{ mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(event.at)} · {translate(`app.grievances.events.${event.kind}`, { _: event.kind })}
                {event.author_name ? ` · ${event.author_name}` : ''}
              </Typography>
              {event.body && event.kind !== 'assigned' ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.body}</Typography> : null}
            </Box>
          ))}
        </Box>
        {canAccess ? (
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
            <TextField label={translate('app.grievances.note')} value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={2} />
            <Box>
              <Button type="submit" variant="contained" disabled={add.isPending || !note.trim()}>
                {translate('app.grievances.actions.addNote')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
