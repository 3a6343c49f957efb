import type { NextFunction, Request, Response } from 'express';

/**
 * Scalar parameters may come in the query string for every method (`PUT /application/settings?signup_enabled=false`).
 * They are folded into the body, where the spec describes them, before validation; a body value wins.
 * `name[]=a` arrives as the array `name`. Authentication and sudo parameters stay out of the body.
 */
const credentialParameters = new Set(['private_token', 'access_token', 'sudo']);

function bodyEntry([name, value]: [string, unknown]): [string, unknown] {
  return name.endsWith('[]') ? [name.slice(0, -2), ([] as unknown[]).concat(value)] : [name, value];
}

export function queryIntoBody(request: Request, _response: Response, next: NextFunction): void {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  const fromQuery = Object.entries(request.query).filter(([name]) => !credentialParameters.has(name)).map(bodyEntry);
  // A request without a body is one with no parameters in it (400 naming what is missing), not one of an
  // unsupported media type.
  if (fromQuery.length === 0 && request.headers['content-type']) return next();
  const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
  request.body = { ...Object.fromEntries(fromQuery), ...body };
  // The validator picks the body schema by media type; a body made only of query parameters has none yet.
  if (!request.headers['content-type']) {
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
    // An operation that takes no form (uploads) answers such a request with its missing parameters, not 415.
    _response.locals.withoutMediaType = true;
  }
  next();
}
