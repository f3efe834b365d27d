/** The audit log resource (capability reviewDesk), read only. */
import HistoryIcon from '@mui/icons-material/History';
import { lazyResource } from '../layout/lazyResource';

export const audit = lazyResource({ name: 'audit', icon: HistoryIcon }, { list: () => import('./AuditList').then((m) => m.AuditList) });
