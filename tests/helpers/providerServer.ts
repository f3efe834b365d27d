/**
 * A local node:http server standing in for an outside HTTP provider (Meta's Graph API, an SMS gateway): it keeps
 * each request (method, path, headers, JSON body), checks its shape with the test's `check` (a shape problem is
 * answered 400 and kept in `problems`), and answers what the test's `answer` says.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type ProviderAnswer = { status: number; body: unknown; headers?: Record<string, string> } | 'hang';

export interface TestProvider {
  url: string;
  requests: ProviderRequest[];
  problems: string[];
  /** What the next requests get; by default 200 `{}`. May take its time (a slow provider). */
  answer: (request: ProviderRequest) => ProviderAnswer | Promise<ProviderAnswer>;
  close(): Promise<void>;
}

/** `port`: a fixed port (0: any free one), e.g. to bring a provider that was closed back at the same address. */
export async function startProvider(check: (request: ProviderRequest) => string | null, port = 0): Promise<TestProvider> {
  const provider: TestProvider = {
    url: '',
    requests: [],
    problems: [],
    answer: () => ({ status: 200, body: {} }),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      const request: ProviderRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      provider.requests.push(request);
      const problem = check(request);
      if (problem) {
        provider.problems.push(problem);
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: problem } }));
        return;
      }
      const answer = await provider.answer(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

/** What an idempotent provider took: each key once (with its first answer), and the requests that repeated a key. */
export interface IdempotentLedger {
  delivered: Map<string, ProviderRequest>;
  replays: ProviderRequest[];
}

/**
 * Answers as a provider that deduplicates by the `Idempotency-Key` header would: the first successful request with a
 * key is delivered and its answer kept; a later request with the same key gets the same answer and delivers nothing.
 * A request without a key is a problem of the test's (400).
 */
export function idempotentAnswers(answer: (request: ProviderRequest) => ProviderAnswer | Promise<ProviderAnswer>): {
  ledger: IdempotentLedger;
  answer: (request: ProviderRequest) => Promise<ProviderAnswer>;
} {
  const ledger: IdempotentLedger = { delivered: new Map(), replays: [] };
  const answers = new Map<string, ProviderAnswer>();
  return {
    ledger,
    answer: async (request) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !key) return { status: 400, body: { error: { message: 'no Idempotency-Key' } } };
      const earlier = answers.get(key);
      if (earlier) {
        ledger.replays.push(request);
        return earlier;
      }
      const given = await answer(request);
      // Only a success is kept: a refused or failed request may be tried again with the same key.
      if (given !== 'hang' && given.status < 300 && !answers.has(key)) {
        answers.set(key, given);
        ledger.delivered.set(key, request);
      } else if (given !== 'hang' && given.status < 300) {
        ledger.replays.push(request);
        return answers.get(key) ?? given;
      }
      return given;
    },
  };
}
