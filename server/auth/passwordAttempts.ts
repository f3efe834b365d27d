/**
 * One throttle for every check of an admin's password: logins and the current password of a password change.
 * Both count on the same keys (the client address, the account), so a stolen session cannot guess the password
 * through the change form faster than through the login form.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Reservation } from './loginThrottle.ts';

/** Reserves an attempt for `email` from the request's address, or answers 429 with Retry-After and returns null. */
export function reservePasswordAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  refusal: (seconds: number) => string,
): Reservation | null {
  const { loginRateLimit, loginAccountLimit } = app.config;
  const attempt = app.loginThrottle.reserve([
    { key: `address:${request.ip}`, limit: loginRateLimit },
    { key: `account:${email.toLowerCase()}`, limit: loginAccountLimit },
  ]);
  if (attempt.granted) return attempt.reservation;
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  void reply.status(429).send({ message: refusal(attempt.retryAfterSeconds) });
  return null;
}
