/** The breach register resource (capability breachRegister, docs/breaches.md): list, record, change, and a page per breach. */
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import { lazyResource } from '../layout/lazyResource';

export const breaches = lazyResource(
  { name: 'breaches', icon: GppMaybeIcon, recordRepresentation: 'summary' },
  {
    list: () => import('./BreachList').then((m) => m.BreachList),
    show: () => import('./BreachShow').then((m) => m.BreachShow),
    create: () => import('./BreachForm').then((m) => m.BreachCreate),
    edit: () => import('./BreachForm').then((m) => m.BreachEdit),
  },
);
