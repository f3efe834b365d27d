import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import type { ResourceProps } from 'react-admin';
import { CallRequestList } from './CallRequestList';

export const callRequests: ResourceProps = {
  name: 'callRequests',
  list: CallRequestList,
  icon: PhoneCallbackIcon,
  recordRepresentation: 'phone_number',
};
