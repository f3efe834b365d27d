/**
 * The durable job queue as the admin sees it (extension `jobQueue`, server/routes/adminJobs.ts): a job's states,
 * the record GET /api/admin/jobs answers, and the kinds the admin names in words (any other kind is shown as stored).
 */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job as GET /api/admin/jobs answers it (times ISO-8601 text). */
export interface JobRecord {
  id: number;
  kind: string;
  payload: unknown;
  /** Names the event that enqueued the job: unique, so the same event never enqueues twice. */
  key: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  /** The lease: a running job whose lease ended (its instance died) is claimed again. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/**
 * The kinds named in words, each by its catalogue key under `app.jobs.kinds` (server: MESSAGE_DELIVERY_JOB,
 * MEDIA_SWEEP_JOB, STORY_RETENTION_JOB, RETENTION_JOB).
 */
export const NAMED_JOB_KINDS = {
  'message.deliver': 'messageDeliver',
  'media.sweep': 'mediaSweep',
  'stories.retention': 'storyRetention',
  'privacy.retention': 'privacyRetention',
} as const;

/** The catalogue key of a kind's name, or undefined for a kind shown as stored. */
export function jobKindKey(kind: string): string | undefined {
  const key = (NAMED_JOB_KINDS as Readonly<Record<string, string>>)[kind];
  return key ? `app.jobs.kinds.${key}` : undefined;
}
