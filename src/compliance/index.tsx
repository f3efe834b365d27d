/** The expiring documents list (capability `compliance`); the documents panel is mounted on the vendor page. */
import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';

const ExpiringDocumentsList = lazy(() => import('./ExpiringDocumentsList').then((m) => ({ default: m.ExpiringDocumentsList })));

export const expiringDocuments = {
  name: 'expiringDocuments',
  list: () => <ExpiringDocumentsList />,
  icon: EventBusyIcon,
  recordRepresentation: 'name',
};
