/** The grievance desk resource (capability grievances, docs/grievances.md): the queue, and a page per grievance. */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyResource } from '../layout/lazyResource';

export const grievances = lazyResource(
  { name: 'grievances', icon: ReportProblemIcon, recordRepresentation: 'ticket' },
  { list: () => import('./GrievanceList').then((m) => m.GrievanceList), show: () => import('./GrievanceShow').then((m) => m.GrievanceShow) },
);
