// The demo seed's file placer, on its own thread so the 1.5 million hard links of SEED_VENDORS=100000 run
// beside the SQL inserts instead of after them (server/db/seed/mediaFiles.ts). Plain JavaScript: a worker
// thread starts without the TypeScript loader of its parent (tsx, vitest).
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

/**
 * One system call per file in the common case (a new data folder has no file of that name): a stat and an
 * unlink first would triple the calls.
 */
function linkOrCopy(source, target) {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    if (error.code === 'EEXIST') {
      fs.rmSync(target, { force: true });
      linkOrCopy(source, target);
      return;
    }
    // Hard links can be refused (some file systems, or more than 65,000 links to one file): a copy is equivalent.
    fs.copyFileSync(source, target);
  }
}

let failure = null;
// Messages: a flat [source, target, source, target, ...] batch, or null when the seed has queued everything.
parentPort.on('message', (batch) => {
  if (batch === null) {
    parentPort.postMessage(failure);
    return;
  }
  for (let i = 0; i < batch.length && !failure; i += 2) {
    try {
      linkOrCopy(batch[i], batch[i + 1]);
    } catch (error) {
      failure = `${batch[i + 1]}: ${error.message}`;
    }
  }
});
