/**
 * The grievance queue: the running clock first (the server's `due_at` order, resolved ones last), filtered by
 * state, category, overdue or due today, and the month's CSV export for audits.
 */
import { useState } from 'react';
import { Box, Button, Link as MuiLink, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import DownloadIcon from '@mui/icons-material/Download';
import { BooleanInput, DataTable, DateField, FilterButton, SearchInput, SelectInput, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { RecordStack } from '../layout/RecordStack';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATES, type GrievanceRecord } from '../domain/grievances';
import type { AppDataProvider } from '../dataProvider/types';
import { useNotifyError } from '../layout/errorText';
import { WorkQueueList } from '../layout/WorkQueueList';
import { ClockChip } from './ClockChip';

export function GrievanceList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.grievances.fields.q')} />,
    <SelectInput key="state" source="state" label="app.grievances.fields.state" choices={GRIEVANCE_STATES.map((state) => ({ id: state, name: `app.grievances.states.${state}` }))} alwaysOn />,
    <SelectInput
      key="category"
      source="category"
      label="app.grievances.fields.category"
      choices={GRIEVANCE_CATEGORIES.map((category) => ({ id: category, name: `app.grievances.categories.${category}` }))}
    />,
    <BooleanInput key="overdue" source="overdue" label="app.grievances.filters.overdue" />,
    <BooleanInput key="due_today" source="due_today" label="app.grievances.filters.dueToday" />,
  ];
  return (
    <WorkQueueList
      resource="grievances"
      title={translate('app.grievances.title')}
      filters={filters}
      sort={{ field: 'due_at', order: 'ASC' }}
      empty={false}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <MonthExport />
        </TopToolbar>
      }
    >
      {isSmall ? <GrievanceStack /> : <DataTable<GrievanceRecord> rowClick="show" bulkActionButtons={false} sx={{ overflowX: 'auto', maxWidth: '100%', '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
        <DataTable.Col source="ticket" label="app.grievances.fields.ticket" disableSort />
        <DataTable.Col source="name" label="app.grievances.fields.name" disableSort />
        <DataTable.Col<GrievanceRecord> source="category" label="app.grievances.fields.category" render={(r) => translate(`app.grievances.categories.${r.category}`, { _: r.category })} />
        <DataTable.Col<GrievanceRecord> source="state" label="app.grievances.fields.state" render={(r) => translate(`app.grievances.states.${r.state}`)} />
        <DataTable.Col<GrievanceRecord> source="due_at" label="app.grievances.fields.clock" render={(r) => <ClockChip record={r} />} />
        <DataTable.Col<GrievanceRecord> source="assignee_name" label="app.grievances.fields.assignee" disableSort render={(r) => r.assignee_name ?? '—'} />
        <DataTable.Col source="received_at" label="app.grievances.fields.received_at" field={DateField} />
      </DataTable>}
    </WorkQueueList>
  );
}

/** On a phone the grievances are stacked cards, each opening its page. */
function GrievanceStack() {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <RecordStack<GrievanceRecord> label={translate('app.grievances.title')} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
            <MuiLink component={Link} to={href(adminPaths.show('grievances', record.id))} variant="subtitle1">
              {record.ticket}
            </MuiLink>
            <ClockChip record={record} />
          </Box>
          <Typography variant="body2">
            {record.name} · {translate(`app.grievances.categories.${record.category}`, { _: record.category })} · {translate(`app.grievances.states.${record.state}`)}
          </Typography>
        </>
      )}
    </RecordStack>
  );
}

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** Downloads the chosen month's CSV (through the data provider, as every request of the admin). */
function MonthExport() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [month, setMonth] = useState(thisMonth);
  const download = async () => {
    try {
      const csv = await dataProvider.grievanceExport(month);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `grievances-${month}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField size="small" type="month" label={translate('app.grievances.month')} value={month} onChange={(event) => setMonth(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={!/^\d{4}-\d{2}$/.test(month)}>
        {translate('app.grievances.actions.export')}
      </Button>
    </Box>
  );
}
