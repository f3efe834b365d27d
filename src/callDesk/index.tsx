/** The call desk resource (capability callDesk, docs/call-desk.md): the desk's list, and a page per request. */
import { lazy } from 'react';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';

const CallDeskList = lazy(() => import('./CallDeskList').then((m) => ({ default: m.CallDeskList })));
const CallDeskEdit = lazy(() => import('./CallDeskEdit').then((m) => ({ default: m.CallDeskEdit })));

export const callDesk = {
  name: 'calldesk',
  list: () => <CallDeskList />,
  edit: () => <CallDeskEdit />,
  icon: PhoneInTalkIcon,
  recordRepresentation: 'phone_number',
};
