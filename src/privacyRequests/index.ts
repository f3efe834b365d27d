/** Data principal requests (capability privacy, server/routes/privacyRequests.ts, docs/privacy.md): a list, no record page. */
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { lazyResource } from '../layout/lazyResource';

export const privacyRequests = lazyResource({ name: 'privacyRequests', icon: PrivacyTipIcon }, { list: () => import('./PrivacyRequestList').then((m) => m.PrivacyRequestList) });
