/**
 * One JSON call to a provider over HTTP, its answer sorted into sent / retry / failed (server/delivery/outcome.ts):
 * a timeout, a network error, a 5xx or a 429 is worth another try; any other 4xx is a refusal. The caller turns the
 * provider's error body into plain words. Headers (the secrets) never reach an error text.
 */
/**
 * The header naming one message on one channel (`message-41-sms`), the same on every attempt: a send repeated after
 * a crash between the provider's answer and our record of it (docs/messages.md "Exactly once") carries the same key,
 * and a provider that deduplicates by it (an SMS gateway's client reference, a proxy in front of the Graph API)
 * answers the first send again instead of delivering twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyKey = (messageId: number, channel: string) => `message-${messageId}-${channel}`;

export type HttpAnswer =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'retry'; error: string; retryAt?: Date }
  | { kind: 'refused'; status: number; body: unknown };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 300);
  }
}

/** Retry-After in seconds or as a date, if the provider gave one. */
function retryAfter(response: Response, now: number): Date | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return new Date(now + seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : new Date(date);
}

export async function postJson(provider: string, url: string, headers: Record<string, string>, body: unknown, timeoutMs: number): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'retry', error: `${provider} did not answer within ${timeoutMs} ms` };
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message) || 'network error';
    return { kind: 'retry', error: `${provider} could not be reached (${code})` };
  }
  let answer: unknown;
  try {
    answer = await readBody(response);
  } catch {
    return { kind: 'retry', error: `${provider} did not finish its answer within ${timeoutMs} ms` };
  }
  if (response.ok) return { kind: 'ok', status: response.status, body: answer };
  if (response.status >= 500 || response.status === 429 || response.status === 408) {
    const retryAt = retryAfter(response, Date.now());
    return { kind: 'retry', error: `${provider} answered ${response.status} (${response.status === 429 ? 'too many requests' : 'a fault on its side'})`, ...(retryAt ? { retryAt } : {}) };
  }
  return { kind: 'refused', status: response.status, body: answer };
}
