/** A request to a test server, timed and never thrown: what the PostgreSQL fault tests count and check. */

export interface TimedAnswer {
  sentAt: number;
  answeredAt: number;
  /** 0: no answer (the connection failed, or the time limit passed). */
  status: number;
  contentType: string;
  /** JSON when it parses, else the text. */
  body: unknown;
  /** Why there was no answer. */
  failure?: string;
}

let clientCounter = 0;
/** A client address per request (198.18.0.0/15, for tests): the public writes are rate-limited per address. */
const clientAddress = () => `198.18.${(++clientCounter >> 8) & 255}.${clientCounter & 255}`;

/** Sends `method url` as the admin of `cookie`, from a new client address, cut off after `limitMs`. */
export async function timedRequest(url: string, { method, cookie, body, limitMs }: { method: string; cookie: string; body?: unknown; limitMs: number }): Promise<TimedAnswer> {
  const sentAt = Date.now();
  try {
    const res = await fetch(url, {
      method,
      headers: { cookie, 'x-forwarded-for': clientAddress(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(limitMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text: the assertions say what was wrong with it.
    }
    return { sentAt, answeredAt: Date.now(), status: res.status, contentType: res.headers.get('content-type') ?? '', body: parsed };
  } catch (error) {
    return { sentAt, answeredAt: Date.now(), status: 0, contentType: '', body: null, failure: String(error) };
  }
}
