/** The work plan's created-at range as the server validates it (zod: kept apart from workPlan.ts, which the dashboard reads). */
import { z } from 'zod';

/** An ISO-8601 date or date-time, normalised to the UTC text the tables hold (so it compares as text). */
const instant = (name: string) =>
  z
    .string()
    .max(40)
    .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), `${name} must be an ISO-8601 date-time`)
    .transform((value) => new Date(value).toISOString());

/** The range keys of a list's filter, as the server validates them (a bad date is a 400 naming the key). */
export const createdRangeFilter = { created_after: instant('created_after').optional(), created_until: instant('created_until').optional() };
