/** Users (customers), read-only: verified or not verified, with search, city filter, sort and paging. */
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { CITIES } from '../domain/constants';

const cityChoices = CITIES.map((city) => ({ id: city, name: city }));

export function CustomerList({ verified }: { verified?: boolean }) {
  const translate = useTranslate();
  const empty = (
    <Typography sx={{ p: 2 }} role="status">
      {translate('resources.customers.action.empty')}
    </Typography>
  );
  const title = verified === undefined ? 'resources.customers.name' : `resources.customers.action.${verified ? 'verifiedTitle' : 'unverifiedTitle'}`;
  return (
    <List
      resource="customers"
      title={translate(title, { smart_count: 2 })}
      filter={verified === undefined ? {} : { verified: verified ? 1 : 0 }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.customers.fields.q')} />,
        <SelectInput key="city" source="city" choices={cityChoices} emptyText={translate('app.vendor.allCities')} alwaysOn />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      empty={empty}
      exporter={false}
      disableSyncWithLocation
      storeKey={`customers.${verified === undefined ? 'all' : verified ? 'verified' : 'unverified'}`}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
        <TextField source="name" />
        <TextField source="phoneNumber" />
        <TextField source="email" />
        <TextField source="city" />
        <DateField source="created_at" />
      </Datagrid>
    </List>
  );
}
