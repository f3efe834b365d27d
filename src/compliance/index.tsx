/** The expiring documents list (capability `compliance`) and the documents queue; the documents panel is mounted on the vendor page. */
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyResource } from '../layout/lazyResource';

export const expiringDocuments = lazyResource(
  { name: 'expiringDocuments', icon: EventBusyIcon, recordRepresentation: 'name' },
  { list: () => import('./ExpiringDocumentsList').then((m) => m.ExpiringDocumentsList) },
);

/** The documents waiting for a check across vendors (capability `documentsQueue`). */
export const documentsQueue = lazyResource(
  { name: 'documentsQueue', icon: FactCheckIcon, recordRepresentation: 'name' },
  { list: () => import('./DocumentsQueue').then((m) => m.DocumentsQueue) },
);
