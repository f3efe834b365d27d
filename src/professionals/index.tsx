/** The professionals resource: queues, detail and edit, each screen in its own lazy chunk. */
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import EngineeringIcon from '@mui/icons-material/Engineering';

const Queue = lazy(() => import('./ProfessionalQueue').then((m) => ({ default: m.ProfessionalQueue })));
const Show = lazy(() => import('./ProfessionalShow').then((m) => ({ default: m.ProfessionalShow })));
const Edit = lazy(() => import('./ProfessionalEdit').then((m) => ({ default: m.ProfessionalEdit })));

export const professionals = {
  name: 'professionals',
  list: () => <Queue verified={false} />,
  show: Show,
  edit: Edit,
  icon: EngineeringIcon,
  recordRepresentation: 'name',
  children: [
    <Route key="unverified" path="unverified" element={<Queue verified={false} />} />,
    <Route key="verified" path="verified" element={<Queue verified />} />,
  ],
};
