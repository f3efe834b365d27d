/**
 * The review queue: one tab per state with its count, oldest first, days waiting on every row, who holds the
 * claim; bulk decisions on the selected rows for a role that can decide. A row opens the vendor's page, where
 * the whole review is decided (details, photos, history, decisions).
 */
import { DataTable, List, TextInput, useCanAccess, useListContext, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { REVIEW_STATES, type ReviewRecord, type ReviewState } from '../domain/review';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { useRememberDeskTrail, useVendorPagePath } from './deskTrail';
import { STATE_LABELS } from './messages';
import { useReviewCounts } from './useReviewCounts';

const filters = [<TextInput key="q" source="q" alwaysOn />, <TextInput key="city" source="city" />, <TextInput key="kind" source="kind" />];

export function ReviewList() {
  return (
    <List
      resource="reviews"
      sort={{ field: 'created_at', order: 'ASC' }}
      filterDefaultValues={{ state: 'applied' }}
      filters={filters}
      exporter={false}
      perPage={25}
    >
      <StateTabs />
      <ReviewTable />
    </List>
  );
}

function ReviewTable() {
  const { canAccess: canDecide } = useCanAccess({ resource: 'reviews', action: 'decide' });
  const { filter, filterValues, sort } = useListContext<ReviewRecord>();
  const { pathname, search } = useLocation();
  const rememberTrail = useRememberDeskTrail();
  const vendorPage = useVendorPagePath();
  const open = (id: Identifier, _resource: string, record: ReviewRecord) => {
    rememberTrail({
      filter: { ...filterValues, ...filter },
      sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
      path: `${pathname}${search}`,
      openedId: Number(id),
    });
    return vendorPage(record);
  };
  return (
    <DataTable<ReviewRecord> rowClick={open} bulkActionButtons={canDecide ? <BulkDecisionButtons /> : false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="kind" />
      <DataTable.Col source="city" />
      <DataTable.NumberCol source="days_waiting" disableSort />
      <DataTable.Col
        source="poster"
        disableSort
        render={(record) =>
          record.poster ? <CheckIcon color="success" titleAccess="Has a poster" fontSize="small" /> : <span aria-label="No poster">—</span>
        }
      />
      <DataTable.Col source="claimed_by_name" disableSort />
    </DataTable>
  );
}

function StateTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data: counts } = useReviewCounts();
  const current = ((filterValues as { state?: ReviewState }).state ?? 'applied') as ReviewState;
  return (
    <Tabs
      value={current}
      onChange={(_event, state: ReviewState) => setFilters({ ...filterValues, state }, displayedFilters)}
      variant="scrollable"
      aria-label="Review states"
    >
      {REVIEW_STATES.map((state) => (
        <Tab key={state} value={state} label={`${STATE_LABELS[state]} (${counts?.[state] ?? '…'})`} />
      ))}
    </Tabs>
  );
}
