/** Reason templates per decision, edited by the owner and offered in every decision's reason dialog. */
import NotesIcon from '@mui/icons-material/Notes';
import { lazyResource } from '../layout/lazyResource';

// The screens are their own chunk: react-admin's list and form machinery is not on the way to the dashboard.
const screens = () => import('./ReasonTemplateScreens');

export const reasonTemplates = lazyResource(
  { name: 'reason-templates', icon: NotesIcon, recordRepresentation: 'text' },
  {
    list: () => screens().then((m) => m.ReasonTemplateList),
    create: () => screens().then((m) => m.ReasonTemplateCreate),
    edit: () => screens().then((m) => m.ReasonTemplateEdit),
  },
);
