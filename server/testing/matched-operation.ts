// What the journal and the faults match requests on: the operation of the spec the validator found for a request
// (its id and path template), and the request's own path below /api/v4.
import type { Request } from 'express';

interface Matched {
  operationId: string | undefined;
  /** The spec's path template, e.g. `/projects/{id}`. */
  template: string | undefined;
}

const apiBase = '/api/v4';

type ValidatedRequest = Request & { openapi?: { openApiRoute?: string; schema?: { operationId?: string } } };

export function operationOf(request: Request): Matched | undefined {
  const openapi = (request as ValidatedRequest).openapi;
  if (!openapi) return undefined;
  // The validator's route carries the base path (`/api/v4/projects/{id}`).
  return { operationId: openapi.schema?.operationId, template: openapi.openApiRoute?.slice(apiBase.length) };
}

/** The test-mode routes themselves: never recorded, never faulted. */
export const isTestRoute = (request: Request): boolean => request.path.startsWith('/-/test/');

/** Whether `path` (literal, or a template of the spec) names the request's `requestPath` or its `template`. */
export const matchesPath = (path: string, requestPath: string, template: string | undefined): boolean =>
  path === requestPath || path === template;
