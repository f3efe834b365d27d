/** Child-process entry of serverProcess.ts: a demo-seeded startServer() until SIGTERM. */
import { startServer } from '../helpers/server';

const server = await startServer({ seed: 'demo', seedVendors: Number(process.argv[2] ?? 8) });
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
