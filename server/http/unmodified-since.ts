// `If-Unmodified-Since` on destructive calls, as the real service checks it: when the resource was modified after
// the given time the call fails with 412 and changes nothing. A value that is not a date is ignored.
//
// The check is part of the write itself (`delete … where updated_at <= since`), never a read before it: an edit
// that lands between such a read and the write would otherwise be lost with the resource.
import type { Request } from 'express';
import { ApiError } from './api-error.js';

/** The last instant `toISOString` writes with four digits; stored timestamps compare as text only up to it. */
const lastFourDigitYear = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The header's time as stored timestamps are written (ISO 8601, UTC, milliseconds), so that SQL can compare it
 * with them as text; undefined when there is no condition (no header, not a date, or later than any timestamp).
 * A time before 1970 is every stored timestamp's predecessor as 1970 is.
 */
export function unmodifiedSince(request: Request): string | undefined {
  const header = request.get('if-unmodified-since');
  if (header === undefined) return undefined;
  const since = Date.parse(header);
  if (Number.isNaN(since) || since > lastFourDigitYear) return undefined;
  return new Date(Math.max(since, 0)).toISOString();
}

export const preconditionFailed = () => new ApiError(412, { message: '412 Precondition Failed' });
