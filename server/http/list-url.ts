import type { Request } from 'express';
import { linkQuery } from './page-links.js';

/**
 * The request's own URL (its scheme and host: the Host header, or X-Forwarded-Proto/Host from a proxy named in
 * TRUSTED_PROXIES) with only the list's declared query parameters, some of them set or, when undefined, removed.
 */
export function listUrl(request: Request, changes: Record<string, string | undefined>): string {
  const url = new URL(request.originalUrl, `${request.protocol}://${request.host}`);
  url.search = String(linkQuery(request));
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.toString();
}
