// Repeated reads answered from memory: a GET that was answered 200 with JSON before, by the same caller, is answered
// with the same bytes again as long as nothing was written since, to the database (by any process) or by a write
// request of this one (a push changes a repository, a reset the data directory). Request validation runs before,
// as for every request; the handler, its queries and the serializing of the answer are what is saved. A list page
// of 100 projects costs a few milliseconds to build and a tenth of that to send again. A caller that sends
// `Cache-Control: no-cache` gets an answer made anew.
import type { NextFunction, Request, Response } from 'express';
import type { Actor } from '../auth/actor.js';
import { today } from '../database/schema.js';
import { callerChanged } from './confirmed-caller.js';

interface CachedResponse {
  dataVersion: string;
  writes: number;
  day: string;
  headers: Array<[string, number | string | string[]]>;
  body: Buffer;
}

/** Bounds of the memory it may hold, per app. */
const capacityBytes = 16 * 2 ** 20;
const largestBodyBytes = 2 ** 20;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let finishedWrites = 0;

/** Counts the write requests of this process as they end (mounted before every route, the git ones included). */
export function countWrites(request: Request, response: Response, next: NextFunction): void {
  if (writeMethods.has(request.method)) response.once('close', () => { finishedWrites += 1; });
  next();
}

/**
 * Everything an answer may depend on besides the stored data: the credentials and who they resolved to (a session
 * may have expired), how the caller reaches the server (links), the URL, and the day (expiry dates are compared
 * with it).
 */
function responseKey(request: Request, actor: Actor): string {
  return [
    request.get('private-token'), request.get('authorization'), request.get('cookie'), request.get('sudo'),
    actor.user?.id, actor.via, request.get('accept'), request.protocol, request.host, request.originalUrl,
  ].join('\n');
}

/** `Cache-Control: no-cache` (or `no-store`, or `Pragma: no-cache`): the caller wants the answer made anew. */
const asksForFreshAnswer = (request: Request): boolean =>
  /\bno-(cache|store)\b/i.test(request.get('cache-control') ?? '') || /\bno-cache\b/i.test(request.get('pragma') ?? '');

const isJson = (contentType: unknown): boolean => typeof contentType === 'string' && contentType.startsWith('application/json');

/** An answer that sets a cookie is about this one exchange; one marked `no-store` is not to be kept. */
const reusable = (headers: CachedResponse['headers']): boolean =>
  !headers.some(([name, value]) => name === 'set-cookie' || (name === 'cache-control' && /\bno-store\b/i.test(String(value))));

/** Headers every answer gets anew, not from the cache. */
const ownHeaders = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export function responseCache(readDataVersion: () => Promise<string>) {
  const responses = new Map<string, CachedResponse>();
  let heldBytes = 0;

  const forget = (key: string) => {
    const cached = responses.get(key);
    if (!cached) return;
    responses.delete(key);
    heldBytes -= cached.body.length;
  };
  const keep = (key: string, response: CachedResponse) => {
    forget(key);
    responses.set(key, response);
    heldBytes += response.body.length;
    // Map order is insertion order: the first keys are the least recently kept or served.
    for (const oldest of responses.keys()) {
      if (heldBytes <= capacityBytes) break;
      forget(oldest);
    }
  };

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' || asksForFreshAnswer(request)) return next();
    const key = responseKey(request, response.locals.actor as Actor);
    const writes = finishedWrites;
    const day = today();
    const dataVersion = await readDataVersion();
    const cached = responses.get(key);
    // A caller who changed since their token was read lately has their answer made anew.
    if (cached && cached.dataVersion === dataVersion && cached.writes === writes && cached.day === day && !(await callerChanged(response))) {
      responses.delete(key);
      responses.set(key, cached);
      for (const [name, value] of cached.headers) response.setHeader(name, value);
      response.setHeader('Content-Length', cached.body.length);
      response.end(cached.body);
      return;
    }
    forget(key);
    recordResponse(response, (headers, body) => {
      if (body.length > largestBodyBytes || finishedWrites !== writes) return;
      // Kept only when nothing was written while it was being made.
      readDataVersion().then((after) => {
        if (after === dataVersion && finishedWrites === writes) keep(key, { dataVersion, writes, day, headers, body });
      }, () => undefined);
    });
    next();
  };
}

/** Calls `finished` with the headers the route set and the body, once a 200 JSON answer sent in one piece is out. */
function recordResponse(response: Response, finished: (headers: CachedResponse['headers'], body: Buffer) => void): void {
  const earlier = new Set(response.getHeaderNames());
  let streamed = false;
  const write = response.write;
  response.write = function (this: Response, ...args: Parameters<Response['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as Response['write'];
  const end = response.end;
  response.end = function (this: Response, ...args: unknown[]) {
    const [body] = args;
    if (!streamed && response.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body)) && isJson(response.getHeader('content-type'))) {
      const headers = response.getHeaderNames()
        .filter((name) => !earlier.has(name) && !ownHeaders.has(name))
        .map((name): [string, number | string | string[]] => [name, response.getHeader(name)!]);
      if (reusable(headers)) {
        // Encoded once: the bytes sent are the bytes kept.
        const bytes = typeof body === 'string' ? Buffer.from(body, typeof args[1] === 'string' ? args[1] as BufferEncoding : 'utf8') : body;
        args[0] = bytes;
        response.once('finish', () => finished(headers, bytes));
      }
    }
    return (end as (...rest: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}
