/**
 * Documents expiring within 30 days or expired (capability `compliance`), by kind and city, with the vendor's
 * phone (tel:) and a WhatsApp link carrying a prefilled reminder; one card per document at phone width.
 */
import { DataTable, SearchInput, SelectInput, SimpleList, useTranslate, type TranslateFunction } from 'react-admin';
import { Box, Chip, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { CITIES } from '../domain/constants';
import type { ExpiringDocument } from '../domain/compliance/documents';
import { telLink, whatsappLink } from '../domain/phone';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import { ScreenHeading } from '../layout/ScreenHeading';
import { DocumentReminderButton } from '../messages/DocumentReminderButton';
import { WhatsAppButton } from '../messages/WhatsAppButton';
import { requirementLabel } from './requirementTexts';
import { EmptyListStatus } from '../layout/EmptyListStatus';
import { WorkQueueList } from '../layout/WorkQueueList';
import { VendorPageLink } from '../vendors/VendorPageLink';

const cityChoices = CITIES.map((city) => ({ id: city, name: city }));
const kindChoices = VENDOR_KIND_DECLARATIONS.filter((d) => d.requirements?.length).map((d) => ({ id: d.kind, name: d.labels.tile }));
const kindLabel = (kind: string) => VENDOR_KIND_DECLARATIONS.find((d) => d.kind === kind)?.labels.tile ?? kind;
/** The document's requirement name in the admin's language. */
const documentLabel = (translate: TranslateFunction, record: ExpiringDocument) => requirementLabel(translate, { id: record.requirement, label: record.label });

function ContactLinks({ record }: { record: ExpiringDocument }) {
  const translate = useTranslate();
  const when = translate(`resources.expiringDocuments.action.${record.state === 'expired' ? 'expiredOn' : 'expiresOn'}`, { date: record.expires_on });
  const reminder = translate('resources.expiringDocuments.action.reminder', { name: record.name, document: documentLabel(translate, record), when });
  const tel = telLink(record.phoneNumber);
  const whatsapp = whatsappLink(record.phoneNumber, reminder);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {tel ? (
        <MuiLink href={tel} aria-label={translate('resources.expiringDocuments.action.call', { name: record.name })} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
          <PhoneIcon fontSize="small" aria-hidden />
          {record.phoneNumber}
        </MuiLink>
      ) : (
        <Typography variant="body2">{record.phoneNumber}</Typography>
      )}
      {whatsapp ? <WhatsAppButton size="small" url={whatsapp} label="WhatsApp" aria-label={translate('resources.expiringDocuments.action.whatsapp', { name: record.name })} /> : null}
      <DocumentReminderButton record={record} />
    </Box>
  );
}

function StateChip({ record }: { record: ExpiringDocument }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" color={record.state === 'expired' ? 'error' : 'default'} label={translate(`resources.expiringDocuments.action.${record.state}`)} />
      {record.compliance_lapsed && <Chip size="small" variant="outlined" color="error" label={translate('resources.expiringDocuments.action.lapsed')} />}
    </Box>
  );
}

const Column = DataTable.Col<ExpiringDocument>;

export function ExpiringDocumentsList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('resources.expiringDocuments.name', { smart_count: 2 });
  const empty = <EmptyListStatus text={translate('resources.expiringDocuments.action.empty')} />;
  const stateChoices = [
    { id: 'expiring', name: translate('resources.expiringDocuments.action.expiring') },
    { id: 'expired', name: translate('resources.expiringDocuments.action.expired') },
  ];
  return (
    <>
      <ScreenHeading title={title} />
      <WorkQueueList
        resource="expiringDocuments"
        title={title}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.expiringDocuments.fields.q')} />,
          <SelectInput key="state" source="state" choices={stateChoices} emptyText={translate('resources.expiringDocuments.action.allStates')} alwaysOn />,
          <SelectInput key="kind" source="kind" choices={kindChoices} emptyText={translate('resources.expiringDocuments.action.allKinds')} alwaysOn />,
          <SelectInput key="city" source="city" choices={cityChoices} emptyText={translate('app.vendor.allCities')} alwaysOn />,
        ]}
        sort={{ field: 'expires_on', order: 'ASC' }}
        empty={empty}
        storeKey="expiringDocuments"
      >
        {isSmall ? (
          <SimpleList<ExpiringDocument>
            primaryText={(record) => `${record.name} · ${documentLabel(translate, record)}`}
            secondaryText={(record) => <ExpirySummary record={record} />}
            tertiaryText={undefined}
            linkType={false}
            empty={empty}
          />
        ) : (
          <DataTable<ExpiringDocument> bulkActionButtons={false} rowClick={false} empty={empty}>
            <Column source="name" render={(record) => <VendorPageLink kind={record.kind} userId={record.user_id} name={record.name} />} />
            {/* The document's label, sorted by its requirement (the column's source is the sort name). */}
            <Column source="requirement" label="resources.expiringDocuments.fields.label" render={(record) => documentLabel(translate, record)} />
            <Column source="number" disableSort />
            <Column source="expires_on" />
            <Column source="state" disableSort render={(record) => <StateChip record={record} />} />
            <Column source="kind" render={(record) => kindLabel(record.kind)} />
            <Column source="city" />
            <Column source="phoneNumber" disableSort render={(record) => <ContactLinks record={record} />} />
          </DataTable>
        )}
      </WorkQueueList>
    </>
  );
}

function ExpirySummary({ record }: { record: ExpiringDocument }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <VendorPageLink kind={record.kind} userId={record.user_id} name={record.name} />
        <StateChip record={record} />
        {record.expires_on} · {kindLabel(record.kind)} · {record.city}
      </Box>
      <ContactLinks record={record} />
    </Box>
  );
}
