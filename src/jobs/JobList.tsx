/**
 * The background jobs (capability jobQueue): newest first, filtered by state and kind, each with its attempts, its
 * times and its last error in full; a job that failed for good offers Retry to the roles that manage operations.
 * The dashboard's dead-jobs figure opens this list filtered to the dead ones.
 */
import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, DataTable, SelectInput, TextInput, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { JOB_STATES, jobKindKey, type JobRecord, type JobState } from '../domain/jobs';
import { formatDateTime } from '../i18n';
import { useCustomMutation } from '../layout/useCustomMutation';
import { WorkQueueList } from '../layout/WorkQueueList';
import { WorkItemStack, WrappedErrorText } from '../queues/WorkItemStack';

const STATE_COLORS: Readonly<Record<JobState, 'default' | 'info' | 'success' | 'error'>> = { queued: 'default', running: 'info', done: 'success', dead: 'error' };

/** A kind in words where the admin names it, else as stored. */
function useKindName(): (kind: string) => string {
  const translate = useTranslate();
  return (kind) => {
    const key = jobKindKey(kind);
    return key ? translate(key, { _: kind }) : kind;
  };
}

export function JobList() {
  const translate = useTranslate();
  const kindName = useKindName();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SelectInput key="state" source="state" label="app.jobs.fields.state" choices={JOB_STATES.map((state) => ({ id: state, name: `app.jobs.states.${state}` }))} alwaysOn />,
    <TextInput key="kind" source="kind" label="app.jobs.fields.kind" alwaysOn helperText={false} />,
  ];
  return (
    <WorkQueueList<JobRecord> resource="jobs" title={translate('app.jobs.title')} filters={filters} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      {isSmall ? (
        <JobStack />
      ) : (
        <DataTable<JobRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 }, verticalAlign: 'top' } }}>
          <DataTable.Col source="id" label="app.jobs.fields.id" />
          <DataTable.Col<JobRecord> source="kind" label="app.jobs.fields.kind" disableSort render={(r) => kindName(r.kind)} />
          <DataTable.Col<JobRecord> source="state" label="app.jobs.fields.state" disableSort render={(r) => <StateChip state={r.state} />} />
          <DataTable.Col<JobRecord> source="attempts" label="app.jobs.fields.attempts" render={(r) => translate('app.jobs.attemptsOf', { attempts: r.attempts, max: r.max_attempts })} />
          <DataTable.Col<JobRecord> source="run_at" label="app.jobs.fields.run_at" render={(r) => formatDateTime(r.run_at)} />
          <DataTable.Col<JobRecord> source="finished_at" label="app.jobs.fields.finished_at" disableSort render={(r) => formatDateTime(r.finished_at) || translate('app.jobs.never')} />
          <DataTable.Col<JobRecord> source="last_error" label="app.jobs.fields.last_error" disableSort render={(r) => <ErrorText text={r.last_error} />} />
          <DataTable.Col<JobRecord> label="" disableSort render={() => <RetryButton />} />
        </DataTable>
      )}
    </WorkQueueList>
  );
}

function StateChip({ state }: { state: JobState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state] ?? 'default'} label={translate(`app.jobs.states.${state}`, { _: state })} />;
}

/** The last error in full, wrapped where it must be. */
function ErrorText({ text }: { text: string | null }) {
  const translate = useTranslate();
  return (
    <WrappedErrorText minWidth="12rem" maxWidth="40rem">
      {text ?? translate('app.jobs.never')}
    </WrappedErrorText>
  );
}

/** On a phone the jobs are stacked items. */
function JobStack() {
  const translate = useTranslate();
  const kindName = useKindName();
  return (
    <WorkItemStack<JobRecord>
      label={translate('app.jobs.title')}
      heading={(record) => `#${record.id} ${kindName(record.kind)}`}
      chip={(record) => <StateChip state={record.state} />}
      details={(record) => (
        <Typography variant="body2">
          {translate('app.jobs.fields.attempts')}: {translate('app.jobs.attemptsOf', { attempts: record.attempts, max: record.max_attempts })} · {translate('app.jobs.fields.run_at')}:{' '}
          {formatDateTime(record.run_at)}
          {record.finished_at ? ` · ${translate('app.jobs.fields.finished_at')}: ${formatDateTime(record.finished_at)}` : ''}
        </Typography>
      )}
      error={(record) => (record.last_error ? <ErrorText text={record.last_error} /> : null)}
      action={<RetryButton />}
    />
  );
}

/** Retry on a dead job, for the roles that manage operations (the access table: `jobs` edit is operations.manage). */
function RetryButton() {
  const record = useRecordContext<JobRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'jobs', action: 'edit' });
  const retry = useCustomMutation({
    run: (dataProvider, id: number) => dataProvider.retryJob(id),
    // Refetched after a failure too: another admin may have retried it meanwhile.
    invalidate: [['jobs']],
    invalidateOnFailure: true,
    onSuccess: (_id, job) => notify('app.jobs.retried', { type: 'success', messageArgs: { id: job.id } }),
  });
  if (!record || record.state !== 'dead' || !canAccess) return null;
  return (
    <Button
      label="app.jobs.actions.retry"
      aria-label={translate('app.jobs.actions.retryAria', { id: record.id })}
      disabled={retry.isPending}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate(record.id);
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
