// Abuse limits on the endpoints that take passwords or create accounts (web sign-in, sign-up, POST /oauth/token),
// as the real service's protected paths: per client address and per account named in the request, at most 10
// requests a minute to each endpoint. Beyond that: 429 `Retry later` with `Retry-After` (seconds), before any
// password is checked. The client address is the connection's, or the forwarded one from TRUSTED_PROXIES.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const throttleLimit = 10;
export const throttlePeriodMs = 60_000;

interface Window {
  count: number;
  resetAt: number;
}

/** Counts a request against `key`; the seconds to wait when it is one too many, else undefined. */
function counter(limit: number, periodMs: number) {
  const windows = new Map<string, Window>();
  return (key: string, now = Date.now()): number | undefined => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      // Expired windows go as new ones start, so the map holds only the current period's keys.
      for (const [other, { resetAt }] of windows) if (resetAt <= now) windows.delete(other);
      window = { count: 0, resetAt: now + periodMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : undefined;
  };
}

/**
 * A limiter for one endpoint (each app has its own); `account` names the account a request is about (the login
 * of a sign-in, the username of a sign-up), counted regardless of the address it comes from.
 */
export function throttle(account: (request: Request) => unknown): RequestHandler {
  const byAddress = counter(throttleLimit, throttlePeriodMs);
  const byAccount = counter(throttleLimit, throttlePeriodMs);
  return (request: Request, response: Response, next: NextFunction) => {
    const name = account(request);
    const wait = byAddress(request.ip ?? 'unknown') ?? (typeof name === 'string' && name !== '' ? byAccount(name.toLowerCase()) : undefined);
    if (wait === undefined) return next();
    response.status(429).set('Retry-After', String(wait)).type('text/plain').send('Retry later\n');
  };
}
