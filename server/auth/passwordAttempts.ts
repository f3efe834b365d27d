/**
 * One throttle for every check of an admin's password: logins and the current password of a password change.
 * Both count on the same keys (the client address, the account), so a stolen session cannot guess the password
 * through the change form faster than through the login form.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Reservation, ThrottleKey } from './loginThrottle.ts';

/** Reserves an attempt for `email` from the request's address, or answers 429 with Retry-After and returns null. */
export async function reservePasswordAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  refusal: (seconds: number) => string,
): Promise<Reservation | null> {
  const { loginRateLimit, loginAccountLimit } = app.config;
  const keys = [
    { key: `address:${request.ip}`, limit: loginRateLimit },
    { key: `account:${email.toLowerCase()}`, limit: loginAccountLimit },
  ];
  return reserveAttempt(app, reply, keys, refusal);
}

/** Reserves an attempt on every key, or answers 429 with Retry-After and returns null. */
export async function reserveAttempt(
  app: FastifyInstance,
  reply: FastifyReply,
  keys: readonly ThrottleKey[],
  refusal: (seconds: number) => string,
): Promise<Reservation | null> {
  // The counts are writes that come before the session's: on a full disk they too may use the space kept for logins.
  const { diskReserve } = app;
  const attempt = await diskReserve.withReserve(() => app.loginThrottle.reserve(app.db, keys));
  if (attempt.granted) {
    const { reservation } = attempt;
    return { fail: () => diskReserve.withReserve(() => reservation.fail()), refund: () => diskReserve.withReserve(() => reservation.refund()) };
  }
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  void reply.status(429).send({ message: refusal(attempt.retryAfterSeconds) });
  return null;
}
