/**
 * `npm run dev`: the API and the admin with Vite hot reload on one origin. The server main.ts creates answers on
 * an HTTP server that hands the admin's pages and modules to Vite (middleware mode) and everything else, API
 * calls included, to Fastify.
 */
import http from 'node:http';
import { createServer as createVite } from 'vite';
import { loadConfig } from './config.ts';
import { createServer, listen } from './main.ts';
import { DEMO_ADMIN } from './db/bootstrap.ts';
import { ensureSitesBuilt } from './site/build.ts';

/** Vite's own URLs under the /admin/ base: its client, source modules, pre-bundled deps, files with an extension. */
const VITE_MODULE = /^\/admin\/(@|src\/|node_modules\/|index\.html|[^?]*\.[a-z0-9]+(\?|$))/i;

function isForVite(req: http.IncomingMessage): boolean {
  const url = req.url ?? '/';
  if (!url.startsWith('/admin')) return false;
  if (VITE_MODULE.test(url)) return true;
  // A page load (deep links included); the admin's API calls ask for JSON and go to Fastify.
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

async function main() {
  const config = loadConfig();
  // The landing is still served from its build; the admin comes from Vite.
  await ensureSitesBuilt((line) => console.info(line));
  const httpServer = http.createServer();
  const vite = await createVite({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'spa' });
  const app = await createServer(config, {
    serverFactory: (handler) =>
      httpServer.on('request', (req, res) => {
        if (isForVite(req)) vite.middlewares(req, res, () => handler(req, res));
        else handler(req, res);
      }),
  });
  const address = await listen(app, config);
  console.info(`\nMarketplace (dev) running at ${address}/  (admin with hot reload: /admin/)`);
  if (config.seed === 'demo') console.info(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);

  const stop = async () => {
    await vite.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
