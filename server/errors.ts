/** Errors the routes throw; the app's error handler turns them into the documented bodies. */
import type { z } from 'zod';
import { fieldErrors } from '../src/domain/schemas.ts';

export class HttpProblem extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string>, message = 'Invalid input') =>
  new HttpProblem(400, `${message}: ${Object.keys(errors).join(', ')}`, errors);
export const notFound = (what: string) => new HttpProblem(404, `${what} not found`);
/** `row`, or the 404 naming `what` when there is none. */
export function foundOr404<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
export const conflict = (field: string, text: string) => new HttpProblem(409, text, { [field]: text });

/** Parses `value` with `schema` or throws a 400 naming every bad field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}
