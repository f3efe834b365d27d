import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const CallRequestList = lazy(() => import('./CallRequestList').then((m) => ({ default: m.CallRequestList })));

export const callRequests: ResourceProps = {
  name: 'callRequests',
  list: CallRequestList,
  icon: PhoneCallbackIcon,
  recordRepresentation: 'phone_number',
};
