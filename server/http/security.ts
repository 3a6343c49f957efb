// The one security step, in the validator's security slot (the operation is known; multipart bodies are not yet
// read, nor any parameter checked): 401 without credentials where the operation needs them, then 403 when the
// token's scopes do not allow it, both before any 400, as from the real service. Every scheme of the spec is
// satisfied by a signed-in caller (authentication already ran); `{}` among an operation's requirements allows
// anonymous ones. Writes need the `api` scope, reads `api` or `read_api`, or the scopes of the operation's
// `x-token-scopes`, as the spec index has them per operation. The validator's own security check would evaluate
// every scheme's handler on each request.
import type { NextFunction, Request, Response } from 'express';
import type { Actor } from '../auth/actor.js';
import { insufficientScope, unauthorized } from './api-error.js';
import { currentOperation } from './current-operation.js';

export function securityStep(request: Request, response: Response, next: NextFunction): void {
  const operation = currentOperation(request);
  if (!operation) return next();
  const { anonymous, scopes } = operation.security;
  const actor = response.locals.actor as Actor;
  if (!actor.user) return next(anonymous ? undefined : unauthorized());
  if (actor.scopes && !scopes.some((scope) => actor.scopes!.includes(scope))) return next(insufficientScope(scopes.join(' ')));
  next();
}
