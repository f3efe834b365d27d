/**
 * The review queue: one tab per state with its count, oldest first, days waiting on every row, who holds the
 * claim; bulk decisions on the selected rows for a role that can decide. A row opens the vendor's page, where
 * the whole review is decided (details, photos, history, decisions). On a phone a simple list (one vendor a row)
 * replaces the table, so nothing needs a sideways scroll.
 */
import { DataTable, List, SimpleList, TextInput, useCanAccess, useListContext, useTranslate, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { REVIEW_STATES, type ReviewRecord, type ReviewState } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { useRememberDeskTrail, useVendorPagePath } from './deskTrail';
import { useReviewCounts } from './useReviewCounts';
import { CreatedRangeChip } from '../layout/CreatedRangeChip';

const filters = [<TextInput key="q" source="q" alwaysOn />, <TextInput key="city" source="city" />, <TextInput key="kind" source="kind" />];

export function ReviewList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
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
      <CreatedRangeChip />
      {isSmall ? <ReviewSimpleList /> : <ReviewTable />}
    </List>
  );
}

/** The kind's label for a review row ("Vegetable vendor"), never the stored kind id. */
function useKindLabel() {
  const registry = useVendorKinds();
  return (kind: string) => registry.find((declaration) => declaration.kind === kind)?.labels.singular ?? kind;
}

/** A row's click: remembers the desk's tab, filter and sort (for Approve and next and Back), then opens the vendor page. */
function useOpenVendorPage() {
  const { filter, filterValues, sort } = useListContext<ReviewRecord>();
  const { pathname, search } = useLocation();
  const rememberTrail = useRememberDeskTrail();
  const vendorPage = useVendorPagePath();
  return (id: Identifier, _resource: string, record: ReviewRecord) => {
    rememberTrail({
      filter: { ...filterValues, ...filter },
      sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
      path: `${pathname}${search}`,
      openedId: Number(id),
    });
    return vendorPage(record);
  };
}

function ReviewTable() {
  const translate = useTranslate();
  const { canAccess: canDecide } = useCanAccess({ resource: 'reviews', action: 'decide' });
  const kindLabel = useKindLabel();
  const open = useOpenVendorPage();
  return (
    <DataTable<ReviewRecord> rowClick={open} bulkActionButtons={canDecide ? <BulkDecisionButtons /> : false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="kind" render={(record) => kindLabel(record.kind)} />
      <DataTable.Col source="city" />
      <DataTable.NumberCol source="days_waiting" disableSort />
      <DataTable.Col
        source="poster"
        disableSort
        render={(record) =>
          record.poster ? (
            <CheckIcon color="success" titleAccess={translate('app.review.hasPoster')} fontSize="small" />
          ) : (
            <span aria-label={translate('app.review.noPoster')}>—</span>
          )
        }
      />
      <DataTable.Col source="claimed_by_name" disableSort />
    </DataTable>
  );
}

/** The queue on a phone: the vendor's name, then kind, city, days waiting, poster and claim in one line. */
function ReviewSimpleList() {
  const translate = useTranslate();
  const kindLabel = useKindLabel();
  const open = useOpenVendorPage();
  const label = (field: string) => translate(`resources.reviews.fields.${field}`);
  return (
    <SimpleList<ReviewRecord>
      rowClick={(id, resource, record) => open(id, resource, record as ReviewRecord)}
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        [
          kindLabel(record.kind),
          record.city,
          `${label('days_waiting')}: ${record.days_waiting}`,
          translate(record.poster ? 'app.review.hasPoster' : 'app.review.noPoster'),
          record.claimed_by_name ? `${label('claimed_by_name')}: ${record.claimed_by_name}` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}

function StateTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data: counts } = useReviewCounts();
  const translate = useTranslate();
  const current = ((filterValues as { state?: ReviewState }).state ?? 'applied') as ReviewState;
  return (
    <Tabs
      value={current}
      onChange={(_event, state: ReviewState) => setFilters({ ...filterValues, state }, displayedFilters)}
      variant="scrollable"
      // On a phone the tabs that do not fit stay reachable with the arrows, not only by swiping.
      scrollButtons="auto"
      allowScrollButtonsMobile
      // Without inline-size containment the tabs' full width would widen the whole page on a phone.
      sx={{ contain: 'inline-size' }}
      aria-label={translate('app.review.tabs')}
    >
      {REVIEW_STATES.map((state) => (
        <Tab key={state} value={state} label={`${translate(`app.review.states.${state}`)} (${counts?.[state] ?? '…'})`} />
      ))}
    </Tabs>
  );
}
