/**
 * Extension `jobQueue`: the durable job queue as the admin sees it (server/jobs/, area `operations`: everyone reads,
 * the owner manages).
 *   GET  /api/admin/jobs?range=[0,24]&sort=["id","DESC"]&filter={"state":"dead","kind":"media.sweep"}
 *        the jobs, newest first by default, with Content-Range: jobs 0-24/123
 *   POST /api/admin/jobs/{id}/retry   a dead job queued again (attempts from zero) → the job; 409 when it is not dead
 */
import { z } from 'zod';
import { id } from '../../src/domain/fieldValidation.ts';
import { HttpProblem, notFound } from '../errors.ts';
import type { ApiInstance } from '../openapi.ts';
import { findJob, JOB_SORT_FIELDS, JOB_STATES, listJobs, requeueDeadJob, type JobRow } from '../repositories/jobs.ts';
import { conflictAnswer, errorAnswer, simpleRestQuery } from './responses.ts';
import { parseListQuery, sendPage } from './simpleRest.ts';
import { endpointRoute } from './endpointRoute.ts';
import { accessOf, jobs } from '../../src/domain/resources/index.ts';

// The first tag is the area (src/domain/roles.ts), as the role checks read it.
const tags = ['operations', 'jobs'];


const job = z.object({
  id: z.number(),
  kind: z.string(),
  payload: z.unknown().describe('The JSON the job was enqueued with'),
  key: z.string().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number(),
  max_attempts: z.number(),
  run_at: z.string(),
  locked_by: z.string().nullable(),
  locked_until: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

const filterSchema = z.object({ state: z.enum(JOB_STATES).optional(), kind: z.string().max(200).optional() }).strict();

const asRecord = (row: JobRow) => {
  let payload: unknown = row.payload;
  try {
    payload = JSON.parse(row.payload);
  } catch {
    // Shown as stored.
  }
  return { ...row, payload };
};

export async function adminJobRoutes(app: ApiInstance) {
  const { db } = app;

  app.route({ ...endpointRoute(jobs.endpoints.list), config: { access: accessOf(jobs, 'read') }, schema: { tags, querystring: simpleRestQuery, response: { 200: z.array(job) } }, handler: async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query, { sortFields: JOB_SORT_FIELDS, defaultSort: ['id', 'DESC'], filter: filterSchema });
    const page = await listJobs(db, { filter, sort, offset: range.start, limit: range.end - range.start + 1 });
    return sendPage(reply, 'jobs', range.start, { rows: page.rows.map(asRecord), total: page.total });
  } });

  app.route({
    ...endpointRoute(jobs.endpoints.retry),
    config: { access: accessOf(jobs, 'write') },
    schema: { tags, params: z.object({ id: id('id') }), response: { 200: job, 404: errorAnswer('No job has that id'), ...conflictAnswer('the job is not dead') } },
    handler: async (request) => {
      const { id: jobId } = request.params;
      if (!(await requeueDeadJob(db, jobId, new Date().toISOString()))) {
        if (!(await findJob(db, jobId))) throw notFound('Job');
        throw new HttpProblem(409, 'Only a dead job can be retried');
      }
      app.jobs.wake();
      const row = await findJob(db, jobId);
      if (!row) throw notFound('Job');
      return asRecord(row);
    },
  });
}
