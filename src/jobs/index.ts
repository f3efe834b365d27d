/** The background jobs resource (capability jobQueue, server/routes/adminJobs.ts): a list, no record page. */
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { lazyResource } from '../layout/lazyResource';

export const jobs = lazyResource({ name: 'jobs', icon: WorkHistoryIcon }, { list: () => import('./JobList').then((m) => m.JobList) });
