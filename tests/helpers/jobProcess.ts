/**
 * The server as `npm start` makes it (server/main.ts's createServer and listen), plus one job kind for the kill -9
 * test (tests/reliability/jobsKill.test.ts): `test.hang` notes its job's id in DATA_DIR/job-started, then never ends,
 * so the process is killed mid-job. Started by tests/helpers/mainProcess.ts's startMain(env, this file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { createServer, listen } from '../../server/main.ts';

export const STARTED_FILE = 'job-started';
export const HANGING_JOB = 'test.hang';

async function main() {
  const config = loadConfig();
  const app = await createServer(config);
  app.jobs.register(HANGING_JOB, async (_payload, job) => {
    fs.appendFileSync(path.join(config.dataDir, STARTED_FILE), `${job.id}\n`);
    await new Promise(() => {});
  });
  const address = await listen(app, config);
  console.info(`running at ${address}/ (job process)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
