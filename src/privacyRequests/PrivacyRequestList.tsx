/**
 * Data principal requests (capability privacy, docs/privacy.md): access, correction and erasure requests with their
 * 90-day clock, the open ones due first; a chip says overdue, open or done; the outcome says what was done and,
 * for an erasure, what was kept and why. Filters by state, kind and overdue. An open request is answered here, each
 * kind with the answers it takes (RequestAnswer): a correction, an erasure or access received by one-time code.
 */
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, DataTable, SelectInput, useTranslate } from 'react-admin';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES } from '../domain/privacy';
import { formatDateTime } from '../i18n';
import { WorkQueueList } from '../layout/WorkQueueList';
import { RecordStack } from '../layout/RecordStack';
import { RequestAnswer } from './RequestAnswer';
import type { PrivacyRequestRecord } from './record';


function Clock({ record }: { record: PrivacyRequestRecord }) {
  const translate = useTranslate();
  if (record.state === 'completed') return <Chip size="small" color="success" label={translate('app.privacyRequests.done')} />;
  return (
    <Chip
      size="small"
      color={record.overdue ? 'error' : 'default'}
      label={translate(record.overdue ? 'app.privacyRequests.overdue' : 'app.privacyRequests.dueBy', { date: formatDateTime(record.due_at) })}
    />
  );
}

/** What was done: the desk's decision on a correction (corrected, refused) before the outcome's own words. */
function outcomeText(translate: (key: string) => string, r: PrivacyRequestRecord): string | null {
  if (!r.decision) return r.outcome;
  return `${translate(`app.privacyRequests.decisions.${r.decision}`)}${r.outcome ? `: ${r.outcome}` : ''}`;
}

const Text = ({ text }: { text: string | null }) => (
  <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '40rem' }}>
    {text ?? '—'}
  </Typography>
);

export function PrivacyRequestList() {
  const translate = useTranslate();

  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SelectInput key="state" source="state" label="app.privacyRequests.fields.state" choices={PRIVACY_REQUEST_STATES.map((id) => ({ id, name: `app.privacyRequests.states.${id}` }))} alwaysOn />,
    <SelectInput key="kind" source="kind" label="app.privacyRequests.fields.kind" choices={PRIVACY_REQUEST_KINDS.map((id) => ({ id, name: `app.privacyRequests.kinds.${id}` }))} alwaysOn />,
    // MUI places the switch's (invisible) input 24 px left of its label: on a phone, where the switch starts a line, past the screen's edge.
    <BooleanInput key="overdue" source="overdue" label="app.privacyRequests.overdueOnly" alwaysOn sx={{ '& .MuiFormControlLabel-root': { ml: 2.5 } }} />,
  ];
  return (
    <WorkQueueList<PrivacyRequestRecord> resource="privacyRequests" title={translate('app.privacyRequests.title')} filters={filters} sort={{ field: 'due_at', order: 'ASC' }} empty={false}>
      {isSmall ? <PrivacyRequestStack /> : <DataTable<PrivacyRequestRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { verticalAlign: 'top' } }}>
        <DataTable.Col source="id" label="app.privacyRequests.fields.id" />
        <DataTable.Col<PrivacyRequestRecord> source="kind" label="app.privacyRequests.fields.kind" render={(r) => translate(`app.privacyRequests.kinds.${r.kind}`, { _: r.kind })} />
        <DataTable.Col<PrivacyRequestRecord> source="vendor_id" label="app.privacyRequests.fields.vendor_id" disableSort render={(r) => r.vendor_id ?? r.phone ?? '—'} />
        <DataTable.Col<PrivacyRequestRecord> source="received_at" label="app.privacyRequests.fields.received_at" render={(r) => formatDateTime(r.received_at)} />
        <DataTable.Col<PrivacyRequestRecord> source="due_at" label="app.privacyRequests.fields.due_at" render={(r) => <Clock record={r} />} />
        <DataTable.Col<PrivacyRequestRecord> source="details" label="app.privacyRequests.fields.details" disableSort render={(r) => <Text text={r.details} />} />
        <DataTable.Col<PrivacyRequestRecord> source="outcome" label="app.privacyRequests.fields.outcome" disableSort render={(r) => <Text text={outcomeText(translate, r)} />} />
        <DataTable.Col<PrivacyRequestRecord> label="app.privacyRequests.fields.answer" disableSort render={(r) => <RequestAnswer record={r} />} />
      </DataTable>}
    </WorkQueueList>
  );
}

/** On a phone each request is a card: what was asked, its clock, by which vendor, and the outcome. */
function PrivacyRequestStack() {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.privacyRequests.fields.${name}`);
  return (
    <RecordStack<PrivacyRequestRecord> label={translate('app.privacyRequests.title')} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1">
              {field('id')} {record.id} · {translate(`app.privacyRequests.kinds.${record.kind}`, { _: record.kind })}
            </Typography>
            <Clock record={record} />
          </Box>
          <Typography variant="body2">
            {field('vendor_id')} {record.vendor_id ?? record.phone ?? '—'} · {field('received_at')}: {formatDateTime(record.received_at)}
          </Typography>
          {record.details ? <Text text={record.details} /> : null}
          {record.outcome || record.decision ? <Text text={`${field('outcome')}: ${outcomeText(translate, record)}`} /> : null}
          <RequestAnswer record={record} />
        </>
      )}
    </RecordStack>
  );
}
