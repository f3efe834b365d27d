import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { lazyResource } from '../layout/lazyResource';

export const callRequests = lazyResource(
  { name: 'callRequests', icon: PhoneCallbackIcon, recordRepresentation: 'phone_number' },
  { list: () => import('./CallRequestList').then((m) => m.CallRequestList) },
);
