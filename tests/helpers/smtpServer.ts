/**
 * A real SMTP server (the smtp-server package) on an ephemeral port for the e-mail channel's tests: it keeps every
 * message it accepts, decoded (headers, RFC 2047 subject, the text and HTML parts), and can refuse recipients.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Recipients answered 550 (the mailbox does not exist). */
  refuse: Set<string>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  ).trim();
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9a-f]{2})/gi, '%25'));
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = part.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(at + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const mail: ReceivedMail = { from, to, subject: decodeWords(headers.subject ?? ''), headers, text: '', html: '', raw };
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => splitHead(p.replace(/^\r\n/, ''))) : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers['content-type'] ?? 'text/plain';
    if (type.startsWith('text/plain')) mail.text = decodeBody(part.headers, part.body).trim();
    if (type.startsWith('text/html')) mail.html = decodeBody(part.headers, part.body).trim();
  }
  return mail;
}

/** `credentials`: the login the server accepts (a client without a login is accepted too). */
export async function startSmtp(credentials = { user: 'mailer', pass: 'secret' }): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = Object.assign(new Error('Mailbox does not exist'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
