/** The outbox resource (capability outbox, server/routes/adminOutbox.ts): a list, no record page. */
import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyResource } from '../layout/lazyResource';

export const outbox = lazyResource({ name: 'outbox', icon: OutboxIcon }, { list: () => import('./OutboxList').then((m) => m.OutboxList) });
