// Memberships and shares may carry an expiry date (`YYYY-MM-DD`): they grant access up to and including that day
// (UTC) and count as absent after it.
import { sql } from 'kysely';
import { today } from '../database/schema.js';
import { invalidParameters, validationFailed } from '../http/api-error.js';

// The database's own date (UTC on both: connect.ts sets PostgreSQL's session to UTC and ISO dates), so that a
// prepared query keeps comparing with the day it runs on.
const currentDate = sql`cast(current_date as text)`;

/** SQL: the row whose expiry date is in `column` is still in force. */
export const inForce = (column: string) =>
  sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} >= ${currentDate})`;

/** SQL: the row whose expiry date is in `column` has expired. */
export const expired = (column: string) => sql<boolean>`(${sql.ref(column)} < ${currentDate})`;

/** True for a `YYYY-MM-DD` that names a day of the calendar (the validator's `date` format allows `2030-02-30`). */
const isCalendarDate = (date: string): boolean => {
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/**
 * A new expiry date, which must be a real day and may not lie in the past; the empty value of a form (`expires_at=`)
 * is none, as `null` is. `undefined` (not given) stays so.
 */
export function expiryDate<Given extends string | null | undefined>(expiresAt: Given): Given | null {
  if (expiresAt === '') return null;
  if (expiresAt === undefined || expiresAt === null) return expiresAt;
  if (!isCalendarDate(expiresAt)) throw invalidParameters('expires_at is invalid');
  if (expiresAt < today()) throw validationFailed({ expires_at: ['cannot be a date in the past'] });
  return expiresAt;
}
