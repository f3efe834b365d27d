import { Box, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  DataTable,
  DateField,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { useAdminHref } from '../layout/useAdminHref';
import { adminPaths } from '../layout/adminPaths';
import { CALL_STATES, type CallDeskItem } from '../domain/callDesk';
import { StateChip } from './StateChip';
import { useAssigneeChoices } from './useAssignees';
import { RecordStack } from '../layout/RecordStack';
import { WorkQueueList } from '../layout/WorkQueueList';

/**
 * The call desk: call requests and website enquiries in one list, due follow-ups first (the server's `desk`
 * order), filtered by state and assignee. On a phone the requests are stacked cards, each opening its page.
 */
export function CallDeskList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const assignees = useAssigneeChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="state"
      source="state"
      label="app.callDesk.fields.state"
      choices={CALL_STATES.map((state) => ({ id: state, name: `app.callDesk.states.${state}` }))}
      alwaysOn
    />,
    <SelectInput key="assignee_id" source="assignee_id" label="app.callDesk.fields.assignee" choices={[{ id: 0, name: translate('app.callDesk.unassigned') }, ...assignees]} alwaysOn />,
  ];
  return (
    <WorkQueueList resource="calldesk" title={translate('app.callDesk.title')} filters={filters} sort={{ field: 'desk', order: 'ASC' }} empty={false}>
      {isSmall ? <CallDeskStack /> : <CallDeskTable />}
    </WorkQueueList>
  );
}

const sourceText = (translate: (key: string, options?: object) => string, source: string | null) =>
  source ? translate(`resources.callRequests.sources.${source}`, { _: source }) : translate('app.callDesk.callRequest');

function CallDeskTable() {
  const translate = useTranslate();
  return (
    <DataTable<CallDeskItem> rowClick="edit" bulkActionButtons={false} sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
      <DataTable.Col source="phone_number" label="app.callDesk.fields.phone" />
      <DataTable.Col<CallDeskItem> source="caller_name" label="app.callDesk.fields.caller" render={(r) => r.caller_name ?? ''} />
      {/* What the caller asked (a website enquiry's words, a call's notes), cut to one line: the page has it all. */}
      <DataTable.Col<CallDeskItem>
        source="notes"
        label="resources.callRequests.fields.notes"
        disableSort
        render={(r) => (
          <Typography variant="body2" noWrap title={r.notes ?? undefined} sx={{ maxWidth: 280 }}>
            {r.notes ?? ''}
          </Typography>
        )}
      />
      <DataTable.Col<CallDeskItem> source="source" label="app.callDesk.fields.source" disableSort render={(r) => sourceText(translate, r.source)} />
      <DataTable.Col<CallDeskItem> source="state" label="app.callDesk.fields.state" render={(r) => <StateChip state={r.state} due={r.due} />} />
      <DataTable.Col<CallDeskItem> source="assignee_name" label="app.callDesk.fields.assignee" disableSort render={(r) => r.assignee_name ?? '—'} />
      <DataTable.Col source="follow_up_on" label="app.callDesk.fields.followUp" />
      <DataTable.Col source="created_at" label="app.callDesk.fields.createdAt" field={DateField} />
    </DataTable>
  );
}

function CallDeskStack() {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <RecordStack<CallDeskItem> label={translate('app.callDesk.title')} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
            <MuiLink component={Link} to={href(adminPaths.edit('calldesk', record.id))} variant="subtitle1">
              {record.phone_number}
            </MuiLink>
            <StateChip state={record.state} due={record.due} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[record.caller_name, sourceText(translate, record.source)].filter(Boolean).join(' · ')}
          </Typography>
          {record.notes ? <Typography variant="body2">{record.notes}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            {translate('app.callDesk.fields.assignee')}: {record.assignee_name ?? '—'}
            {record.follow_up_on ? ` · ${translate('app.callDesk.fields.followUp')}: ${record.follow_up_on}` : ''}
          </Typography>
        </>
      )}
    </RecordStack>
  );
}
