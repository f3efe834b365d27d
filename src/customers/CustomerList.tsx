/**
 * Users (customers), read-only: verified or not verified, with search, city filter, sort and paging in the URL,
 * and CSV export; one card per user on a phone-width screen.
 */
import { DataTable, DateField, ExportButton, List, SearchInput, SelectInput, SimpleList, SortButton, TopToolbar, useTranslate } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { CITIES } from '../domain/constants';
import type { CustomerRecord } from '../dataProvider/types';
import { ScreenHeading } from '../layout/ScreenHeading';
import { EmptyListStatus } from '../layout/EmptyListStatus';

const cityChoices = CITIES.map((city) => ({ id: city, name: city }));

export function CustomerList({ verified }: { verified?: boolean }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyListStatus text={translate('resources.customers.action.empty')} />;
  const title = translate(verified === undefined ? 'resources.customers.name' : `resources.customers.action.${verified ? 'verifiedTitle' : 'unverifiedTitle'}`, { smart_count: 2 });
  return (
    <>
      <ScreenHeading title={title} />
      <List
        resource="customers"
        title={title}
        filter={verified === undefined ? {} : { verified: verified ? 1 : 0 }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.customers.fields.q')} />,
          <SelectInput key="city" source="city" choices={cityChoices} emptyText={translate('app.vendor.allCities')} alwaysOn />,
        ]}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        empty={empty}
        actions={
          <TopToolbar>
            {isSmall && <SortButton fields={['name', 'city', 'created_at']} />}
            <ExportButton />
          </TopToolbar>
        }
        storeKey={`customers.${verified === undefined ? 'all' : verified ? 'verified' : 'unverified'}`}
      >
        {isSmall ? (
          <SimpleList<CustomerRecord>
            primaryText={(record) => record.name}
            secondaryText={(record) => [record.phoneNumber, record.city].filter(Boolean).join(' · ')}
            tertiaryText={undefined}
            linkType={false}
            empty={empty}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
            <DataTable.Col source="name" />
            <DataTable.Col source="phoneNumber" />
            <DataTable.Col source="email" />
            <DataTable.Col source="city" />
            <DataTable.Col source="created_at" field={DateField} />
          </DataTable>
        )}
      </List>
    </>
  );
}
