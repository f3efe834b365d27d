/**
 * The documents waiting for a check across vendors (capability `documentsQueue`), the oldest first: each opens
 * its vendor's page, where the documents panel accepts or rejects it. A work plan bucket narrows it by upload
 * time (the chip above the rows says so and clears it). One card per document at phone width.
 */
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { Link as MuiLink, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import type { QueuedDocument } from '../domain/documentsQueue';
import { CreatedRangeChip } from '../layout/CreatedRangeChip';
import { ScreenHeading } from '../layout/ScreenHeading';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useKindLabel, useVendorKinds } from '../vendorKinds/context';
import { requirementLabel } from './requirementTexts';
import { formatDateTime } from '../i18n';
import { EmptyListStatus } from '../layout/EmptyListStatus';
import { WorkQueueList } from '../layout/WorkQueueList';


function VendorPageLink({ record }: { record: QueuedDocument }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const resource = useVendorKinds().find((declaration) => declaration.kind === record.kind)?.resource;
  if (!resource) return null;
  return (
    <MuiLink component={Link} to={href(adminPaths.show(resource, record.user_id))} aria-label={translate('resources.documentsQueue.action.open', { name: record.name })}>
      {translate('resources.documentsQueue.action.openShort')}
    </MuiLink>
  );
}

const Column = DataTable.Col<QueuedDocument>;

export function DocumentsQueue() {
  const translate = useTranslate();
  const kindLabel = useKindLabel();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('resources.documentsQueue.name', { smart_count: 2 });
  const empty = <EmptyListStatus text={translate('resources.documentsQueue.action.empty')} />;
  const documentLabel = (record: QueuedDocument) => requirementLabel(translate, { id: record.requirement, label: record.label });
  const uploaded = (record: QueuedDocument) => formatDateTime(record.uploaded_at);
  return (
    <>
      <ScreenHeading title={title} />
      <WorkQueueList resource="documentsQueue" title={title} sort={{ field: 'uploaded_at', order: 'ASC' }} empty={false} storeKey="documentsQueue">
        <CreatedRangeChip />
        {isSmall ? (
          <SimpleList<QueuedDocument>
            primaryText={(record) => `${record.name} · ${documentLabel(record)}`}
            secondaryText={(record) => `${kindLabel(record.kind)} · ${uploaded(record)}`}
            tertiaryText={(record) => <VendorPageLink record={record} />}
            linkType={false}
            empty={empty}
          />
        ) : (
          <DataTable<QueuedDocument> bulkActionButtons={false} rowClick={false} empty={empty}>
            <Column source="name" />
            <Column source="kind" render={(record) => kindLabel(record.kind)} />
            {/* The document's label, sorted by its requirement (the column's source is the sort name). */}
            <Column source="requirement" render={documentLabel} />
            <Column source="uploaded_at" render={uploaded} />
            <Column source="user_id" label="resources.documentsQueue.fields.vendorPage" disableSort render={(record) => <VendorPageLink record={record} />} />
          </DataTable>
        )}
      </WorkQueueList>
    </>
  );
}
