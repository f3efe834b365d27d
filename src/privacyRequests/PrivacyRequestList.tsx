/**
 * Data principal requests (capability privacy, docs/privacy.md): access, correction and erasure requests with their
 * 90-day clock, the open ones due first; a chip says overdue, open or done; the outcome says what was done and,
 * for an erasure, what was kept and why. Filters by state, kind and overdue. An open correction is answered here.
 */
import { Chip, Typography } from '@mui/material';
import { BooleanInput, DataTable, SelectInput, useTranslate } from 'react-admin';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATES } from '../domain/privacy';
import { formatDateTime } from '../i18n';
import { WorkQueueList } from '../layout/WorkQueueList';
import { CorrectionAnswer } from './CorrectionAnswer';

export interface PrivacyRequestRecord {
  id: number;
  vendor_id: number;
  kind: string;
  state: string;
  details: string | null;
  outcome: string | null;
  received_at: string;
  due_at: string;
  completed_at: string | null;
  decision: string | null;
  overdue: boolean;
}

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

const Text = ({ text }: { text: string | null }) => (
  <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '40rem' }}>
    {text ?? '—'}
  </Typography>
);

export function PrivacyRequestList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="state" source="state" label="app.privacyRequests.fields.state" choices={PRIVACY_REQUEST_STATES.map((id) => ({ id, name: `app.privacyRequests.states.${id}` }))} alwaysOn />,
    <SelectInput key="kind" source="kind" label="app.privacyRequests.fields.kind" choices={PRIVACY_REQUEST_KINDS.map((id) => ({ id, name: `app.privacyRequests.kinds.${id}` }))} alwaysOn />,
    <BooleanInput key="overdue" source="overdue" label="app.privacyRequests.overdueOnly" alwaysOn />,
  ];
  return (
    <WorkQueueList<PrivacyRequestRecord> resource="privacyRequests" title={translate('app.privacyRequests.title')} filters={filters} sort={{ field: 'due_at', order: 'ASC' }} empty={false}>
      <DataTable<PrivacyRequestRecord> rowClick={false} bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { verticalAlign: 'top' } }}>
        <DataTable.Col source="id" label="app.privacyRequests.fields.id" />
        <DataTable.Col<PrivacyRequestRecord> source="kind" label="app.privacyRequests.fields.kind" render={(r) => translate(`app.privacyRequests.kinds.${r.kind}`, { _: r.kind })} />
        <DataTable.Col source="vendor_id" label="app.privacyRequests.fields.vendor_id" disableSort />
        <DataTable.Col<PrivacyRequestRecord> source="received_at" label="app.privacyRequests.fields.received_at" render={(r) => formatDateTime(r.received_at)} />
        <DataTable.Col<PrivacyRequestRecord> source="due_at" label="app.privacyRequests.fields.due_at" render={(r) => <Clock record={r} />} />
        <DataTable.Col<PrivacyRequestRecord> source="details" label="app.privacyRequests.fields.details" disableSort render={(r) => <Text text={r.details} />} />
        <DataTable.Col<PrivacyRequestRecord> source="outcome" label="app.privacyRequests.fields.outcome" disableSort render={(r) => <Text text={r.decision ? `${translate(`app.privacyRequests.decisions.${r.decision}`)}${r.outcome ? `: ${r.outcome}` : ''}` : r.outcome} />} />
        <DataTable.Col<PrivacyRequestRecord> label="app.privacyRequests.fields.answer" disableSort render={(r) => <CorrectionAnswer record={r} />} />
      </DataTable>
    </WorkQueueList>
  );
}
