/**
 * One queue of one vendor kind: unverified or verified vendors (optionally of some business types) with the
 * SPEC columns and empty text, search, city filter, sort and paging (the data provider does them client-side).
 */
import {
  Datagrid,
  List,
  SearchInput,
  SelectInput,
  ShowButton,
  SimpleList,
  SortButton,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { CITIES } from '../domain/constants';
import type { VendorResource } from '../dataProvider/types';

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
  const [primary, second, third, fourth] = columns;
  const emptyText = (
    <Typography sx={{ p: 2 }} role="status">
      {translate(empty)}
    </Typography>
  );
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`resources.${resource}.fields.q`)} />,
    <SelectInput key="city" source="city" label={translate('resources.' + resource + '.fields.city')} choices={cityChoices} emptyText={translate('app.vendor.allCities')} alwaysOn />,
  ];
  return (
    <List
      resource={resource}
      title={translate(title)}
      filter={{ ...filter, verified }}
      filters={filters}
      storeKey={storeKey}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      empty={emptyText}
      exporter={false}
      actions={isSmall ? <TopToolbar><SortButton fields={columns} /></TopToolbar> : undefined}
      disableSyncWithLocation
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => text(record, primary)}
          secondaryText={(record) => [text(record, second), text(record, third)].filter(Boolean).join(' · ')}
          tertiaryText={(record) => text(record, fourth)}
          linkType="show"
          empty={emptyText}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" empty={emptyText}>
          {columns.map((source) => (
            <TextField key={source} source={source} />
          ))}
          <ShowButton label={translate('app.vendor.view')} />
        </Datagrid>
      )}
    </List>
  );
}
