// `If-Unmodified-Since` on destructive calls, as the real service checks it: when the resource was modified after
// the given time the call fails with 412 and changes nothing. A value that is not a date is ignored.
import type { Request } from 'express';
import { ApiError } from './api-error.js';

export function checkUnmodifiedSince(request: Request, lastModified: string): void {
  const header = request.get('if-unmodified-since');
  if (header === undefined) return;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return;
  if (Date.parse(lastModified) > since) throw new ApiError(412, { message: '412 Precondition Failed' });
}
