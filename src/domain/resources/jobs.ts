import { declareResource } from './types';

/**
 * The background jobs (extension jobQueue, server/routes/adminJobs.ts): every role reads the list (area
 * `operations`), the roles that manage operations (the owner) retry a dead job; a job is never created or deleted here.
 */
export const jobs = declareResource({
  name: 'jobs',
  area: 'operations',
  permissions: { read: 'read', write: 'manage' },
  capability: 'jobQueue',
  menu: { label: 'app.menu.jobs' },
  texts: { en: { name: 'Background job |||| Background jobs' }, ta: { name: 'பின்னணிப் பணி |||| பின்னணிப் பணிகள்' } },
  /** List only: no route for one job (getOne, writes: 404); a retry is the custom method retryJob. */
  endpoints: { list: 'GET /api/admin/jobs', retry: 'POST /api/admin/jobs/{id}/retry' },
});
