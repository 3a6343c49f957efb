import type { Request } from 'express';
import { linkQuery } from './page-links.js';

/** A page URL of the list being requested, with some query parameters set or, when undefined, removed. */
export type ListUrl = (changes: Record<string, string | undefined>) => string;

/**
 * Page URLs of the list a request asks for: its own URL (its scheme and host: the Host header, or
 * X-Forwarded-Proto/Host from a proxy named in TRUSTED_PROXIES) with only the list's declared query parameters.
 * Made once per request, before any query: a request whose parameters the links could not carry is refused here.
 */
export function listUrls(request: Request): ListUrl {
  const base = new URL(request.originalUrl, `${request.protocol}://${request.host}`);
  base.search = String(linkQuery(request));
  return (changes) => {
    const url = new URL(base);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    return url.toString();
  };
}
