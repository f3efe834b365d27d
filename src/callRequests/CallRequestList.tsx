import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, SearchInput, useCanAccess, useListContext, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { CallRequestActions } from './CallRequestActions';
import { CallRequestStack } from './CallRequestStack';
import { NotesCell } from './NotesCell';
import { NotesEditingProvider } from './NotesEditingContext';
import { CreatedRangeChip } from '../layout/CreatedRangeChip';
import { WorkQueueList } from '../layout/WorkQueueList';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Call requests may carry an extension `source` (e.g. "Website enquiry"); the column shows when any does. */
type CallRequestRow = CallRequestRecord & { source?: string | null };

/**
 * "Vendor Call Request": search, sortable columns, notes edited in place, delete behind a confirmation. On a phone
 * the requests are stacked rows with their actions (src/callRequests/CallRequestStack.tsx) instead of a table.
 */
export function CallRequestList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <NotesEditingProvider>
      <WorkQueueList resource="callRequests" title={translate('resources.callRequests.action.title')} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
        <CreatedRangeChip />
        {isSmall ? <CallRequestStack /> : <CallRequestTable />}
      </WorkQueueList>
    </NotesEditingProvider>
  );
}

export function CallRequestTable() {
  const translate = useTranslate();
  const { data } = useListContext<CallRequestRow>();
  const hasSource = data?.some((record) => Boolean(record.source)) ?? false;
  // A role that may neither edit nor delete call requests gets no Actions column at all.
  const { canAccess: canEdit } = useCanAccess({ resource: 'callRequests', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'callRequests', action: 'delete' });
  return (
    <DataTable<CallRequestRow>
      rowClick={false}
      bulkActionButtons={false}
      sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
    >
      <DataTable.Col source="id" />
      <DataTable.Col source="phone_number" />
      <DataTable.Col<CallRequestRow> source="notes" render={(record) => <NotesCell record={record} />} />
      {hasSource && (
        <DataTable.Col<CallRequestRow>
          source="source"
          render={(record) => (record.source ? translate(`resources.callRequests.sources.${record.source}`, { _: record.source }) : '')}
        />
      )}
      <DataTable.Col source="created_at" field={DateField} />
      {(canEdit || canDelete) && (
        <DataTable.Col<CallRequestRow> label={translate('resources.callRequests.action.actions')} render={(record) => <CallRequestActions record={record} />} />
      )}
    </DataTable>
  );
}
