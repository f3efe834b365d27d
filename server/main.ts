/** Entry point of `npm start`: config, build the sites when stale, listen, shut down gracefully. */
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { ensureSitesBuilt } from './site/build.ts';
import { describeStartupFailure } from './startupFailures.ts';
import { startupMessage } from './startupMessage.ts';

let config: Config | undefined;

async function main() {
  config = loadConfig();
  if (config.buildSites) await ensureSitesBuilt((line) => console.info(line));
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  console.info(`\n${(await startupMessage(app, url)).join('\n')}`);

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
