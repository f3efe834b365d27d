/** The call desk resource (capability callDesk, docs/call-desk.md): the desk's list, and a page per request. */
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { lazyResource } from '../layout/lazyResource';

export const callDesk = lazyResource(
  { name: 'calldesk', icon: PhoneInTalkIcon, recordRepresentation: 'phone_number' },
  { list: () => import('./CallDeskList').then((m) => m.CallDeskList), edit: () => import('./CallDeskEdit').then((m) => m.CallDeskEdit) },
);
