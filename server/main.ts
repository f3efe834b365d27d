/**
 * Entry point of `npm start` and the one place a Fastify instance is created and listens (fastify/demo's
 * src/server.ts): config, build the sites when stale, create the instance with the app plugin (app.ts), listen,
 * shut down gracefully. `npm run dev` and the tests create theirs through `createServer` too.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { marketplaceApp, serverOptions, type AppOptions } from './app.ts';
import { ensureSitesBuilt } from './site/build.ts';
import { describeStartupFailure } from './startupFailures.ts';
import { startupMessage } from './startupMessage.ts';

export type ServerOptions = Omit<AppOptions, 'config'> & {
  /** The HTTP server to answer on (dev.ts puts Vite in front of the app). */
  serverFactory?: FastifyServerFactory;
  /** Where the log lines go instead of stdout (tests read them to check that no secret is logged). */
  logStream?: { write(line: string): void };
};

/** A ready instance of the app for `config`, not listening yet. */
export async function createServer(config: Config, { serverFactory, logStream, ...options }: ServerOptions = {}): Promise<FastifyInstance> {
  const fastifyOptions = serverOptions(config);
  if (logStream && fastifyOptions.logger) fastifyOptions.logger = { ...(fastifyOptions.logger as object), stream: logStream };
  const app = Fastify({ ...fastifyOptions, ...(serverFactory ? { serverFactory } : {}) });
  await app.register(marketplaceApp, { config, ...options });
  await app.ready();
  return app;
}

/** Listens on the configured address; a port of 0 takes a free one. Answers the address, e.g. http://127.0.0.1:8080. */
export async function listen(app: FastifyInstance, config: Pick<Config, 'port' | 'host'>): Promise<string> {
  return app.listen({ port: config.port, host: config.host });
}

let config: Config | undefined;

async function main() {
  config = loadConfig();
  if (config.buildSites) await ensureSitesBuilt((line) => console.info(line));
  const app = await createServer(config);
  const address = await listen(app, config);
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

// Imported by dev.ts and the tests for createServer: only `npm start` (this file run directly) starts the server.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err: unknown) => {
    console.error(describeStartupFailure(err, config) ?? err);
    process.exit(1);
  });
}
