import { DataTable, DateField, List, SearchInput, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { CallRequestActions } from './CallRequestActions';
import { NotesCell } from './NotesCell';
import { NotesEditingProvider } from './NotesEditingContext';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** "Vendor Call Request": search, sortable columns, notes edited in place, delete behind a confirmation. */
export function CallRequestList() {
  const translate = useTranslate();
  return (
    <NotesEditingProvider>
      <List
        resource="callRequests"
        title={translate('master.callRequests.title')}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={false}
        // On narrow screens the table scrolls inside its card; inline-size containment keeps it from widening the page.
        sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
      >
        <DataTable<CallRequestRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="phone_number" />
          <DataTable.Col<CallRequestRecord> source="notes" render={(record) => <NotesCell record={record} />} />
          <DataTable.Col source="created_at" field={DateField} />
          <DataTable.Col<CallRequestRecord>
            label={translate('master.callRequests.actions')}
            render={(record) => <CallRequestActions record={record} />}
          />
        </DataTable>
      </List>
    </NotesEditingProvider>
  );
}
