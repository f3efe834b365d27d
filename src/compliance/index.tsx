/** The expiring documents list (capability `compliance`) and the documents queue; the documents panel is mounted on the vendor page. */
import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';

const ExpiringDocumentsList = lazy(() => import('./ExpiringDocumentsList').then((m) => ({ default: m.ExpiringDocumentsList })));
const DocumentsQueue = lazy(() => import('./DocumentsQueue').then((m) => ({ default: m.DocumentsQueue })));

export const expiringDocuments = {
  name: 'expiringDocuments',
  list: () => <ExpiringDocumentsList />,
  icon: EventBusyIcon,
  recordRepresentation: 'name',
};

/** The documents waiting for a check across vendors (capability `documentsQueue`). */
export const documentsQueue = {
  name: 'documentsQueue',
  list: () => <DocumentsQueue />,
  icon: FactCheckIcon,
  recordRepresentation: 'name',
};
