// Cross-origin requests to the API, as the real service allows them: any origin (or the configured ones) may call
// it with a token, but never with credentials, so a page on another origin cannot ride a signed-in user's cookie.
import cors from 'cors';
import type { RequestHandler } from 'express';

/** The origins allowed to call the API from a browser: any (`*`) or exactly these. */
export type CorsOrigins = '*' | string[];

/** The response headers a cross-origin page may read: the pagination headers. */
const exposedHeaders = ['Link', 'X-Total', 'X-Total-Pages', 'X-Per-Page', 'X-Page', 'X-Next-Page', 'X-Prev-Page'];

/**
 * `CORS_ORIGINS`: unset, empty or `*` allows every origin; otherwise a comma-separated list of origins
 * (`https://portal.example.com,http://localhost:8080`). Anything that is not an origin stops the start.
 */
export function parseCorsOrigins(value: string | undefined): CorsOrigins {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0 || (entries.length === 1 && entries[0] === '*')) return '*';
  return entries.map((entry) => {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null' || origin !== entry.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS: ${JSON.stringify(entry)} is not an origin (scheme://host[:port], or * alone)`);
    }
    return origin;
  });
}

/**
 * Answers preflight requests (204, any method, the request headers asked for reflected back, as the real service's
 * `headers: :any`) and marks every other response readable by the allowed origins.
 */
export function crossOrigin(origins: CorsOrigins = '*'): RequestHandler {
  return cors({
    origin: origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders,
    maxAge: 7200,
  });
}
