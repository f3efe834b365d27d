/**
 * The breach register: the newest detection first, each with its two report clocks (CERT-In 6 hours, the Board 72
 * hours), filtered by status, overdue or due soon; on a phone, stacked cards. Recording is offered only to the
 * roles the declaration lets write (react-admin's canAccess hides the button).
 */
import { Box, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { BooleanInput, CreateButton, DataTable, DateField, FilterButton, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { BREACH_STATUSES, type BreachRecord } from '../domain/breaches';
import { RecordStack } from '../layout/RecordStack';
import { BreachClockChip } from './BreachClockChip';

export function BreachList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.breaches.fields.q')} />,
    <SelectInput key="status" source="status" label="app.breaches.fields.status" choices={BREACH_STATUSES.map((status) => ({ id: status, name: `app.breaches.statuses.${status}` }))} alwaysOn />,
    <BooleanInput key="overdue" source="overdue" label="app.breaches.filters.overdue" />,
    <BooleanInput key="due_soon" source="due_soon" label="app.breaches.filters.dueSoon" />,
  ];
  return (
    <List
      resource="breaches"
      title={translate('app.breaches.title')}
      filters={filters}
      sort={{ field: 'detected_at', order: 'DESC' }}
      empty={false}
      // The Tamil headings make the table wider than 1280 px: it scrolls inside the list, not the page.
      sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <CreateButton label="app.breaches.create" />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <BreachStack />
      ) : (
        <DataTable<BreachRecord> rowClick="show" bulkActionButtons={false} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <DataTable.Col source="summary" label="app.breaches.fields.summary" disableSort />
          <DataTable.Col<BreachRecord> source="status" label="app.breaches.fields.status" render={(r) => translate(`app.breaches.statuses.${r.status}`)} />
          <DataTable.Col<BreachRecord> source="cert_in_due" label="app.breaches.clocks.certIn" render={(r) => <BreachClockChip record={r} clock="certIn" />} />
          <DataTable.Col<BreachRecord> source="board_due" label="app.breaches.clocks.board" render={(r) => <BreachClockChip record={r} clock="board" />} />
          <DataTable.Col source="affected_count" label="app.breaches.fields.affected_count" disableSort />
          <DataTable.Col source="detected_at" label="app.breaches.fields.detected_at" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}

/** On a phone each breach is a card opening its page. */
function BreachStack() {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <RecordStack<BreachRecord> label={translate('app.breaches.title')} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <MuiLink component={Link} to={href(adminPaths.show('breaches', record.id))} variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {record.summary}
          </MuiLink>
          <Typography variant="body2">{translate(`app.breaches.statuses.${record.status}`)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <BreachClockChip record={record} clock="certIn" />
            <BreachClockChip record={record} clock="board" />
          </Box>
        </>
      )}
    </RecordStack>
  );
}
