/** The audit log resource (capability reviewDesk), read only. */
import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

const AuditList = lazy(() => import('./AuditList').then((m) => ({ default: m.AuditList })));

export const audit = { name: 'audit', list: () => <AuditList />, icon: HistoryIcon };
