/** scrypt password hashes in the form scrypt$N$r$p$salt$hash (base64). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashGate } from './hashGate.ts';

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

/** Every hash goes through the process-wide gate, so a burst cannot take the whole thread pool. */
function scrypt(password: string, salt: Buffer, options: ScryptOptions, client?: string): Promise<Buffer> {
  return passwordHashGate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
    client,
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `client` (e.g. the client address) takes turns with other clients when hashes queue. */
export async function verifyPassword(password: string, stored: string, client?: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) }, client);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that no password matches, compared against when an account does not exist (constant-time login). */
export const UNUSABLE_HASH = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
