// The one security step, in the validator's security slot (the operation is known; multipart bodies are not yet
// read, nor any parameter checked): 401 without credentials where the operation needs them, then 403 when the
// token's scopes do not allow it, both before any 400, as from the real service. Every scheme of the spec is
// satisfied by a signed-in caller (authentication already ran); `{}` among an operation's requirements allows
// anonymous ones. Writes need the `api` scope, reads `api` or `read_api`, or the scopes of the operation's
// `x-token-scopes`. The validator's own security check would evaluate every scheme's handler on each request.
import type { NextFunction, Request, Response } from 'express';
import type { OpenAPIV3 } from 'express-openapi-validator/dist/framework/types.js';
import type { Actor } from '../auth/actor.js';
import { insufficientScope, unauthorized } from './api-error.js';
import { currentOperation } from './current-operation.js';
import { specDocument } from './spec-document.js';

interface OperationSecurity {
  anonymous: boolean;
  scopes: string[];
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** By operation object of the validator's document: computed on an operation's first request. */
const securityOf = new WeakMap<object, OperationSecurity>();

function operationSecurity(operation: OpenAPIV3.OperationObject & { 'x-token-scopes'?: string[] }, write: boolean): OperationSecurity {
  let security = securityOf.get(operation);
  if (!security) {
    const requirements = operation.security ?? specDocument.security;
    security = {
      anonymous: requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
      scopes: operation['x-token-scopes'] ?? (write ? ['api'] : ['api', 'read_api']),
    };
    securityOf.set(operation, security);
  }
  return security;
}

export function securityStep(request: Request, response: Response, next: NextFunction): void {
  const operation = currentOperation(request)?.schema;
  if (!operation) return next();
  const { anonymous, scopes } = operationSecurity(operation, writeMethods.has(request.method));
  const actor = response.locals.actor as Actor;
  if (!actor.user) return next(anonymous ? undefined : unauthorized());
  if (actor.scopes && !scopes.some((scope) => actor.scopes!.includes(scope))) return next(insufficientScope(scopes.join(' ')));
  next();
}
