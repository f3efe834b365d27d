/**
 * One queue of one vendor kind as a work list: unverified or verified vendors (optionally of some business
 * types) with the SPEC columns plus city, whether a poster is set, the application date and days waiting;
 * oldest first; search, city filter, sort and page in the URL (shareable); bulk approve and delete; CSV export.
 */
import { useEffect } from 'react';
import {
  BulkExportButton,
  Datagrid,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  SortButton,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
  type SearchInputProps,
  type SelectInputProps,
  type RaRecord,
} from 'react-admin';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PrefetchNextPage, usePrefetchFilterChange } from '../layout/prefetchList';
import { CITIES } from '../domain/constants';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { BulkApproveButton } from './BulkApproveButton';
import { BulkDeleteVendorsButton } from './BulkDeleteVendorsButton';
import { queueOpeningPage, useRememberQueue } from './lastQueue';
import { queueExporter } from './queueCsv';
import { WAITING_SORT_FIELD, WaitingSortProvider, backendSort } from './waitingSort';
import { CellDate, CellText, PosterMark, ViewLink, WaitingDays } from './queueFields';
import { QueueBody, queueRowStyles } from './QueueRow';
import { ScreenHeading } from '../layout/ScreenHeading';
import { ComplianceLapsedChip } from '../compliance/ComplianceLapsedChip';
import { CreatedRangeChip } from '../layout/CreatedRangeChip';
import { EmptyListStatus } from '../layout/EmptyListStatus';

export interface VendorListProps {
  resource: VendorResource;
  verified: boolean;
  columns: string[];
  /** i18n keys of the title and the empty text. */
  title: string;
  empty: string;
  /** Extra fixed filter, e.g. { business_type: ['Restaurant', 'Cafe'] }. */
  filter?: Record<string, unknown>;
  /** Distinguishes the saved sort/filters of lists that share a resource. */
  storeKey: string;
}

const cityChoices = CITIES.map((city) => ({ id: city, name: city }));

const text = (record: RaRecord, source: string | undefined) => (source ? String(record[source] ?? '') : '');

export function VendorList({ resource, verified, columns, title, empty, filter, storeKey }: VendorListProps) {
  const translate = useTranslate();
  // A phone-width screen gets one card per vendor instead of a table wider than the screen.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Asked once for the list, not once per row as ShowButton does (the admin's roles grant "show" per resource).
  const { canAccess: canShow } = useCanAccess({ resource, action: 'show' });
  const shown = columns.includes('city') ? columns : [...columns, 'city'];
  // The same parameters the dashboard fetches ahead, so its prefetch is the page this list asks for.
  const opening = queueOpeningPage(verified, filter);
  const fixedFilter = opening.filter;
  const emptyText = <EmptyListStatus text={translate(empty)} />;
  const filters = [
    <QueueSearchInput key="q" source="q" alwaysOn placeholder={translate(`resources.${resource}.fields.q`)} fixedFilter={fixedFilter} />,
    <QueueCityInput
      key="city"
      source="city"
      label={translate('resources.' + resource + '.fields.city')}
      choices={cityChoices}
      emptyText={translate('app.vendor.allCities')}
      alwaysOn
      fixedFilter={fixedFilter}
    />,
  ];
  return (
    <>
    <ScreenHeading title={translate(title)} />
    <WaitingSortProvider>
    <List
      resource={resource}
      title={translate(title)}
      filter={fixedFilter}
      filters={filters}
      storeKey={storeKey}
      sort={opening.sort}
      perPage={opening.pagination.perPage}
      empty={emptyText}
      exporter={queueExporter(shown)}
      actions={
        <TopToolbar>
          {isSmall && <SortButton fields={['created_at', ...columns]} />}
          <ExportButton />
        </TopToolbar>
      }
    >
      <RememberQueue resource={resource} fixedFilter={fixedFilter} />
      <CreatedRangeChip />
      <PrefetchNextPage filter={fixedFilter} />
      {isSmall ? (
        <SimpleList
          primaryText={(record) => (
            <>
              {text(record, 'name')}
              <ComplianceLapsedChip />
            </>
          )}
          secondaryText={(record) => <VendorCardDetails record={record as VendorRecord} columns={columns} verified={verified} />}
          linkType="show"
          empty={emptyText}
        />
      ) : (
        <Datagrid
          body={QueueBody}
          sx={queueRowStyles}
          empty={emptyText}
          bulkActionButtons={
            <>
              {!verified && <BulkApproveButton resource={resource} />}
              <BulkExportButton />
              <BulkDeleteVendorsButton resource={resource} />
            </>
          }
        >
          {shown.map((source) => (
            <CellText key={source} source={source} />
          ))}
          <PosterMark label="app.queue.poster" sortBy="poster" />
          <CellDate source="created_at" label="app.queue.applied" />
          {/* Its own sort name: its arrow follows the days shown, the reverse of the application dates (waitingSort.tsx). */}
          {!verified && <WaitingDays label="app.queue.waiting" sortBy={WAITING_SORT_FIELD} sortByOrder="DESC" />}
          {canShow === true && <ViewLink label={translate('app.vendor.view')} />}
        </Datagrid>
      )}
    </List>
    </WaitingSortProvider>
    </>
  );
}

/** An input's new value from react-admin's onChange, which passes the change event or (a reset) the value. */
const changedValue = (eventOrValue: unknown) =>
  typeof eventOrValue === 'object' && eventOrValue !== null && 'target' in eventOrValue ? (eventOrValue.target as { value?: unknown }).value : eventOrValue;

interface FixedFilter {
  fixedFilter: Record<string, unknown>;
}

/** The queue's search box, fetching the page it leads to at each change (see usePrefetchFilterChange). */
function QueueSearchInput({ fixedFilter, ...props }: SearchInputProps & FixedFilter) {
  const prefetch = usePrefetchFilterChange(fixedFilter);
  return <SearchInput {...props} onChange={(change: unknown) => prefetch('q', changedValue(change))} />;
}

/** The queue's city filter, fetching the page it leads to when a city is chosen. */
function QueueCityInput({ fixedFilter, ...props }: SelectInputProps & FixedFilter) {
  const prefetch = usePrefetchFilterChange(fixedFilter);
  return <SelectInput {...props} onChange={(change: unknown) => prefetch('city', changedValue(change))} />;
}

/** A card's lines: each column on its own line (never run together), then poster and waiting time. */
function VendorCardDetails({ record, columns, verified }: { record: VendorRecord; columns: string[]; verified: boolean }) {
  const rest = columns.filter((source) => source !== 'name' && text(record, source) !== '');
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
      {rest.map((source) => (
        <Box component="span" key={source} sx={{ overflowWrap: 'anywhere' }}>
          {text(record, source)}
        </Box>
      ))}
      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <PosterMark record={record} />
        {!verified && <WaitingDays record={record} />}
      </Box>
    </Box>
  );
}

/** Keeps the queue's filters, sort and URL for "Approve and next" on the detail pages. */
function RememberQueue({ resource, fixedFilter }: { resource: VendorResource; fixedFilter: Record<string, unknown> }) {
  const { filterValues, sort } = useListContext();
  const { pathname, search } = useLocation();
  const setLastQueue = useRememberQueue(resource);
  const filter = JSON.stringify({ ...filterValues, ...fixedFilter });
  useEffect(() => {
    // Stored as the backend sorts, since "Approve and next" asks the data provider directly.
    const stored = backendSort({ field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } as const);
    setLastQueue({ filter: JSON.parse(filter) as Record<string, unknown>, sort: stored, path: `${pathname}${search}` });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter, sort.field, sort.order, pathname, search]);
  return null;
}
