import type { Request } from 'express';

/** The request's own URL (its scheme and host) with some query parameters set or, when undefined, removed. */
export function listUrl(request: Request, changes: Record<string, string | undefined>): string {
  const url = new URL(request.originalUrl, `${request.protocol}://${request.get('host')}`);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.toString();
}
