// The request journal of a test server: what each API request looked like when it came in (credentials masked)
// and the status it got, so that a test can check what its client sent. In memory, the latest `journalLimit` only.
import type { NextFunction, Request, Response } from 'express';
import type { components } from '../../generated/api.js';
import { clock } from '../database/clock.js';
import { isTestRoute, matchesPath, operationOf } from './matched-operation.js';

export type JournalEntry = components['schemas']['TestRequest'];

/** Documented in the spec (`listTestRequests`). */
export const journalLimit = 1000;

const maskedHeaders = new Set(['private-token', 'authorization', 'job-token', 'cookie', 'x-gitlab-token']);
const maskedQuery = new Set(['private_token', 'access_token', 'job_token']);
const masked = '[masked]';

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name] = maskedHeaders.has(name) ? masked : Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function queryOf(request: Request): JournalEntry['query'] {
  const query: JournalEntry['query'] = {};
  for (const [name, value] of Object.entries(request.query as Record<string, string | string[]>)) query[name] = maskedQuery.has(name) ? masked : value;
  return query;
}

/** As parsed: a copy, since later steps add defaults and query parameters to the request's own body. */
function bodyOf(request: Request): unknown {
  const body: unknown = request.body;
  if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0 && !request.headers['content-length'])) return null;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return typeof body === 'object' && body !== null ? structuredClone(body) : body;
}

interface Recorded {
  entry: JournalEntry;
  /** The spec's path template the request matched. */
  template: string | undefined;
}

export interface JournalFilter {
  method?: string;
  path?: string;
  operation_id?: string;
}

export class RequestJournal {
  private recorded: Recorded[] = [];

  /** Middleware, placed after the body parsers: records the request once its answer is sent. */
  readonly record = (request: Request, response: Response, next: NextFunction): void => {
    if (isTestRoute(request)) return next();
    const entry: JournalEntry = {
      method: request.method,
      path: request.path,
      operation_id: null,
      query: queryOf(request),
      headers: headersOf(request),
      body: bodyOf(request),
      status: 0,
      received_at: clock.now().toISOString(),
    };
    const recorded: Recorded = { entry, template: undefined };
    this.recorded.push(recorded);
    if (this.recorded.length > journalLimit) this.recorded.shift();
    const settle = () => {
      const operation = operationOf(request);
      entry.operation_id = operation?.operationId ?? null;
      recorded.template = operation?.template;
      // 0: the connection closed without an answer (a dropped connection, a client that gave up).
      entry.status = response.headersSent ? response.statusCode : 0;
    };
    response.once('finish', settle);
    response.once('close', settle);
    next();
  };

  list(filter: JournalFilter): JournalEntry[] {
    return this.recorded
      .filter(({ entry, template }) => (filter.method === undefined || entry.method === filter.method)
        && (filter.operation_id === undefined || entry.operation_id === filter.operation_id)
        && (filter.path === undefined || matchesPath(filter.path, entry.path, template)))
      .map(({ entry }) => entry);
  }

  clear(): void {
    this.recorded = [];
  }
}
