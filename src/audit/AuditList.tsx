/**
 * The audit log, newest first, filterable by admin, action, vendor and date. Read only: no route changes it.
 * On a phone the entries are stacked (src/audit/AuditStack.tsx) instead of a table wider than the screen.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DataTable, DateField, DateInput, List, NumberInput, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { ADMIN_ACTIONS, type AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';
import { AuditVendor } from './AuditVendor';
import { AuditStack } from './AuditStack';
import { ChangeSummary } from './ChangeSummary';
import { actionLabel, entityLabel } from './entryTexts';
import { whoDid } from './VendorTimeline';
import { EmptyListStatus } from '../layout/EmptyListStatus';

const actionChoices = [
  { id: 'review', name: 'app.audit.filter.review' },
  ...[...ADMIN_ACTIONS, 'resubmit' as const].map((action) => ({ id: `review.${action}`, name: `app.review.actions.${action}` })),
  ...['insert', 'update', 'delete'].map((write) => ({ id: write, name: `app.audit.filter.${write}` })),
];

const filters = [
  <ReferenceInput key="admin_id" source="admin_id" reference="admins" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <NumberInput key="vendor_id" source="vendor_id" alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export function AuditList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // react-admin's own empty page would say "No Audit log yet.", the resource's name mid-sentence.
  const empty = <EmptyListStatus text={translate('app.audit.nothingYet')} />;
  return (
    <List resource="audit" sort={{ field: 'id', order: 'DESC' }} filters={filters} exporter={false} perPage={50} empty={empty}>
      {isSmall ? <AuditStack /> : <AuditTable />}
    </List>
  );
}

function AuditTable() {
  const registry = useVendorKinds();
  const translate = useTranslate();
  return (
    <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="at" render={(entry) => <DateField record={entry} source="at" showTime />} />
      <DataTable.Col
        source="admin_name"
        label="resources.audit.fields.admin_name"
        render={(entry) => whoDid(translate, entry as AuditEntry)}
        disableSort
      />
      <DataTable.Col source="action" render={(entry) => actionLabel(translate, registry, entry as AuditEntry)} />
      <DataTable.Col source="entity" disableSort render={(entry) => entityLabel(translate, registry, (entry as AuditEntry).entity)} />
      <DataTable.Col source="vendor_id" disableSort render={(entry) => <AuditVendor entry={entry as AuditEntry} />} />
      <DataTable.Col source="reason" disableSort />
      <DataTable.Col source="changes" disableSort render={(entry) => <ChangeSummary entry={entry as AuditEntry} />} />
    </DataTable>
  );
}
