/** The real product (`npm start` over a temp data folder) for a bench, stopped by the report's cleanup. */
import { startProduct, type RunningProduct } from '../../tests/helpers/product.ts';
import { TEST_ADMIN } from '../../tests/helpers/server.ts';
import type { Report } from './report.ts';

export { TEST_ADMIN };

export async function startBenchProduct(report: Report, env: Record<string, string>): Promise<RunningProduct> {
  const started = Date.now();
  const running = await startProduct(env);
  // The helper's stop() must run once only (a second call signals a process group that is gone).
  let stopping: Promise<void> | null = null;
  const product: RunningProduct = { ...running, stop: () => (stopping ??= running.stop()) };
  report.onCleanup(() => product.stop());
  console.info(`[${report.bench}] product up at ${product.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(env)})`);
  return product;
}

/** Logs in over HTTP as the test admin; returns the Cookie header value. */
export async function loginCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (res.status !== 200) throw new Error(`login as ${TEST_ADMIN.email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('login answered 200 without a session cookie');
  return cookie;
}

/** GET that must answer 200; returns the body text. */
export async function fetchOk(url: string, cookie?: string): Promise<string> {
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}
