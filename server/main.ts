/** Entry point of `npm start`: config, build the sites when stale, listen, shut down gracefully. */
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_ADMIN } from './db/bootstrap.ts';
import { ensureSitesBuilt } from './site/build.ts';
import { describeStartupFailure } from './startupFailures.ts';

let config: Config | undefined;

async function main() {
  config = loadConfig();
  if (config.buildSites) await ensureSitesBuilt((line) => console.info(line));
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  console.info(`\nMarketplace running at ${url}/  (admin: ${url}/admin/)`);
  if (config.seed === 'demo') console.info(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);

  const stop = async (signal: string) => {
    console.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(describeStartupFailure(err, config) ?? err);
  process.exit(1);
});
