/**
 * vitest globalSetup of the projects that may use PostgreSQL: a run folder for the one cluster the run's workers
 * share (started by the first that needs it, tests/helpers/postgres.ts), stopped and removed when the run ends.
 */
import { endRun, makeRunDir, RUN_DIR_VARIABLE } from './postgres.ts';

export default function setup(): () => void {
  const runDir = makeRunDir();
  process.env[RUN_DIR_VARIABLE] = runDir;
  return () => endRun(runDir);
}
