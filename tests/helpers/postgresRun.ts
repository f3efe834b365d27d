/**
 * vitest globalSetup of the projects that may use PostgreSQL: a run folder for the one cluster the run's workers
 * share (started by the first that needs it, tests/helpers/postgres.ts), stopped and removed when the run ends.
 * A watchdog does the same if this process dies without its teardown (a killed or interrupted run), so no
 * cluster outlives its run: the shared one, nor those tests started for themselves in the run folder.
 */
import { spawn } from 'node:child_process';
import { endRun, makeRunDir, RUN_DIR_VARIABLE } from './postgres.ts';

const WATCHDOG = `
while kill -0 "$PARENT" 2>/dev/null; do sleep 2; done
for pidfile in "$RUN"/*/data/postmaster.pid; do
  if [ -f "$pidfile" ]; then kill -QUIT "$(head -1 "$pidfile")" 2>/dev/null; fi
done
sleep 1
rm -rf "$RUN"
`;

export default function setup(): () => void {
  const runDir = makeRunDir();
  process.env[RUN_DIR_VARIABLE] = runDir;
  spawn('sh', ['-c', WATCHDOG], { detached: true, stdio: 'ignore', env: { PATH: process.env.PATH, PARENT: String(process.pid), RUN: runDir } }).unref();
  return () => endRun(runDir);
}
