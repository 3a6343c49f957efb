// What the journal and the faults match requests on: the operation of the spec the validator found for a request
// (its id and path template), and the request's own path below /api/v4.
import type { Request } from 'express';
import { currentOperation } from '../http/current-operation.js';

interface Matched {
  operationId: string;
  /** The spec's path template, e.g. `/projects/{id}`. */
  template: string;
}

export function operationOf(request: Request): Matched | undefined {
  const operation = currentOperation(request);
  return operation && { operationId: operation.id, template: operation.template };
}

/** The test-mode routes themselves: never recorded, never faulted. */
export const isTestRoute = (request: Request): boolean => request.path.startsWith('/-/test/');

/** Whether `path` (literal, or a template of the spec) names the request's `requestPath` or its `template`. */
export const matchesPath = (path: string, requestPath: string, template: string | undefined): boolean =>
  path === requestPath || path === template;
