// Writes need a token with the `api` scope. The real service checks scopes before it looks at parameters, so a
// `read_api` token sending a malformed write gets 403, not 400: this runs ahead of request validation. Reads are
// checked per route (`route()`), since which read scopes suffice depends on the operation.
import type { NextFunction, Request, Response } from 'express';
import { specDocument } from '../http/spec-document.js';
import type { Actor } from './actor.js';
import { insufficientScope } from '../http/api-error.js';

const writeMethods = ['post', 'put', 'patch', 'delete'] as const;

/** Path templates of the spec's write operations, as patterns over `/api/v4`-relative paths. */
const writeOperations = Object.entries(specDocument.paths).flatMap(([template, item]) => {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}/?$`);
  return writeMethods.filter((method) => method in item).map((method) => ({ method: method.toUpperCase(), pattern }));
});

export function writeScope(request: Request, response: Response, next: NextFunction): void {
  const actor = response.locals.actor as Actor;
  if (!actor.scopes || actor.scopes.includes('api')) return next();
  if (writeOperations.some(({ method, pattern }) => method === request.method && pattern.test(request.path))) throw insufficientScope('api');
  next();
}
